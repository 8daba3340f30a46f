//! `scf.while`'s canonicalization patterns (MLIR 22's
//! `WhileOp::getCanonicalizationPatterns`), the first of them in MLIR's
//! order: `RemoveLoopInvariantArgsFromBeforeBlock`,
//! `RemoveLoopInvariantValueYielded`, `WhileConditionTruth` and
//! `WhileUnusedResult`.
//!
//! MLIR's later ones (`WhileCmpCond`, `WhileRemoveDuplicatedResults`,
//! `WhileRemoveUnusedArgs`, `WhileOpAlignBeforeArgs`) are not here yet;
//! since patterns are tried in order, leaving out later ones never makes
//! an earlier one apply where MLIR's would not.

use super::{create_op, value_loc};
use crate::arith::ConstantOp;
use crate::scf::{ConditionOp, YieldOp};
use ir::ValueDef;
use ir::prelude::*;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};

/// `scf.while`'s canonicalization patterns, in MLIR's order.
pub fn while_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("scf.while");
    set.add_fn(
        "RemoveLoopInvariantArgsFromBeforeBlock",
        root,
        remove_loop_invariant_args_from_before_block,
    )
    .add_fn(
        "RemoveLoopInvariantValueYielded",
        root,
        remove_loop_invariant_value_yielded,
    )
    .add_fn(
        "(anonymous namespace)::WhileConditionTruth",
        root,
        while_condition_truth,
    )
    .add_fn("WhileUnusedResult", root, while_unused_result);
}

/// What an `scf.while` holds, read once.
struct WhileParts {
    loc: Location,
    inits: Vec<Value>,
    results: Vec<Value>,
    before_region: Region,
    after_region: Region,
    before: Block,
    after: Block,
    before_args: Vec<Value>,
    after_args: Vec<Value>,
    condition_op: Operation,
    condition: Value,
    condition_args: Vec<Value>,
    yield_op: Operation,
    yielded: Vec<Value>,
}

impl WhileParts {
    fn read(rw: &PatternRewriter<'_>, op: Operation) -> Option<WhileParts> {
        let (ctx, body) = (rw.ctx(), rw.body());
        let regions = body.regions(op);
        let (before_region, after_region) = (regions[0], regions[1]);
        let before = body.entry_block(before_region)?;
        let after = body.entry_block(after_region)?;
        let condition_op = body.last_op(before)?;
        ConditionOp::cast(ctx, body, condition_op)?;
        let yield_op = body.last_op(after)?;
        YieldOp::cast(ctx, body, yield_op)?;
        let cond_operands: Vec<Value> = body.operands(condition_op).collect();
        Some(WhileParts {
            loc: body.op_loc(op),
            inits: body.operands(op).collect(),
            results: body.results(op).collect(),
            before_region,
            after_region,
            before,
            after,
            before_args: body.block_args(before).to_vec(),
            after_args: body.block_args(after).to_vec(),
            condition_op,
            condition: cond_operands[0],
            condition_args: cond_operands[1..].to_vec(),
            yield_op,
            yielded: body.operands(yield_op).collect(),
        })
    }
}

/// Replaces the `scf.condition` ending `before` by one passing `args`.
fn replace_condition(rw: &mut PatternRewriter<'_>, w: &WhileParts, args: &[Value]) {
    let (loc, cond) = (rw.body().op_loc(w.condition_op), w.condition);
    rw.replace_op_with(w.condition_op, |b| ConditionOp::build(b, loc, cond, args));
}

/// Replaces the `scf.condition` by one passing `cond_args`, then creates
/// an `scf.while` on the same initial values whose results and new
/// `after` block arguments are `after_args`: the new op, its empty
/// `before` region, its `after` block and that block's arguments.
fn rebuild_with_after(
    rw: &mut PatternRewriter<'_>,
    w: &WhileParts,
    cond_args: &[Value],
    after_args: &[(Type, Location)],
) -> (Operation, Region, Block, Vec<Value>) {
    replace_condition(rw, w, cond_args);
    let types: Vec<Type> = after_args.iter().map(|&(t, _)| t).collect();
    let new = create_op(rw, "scf.while", w.loc, &w.inits, &types, 2);
    let (before_r, after_r) = (rw.body().regions(new)[0], rw.body().regions(new)[1]);
    let after = rw.create_block_with_args(after_r, None, after_args);
    let fresh = rw.body().block_args(after).to_vec();
    (new, before_r, after, fresh)
}

