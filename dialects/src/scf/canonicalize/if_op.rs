//! `scf.if`'s canonicalization patterns (MLIR 22's
//! `IfOp::getCanonicalizationPatterns`): merging neighbouring and nested
//! ifs, constant conditions, selects for values from outside, dropping
//! unused results and empty else branches.
//!
//! MLIR adds them in alphabetical order, which [`if_patterns`] keeps.
//! New `scf.if` ops are made by `new_if` with empty regions, as MLIR's
//! `IfOp::build(resultTypes, cond)` does, and the patterns add the blocks
//! they need; the generated `IfOp::build`, which gives each region a
//! block ending in `scf.yield`, would need those blocks erased again.

use super::{
    constant_bool, create_op, is_constant, region_is_ancestor, replace_op_with_block, value_region,
};
use crate::arith::{AndIOp, ConstantOp, SelectOp, XOrIOp};
use crate::scf::{IfOp, YieldOp};
use ir::OpOperand;
use ir::prelude::*;
use ir::transforms::populate_region_branch_op_interface_canonicalization_patterns;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};

/// `scf.if`'s canonicalization patterns, in MLIR's order.
pub fn if_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("scf.if");
    set.add_fn("(anonymous namespace)::CombineIfs", root, combine_ifs)
        .add_fn(
            "(anonymous namespace)::CombineNestedIfs",
            root,
            combine_nested_ifs,
        )
        .add_fn(
            "(anonymous namespace)::ConditionPropagation",
            root,
            condition_propagation,
        )
        .add_fn(
            "(anonymous namespace)::ConvertTrivialIfToSelect",
            root,
            convert_trivial_if_to_select,
        )
        .add_fn(
            "(anonymous namespace)::RemoveEmptyElseBranch",
            root,
            remove_empty_else_branch,
        )
        .add_fn(
            "(anonymous namespace)::RemoveStaticCondition",
            root,
            remove_static_condition,
        )
        .add_fn(
            "(anonymous namespace)::ReplaceIfYieldWithConditionOrValue",
            root,
            replace_if_yield_with_condition_or_value,
        );
    populate_region_branch_op_interface_canonicalization_patterns(set, "scf.if");
}

/// The then and else regions of an `scf.if`.
fn regions(body: &Body, op: Operation) -> (Region, Region) {
    let r = body.regions(op);
    (r[0], r[1])
}

/// The last block of `region` (MLIR's `thenBlock()` / `elseBlock()`).
fn last_block(body: &Body, region: Region) -> Option<Block> {
    body.region_blocks(region).last()
}

/// The terminator of the last block of `region`.
fn yield_of(body: &Body, region: Region) -> Option<Operation> {
    body.last_op(last_block(body, region)?)
}

/// The operands of the terminator of `region`'s last block.
fn yielded(body: &Body, region: Region) -> Vec<Value> {
    yield_of(body, region)
        .map(|y| body.operands(y).collect())
        .unwrap_or_default()
}

/// Creates `scf.if %cond -> (types)` at the insertion point with two
/// empty regions.
fn new_if(rw: &mut PatternRewriter<'_>, loc: Location, types: &[Type], cond: Value) -> Operation {
    create_op(rw, "scf.if", loc, &[cond], types, 2)
}

/// Creates `scf.yield values` at the insertion point.
fn create_yield(rw: &mut PatternRewriter<'_>, loc: Location, values: &[Value]) -> Operation {
    rw.build(|b| YieldOp::build(b, loc, values))
}

/// Whether `v` is `arith.xori %x, 1` of some `%x` (MLIR's
/// `m_Op<XOrIOp>(.., m_One())`): that `%x`.
fn negation_of(ctx: &Context, body: &Body, v: Value) -> Option<Value> {
    let def = body.defining_op(v)?;
    let xor = XOrIOp::cast(ctx, body, def)?;
    let one = super::constant_int(ctx, body, xor.rhs())?;
    let is_one = one.is_one() || (one.width() == 1 && !one.is_zero());
    is_one.then(|| xor.lhs())
}

