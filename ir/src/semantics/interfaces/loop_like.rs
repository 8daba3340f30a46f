//! MLIR's `LoopLikeOpInterface` (an op whose regions run repeatedly: its
//! loop regions, induction variables, loop-carried values) with
//! `is_defined_outside_of_loop`, `move_out_of_loop` and MLIR's
//! `moveLoopInvariantCode`, and `ViewLikeOpInterface` (an op whose result
//! is a view of another value's memory).
//!
//! The loop-region queries work on loops whose regions live in the body
//! that stores the loop (every non-isolated op); a loop that is
//! `IsolatedFromAbove` could not use an outer value anyway, so hoisting
//! out of it is not attempted. Methods return ids in owned `Vec`s for the
//! reason given in [`super::call`].

use crate::semantics::fold::OpFoldResult;
use crate::semantics::interfaces::side_effects::{is_memory_effect_free, is_speculatable};
use crate::semantics::op::OpView;
use crate::storage::body::{Body, ValueDef};
use crate::uniqued::context::Context;
use crate::{Operation, Region, Value};

/// An op whose regions execute repeatedly.
#[crate::op_interface(verify = verify_loop_like_op)]
pub trait LoopLikeOpInterface {
    /// The regions that make up the loop body.
    fn loop_regions(&self) -> Vec<Region>;
    /// The induction variables, when the loop has them (MLIR's
    /// `getLoopInductionVars`).
    fn induction_vars(&self) -> Option<Vec<Value>> {
        None
    }
    /// The lower bounds, one per induction variable, when the loop has
    /// them (MLIR's `getLoopLowerBounds`).
    fn lower_bounds(&self) -> Option<Vec<OpFoldResult>> {
        None
    }
    /// The upper bounds, likewise (MLIR's `getLoopUpperBounds`).
    fn upper_bounds(&self) -> Option<Vec<OpFoldResult>> {
        None
    }
    /// The steps, likewise (MLIR's `getLoopSteps`).
    fn steps(&self) -> Option<Vec<OpFoldResult>> {
        None
    }
    /// The values the loop-carried variables start from (`iter_args`).
    fn inits(&self) -> Vec<Value> {
        Vec::new()
    }
    /// The block arguments holding the loop-carried variables.
    fn region_iter_args(&self) -> Vec<Value> {
        Vec::new()
    }
    /// The values the body passes to the next iteration (MLIR's
    /// `getYieldedValues`); none by default.
    fn yielded_values(&self) -> Vec<Value> {
        Vec::new()
    }
    /// The values the loop produces, when it produces any.
    fn loop_results(&self) -> Option<Vec<Value>> {
        None
    }
}

/// MLIR's `verifyLoopLikeOpInterface`: as many inits, region iter_args,
/// yielded values (when the loop reports them) and results, of the same
/// types. The types are left to the `RegionBranchOpInterface` verifier
/// when the op implements it too, as MLIR 22 does (`affine.for`).
fn verify_loop_like_op(view: OpView<'_>) -> Result<(), crate::Diagnostic> {
    let Some(l) = view.cast::<LoopLikeOpInterfaceHandle<'_>>() else {
        return Ok(());
    };
    let (ctx, body) = (view.ctx, view.body);
    let inner = body.region_body(view.op);
    let ty = |b: &Body, v: Value| b.value_type(v).display(ctx).to_string();
    let (inits, args, yielded) = (l.inits(), l.region_iter_args(), l.yielded_values());
    let results = l.loop_results();
    let count = |what: &str, a: usize, b: usize| {
        view.emit_op_error(format!("different number of {what}: {a} != {b}"))
    };
    if inits.len() != args.len() {
        return Err(count("inits and region iter_args", inits.len(), args.len()));
    }
    if !yielded.is_empty() && args.len() != yielded.len() {
        return Err(count(
            "region iter_args and yielded values",
            args.len(),
            yielded.len(),
        ));
    }
    if let Some(r) = &results
        && r.len() != args.len()
    {
        return Err(count(
            "loop results and region iter_args",
            r.len(),
            args.len(),
        ));
    }
    if view
        .cast::<crate::semantics::interfaces::region_branch::RegionBranchOpInterfaceHandle<'_>>()
        .is_some()
    {
        return Ok(());
    }
    for (i, (&init, &arg)) in inits.iter().zip(&args).enumerate() {
        let (ti, ta) = (ty(body, init), ty(inner, arg));
        if ti != ta {
            return Err(view.emit_op_error(format!(
                "{i}-th init and {i}-th region iter_arg have different type: {ti} != {ta}"
            )));
        }
        if let Some(&y) = yielded.get(i) {
            let ty_y = ty(inner, y);
            if ta != ty_y {
                return Err(view.emit_op_error(format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: {ta} != {ty_y}"
                )));
            }
        }
    }
    for (i, (&arg, &r)) in args.iter().zip(results.iter().flatten()).enumerate() {
        let (ta, tr) = (ty(inner, arg), ty(body, r));
        if ta != tr {
            return Err(view.emit_op_error(format!(
                "{i}-th region iter_arg and {i}-th loop result have different type: {ta} != {tr}"
            )));
        }
    }
    Ok(())
}

