//! `scf.parallel`'s canonicalization patterns (MLIR 22's
//! `ParallelOp::getCanonicalizationPatterns`):
//! `ParallelOpSingleOrZeroIterationDimsFolder` drops dimensions of one
//! iteration (and the loop when one has none), `MergeNestedParallelLoops`
//! merges a loop whose body is only another loop into one loop.
//!
//! Trip counts are MLIR 22's `constantTripCount` (`trip_count`) with
//! constant bounds; MLIR also asks `ValueBoundsOpInterface` for `ub - lb`
//! when both are values, which only identical bounds answer here.
//! Replacement loops carry no discardable attribute of the old one, as
//! MLIR's `ParallelOp::create` does not.

use super::constant_int;
use crate::scf::{ParallelOp, ReduceOp};
use ir::prelude::*;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};
use ir::{IRMapping, OperationState};

/// `scf.parallel`'s canonicalization patterns, in MLIR's order.
pub fn parallel_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("scf.parallel");
    set.add_fn(
        "(anonymous namespace)::ParallelOpSingleOrZeroIterationDimsFolder",
        root,
        parallel_single_or_zero_iteration_dims,
    )
    .add_fn(
        "(anonymous namespace)::MergeNestedParallelLoops",
        root,
        merge_nested_parallel_loops,
    );
}

/// The integer a bound holds, when it is a constant.
fn bound_value(ctx: &Context, body: &Body, b: OpFoldResult) -> Option<i128> {
    match b {
        OpFoldResult::Value(v) => constant_int(ctx, body, v)?.to_i128(),
        OpFoldResult::Attr(a) => a.as_i64(ctx).map(i128::from),
    }
}

/// The number of iterations of a loop dimension of index type (MLIR 22's
/// `constantTripCount`, signed): zero when the bounds are the same or the
/// constant step is not positive, `None` when it is not known.
pub(crate) fn trip_count(
    ctx: &Context,
    body: &Body,
    lb: OpFoldResult,
    ub: OpFoldResult,
    step: OpFoldResult,
) -> Option<i128> {
    if lb == ub {
        return Some(0);
    }
    let step = bound_value(ctx, body, step);
    if let Some(s) = step
        && s <= 0
    {
        return Some(0);
    }
    let lb = bound_value(ctx, body, lb)?;
    let ub = bound_value(ctx, body, ub)?;
    if ub <= lb {
        return Some(0);
    }
    let (diff, step) = (ub - lb, step?);
    Some((diff + step - 1) / step)
}

/// The lower bounds, upper bounds, steps and initial values of an
/// `scf.parallel`.
struct Bounds {
    lbs: Vec<Value>,
    ubs: Vec<Value>,
    steps: Vec<Value>,
    inits: Vec<Value>,
}

impl Bounds {
    fn read(ctx: &Context, body: &Body, op: Operation) -> Option<Bounds> {
        let p = ParallelOp::cast(ctx, body, op)?;
        Some(Bounds {
            lbs: p.lower_bound().collect(),
            ubs: p.upper_bound().collect(),
            steps: p.step().collect(),
            inits: p.init_vals().collect(),
        })
    }
}

/// Creates, at the insertion point, an `scf.parallel` with these bounds
/// and initial values and an empty region.
fn create_parallel(rw: &mut PatternRewriter<'_>, loc: Location, b: &Bounds) -> Operation {
    let types: Vec<Type> = b.inits.iter().map(|&v| rw.body().value_type(v)).collect();
    let op = rw.build(|x| ParallelOp::build(x, loc, &types, &b.lbs, &b.ubs, &b.steps, &b.inits));
    let region = rw.body().regions(op)[0];
    if let Some(block) = rw.body().entry_block(region) {
        rw.erase_block(block);
    }
    op
}