/// Two `scf.if`s in a row on the same condition, or on a condition and
/// its negation, become one (MLIR's `CombineIfs`).
fn combine_ifs(next_if: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let prev_if = body.prev_op(next_if).ok_or(NoMatch)?;
    IfOp::cast(ctx, body, prev_if).ok_or(NoMatch)?;
    let (prev_cond, next_cond) = (body.operand(prev_if, 0), body.operand(next_if, 0));
    let (next_then_r, next_else_r) = regions(body, next_if);
    let next_has_else = !body.region_is_empty(next_else_r);
    let mut next_then = None;
    let mut next_else = None;
    if next_cond == prev_cond {
        next_then = last_block(body, next_then_r);
        if next_has_else {
            next_else = last_block(body, next_else_r);
        }
    }
    let negated = negation_of(ctx, body, next_cond) == Some(prev_cond)
        || negation_of(ctx, body, prev_cond) == Some(next_cond);
    if negated {
        next_else = last_block(body, next_then_r);
        if next_has_else {
            next_then = last_block(body, next_else_r);
        }
    }
    if next_then.is_none() && next_else.is_none() {
        return Err(NoMatch);
    }
    let (prev_then_r, prev_else_r) = regions(body, prev_if);
    // Uses of the first if's results inside the second take the yielded
    // values (MLIR zips with the else yield, so nothing is replaced when
    // the first if has no else).
    if !body.region_is_empty(prev_else_r) {
        let prev_results: Vec<Value> = body.results(prev_if).collect();
        let then_vals = yielded(body, prev_then_r);
        let else_vals = yielded(body, prev_else_r);
        for (i, &r) in prev_results.iter().enumerate() {
            for (block, vals) in [(next_then, &then_vals), (next_else, &else_vals)] {
                let Some(block) = block else { continue };
                let region = rw.body().block_parent(block);
                rw.replace_uses_with_if(r, vals[i], |b: &Body, u: OpOperand| {
                    region.is_some_and(|reg| {
                        region_is_ancestor(b, reg, b.parent_region(b.use_owner(u)))
                    })
                });
            }
        }
    }
    let body = rw.body();
    let mut types: Vec<Type> = body.results(prev_if).map(|v| body.value_type(v)).collect();
    types.extend(body.results(next_if).map(|v| body.value_type(v)));
    let loc = body.op_loc(next_if);
    let combined = new_if(rw, loc, &types, prev_cond);
    let (comb_then, comb_else) = regions(rw.body(), combined);
    rw.inline_region_before(prev_then_r, comb_then, None);
    if let Some(nt) = next_then {
        merge_into(rw, comb_then, nt);
    }
    rw.inline_region_before(prev_else_r, comb_else, None);
    if let Some(ne) = next_else {
        if rw.body().region_is_empty(comb_else) {
            let region = rw.body().block_parent(ne).expect("a block in a region");
            rw.inline_region_before(region, comb_else, None);
        } else {
            merge_into(rw, comb_else, ne);
        }
    }
    let n_prev = rw.body().num_results(prev_if);
    let all: Vec<Value> = rw.body().results(combined).collect();
    rw.replace_op(prev_if, &all[..n_prev]);
    rw.replace_op(next_if, &all[n_prev..]);
    Ok(())
}

/// Appends the ops of `block` to the last block of `region`, both ending
/// in `scf.yield`: one yield of both lists replaces the two.
fn merge_into(rw: &mut PatternRewriter<'_>, region: Region, block: Block) {
    let body = rw.body();
    let dest = last_block(body, region).expect("a block");
    let first = body.last_op(dest).expect("a yield");
    let second = body.last_op(block).expect("a yield");
    let mut values: Vec<Value> = body.operands(first).collect();
    values.extend(body.operands(second));
    let loc = body.op_loc(second);
    rw.merge_blocks(block, dest, &[]);
    rw.set_insertion_point_to_end(dest);
    create_yield(rw, loc, &values);
    rw.erase_op(first);
    rw.erase_op(second);
}

