//! The affine ops' folds, as MLIR 22's `fold` methods: `affine.apply` of
//! a bare dimension or symbol to that operand and of constants to a
//! constant; `affine.min`/`affine.max` of constants to the smallest
//! (largest), updating the map in place when only some results fold;
//! `affine.for` bounds whose operands are constants become constant
//! bounds in place, bounds are composed and canonicalized
//! (`super::canonicalize_loops`), and a loop that never runs, or runs a
//! body that only yields, folds to its inits.
//!
//! `affine.load` of a `memref.get_global` of a constant global folds to
//! the element read: any one of a splat, else the one the constant
//! subscripts name. The global is found in the symbol table nearest the
//! `get_global`, which for a load in a function is the module around
//! it: outside the function's body, read through the copy of the
//! module's symbols the body carries while a pass runs on it
//! ([`ir::semantics::symbols::scope`]).
//!
//! `affine.if`'s fold (its condition canonicalized) is in
//! `super::canonicalize_loops`. An `affine.apply` whose constant fold
//! divides by a constant below 1 folds to `#ub.poison` (the dialect
//! materializes it as `ub.poison`, as MLIR's `AffineDialect` does);
//! `affine.min`/`max` then do not fold, as in MLIR.

use super::ops::{AffineApplyOp, AffineForOp, AffineLoadOp, AffineMaxOp, AffineMinOp, map_of};
use crate::memref::{GetGlobalOp, GlobalOp};
use ir::OpViewMut;
use ir::prelude::*;
use ir::semantics::fold::FoldResults;
use ir::semantics::symbols::scope::lookup_in_nearest_symbol_table;
use ir::uniqued::attributes::{AffineExprKind, AffineMap};

/// The integer values of constant operands.
fn constant_ints(ctx: &Context, operands: &[Option<Attribute>]) -> Vec<Option<i64>> {
    operands
        .iter()
        .map(|a| a.and_then(|a| a.as_apint(ctx)?.to_i64()))
        .collect()
}

/// An `index` constant.
fn index_attr(ctx: &Context, v: i64) -> Option<Attribute> {
    Attribute::integer(ctx, Type::index(ctx), v).ok()
}

/// `affine.apply`.
pub fn fold_apply(op: AffineApplyOp<'_>, operands: &[Option<Attribute>]) -> Option<OpFoldResult> {
    let ctx = op.0.ctx;
    let map = map_of(op.0, op.map().0);
    if map.num_results() != 1 {
        return None;
    }
    let pick = |i: usize| op.map_operands().nth(i).map(OpFoldResult::Value);
    match map.result(0) {
        AffineExprKind::Dim(d) => return pick(d as usize),
        AffineExprKind::Symbol(s) => return pick((map.num_dims + s) as usize),
        _ => {}
    }
    match map.constant_fold(&constant_ints(ctx, operands)) {
        Ok(values) => index_attr(ctx, values[0]).map(OpFoldResult::Attr),
        // A division or modulo by a constant below 1: poison.
        Err(true) => Some(OpFoldResult::Attr(crate::ub::poison(ctx))),
        Err(false) => None,
    }
}

/// MLIR's `foldMinMaxOp`: `min` picks the smallest result.
fn fold_min_max(
    mut op: OpViewMut<'_>,
    operands: &[Option<Attribute>],
    results: &mut FoldResults,
    min: bool,
) -> FoldOutcome {
    let ctx = op.ctx;
    let Some(map) = op
        .body
        .property(ctx, op.op, ctx.ident("map"))
        .and_then(|a| a.as_affine_map(ctx).cloned())
    else {
        return FoldOutcome::Failure;
    };
    // MLIR 22 has no case for a map that is one symbol (later versions
    // fold it to the operand).
    let (folded, constants) = map.partial_constant_fold(&constant_ints(ctx, operands));
    let Some(constants) = constants else {
        if folded == map {
            return FoldOutcome::Failure;
        }
        set_map(&mut op, folded);
        return FoldOutcome::Success;
    };
    let best = if min {
        constants.iter().min()
    } else {
        constants.iter().max()
    };
    match best.and_then(|&v| index_attr(ctx, v)) {
        Some(a) => {
            results.push(OpFoldResult::Attr(a));
            FoldOutcome::Success
        }
        None => FoldOutcome::Failure,
    }
}

/// Replaces the `map` property.
fn set_map(op: &mut OpViewMut<'_>, map: AffineMap) {
    let ctx = op.ctx;
    let a = Attribute::affine_map(ctx, map);
    op.body.set_property(ctx, op.op, ctx.ident("map"), Some(a));
}

/// `affine.min`.
pub fn fold_min(
    op: OpViewMut<'_>,
    operands: &[Option<Attribute>],
    results: &mut FoldResults,
) -> FoldOutcome {
    debug_assert!(AffineMinOp::cast(op.ctx, op.body, op.op).is_some());
    fold_min_max(op, operands, results, true)
}

/// `affine.max`.
pub fn fold_max(
    op: OpViewMut<'_>,
    operands: &[Option<Attribute>],
    results: &mut FoldResults,
) -> FoldOutcome {
    debug_assert!(AffineMaxOp::cast(op.ctx, op.body, op.op).is_some());
    fold_min_max(op, operands, results, false)
}

/// The constant a bound folds to (MLIR's `foldLowerOrUpperBound`): the
/// largest (lower) or smallest (upper) result when every result folds.
fn fold_bound(map: &AffineMap, operands: &[Option<i64>], lower: bool) -> Option<i64> {
    let values = map.constant_fold(operands).ok()?;
    if lower {
        values.into_iter().max()
    } else {
        values.into_iter().min()
    }
}