/// The region `v` is defined in, in `body`.
fn value_region(body: &Body, v: Value) -> Option<Region> {
    match body.value_def(v) {
        ValueDef::Result(op, _) => body.parent_region(op),
        ValueDef::BlockArgument(block, _) => body.block_parent(block),
    }
}

/// Whether `outer` is `inner` or contains it.
fn region_is_ancestor(body: &Body, outer: Region, mut inner: Region) -> bool {
    loop {
        if inner == outer {
            return true;
        }
        let Some(owner) = body.region_owner(inner) else {
            return false;
        };
        let Some(r) = body.parent_region(owner) else {
            return false;
        };
        inner = r;
    }
}

/// MLIR's `LoopLikeOpInterface::isDefinedOutsideOfLoop`: `v` (a value of
/// the loop's body) is not defined in any of the loop's regions.
pub fn is_defined_outside_of_loop(view: OpView<'_>, v: Value) -> bool {
    let Some(l) = view.cast::<LoopLikeOpInterfaceHandle<'_>>() else {
        return true;
    };
    let Some(def) = value_region(view.body, v) else {
        return true;
    };
    !l.loop_regions()
        .into_iter()
        .any(|r| region_is_ancestor(view.body, r, def))
}

/// MLIR's `LoopLikeOpInterface::moveOutOfLoop`: moves `op` (nested in the
/// loop's regions, in the same body) right before the loop.
pub fn move_out_of_loop(body: &mut Body, loop_op: Operation, op: Operation) {
    body.move_op_before(op, loop_op);
}

/// MLIR's `moveLoopInvariantCode`: hoists every op of the loop's regions
/// whose operands are all defined outside the loop and that is free of
/// memory effects and speculatable, repeating as hoisting makes more ops
/// invariant; returns how many ops moved. Ops with regions are hoisted
/// whole only when nothing inside them uses a value of the loop.
pub fn move_loop_invariant_code(ctx: &Context, body: &mut Body, loop_op: Operation) -> usize {
    if body.is_isolated(loop_op) {
        return 0;
    }
    let regions = {
        let view = OpView::new(ctx, body, loop_op);
        match view.cast::<LoopLikeOpInterfaceHandle<'_>>() {
            Some(l) => l.loop_regions(),
            None => return 0,
        }
    };
    let mut moved = 0;
    let mut worklist: Vec<Operation> = regions
        .iter()
        .flat_map(|&r| body.region_blocks(r).collect::<Vec<_>>())
        .flat_map(|b| body.block_ops(b).collect::<Vec<_>>())
        .collect();
    worklist.reverse();
    while let Some(op) = worklist.pop() {
        let hoist = {
            let view = OpView::new(ctx, body, op);
            let loop_view = OpView::new(ctx, body, loop_op);
            uses_only_outside(body, op, loop_view)
                && is_memory_effect_free(view)
                && is_speculatable(view)
        };
        if hoist {
            move_out_of_loop(body, loop_op, op);
            moved += 1;
            // Users directly in the loop's regions may have become
            // invariant.
            for r in body.results(op).collect::<Vec<_>>() {
                let users: Vec<Operation> = body.uses(r).map(|u| body.use_owner(u)).collect();
                for user in users {
                    let in_loop = body
                        .parent_region(user)
                        .is_some_and(|p| regions.contains(&p));
                    if in_loop && !worklist.contains(&user) {
                        worklist.push(user);
                    }
                }
            }
        }
    }
    moved
}

/// Whether every value `op` and the ops nested in it use comes from
/// outside the loop (or from inside `op` itself).
fn uses_only_outside(body: &Body, op: Operation, loop_view: OpView<'_>) -> bool {
    let own = |v: Value| {
        value_region(body, v).is_some_and(|r| {
            body.regions(op)
                .iter()
                .any(|&own| region_is_ancestor(body, own, r))
        })
    };
    let mut work = vec![op];
    while let Some(o) = work.pop() {
        if !body
            .operands(o)
            .all(|v| own(v) || is_defined_outside_of_loop(loop_view, v))
        {
            return false;
        }
        if !body.is_isolated(o) {
            for &r in body.regions(o) {
                for b in body.region_blocks(r) {
                    work.extend(body.block_ops(b));
                }
            }
        }
    }
    true
}

/// An op whose result is a view of the memory of another value.
#[crate::op_interface]
pub trait ViewLikeOpInterface {
    /// The value viewed (MLIR's `getViewSource`).
    fn view_source(&self) -> Value;
    /// The view (MLIR's `getViewDest`; usually the op's result).
    fn view_dest(&self) -> Value;
}