/// `scf.if %a { scf.if %b {..} }` becomes `scf.if (%a and %b) {..}`
/// (MLIR's `CombineNestedIfs`).
fn combine_nested_ifs(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let (then_r, else_r) = regions(body, op);
    let then_block = last_block(body, then_r).ok_or(NoMatch)?;
    let then_yield = body.last_op(then_block).ok_or(NoMatch)?;
    let nested = body.first_op(then_block).ok_or(NoMatch)?;
    if body.next_op(nested) != Some(then_yield) {
        return Err(NoMatch);
    }
    let else_block = last_block(body, else_r);
    let only_yield = |b: Block| body.first_op(b) == body.last_op(b);
    if else_block.is_some_and(|b| !only_yield(b)) {
        return Err(NoMatch);
    }
    IfOp::cast(ctx, body, nested).ok_or(NoMatch)?;
    let (nested_then_r, nested_else_r) = regions(body, nested);
    if last_block(body, nested_else_r).is_some_and(|b| !only_yield(b)) {
        return Err(NoMatch);
    }
    let mut then_yield_vals: Vec<Value> = body.operands(then_yield).collect();
    let else_yield_vals: Vec<Value> = else_block
        .and_then(|b| body.last_op(b))
        .map(|y| body.operands(y).collect())
        .unwrap_or_default();
    let mut to_select = Vec::new();
    for (i, slot) in then_yield_vals.iter_mut().enumerate() {
        let v = *slot;
        if body.defining_op(v) == Some(nested) {
            let ir::ValueDef::Result(_, n) = body.value_def(v) else {
                unreachable!("a result of the nested if")
            };
            if yielded(body, nested_else_r).get(n) != else_yield_vals.get(i) {
                return Err(NoMatch);
            }
            *slot = yielded(body, nested_then_r)[n];
            continue;
        }
        if value_region(body, v) == Some(then_r) {
            return Err(NoMatch);
        }
        to_select.push(i);
    }
    let loc = body.op_loc(op);
    let (outer_cond, inner_cond) = (body.operand(op, 0), body.operand(nested, 0));
    let types: Vec<Type> = body.results(op).map(|v| body.value_type(v)).collect();
    let i1 = Type::i1(ctx);
    let cond = rw.build(|b| AndIOp::build(b, loc, i1, outer_cond, inner_cond));
    let cond = rw.body().result(cond, 0);
    let new = new_if(rw, loc, &types, cond);
    let (new_then_r, new_else_r) = regions(rw.body(), new);
    let new_block = rw.create_block(new_then_r, None, &[], loc);
    let mut results: Vec<Value> = rw.body().results(new).collect();
    rw.set_insertion_point_before(new);
    for i in to_select {
        let (t, f) = (then_yield_vals[i], else_yield_vals[i]);
        let ty = rw.body().value_type(t);
        let sel = rw.build(|b| SelectOp::build(b, loc, ty, outer_cond, t, f));
        results[i] = rw.body().result(sel, 0);
    }
    let nested_then = last_block(rw.body(), nested_then_r).expect("a block");
    rw.merge_blocks(nested_then, new_block, &[]);
    rw.set_insertion_point_to_end(new_block);
    let merged_yield = rw.body().last_op(new_block).expect("a yield");
    rw.replace_op_with(merged_yield, |b, loc| {
        YieldOp::build(b, loc, &then_yield_vals)
    });
    if !else_yield_vals.is_empty() {
        let else_block = rw.create_block(new_else_r, None, &[], loc);
        rw.set_insertion_point_to_end(else_block);
        create_yield(rw, loc, &else_yield_vals);
    }
    rw.replace_op(op, &results);
    Ok(())
}

/// Inside each branch the condition is known: its uses there become
/// `arith.constant true` / `false` (MLIR's `ConditionPropagation`).
fn condition_propagation(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let cond = body.operand(op, 0);
    if is_constant(ctx, body, cond) {
        return Err(NoMatch);
    }
    let (then_r, else_r) = regions(body, op);
    let loc = body.op_loc(op);
    let uses: Vec<(Operation, usize, Option<Region>)> = body
        .uses(cond)
        .map(|u| {
            let owner = body.use_owner(u);
            (owner, body.use_operand_number(u), body.parent_region(owner))
        })
        .collect();
    let mut constants: [Option<Value>; 2] = [None, None];
    let mut changed = false;
    for (owner, index, region) in uses {
        let truth = if region_is_ancestor(rw.body(), then_r, region) {
            true
        } else if region_is_ancestor(rw.body(), else_r, region) {
            false
        } else {
            continue;
        };
        changed = true;
        let slot = &mut constants[usize::from(truth)];
        let c = match *slot {
            Some(c) => c,
            None => {
                let i1 = Type::i1(ctx);
                let value = TypedAttr(Attribute::bool(ctx, truth));
                let c = rw.build(|b| ConstantOp::build(b, loc, i1, value));
                let c = rw.body().result(c, 0);
                *slot = Some(c);
                c
            }
        };
        rw.modify_op_in_place(owner, |v| v.body.set_operand(owner, index, c));
    }
    if changed { Ok(()) } else { Err(NoMatch) }
}

