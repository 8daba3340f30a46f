//! A greedy folding driver: MLIR's `applyPatternsGreedily` with an empty
//! pattern set. Every op nested in a root op's regions is folded (its own
//! fold, then its traits' folds); folded results replace the op's uses
//! and the op is erased; constants a fold returns are built with the
//! dialect's materializer; ops left unused that have no memory effects are
//! erased. Sweeps repeat until nothing changes, at most ten times, as
//! MLIR's driver iterates.
//!
//! Like MLIR's driver, ops are visited bottom-up (the reverse of a
//! post-order walk), constants are never folded (their fold is their
//! value), new constants go to the start of the entry block of the
//! nearest enclosing root region (or region of an unregistered op), where
//! they dominate every use, one per value and type, and the ops of nested
//! isolated bodies are left alone: a pass reaches those through its own
//! anchor. Ops with regions are not erased here, so a sweep never visits
//! an op freed with an enclosing one. MLIR's region simplification
//! (dropping unreachable blocks and block arguments every predecessor
//! passes the same value) is not done yet.

use crate::semantics::fold::{FoldOutcome, OpFoldResult, materialize_constant, try_fold};
use crate::semantics::interfaces::side_effects::is_op_trivially_dead;
use crate::semantics::op::OpView;
use crate::semantics::traits::ConstantLike;
use crate::storage::body::{Block, Body, Operation, Region};
use crate::storage::builder::OpBuilder;
use crate::transforms::folder::insertion_region;
use crate::uniqued::context::Context;
use crate::{Attribute, Type, Value};
use rustc_hash::{FxHashMap, FxHashSet};

/// Constants the driver made, by root region, dialect, value and type.
type Made = FxHashMap<(Region, &'static str, Attribute, Type), Value>;

/// MLIR's `GreedyRewriteConfig::maxIterations` default.
const MAX_SWEEPS: usize = 10;

/// Folds the ops in `root`'s regions to a fixed point; returns whether
/// anything changed.
pub fn fold_greedily(ctx: &Context, body: &mut Body, root: Operation) -> bool {
    if body.is_isolated(root) {
        let Some(inner) = body.nested_mut(root) else {
            return false;
        };
        let regions = inner.root_regions().to_vec();
        fold_regions(ctx, inner, &regions)
    } else {
        let regions = body.regions(root).to_vec();
        fold_regions(ctx, body, &regions)
    }
}

fn fold_regions(ctx: &Context, body: &mut Body, regions: &[Region]) -> bool {
    let mut made = Made::default();
    let mut any = false;
    for _ in 0..MAX_SWEEPS {
        let mut ops = Vec::new();
        for &r in regions {
            post_order(body, r, &mut ops);
        }
        let mut erased: FxHashSet<Operation> = FxHashSet::default();
        let mut changed = false;
        for &op in ops.iter().rev() {
            if erased.contains(&op) {
                continue;
            }
            if is_trivially_dead(ctx, body, op) {
                // A constant the driver made may die; forget it first.
                made.retain(|_, v| body.defining_op(*v) != Some(op));
                body.erase_op(op);
                erased.insert(op);
                changed = true;
                continue;
            }
            if let Some(done) = fold_one(ctx, body, op, regions, &mut made) {
                changed = true;
                if done {
                    erased.insert(op);
                }
            }
        }
        if !changed {
            break;
        }
        any = true;
    }
    any
}

/// The ops of `region` and of the regions nested in them in this body,
/// each after the ops nested in it.
fn post_order(body: &Body, region: Region, out: &mut Vec<Operation>) {
    let ops_in = |regions: &[Region]| -> Vec<Operation> {
        regions
            .iter()
            .flat_map(|&r| body.region_blocks(r))
            .flat_map(|b: Block| body.block_ops(b))
            .collect()
    };
    // An explicit stack keeps deep nesting off the call stack; `true`
    // marks an op whose nested ops are already out.
    let mut work: Vec<(Operation, bool)> = ops_in(&[region])
        .into_iter()
        .rev()
        .map(|o| (o, false))
        .collect();
    while let Some((op, expanded)) = work.pop() {
        if expanded || body.is_isolated(op) || body.num_regions(op) == 0 {
            out.push(op);
            continue;
        }
        work.push((op, true));
        let inner = ops_in(body.regions(op));
        work.extend(inner.into_iter().rev().map(|o| (o, false)));
    }
}

/// Unused and trivially dead (MLIR's `isOpTriviallyDead`, through
/// MemoryEffects), holding no regions: erasing it changes nothing
/// observable. Ops with regions stay, as the worklist holds their nested
/// ops.
fn is_trivially_dead(ctx: &Context, body: &Body, op: Operation) -> bool {
    body.num_regions(op) == 0 && is_op_trivially_dead(OpView::new(ctx, body, op))
}

/// Folds `op`: `None` if it did not fold, `Some(false)` if it was updated
/// in place, `Some(true)` if its uses were replaced and it was erased.
fn fold_one(
    ctx: &Context,
    body: &mut Body,
    op: Operation,
    roots: &[Region],
    made: &mut Made,
) -> Option<bool> {
    let info = ctx.op_info(body.op_name(op))?;
    if info.has_trait::<ConstantLike>() || body.num_regions(op) > 0 {
        return None;
    }
    let (outcome, results) = try_fold(ctx, body, op);
    if outcome == FoldOutcome::Failure {
        return None;
    }
    if results.is_empty() {
        return Some(false);
    }
    let n = body.num_results(op);
    if results.len() != n {
        return None;
    }
    // Results folded to the op's own values leave it in place; a fold
    // mixing those with replacements cannot erase the op, so it is skipped.
    let own = results
        .iter()
        .enumerate()
        .filter(|(i, r)| **r == OpFoldResult::Value(body.result(op, *i)))
        .count();
    if own == n {
        return Some(false);
    }
    let uses_own = results
        .iter()
        .any(|r| matches!(r, OpFoldResult::Value(v) if body.defining_op(*v) == Some(op)));
    if uses_own {
        return None;
    }
    let loc = body.op_loc(op);
    let dialect = info.dialect;
    let mut values: Vec<Value> = Vec::with_capacity(n);
    for (i, r) in results.iter().enumerate() {
        match *r {
            OpFoldResult::Value(v) => values.push(v),
            OpFoldResult::Attr(a) => {
                let ty = body.value_type(body.result(op, i));
                let region = insertion_region(ctx, body, op, roots)?;
                let entry = body.entry_block(region)?;
                if let Some(&v) = made.get(&(region, dialect, a, ty)) {
                    values.push(v);
                    continue;
                }
                let mut b = OpBuilder::new(ctx, body);
                b.set_insertion_point_to_start(entry);
                match materialize_constant(&mut b, dialect, a, ty, loc) {
                    Some(c) if body.num_results(c) == 1 => {
                        let v = body.result(c, 0);
                        made.insert((region, dialect, a, ty), v);
                        values.push(v);
                    }
                    other => {
                        // The dialect cannot build this constant: leave the
                        // op (constants already made stay for later uses,
                        // or die unused).
                        if let Some(c) = other {
                            body.erase_op(c);
                        }
                        return None;
                    }
                }
            }
        }
    }
    for (i, v) in values.into_iter().enumerate() {
        let r = body.result(op, i);
        if r != v {
            body.replace_all_uses_with(r, v);
        }
    }
    body.erase_op(op);
    Some(true)
}