/// A `before` argument the loop always passes back unchanged (its
/// yielded value is its initial value, or an `after` argument that
/// `scf.condition` fed from it or from that initial value) is replaced by
/// the initial value (MLIR's `RemoveLoopInvariantArgsFromBeforeBlock`).
fn remove_loop_invariant_args_from_before_block(
    op: Operation,
    rw: &mut PatternRewriter<'_>,
) -> MatchResult {
    let w = WhileParts::read(rw, op).ok_or(NoMatch)?;
    let body = rw.body();
    let invariant = |i: usize| -> bool {
        let (init, y) = (w.inits[i], w.yielded[i]);
        if y == init {
            return true;
        }
        match body.value_def(y) {
            ValueDef::BlockArgument(b, k) if b == w.after => w
                .condition_args
                .get(k)
                .is_some_and(|&c| Some(&c) == w.before_args.get(i) || c == init),
            _ => false,
        }
    };
    let n = w.inits.len().min(w.yielded.len());
    let invariants: Vec<bool> = (0..n).map(invariant).collect();
    if !invariants.contains(&true) {
        return Err(NoMatch);
    }
    let mut new_inits = Vec::new();
    let mut new_yielded = Vec::new();
    let mut new_args = Vec::new();
    for i in (0..n).filter(|&i| !invariants[i]) {
        new_inits.push(w.inits[i]);
        new_yielded.push(w.yielded[i]);
        let arg = w.before_args[i];
        new_args.push((body.value_type(w.yielded[i]), value_loc(body, arg)));
    }
    let yloc = body.op_loc(w.yield_op);
    rw.replace_op_with(w.yield_op, |b| YieldOp::build(b, yloc, &new_yielded));
    let types: Vec<Type> = w.results.iter().map(|&r| rw.body().value_type(r)).collect();
    let new = create_op(rw, "scf.while", w.loc, &new_inits, &types, 2);
    let (new_before_r, new_after_r) = (rw.body().regions(new)[0], rw.body().regions(new)[1]);
    let new_before = rw.create_block_with_args(new_before_r, None, &new_args);
    let fresh = rw.body().block_args(new_before).to_vec();
    let mut fresh = fresh.into_iter();
    let replacements: Vec<Value> = (0..w.before_args.len())
        .map(|i| {
            if i < n && invariants[i] {
                w.inits[i]
            } else {
                fresh.next().expect("one new argument per kept one")
            }
        })
        .collect();
    rw.merge_blocks(w.before, new_before, &replacements);
    rw.inline_region_before(w.after_region, new_after_r, None);
    let results: Vec<Value> = rw.body().results(new).collect();
    rw.replace_op(op, &results);
    Ok(())
}

/// Values `scf.condition` passes that are defined outside `before` are
/// used directly, in `after` and after the loop (MLIR's
/// `RemoveLoopInvariantValueYielded`).
fn remove_loop_invariant_value_yielded(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let w = WhileParts::read(rw, op).ok_or(NoMatch)?;
    let body = rw.body();
    let outside: Vec<bool> = w
        .condition_args
        .iter()
        .map(|&v| body.value_parent_block(v) != Some(w.before))
        .collect();
    if !outside.contains(&true) {
        return Err(NoMatch);
    }
    let mut kept = Vec::new();
    let mut new_args = Vec::new();
    for (i, &v) in w.condition_args.iter().enumerate() {
        if !outside[i] {
            kept.push(v);
            new_args.push((body.value_type(v), body.block_arg_loc(w.after, i)));
        }
    }
    let (new, new_before_r, new_after, fresh) = rebuild_with_after(rw, &w, &kept, &new_args);
    let (mut args, mut results) = (Vec::new(), Vec::new());
    let mut j = 0;
    for (i, &v) in w.condition_args.iter().enumerate() {
        if outside[i] {
            args.push(v);
            results.push(v);
        } else {
            args.push(fresh[j]);
            results.push(rw.body().result(new, j));
            j += 1;
        }
    }
    rw.merge_blocks(w.after, new_after, &args);
    rw.inline_region_before(w.before_region, new_before_r, None);
    rw.replace_op(op, &results);
    Ok(())
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

/// Results unused after the loop whose `after` argument is unused too are
/// dropped (MLIR's `WhileUnusedResult`; the kept `after` arguments keep
/// their locations, as MLIR 22's do).
fn while_unused_result(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let w = WhileParts::read(rw, op).ok_or(NoMatch)?;
    let body = rw.body();
    let n = w
        .results
        .len()
        .min(w.after_args.len())
        .min(w.condition_args.len());
    let kept: Vec<usize> = (0..n)
        .filter(|&i| !(body.use_empty(w.results[i]) && body.use_empty(w.after_args[i])))
        .collect();
    if kept.len() == n {
        return Err(NoMatch);
    }
    let new_cond_args: Vec<Value> = kept.iter().map(|&i| w.condition_args[i]).collect();
    let new_args: Vec<(Type, Location)> = kept
        .iter()
        .map(|&i| {
            (
                body.value_type(w.results[i]),
                body.block_arg_loc(w.after, i),
            )
        })
        .collect();
    let (new, new_before_r, new_after, fresh) =
        rebuild_with_after(rw, &w, &new_cond_args, &new_args);
    // Dropped entries keep the old values: nothing uses them.
    let mut results = w.results.clone();
    let mut args = w.after_args.clone();
    for (k, &i) in kept.iter().enumerate() {
        results[i] = rw.body().result(new, k);
        args[i] = fresh[k];
    }
    rw.inline_region_before(w.before_region, new_before_r, None);
    rw.merge_blocks(w.after, new_after, &args);
    rw.replace_op(op, &results);
    Ok(())
}