/// Results yielding values from outside the if become `arith.select`s
/// (or the value itself when both branches yield it); the if keeps the
/// others (MLIR's `ConvertTrivialIfToSelect`).
fn convert_trivial_if_to_select(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let body = rw.body();
    let n = body.num_results(op);
    if n == 0 {
        return Err(NoMatch);
    }
    let (then_r, else_r) = regions(body, op);
    let cond = body.operand(op, 0);
    let then_vals = yielded(body, then_r);
    let else_vals = yielded(body, else_r);
    let inside = |t: Value, f: Value| {
        value_region(body, t) == Some(then_r) || value_region(body, f) == Some(else_r)
    };
    let kept: Vec<Type> = then_vals
        .iter()
        .zip(&else_vals)
        .filter(|&(&t, &f)| inside(t, f))
        .map(|(&t, _)| body.value_type(t))
        .collect();
    if kept.len() == n {
        return Err(NoMatch);
    }
    let loc = body.op_loc(op);
    let replacement = new_if(rw, loc, &kept, cond);
    let (new_then, new_else) = regions(rw.body(), replacement);
    rw.inline_region_before(then_r, new_then, None);
    rw.inline_region_before(else_r, new_else, None);
    let mut results = Vec::with_capacity(n);
    let (mut true_yields, mut false_yields) = (Vec::new(), Vec::new());
    rw.set_insertion_point_before(replacement);
    for (&t, &f) in then_vals.iter().zip(&else_vals) {
        let body = rw.body();
        if value_region(body, t) == Some(new_then) || value_region(body, f) == Some(new_else) {
            results.push(body.result(replacement, true_yields.len()));
            true_yields.push(t);
            false_yields.push(f);
        } else if t == f {
            results.push(t);
        } else {
            let ty = body.value_type(t);
            let sel = rw.build(|b| SelectOp::build(b, loc, ty, cond, t, f));
            results.push(rw.body().result(sel, 0));
        }
    }
    for (region, values) in [(new_then, true_yields), (new_else, false_yields)] {
        let old = yield_of(rw.body(), region).expect("a yield");
        let block = rw.body().parent_block(old).expect("a placed yield");
        rw.set_insertion_point_to_end(block);
        rw.replace_op_with(old, |b, loc| YieldOp::build(b, loc, &values));
    }
    rw.replace_op(op, &results);
    Ok(())
}

/// An else branch holding only `scf.yield` is dropped from an if without
/// results (MLIR's `RemoveEmptyElseBranch`).
fn remove_empty_else_branch(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let body = rw.body();
    if body.num_results(op) != 0 {
        return Err(NoMatch);
    }
    let (then_r, else_r) = regions(body, op);
    let else_block = last_block(body, else_r).ok_or(NoMatch)?;
    if body.first_op(else_block) != body.last_op(else_block) || body.block_is_empty(else_block) {
        return Err(NoMatch);
    }
    let new = rw.clone_without_regions(op);
    let new_then = rw.body().regions(new)[0];
    rw.inline_region_before(then_r, new_then, None);
    rw.erase_op(op);
    Ok(())
}

/// An if on a constant becomes the branch taken (MLIR's
/// `RemoveStaticCondition`).
fn remove_static_condition(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let cond = constant_bool(ctx, body, body.operand(op, 0)).ok_or(NoMatch)?;
    let (then_r, else_r) = regions(body, op);
    let taken =
        if cond { Some(then_r) } else { Some(else_r) }.filter(|&r| !body.region_is_empty(r));
    match taken.and_then(|r| body.entry_block(r)) {
        Some(block) => replace_op_with_block(rw, op, block, &[]),
        None => rw.erase_op(op),
    }
    Ok(())
}

/// Results yielding the same value from both branches become that value;
/// results yielding `true`/`false` become the condition or its negation
/// (MLIR's `ReplaceIfYieldWithConditionOrValue`).
pub(super) fn replace_if_yield_with_condition_or_value(
    op: Operation,
    rw: &mut PatternRewriter<'_>,
) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    if body.num_results(op) == 0 {
        return Err(NoMatch);
    }
    let (then_r, else_r) = regions(body, op);
    let then_vals = yielded(body, then_r);
    let else_vals = yielded(body, else_r);
    let results: Vec<Value> = body.results(op).collect();
    let (loc, cond) = (body.op_loc(op), body.operand(op, 0));
    rw.set_insertion_point_before(op);
    let mut changed = false;
    for ((&t, &f), &r) in then_vals.iter().zip(&else_vals).zip(&results) {
        let body = rw.body();
        if t == f {
            if !body.use_empty(r) {
                rw.replace_all_uses_with(r, t);
                changed = true;
            }
            continue;
        }
        let (Some(tv), Some(fv)) = (constant_bool(ctx, body, t), constant_bool(ctx, body, f))
        else {
            continue;
        };
        if body.use_empty(r) || tv == fv {
            continue;
        }
        let replacement = if tv {
            cond
        } else {
            let i1 = Type::i1(ctx);
            let one = TypedAttr(Attribute::bool(ctx, true));
            let c = rw.build(|b| ConstantOp::build(b, loc, i1, one));
            let c = rw.body().result(c, 0);
            let x = rw.build(|b| XOrIOp::build(b, loc, i1, cond, c));
            rw.body().result(x, 0)
        };
        rw.replace_all_uses_with(r, replacement);
        changed = true;
    }
    if changed { Ok(()) } else { Err(NoMatch) }
}
