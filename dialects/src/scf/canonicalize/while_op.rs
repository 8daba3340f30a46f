//! `scf.while`'s canonicalization patterns (MLIR 22's
//! `WhileOp::getCanonicalizationPatterns`, in its order):
//! `WhileConditionTruth` and `WhileCmpCond` put constants for what the
//! condition says in `after`, `WhileOpAlignBeforeArgs` orders the values
//! `scf.condition` passes as `before`'s arguments, `WhileMoveIfDown` moves
//! an `scf.if` on the loop's condition from `before` into `after`; the
//! generic region-branch patterns then drop invariant, duplicated and
//! unused values.
//!
//! New loops get empty regions and take the old blocks (MLIR's
//! `takeBody`) or new ones with MLIR's argument locations: `before`'s at
//! its initial values, `after`'s at the loop.

use super::{create_op, value_loc};
use crate::arith::canonicalize::invert_predicate;
use crate::arith::{CmpIOp, ConstantOp};
use crate::scf::{ConditionOp, IfOp, YieldOp};
use ir::prelude::*;
use ir::transforms::populate_region_branch_op_interface_canonicalization_patterns;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};
use ir::{OpOperand, WalkOrder, WalkResult, walk_region};

/// `scf.while`'s canonicalization patterns, in MLIR's order.
pub fn while_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("scf.while");
    set.add_fn(
        "(anonymous namespace)::WhileConditionTruth",
        root,
        while_condition_truth,
    )
    .add_fn("(anonymous namespace)::WhileCmpCond", root, while_cmp_cond)
    .add_fn(
        "(anonymous namespace)::WhileOpAlignBeforeArgs",
        root,
        while_op_align_before_args,
    )
    .add_fn(
        "(anonymous namespace)::WhileMoveIfDown",
        root,
        while_move_if_down,
    );
    populate_region_branch_op_interface_canonicalization_patterns(set, "scf.while");
}

/// What an `scf.while` holds, read once.
struct WhileParts {
    loc: Location,
    inits: Vec<Value>,
    before: Block,
    after: Block,
    before_args: Vec<Value>,
    after_args: Vec<Value>,
    condition_op: Operation,
    condition: Value,
    condition_args: Vec<Value>,
}

impl WhileParts {
    fn read(rw: &PatternRewriter<'_>, op: Operation) -> Option<WhileParts> {
        let (ctx, body) = (rw.ctx(), rw.body());
        let regions = body.regions(op);
        let before = body.entry_block(regions[0])?;
        let after = body.entry_block(regions[1])?;
        let condition_op = body.last_op(before)?;
        ConditionOp::cast(ctx, body, condition_op)?;
        let yield_op = body.last_op(after)?;
        YieldOp::cast(ctx, body, yield_op)?;
        let cond_operands: Vec<Value> = body.operands(condition_op).collect();
        Some(WhileParts {
            loc: body.op_loc(op),
            inits: body.operands(op).collect(),
            before,
            after,
            before_args: body.block_args(before).to_vec(),
            after_args: body.block_args(after).to_vec(),
            condition_op,
            condition: cond_operands[0],
            condition_args: cond_operands[1..].to_vec(),
        })
    }
}

/// In `after`, an argument that `scf.condition` fed with the condition
/// itself is `true` (MLIR's `WhileConditionTruth`).
fn while_condition_truth(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let w = WhileParts::read(rw, op).ok_or(NoMatch)?;
    let mut constant: Option<Value> = None;
    let mut replaced = false;
    for (&passed, &arg) in w.condition_args.iter().zip(&w.after_args) {
        if passed != w.condition || rw.body().use_empty(arg) {
            continue;
        }
        let c = match constant {
            Some(c) => c,
            None => {
                let ctx = rw.ctx();
                let ty = rw.body().value_type(w.condition);
                let value = TypedAttr(Attribute::bool(ctx, true));
                let loc = w.loc;
                let c = rw.build(|b| ConstantOp::build(b, loc, ty, value));
                let c = rw.body().result(c, 0);
                constant = Some(c);
                c
            }
        };
        rw.replace_all_uses_with(arg, c);
        replaced = true;
    }
    if replaced { Ok(()) } else { Err(NoMatch) }
}

