//! `affine.for` and `affine.if` canonicalization (MLIR 22's
//! `AffineOps.cpp`): what the for loop's `fold` does besides constant
//! bounds (`canonicalizeLoopBounds`, and `AffineForEmptyLoopFolder`,
//! which MLIR 22 applies in the fold rather than as a pattern), and the
//! if op's `SimplifyDeadElse` and `AlwaysTrueOrFalseIf` patterns and its
//! `fold` (composing and canonicalizing the condition's set and
//! operands).
//!
//! The folds edit the op in place through an [`OpViewMut`], as MLIR's
//! folders do; the patterns go through the [`PatternRewriter`].

use super::canonicalize_bounds::simplify_min_or_max_with_operands;
use super::canonicalize_map::{
    canonicalize_map_and_operands, canonicalize_set_and_operands, compose_affine_map_and_operands,
    compose_set_and_operands,
};
use super::ops::{AffineForOp, AffineIfOp};
use crate::scf::canonicalize::replace_op_with_block;
use ir::OpViewMut;
use ir::prelude::*;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};
use ir::uniqued::attributes::{AffineExprKind, AffineMap, IntegerSet};

/// `affine.if`'s canonicalization patterns, in MLIR's order.
pub fn if_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("affine.if");
    set.add_fn(
        "(anonymous namespace)::SimplifyDeadElse",
        root,
        simplify_dead_else,
    )
    .add_fn(
        "(anonymous namespace)::AlwaysTrueOrFalseIf",
        root,
        always_true_or_false_if,
    );
}

/// What a loop whose body only yields returns, when the trip count
/// allows it to be known: the inits it passes through or the outside
/// values it yields (MLIR's `AffineForEmptyLoopFolder`, which MLIR 22
/// applies in `affine.for`'s fold: the loop folds away even with every
/// pattern disabled).
pub fn empty_loop_results(f: AffineForOp<'_>) -> Option<Vec<Value>> {
    let body = f.0.body;
    let block = body.entry_block(f.region())?;
    let yield_op = body.first_op(block)?;
    if body.last_op(block) != Some(yield_op) || body.num_results(f.0.op) == 0 {
        return None;
    }
    let inits: Vec<Value> = f.init_values().collect();
    let trips = f.constant_trip_count();
    if trips == Some(0) {
        return Some(inits);
    }
    let iter_args = f.region_iter_args();
    let iv = f.induction_var();
    let mut replacements = Vec::new();
    let (mut outside, mut out_of_order) = (false, false);
    for (i, v) in body.operands(yield_op).enumerate() {
        if Some(v) == iv {
            return None;
        }
        match iter_args.iter().position(|&a| a == v) {
            None => {
                outside = true;
                replacements.push(v);
            }
            Some(pos) => {
                out_of_order |= pos != i;
                replacements.push(*inits.get(pos)?);
            }
        }
    }
    if trips.is_none() && (outside || out_of_order) {
        return None;
    }
    if trips.is_some_and(|t| t >= 2) && out_of_order {
        return None;
    }
    Some(replacements)
}

/// An else block holding only its terminator goes, when the if has no
/// results (MLIR's `SimplifyDeadElse`).
fn simplify_dead_else(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let i = AffineIfOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let else_block = body.entry_block(i.else_region()).ok_or(NoMatch)?;
    if body.first_op(else_block) != body.last_op(else_block) || body.num_results(op) != 0 {
        return Err(NoMatch);
    }
    rw.erase_block(else_block);
    rw.modify_op_in_place(op, |_| {});
    Ok(())
}

/// Whether a set is MLIR's empty set `(1 == 0)`.
fn is_trivially_false(set: &IntegerSet) -> bool {
    matches!(*set.constraints, [(r, true)] if set.nodes[r as usize] == AffineExprKind::Constant(1))
}

/// Whether a set is the single equality `0 == 0`.
fn is_trivially_true(set: &IntegerSet) -> bool {
    matches!(*set.constraints, [(r, true)] if set.nodes[r as usize] == AffineExprKind::Constant(0))
}

/// An if whose condition is `(1 == 0)` or `(0 == 0)` is replaced by the
/// region that runs (MLIR's `AlwaysTrueOrFalseIf`).
fn always_true_or_false_if(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let ctx = rw.ctx();
    let body = rw.body();
    let i = AffineIfOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let set = i.condition().0.as_integer_set(ctx).ok_or(NoMatch)?;
    let region = if is_trivially_false(set) {
        let has_else = !body.region_is_empty(i.else_region());
        if body.num_results(op) == 0 && !has_else {
            rw.erase_op(op);
            return Ok(());
        }
        i.else_region()
    } else if is_trivially_true(set) {
        i.then_region()
    } else {
        return Err(NoMatch);
    };
    let block = body.entry_block(region).ok_or(NoMatch)?;
    replace_op_with_block(rw, op, block, &[]);
    Ok(())
}

