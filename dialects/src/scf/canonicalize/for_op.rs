//! `scf.for`'s canonicalization patterns (MLIR 22's
//! `ForOp::getCanonicalizationPatterns`): `ForOpIterArgsFolder` drops
//! loop-carried values that only pass through, `SimplifyTrivialLoops`
//! removes loops of zero or one iteration and empty loops yielding values
//! from outside.
//!
//! MLIR's third pattern, `ForOpTensorCastFolder`, moves `tensor.cast`s
//! into the loop; it is not here yet (see the module of
//! [`super`]).

use super::{
    constant_int, create_like, region_is_ancestor, replace_op_with_block, value_loc, value_region,
};
use crate::scf::{ForOp, YieldOp};
use ir::prelude::*;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};

/// `scf.for`'s canonicalization patterns, in MLIR's order.
pub fn for_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("scf.for");
    set.add_fn("ForOpIterArgsFolder", root, for_op_iter_args_folder)
        .add_fn(
            "(anonymous namespace)::SimplifyTrivialLoops",
            root,
            simplify_trivial_loops,
        );
}

/// What an `scf.for` holds, read once.
struct ForParts {
    loc: Location,
    lb: Value,
    ub: Value,
    step: Value,
    inits: Vec<Value>,
    region: Region,
    block: Block,
    iter_args: Vec<Value>,
    results: Vec<Value>,
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
            loc: body.op_loc(op),
            lb: operands[0],
            ub: operands[1],
            step: operands[2],
            inits: operands[3..].to_vec(),
            region,
            block,
            iter_args: body.block_args(block).get(1..)?.to_vec(),
            results: body.results(op).collect(),
            yield_op,
            yielded: body.operands(yield_op).collect(),
        })
    }
}

/// Loop-carried values the body yields unchanged, or does not use while
/// the loop yields their initial value or nobody uses the result, are
/// forwarded from outside (MLIR's `ForOpIterArgsFolder`).
fn for_op_iter_args_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let body = rw.body();
    let f = ForParts::read(body, op).ok_or(NoMatch)?;
    let n = f.results.len();
    if f.inits.len() != n || f.iter_args.len() != n || f.yielded.len() != n {
        return Err(NoMatch);
    }
    let forwarded: Vec<bool> = (0..n)
        .map(|i| {
            let arg = f.iter_args[i];
            f.yielded[i] == arg
                || (body.use_empty(arg)
                    && (f.inits[i] == f.yielded[i] || body.use_empty(f.results[i])))
        })
        .collect();
    if !forwarded.contains(&true) {
        return Err(NoMatch);
    }
    let new_inits: Vec<Value> = (0..n)
        .filter(|&i| !forwarded[i])
        .map(|i| f.inits[i])
        .collect();
    let new = create_for(rw, op, &f, &new_inits);
    let new_block = rw
        .body()
        .entry_block(rw.body().regions(new)[0])
        .expect("a block");
    let new_args = rw.body().block_args(new_block).to_vec();
    let mut transfer = vec![new_args[0]];
    let mut results = Vec::with_capacity(n);
    let mut kept = 0;
    for (i, &fwd) in forwarded.iter().enumerate() {
        if fwd {
            transfer.push(f.inits[i]);
            results.push(f.inits[i]);
        } else {
            transfer.push(new_args[1 + kept]);
            results.push(rw.body().result(new, kept));
            kept += 1;
        }
    }
    if new_inits.is_empty() {
        let new_yield = rw.body().last_op(new_block).expect("a yield");
        rw.inline_block_before(f.block, new_block, Some(new_yield), &transfer);
        let old_yield = rw.body().prev_op(new_yield).expect("the merged yield");
        rw.erase_op(old_yield);
        rw.replace_op(op, &results);
        return Ok(());
    }
    rw.merge_blocks(f.block, new_block, &transfer);
    let merged = rw.body().last_op(new_block).expect("a yield");
    let kept_values: Vec<Value> = (0..n)
        .filter(|&i| !forwarded[i])
        .map(|i| rw.body().operand(merged, i))
        .collect();
    let yloc = rw.body().op_loc(merged);
    rw.set_insertion_point_before(merged);
    rw.build(|b| YieldOp::build(b, yloc, &kept_values));
    rw.erase_op(merged);
    rw.replace_op(op, &results);
    Ok(())
}

/// Creates, at the insertion point, an `scf.for` with `op`'s bounds,
/// properties and attributes carrying `inits`: its block takes the
/// induction variable (at the loop's location) and one argument per
/// value (at the value's location), and ends in `scf.yield` when there
/// are none (MLIR's `ForOp::build` then `setAttrs`).
fn create_for(
    rw: &mut PatternRewriter<'_>,
    op: Operation,
    f: &ForParts,
    inits: &[Value],
) -> Operation {
    let mut operands = vec![f.lb, f.ub, f.step];
    operands.extend_from_slice(inits);
    let body = rw.body();
    let types: Vec<Type> = inits.iter().map(|&v| body.value_type(v)).collect();
    let args: Vec<(Type, Location)> = core::iter::once((body.value_type(f.lb), f.loc))
        .chain(
            inits
                .iter()
                .map(|&v| (body.value_type(v), value_loc(body, v))),
        )
        .collect();
    let new = create_like(rw, op, &operands, &types, 1);
    let region = rw.body().regions(new)[0];
    rw.create_block_with_args(region, None, &args);
    if inits.is_empty() {
        let loc = f.loc;
        rw.build(|b| YieldOp::build(b, loc, &[]));
    }
    rw.set_insertion_point_before(op);
    new
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