/// In `after`, an `arith.cmpi` comparing an argument fed with one side
/// of the loop's `arith.cmpi` condition to the same other side, with the
/// same or the inverted predicate, is `true` or `false` (MLIR's
/// `WhileCmpCond`).
fn while_cmp_cond(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let w = WhileParts::read(rw, op).ok_or(NoMatch)?;
    let (ctx, body) = (rw.ctx(), rw.body());
    let cmp_op = body.defining_op(w.condition).ok_or(NoMatch)?;
    let cmp = CmpIOp::cast(ctx, body, cmp_op).ok_or(NoMatch)?;
    let pred = cmp.predicate().value(ctx).ok_or(NoMatch)?;
    let sides = [cmp.lhs(), cmp.rhs()];
    let mut changed = false;
    for (&passed, &arg) in w.condition_args.iter().zip(&w.after_args) {
        for side in 0..2 {
            if passed != sides[side] {
                continue;
            }
            let users: Vec<Operation> = rw
                .body()
                .uses(arg)
                .map(|u| rw.body().use_owner(u))
                .collect();
            let mut done: Vec<Operation> = Vec::new();
            for user in users {
                let body = rw.body();
                if done.contains(&user) {
                    continue;
                }
                let Some(cmp2) = CmpIOp::cast(ctx, body, user) else {
                    continue;
                };
                if body.operand(user, 1 - side) != sides[1 - side] {
                    continue;
                }
                let pred2 = cmp2.predicate().value(ctx);
                let same = if pred2 == Some(pred) {
                    true
                } else if pred2 == Some(invert_predicate(pred)) {
                    false
                } else {
                    continue;
                };
                let i1 = Type::i1(ctx);
                let value = TypedAttr(Attribute::bool(ctx, same));
                // Built where the rewriter stands, before the loop.
                rw.replace_op_with(user, |b, loc| ConstantOp::build(b, loc, i1, value));
                done.push(user);
                changed = true;
            }
        }
    }
    if changed { Ok(()) } else { Err(NoMatch) }
}

/// When `scf.condition` passes `before`'s arguments in another order, it
/// passes them in theirs, and `after`'s arguments and the results follow
/// (MLIR's `WhileOpAlignBeforeArgs`).
fn while_op_align_before_args(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let w = WhileParts::read(rw, op).ok_or(NoMatch)?;
    let (args, passed) = (&w.before_args, &w.condition_args);
    if args == passed || args.len() != passed.len() {
        return Err(NoMatch);
    }
    if passed
        .iter()
        .enumerate()
        .any(|(i, v)| passed[..i].contains(v))
    {
        return Err(NoMatch);
    }
    // `to_arg[i]`: the position among `before`'s arguments of what
    // `scf.condition` passes at `i`.
    let mut to_arg = vec![0; passed.len()];
    for (i, a) in args.iter().enumerate() {
        let j = passed.iter().position(|p| p == a).ok_or(NoMatch)?;
        to_arg[j] = i;
    }
    let body = rw.body();
    let mut types = vec![Type::none(rw.ctx()); args.len()];
    for (i, &j) in to_arg.iter().enumerate() {
        types[j] = body.value_type(body.result(op, i));
    }
    let before_args: Vec<(Type, Location)> = w
        .inits
        .iter()
        .map(|&v| (body.value_type(v), value_loc(body, v)))
        .collect();
    let after_args: Vec<(Type, Location)> = types.iter().map(|&t| (t, w.loc)).collect();
    let (term, cond) = (w.condition_op, w.condition);
    let new_args = w.before_args.clone();
    rw.with_insertion_guard(|rw| {
        rw.set_insertion_point_before(term);
        rw.replace_op_with(term, |b, loc| ConditionOp::build(b, loc, cond, &new_args));
    });
    let new = create_op(rw, "scf.while", w.loc, &w.inits, &types, 2);
    let regions = rw.body().regions(new).to_vec();
    let new_before = rw.create_block_with_args(regions[0], None, &before_args);
    let new_after = rw.create_block_with_args(regions[1], None, &after_args);
    rw.set_insertion_point_before(op);
    let fresh_before = rw.body().block_args(new_before).to_vec();
    let fresh_after = rw.body().block_args(new_after).to_vec();
    let results: Vec<Value> = to_arg.iter().map(|&j| rw.body().result(new, j)).collect();
    let after_values: Vec<Value> = to_arg.iter().map(|&j| fresh_after[j]).collect();
    rw.inline_block_before(w.before, new_before, None, &fresh_before);
    rw.inline_block_before(w.after, new_after, None, &after_values);
    rw.replace_op(op, &results);
    Ok(())
}