/// `affine.for`: constant bounds from constant operands (MLIR's
/// `foldLoopBounds`) and canonical bounds (`canonicalizeLoopBounds`),
/// and the inits as results when the loop never runs or only yields.
pub fn fold_for(
    mut op: OpViewMut<'_>,
    operands: &[Option<Attribute>],
    results: &mut FoldResults,
) -> FoldOutcome {
    let ctx = op.ctx;
    let consts = constant_ints(ctx, operands);
    let Some(f) = AffineForOp::cast(ctx, op.body, op.op) else {
        return FoldOutcome::Failure;
    };
    let (nl, nu) = (
        f.lower_bound_operands().len(),
        f.upper_bound_operands().len(),
    );
    let inits: Vec<Value> = f.init_values().collect();
    let (lb, ub) = (f.lower_map().clone(), f.upper_map().clone());
    let lb_const = lb
        .single_constant()
        .is_none()
        .then(|| fold_bound(&lb, &consts[..nl], true));
    let ub_const = ub
        .single_constant()
        .is_none()
        .then(|| fold_bound(&ub, &consts[nl..nl + nu], false));
    let new_lb = lb_const.flatten();
    let new_ub = ub_const.flatten();
    let mut folded = false;
    if new_lb.is_some() || new_ub.is_some() {
        let all: Vec<Value> = op.body.operands(op.op).collect();
        let mut kept: Vec<Value> = Vec::new();
        let mut sizes = [nl as u64, nu as u64, inits.len() as u64];
        let mut props: Vec<(&str, Attribute)> = Vec::new();
        if let Some(c) = new_lb {
            props.push((
                "lowerBoundMap",
                Attribute::affine_map(ctx, AffineMap::constant(c)),
            ));
            sizes[0] = 0;
        } else {
            kept.extend_from_slice(&all[..nl]);
        }
        if let Some(c) = new_ub {
            props.push((
                "upperBoundMap",
                Attribute::affine_map(ctx, AffineMap::constant(c)),
            ));
            sizes[1] = 0;
        } else {
            kept.extend_from_slice(&all[nl..nl + nu]);
        }
        kept.extend_from_slice(&inits);
        let Ok(seg) = Attribute::dense_array(ctx, Type::int(ctx, 32), &sizes) else {
            return FoldOutcome::Failure;
        };
        props.push(("operandSegmentSizes", seg));
        op.body.set_operands(op.op, &kept);
        for (k, v) in props {
            op.body.set_property(ctx, op.op, ctx.ident(k), Some(v));
        }
        folded = true;
    }
    folded |= super::canonicalize_loops::canonicalize_loop_bounds(&mut op);
    let Some(f) = AffineForOp::cast(ctx, op.body, op.op) else {
        return FoldOutcome::Failure;
    };
    if f.constant_trip_count() == Some(0) && op.body.num_results(op.op) != 0 {
        results.extend(inits.into_iter().map(OpFoldResult::Value));
        folded = true;
    } else if let Some(values) = super::canonicalize_loops::empty_loop_results(f) {
        results.extend(values.into_iter().map(OpFoldResult::Value));
        folded = true;
    }
    if folded {
        FoldOutcome::Success
    } else {
        FoldOutcome::Failure
    }
}

/// `affine.load`'s fold (MLIR's `AffineLoadOp::fold`): a `memref.cast`
/// operand is read through (MLIR's `foldMemRefCast`), else a load of a
/// constant global folds to the element (see the module doc).
pub fn fold_load(
    mut op: OpViewMut<'_>,
    _: &[Option<Attribute>],
    out: &mut FoldResults,
) -> FoldOutcome {
    if crate::memref::fold::fold_memref_cast(&mut op, None) {
        return FoldOutcome::Success;
    }
    match constant_global_element(op.ctx, op.body, op.op) {
        Some(a) => {
            out.push(OpFoldResult::Attr(a));
            FoldOutcome::Success
        }
        None => FoldOutcome::Failure,
    }
}

/// The element an `affine.load` reads from a constant `memref.global`.
fn constant_global_element(ctx: &Context, body: &Body, op: Operation) -> Option<Attribute> {
    let load = AffineLoadOp::cast(ctx, body, op)?;
    let get = body
        .defining_op(load.memref())
        .and_then(|d| GetGlobalOp::cast(ctx, body, d))?;
    let global = lookup_in_nearest_symbol_table(ctx, body, get.op, get.name().name(ctx))?;
    if global.op_name.as_str(ctx) != GlobalOp::NAME {
        return None;
    }
    let (props, _) = global.attributes?;
    props.dict_get(ctx, ctx.ident("constant"))?;
    let init = props.dict_get(ctx, ctx.ident("initial_value"))?;
    let (ty, splat) = match init.kind(ctx) {
        ir::AttrKind::DenseIntOrFloat { ty, splat, .. }
        | ir::AttrKind::DenseStringElements { ty, splat, .. } => (*ty, *splat),
        _ => return None,
    };
    if splat {
        return init.dense_element(ctx, 0);
    }
    let map = load.map().0;
    let indices = map.as_affine_map(ctx)?.constant_results()?;
    let shape = ty.shape(ctx)?;
    if indices.len() != shape.len() {
        return None;
    }
    // Row-major position; a subscript out of bounds does not fold (MLIR
    // would read past the elements).
    let mut linear: u64 = 0;
    for (&i, &d) in indices.iter().zip(shape) {
        if i < 0 || i >= d {
            return None;
        }
        linear = linear.checked_mul(u64::try_from(d).ok()?)? + i as u64;
    }
    init.dense_element(ctx, linear)
}
