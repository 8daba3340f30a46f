//! `scf.for`'s canonicalization patterns (MLIR 22's
//! `ForOp::getCanonicalizationPatterns`): `SimplifyTrivialLoops` removes
//! loops of zero or one iteration and empty loops yielding values from
//! outside, `ForOpTensorCastFolder` moves a `tensor.cast` of an initial
//! value into the loop; the generic region-branch patterns then drop
//! loop-carried values that only pass through or are unused.

use super::{
    constant_int, create_like, preserves_static_information, region_is_ancestor,
    replace_op_with_block, value_loc, value_region,
};
use crate::scf::{ForOp, YieldOp};
use crate::tensor::CastOp;
use ir::prelude::*;
use ir::transforms::populate_region_branch_op_interface_canonicalization_patterns;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};

/// `scf.for`'s canonicalization patterns, in MLIR's order.
pub fn for_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("scf.for");
    set.add_fn(
        "(anonymous namespace)::SimplifyTrivialLoops",
        root,
        simplify_trivial_loops,
    )
    .add_fn(
        "(anonymous namespace)::ForOpTensorCastFolder",
        root,
        for_op_tensor_cast_folder,
    );
    populate_region_branch_op_interface_canonicalization_patterns(set, "scf.for");
}

/// What an `scf.for` holds, read once.
struct ForParts {
    lb: Value,
    ub: Value,
    step: Value,
    inits: Vec<Value>,
    region: Region,
    block: Block,
    yield_op: Operation,
    yielded: Vec<Value>,
}

impl ForParts {
    fn read(body: &Body, op: Operation) -> Option<ForParts> {
        let region = body.regions(op)[0];
        let block = body.entry_block(region)?;
        let yield_op = body.last_op(block)?;
        let operands: Vec<Value> = body.operands(op).collect();
        Some(ForParts {
            lb: operands[0],
            ub: operands[1],
            step: operands[2],
            inits: operands[3..].to_vec(),
            region,
            block,
            yield_op,
            yielded: body.operands(yield_op).collect(),
        })
    }
}

/// How a loop's trip count looks from its constant bounds and step.
enum Trips {
    /// The loop does not run.
    Zero,
    /// It runs once at most: `step >= ub - lb`.
    One,
    /// It may run more than once.
    Many,
}

/// The trip count from constant bounds (MLIR 22 compares them signed,
/// or unsigned for `unsignedCmp` loops, and matches no `lb + c` bound):
/// `None` when a bound is not a constant; a loop of positive span with a
/// step that is not a constant is `Many`.
fn trips(ctx: &Context, body: &Body, f: &ForParts, unsigned: bool) -> Option<Trips> {
    let lb = constant_int(ctx, body, f.lb)?;
    let ub = constant_int(ctx, body, f.ub)?;
    let (lb, ub) = if unsigned {
        (
            i128::try_from(lb.to_u128()?).ok()?,
            i128::try_from(ub.to_u128()?).ok()?,
        )
    } else {
        (lb.to_i128()?, ub.to_i128()?)
    };
    if ub <= lb {
        return Some(Trips::Zero);
    }
    let Some(step) = constant_int(ctx, body, f.step) else {
        return Some(Trips::Many);
    };
    let step = if unsigned {
        i128::try_from(step.to_u128()?).ok()?
    } else {
        step.to_i128()?
    };
    Some(if step >= ub - lb {
        Trips::One
    } else {
        Trips::Many
    })
}