/// Dimensions of one iteration are dropped, their induction variable
/// replaced by the lower bound; a dimension of no iteration replaces the
/// loop by its initial values; with no dimension left the body and the
/// reductions are inlined (MLIR's
/// `ParallelOpSingleOrZeroIterationDimsFolder`).
fn parallel_single_or_zero_iteration_dims(
    op: Operation,
    rw: &mut PatternRewriter<'_>,
) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let b = Bounds::read(ctx, body, op).ok_or(NoMatch)?;
    let block = body.entry_block(body.regions(op)[0]).ok_or(NoMatch)?;
    let ivs = body.block_args(block).to_vec();
    let mut kept = Bounds {
        lbs: Vec::new(),
        ubs: Vec::new(),
        steps: Vec::new(),
        inits: b.inits.clone(),
    };
    let mut map = IRMapping::new();
    for (i, &iv) in ivs.iter().enumerate().take(b.lbs.len()) {
        let (lb, ub, step) = (b.lbs[i], b.ubs[i], b.steps[i]);
        let v = OpFoldResult::Value;
        match trip_count(ctx, body, v(lb), v(ub), v(step)) {
            Some(0) => {
                rw.replace_op(op, &b.inits);
                return Ok(());
            }
            Some(1) => {
                map.map_value(iv, lb);
                continue;
            }
            _ => {}
        }
        kept.lbs.push(lb);
        kept.ubs.push(ub);
        kept.steps.push(step);
    }
    if kept.lbs.len() == b.lbs.len() {
        return Err(NoMatch);
    }
    let loc = body.op_loc(op);
    let ops: Vec<Operation> = body.block_ops(block).collect();
    let Some((&terminator, inner)) = ops.split_last() else {
        return Err(NoMatch);
    };
    if kept.lbs.is_empty() {
        ReduceOp::cast(ctx, body, terminator).ok_or(NoMatch)?;
        for &o in inner {
            rw.clone_op_with(o, &mut map);
        }
        let mut results = Vec::new();
        let regions = rw.body().regions(terminator).to_vec();
        for (i, region) in regions.into_iter().enumerate() {
            let body = rw.body();
            let rblock = body.entry_block(region).ok_or(NoMatch)?;
            let args = body.block_args(rblock).to_vec();
            let operand = map.lookup_value(body.operand(terminator, i));
            map.map_value(args[0], b.inits[results.len()]);
            map.map_value(args[1], operand);
            let rops: Vec<Operation> = body.block_ops(rblock).collect();
            let (&ret, rinner) = rops.split_last().ok_or(NoMatch)?;
            for &o in rinner {
                rw.clone_op_with(o, &mut map);
            }
            results.push(map.lookup_value(rw.body().operand(ret, 0)));
        }
        rw.replace_op(op, &results);
        return Ok(());
    }
    let new = create_parallel(rw, loc, &kept);
    let region = rw.body().regions(new)[0];
    let args: Vec<(Type, Location)> = ivs
        .iter()
        .enumerate()
        .filter(|(_, iv)| map.get_value(**iv).is_none())
        .map(|(i, &iv)| (rw.body().value_type(iv), rw.body().block_arg_loc(block, i)))
        .collect();
    let new_block = rw.create_block_with_args(region, None, &args);
    let fresh = rw.body().block_args(new_block).to_vec();
    let mut fresh = fresh.into_iter();
    for &iv in &ivs {
        if map.get_value(iv).is_none() {
            map.map_value(iv, fresh.next().expect("one argument per kept dimension"));
        }
    }
    for &o in &ops {
        rw.clone_op_with(o, &mut map);
    }
    rw.set_insertion_point_before(op);
    let results: Vec<Value> = rw.body().results(new).collect();
    rw.replace_op(op, &results);
    Ok(())
}

/// A loop whose body is only another loop, bounded independently of the
/// outer induction variables, becomes one loop over both sets of
/// dimensions; loops with reductions are left alone (MLIR's
/// `MergeNestedParallelLoops`).
fn merge_nested_parallel_loops(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let outer = Bounds::read(ctx, body, op).ok_or(NoMatch)?;
    let outer_block = body.entry_block(body.regions(op)[0]).ok_or(NoMatch)?;
    let inner_op = body.first_op(outer_block).ok_or(NoMatch)?;
    if body.next_op(inner_op) != body.last_op(outer_block) || body.next_op(inner_op).is_none() {
        return Err(NoMatch);
    }
    let inner = Bounds::read(ctx, body, inner_op).ok_or(NoMatch)?;
    let outer_ivs = body.block_args(outer_block).to_vec();
    let bound_by_outer = outer_ivs
        .iter()
        .any(|iv| inner.lbs.contains(iv) || inner.ubs.contains(iv) || inner.steps.contains(iv));
    if bound_by_outer || !outer.inits.is_empty() || !inner.inits.is_empty() {
        return Err(NoMatch);
    }
    let inner_block = body.entry_block(body.regions(inner_op)[0]).ok_or(NoMatch)?;
    let inner_ivs = body.block_args(inner_block).to_vec();
    let inner_ops: Vec<Operation> = body.block_ops(inner_block).collect();
    let loc = body.op_loc(op);
    let merged = Bounds {
        lbs: [outer.lbs, inner.lbs].concat(),
        ubs: [outer.ubs, inner.ubs].concat(),
        steps: [outer.steps, inner.steps].concat(),
        inits: Vec::new(),
    };
    let new = create_parallel(rw, loc, &merged);
    let region = rw.body().regions(new)[0];
    let index = Type::index(ctx);
    let args = vec![(index, loc); merged.steps.len()];
    let block = rw.create_block_with_args(region, None, &args);
    let fresh = rw.body().block_args(block).to_vec();
    let mut map = IRMapping::new();
    for (&from, &to) in outer_ivs.iter().chain(&inner_ivs).zip(&fresh) {
        map.map_value(from, to);
    }
    for &o in inner_ops.split_last().map_or(&[][..], |(_, rest)| rest) {
        rw.clone_op_with(o, &mut map);
    }
    let st = OperationState::new(ctx, "scf.reduce", loc);
    rw.create(&st);
    rw.set_insertion_point_before(op);
    let results: Vec<Value> = rw.body().results(new).collect();
    rw.replace_op(op, &results);
    Ok(())
}