/// An `scf.if` on the loop's condition right before `scf.condition`, with
/// no else branch or an empty one, moves into `after`: `scf.condition`
/// passes the else values out and `after` uses the then values, with the
/// values of `before` the branch used passed along as new arguments
/// (MLIR's `WhileMoveIfDown`).
fn while_move_if_down(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let w = WhileParts::read(rw, op).ok_or(NoMatch)?;
    let (ctx, body) = (rw.ctx(), rw.body());
    let if_op = body.prev_op(w.condition_op).ok_or(NoMatch)?;
    IfOp::cast(ctx, body, if_op).ok_or(NoMatch)?;
    if body.operand(if_op, 0) != w.condition {
        return Err(NoMatch);
    }
    let (then_r, else_r) = (body.regions(if_op)[0], body.regions(if_op)[1]);
    let else_block = body.entry_block(else_r);
    if else_block.is_some_and(|b| body.first_op(b) != body.last_op(b)) {
        return Err(NoMatch);
    }
    let then_block = body.entry_block(then_r).ok_or(NoMatch)?;
    let then_yield = body.last_op(then_block).ok_or(NoMatch)?;
    let then_vals: Vec<Value> = body.operands(then_yield).collect();
    let else_vals: Vec<Value> = else_block
        .and_then(|b| body.last_op(b))
        .map(|y| body.operands(y).collect())
        .unwrap_or_default();
    let if_results: Vec<Value> = body.results(if_op).collect();
    if then_vals.len() != if_results.len() || else_vals.len() != if_results.len() {
        return Err(NoMatch);
    }
    // Each passed result takes the else value out of the loop and the
    // then value in `after` (one position at a time, as MLIR 22 does).
    for idx in 0..w.condition_args.len() {
        let passed = rw.body().operand(w.condition_op, 1 + idx);
        let Some(k) = if_results.iter().position(|&r| r == passed) else {
            continue;
        };
        rw.replace_all_uses_with(if_results[k], else_vals[k]);
        rw.replace_all_uses_with(w.after_args[idx], then_vals[k]);
    }
    // Values of `before` used in the then branch, in MLIR's walk order.
    let body = rw.body();
    let before_region = body.regions(op)[0];
    let mut extra: Vec<Value> = Vec::new();
    walk_region(body, then_r, WalkOrder::PostOrder, |r| {
        for v in body.operands(r.op) {
            if super::value_region(body, v) == Some(before_region) && !extra.contains(&v) {
                extra.push(v);
            }
        }
        WalkResult::Advance
    });
    let mut types: Vec<Type> = body.results(op).map(|r| body.value_type(r)).collect();
    let n = types.len();
    types.extend(extra.iter().map(|&v| body.value_type(v)));
    let new = create_op(rw, "scf.while", w.loc, &w.inits, &types, 2);
    let (old_regions, new_regions) = (
        rw.body().regions(op).to_vec(),
        rw.body().regions(new).to_vec(),
    );
    for (from, to) in old_regions.into_iter().zip(new_regions) {
        rw.inline_region_before(from, to, None);
    }
    let loc = w.loc;
    let new_args = rw.modify_op_in_place(new, |v| {
        extra
            .iter()
            .map(|&e| {
                let ty = v.body.value_type(e);
                v.body.add_block_arg(w.after, ty, loc)
            })
            .collect::<Vec<Value>>()
    });
    let cond_op = w.condition_op;
    rw.modify_op_in_place(cond_op, |v| {
        let mut all: Vec<Value> = v.body.operands(cond_op).collect();
        all.extend_from_slice(&extra);
        v.body.set_operands(cond_op, &all);
    });
    for (&e, &a) in extra.iter().zip(&new_args) {
        rw.replace_uses_with_if(e, a, |b: &Body, u: OpOperand| {
            super::region_is_ancestor(b, then_r, b.parent_region(b.use_owner(u)))
        });
    }
    rw.erase_op(then_yield);
    let first = rw.body().first_op(w.after);
    rw.inline_block_before(then_block, w.after, first, &[]);
    rw.erase_op(if_op);
    let results: Vec<Value> = rw.body().results(new).take(n).collect();
    rw.replace_op(op, &results);
    Ok(())
}