/// `affine.if`'s fold: the condition composed with the `affine.apply` ops
/// feeding it, then canonicalized with its operands.
pub fn fold_if(op: OpViewMut<'_>, _: &[Option<Attribute>], _: &mut FoldResults) -> FoldOutcome {
    let ctx = op.ctx;
    let name = ctx.ident("condition");
    let Some(old) = op
        .body
        .property(ctx, op.op, name)
        .and_then(|a| a.as_integer_set(ctx).cloned())
    else {
        return FoldOutcome::Failure;
    };
    let old_operands: Vec<Value> = op.body.operands(op.op).collect();
    let mut set = old.clone();
    let mut operands = old_operands.clone();
    compose_set_and_operands(ctx, op.body, &mut set, &mut operands);
    canonicalize_set_and_operands(ctx, op.body, &mut set, &mut operands);
    if set == old && operands == old_operands {
        return FoldOutcome::Failure;
    }
    op.body
        .set_property(ctx, op.op, name, Some(Attribute::integer_set(ctx, set)));
    op.body.set_operands(op.op, &operands);
    FoldOutcome::Success
}

/// MLIR's `canonicalizeLoopBounds`, run by `affine.for`'s fold: both
/// bounds composed with the `affine.apply` ops feeding them and
/// canonicalized, results that can never be the bound dropped. `true`
/// when a bound map changed (a change of operands alone is not applied,
/// as upstream's).
pub fn canonicalize_loop_bounds(op: &mut OpViewMut<'_>) -> bool {
    let ctx = op.ctx;
    let Some(f) = AffineForOp::cast(ctx, op.body, op.op) else {
        return false;
    };
    let mut lb_operands: Vec<Value> = f.lower_bound_operands().collect();
    let mut ub_operands: Vec<Value> = f.upper_bound_operands().collect();
    let inits: Vec<Value> = f.init_values().collect();
    let (prev_lb, prev_ub) = (f.lower_map().clone(), f.upper_map().clone());
    let (mut lb, mut ub) = (prev_lb.clone(), prev_ub.clone());
    let body: &Body = op.body;
    compose_affine_map_and_operands(ctx, body, &mut lb, &mut lb_operands);
    canonicalize_map_and_operands(ctx, body, &mut lb, &mut lb_operands);
    simplify_min_or_max_with_operands(ctx, body, &mut lb, &lb_operands, true);
    simplify_min_or_max_with_operands(ctx, body, &mut ub, &ub_operands, false);
    lb = lb.without_adjacent_duplicate_results();
    compose_affine_map_and_operands(ctx, body, &mut ub, &mut ub_operands);
    canonicalize_map_and_operands(ctx, body, &mut ub, &mut ub_operands);
    ub = ub.without_adjacent_duplicate_results();
    if lb == prev_lb && ub == prev_ub {
        return false;
    }
    let lb = (lb != prev_lb).then_some((lb, lb_operands));
    let ub = (ub != prev_ub).then_some((ub, ub_operands));
    set_bounds(op, lb, ub, &inits);
    true
}

/// Replaces the lower and/or upper bound of an `affine.for` (MLIR's
/// `setLowerBound` / `setUpperBound`), keeping the other and the inits.
pub fn set_bounds(
    op: &mut OpViewMut<'_>,
    lb: Option<(AffineMap, Vec<Value>)>,
    ub: Option<(AffineMap, Vec<Value>)>,
    inits: &[Value],
) {
    let ctx = op.ctx;
    let Some(f) = AffineForOp::cast(ctx, op.body, op.op) else {
        return;
    };
    let lb_ops: Vec<Value> = match &lb {
        Some((_, o)) => o.clone(),
        None => f.lower_bound_operands().collect(),
    };
    let ub_ops: Vec<Value> = match &ub {
        Some((_, o)) => o.clone(),
        None => f.upper_bound_operands().collect(),
    };
    let sizes = [lb_ops.len() as u64, ub_ops.len() as u64, inits.len() as u64];
    let mut all = lb_ops;
    all.extend(ub_ops);
    all.extend_from_slice(inits);
    let Ok(seg) = Attribute::dense_array(ctx, Type::int(ctx, 32), &sizes) else {
        return;
    };
    op.body.set_operands(op.op, &all);
    for (key, bound) in [("lowerBoundMap", lb), ("upperBoundMap", ub)] {
        if let Some((map, _)) = bound {
            let a = Attribute::affine_map(ctx, map);
            op.body.set_property(ctx, op.op, ctx.ident(key), Some(a));
        }
    }
    op.body
        .set_property(ctx, op.op, ctx.ident("operandSegmentSizes"), Some(seg));
}