/// Loops of no iteration are replaced by their initial values, loops of
/// one iteration by their body, empty loops yielding values from outside
/// by those values (MLIR's `SimplifyTrivialLoops`).
fn simplify_trivial_loops(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let f = ForParts::read(body, op).ok_or(NoMatch)?;
    if f.lb == f.ub {
        rw.replace_op(op, &f.inits);
        return Ok(());
    }
    let unsigned = ForOp::cast(ctx, body, op).is_some_and(|v| v.unsigned_cmp().is_some());
    match trips(ctx, body, &f, unsigned).ok_or(NoMatch)? {
        Trips::Zero => {
            rw.replace_op(op, &f.inits);
            return Ok(());
        }
        Trips::One => {
            let mut args = vec![f.lb];
            args.extend_from_slice(&f.inits);
            replace_op_with_block(rw, op, f.block, &args);
            return Ok(());
        }
        Trips::Many if constant_int(ctx, body, f.step).is_none() => return Err(NoMatch),
        Trips::Many => {}
    }
    if body.first_op(f.block) != Some(f.yield_op) {
        return Err(NoMatch);
    }
    let outside = f
        .yielded
        .iter()
        .all(|&v| !region_is_ancestor(body, f.region, value_region(body, v)));
    if !outside {
        return Err(NoMatch);
    }
    rw.replace_op(op, &f.yielded);
    Ok(())
}

/// An initial value that is a `tensor.cast` from a more static type, whose
/// loop result has one use, is carried with the static type: casts to the
/// old type go in at the start of the body and after the loop, one to
/// the new type before the `scf.yield` (MLIR's `ForOpTensorCastFolder`
/// with `replaceAndCastForOpIterArg`; the new ops are at the loop's
/// location, the new yield too).
fn for_op_tensor_cast_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let f = ForParts::read(body, op).ok_or(NoMatch)?;
    let results: Vec<Value> = body.results(op).collect();
    let mut found = None;
    for (k, (&init, &result)) in f.inits.iter().zip(&results).enumerate() {
        let Some(cast) = body
            .defining_op(init)
            .and_then(|d| CastOp::cast(ctx, body, d))
        else {
            continue;
        };
        let (source, dest) = (cast.source(), cast.dest());
        let (src_ty, dst_ty) = (body.value_type(source), body.value_type(dest));
        if src_ty == dst_ty || !preserves_static_information(ctx, dst_ty, src_ty) {
            continue;
        }
        if body.uses(result).count() != 1 {
            continue;
        }
        found = Some((k, source, src_ty, dst_ty));
        break;
    }
    let (k, source, new_ty, old_ty) = found.ok_or(NoMatch)?;
    let mut inits = f.inits.clone();
    inits[k] = source;
    let mut operands = vec![f.lb, f.ub, f.step];
    operands.extend_from_slice(&inits);
    let loc = body.op_loc(op);
    let types: Vec<Type> = inits.iter().map(|&v| body.value_type(v)).collect();
    let args: Vec<(Type, Location)> = core::iter::once((body.value_type(f.lb), loc))
        .chain(
            inits
                .iter()
                .map(|&v| (body.value_type(v), value_loc(body, v))),
        )
        .collect();
    let new = create_like(rw, op, &operands, &types, 1);
    let region = rw.body().regions(new)[0];
    let block = rw.create_block_with_args(region, None, &args);
    let mut transfer = rw.body().block_args(block).to_vec();
    rw.set_insertion_point_to_start(block);
    let cast_in = rw.build(|b| CastOp::build(b, loc, old_ty, transfer[1 + k]));
    transfer[1 + k] = rw.body().result(cast_in, 0);
    rw.merge_blocks(f.block, block, &transfer);
    let old_yield = rw.body().last_op(block).ok_or(NoMatch)?;
    let mut yielded: Vec<Value> = rw.body().operands(old_yield).collect();
    rw.set_insertion_point_before(old_yield);
    let cast_out = rw.build(|b| CastOp::build(b, loc, new_ty, yielded[k]));
    yielded[k] = rw.body().result(cast_out, 0);
    rw.build(|b| YieldOp::build(b, loc, &yielded));
    rw.erase_op(old_yield);
    rw.set_insertion_point_after(new);
    let mut new_results: Vec<Value> = rw.body().results(new).collect();
    let cast_back = rw.build(|b| CastOp::build(b, loc, old_ty, new_results[k]));
    new_results[k] = rw.body().result(cast_back, 0);
    rw.replace_op(op, &new_results);
    Ok(())
}
