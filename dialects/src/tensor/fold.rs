//! The tensor ops' folders, following `TensorOps.cpp` of MLIR 22.
//!
//! Each returns a value or a constant (MLIR's `OpFoldResult`);
//! `reshape(reshape(x))` reshaping `x` is done in place
//! ([`fold_reshape_in_place`], a `fold_mut` hook). `dim(cast(x))` reading
//! `x` in place is left to the `DimOfCastOp` pattern, which gives the same
//! IR. `tensor.cast` and `tensor.bitcast` fold
//! an identity cast as MLIR's `CastOpInterface` trait folder does.

use super::ops::*;
use ir::prelude::*;
use ir::uniqued::types::DYNAMIC;
use ir::{AttrKind, Value};

type Consts<'c> = &'c [Option<Attribute>];

fn ty(op: OpView<'_>, v: Value) -> Type {
    op.body.value_type(v)
}

/// The integer value of a constant operand.
fn const_int(ctx: &Context, a: Option<Attribute>) -> Option<i64> {
    match a?.kind(ctx) {
        AttrKind::Integer { .. } => a?.as_i64(ctx),
        _ => None,
    }
}

/// Whether `a` is a dense elements attribute whose elements can be read
/// one by one (not a `dense_resource`, not sparse).
fn readable_elements(ctx: &Context, a: Attribute) -> bool {
    matches!(
        a.kind(ctx),
        AttrKind::DenseIntOrFloat { .. } | AttrKind::DenseStringElements { .. }
    )
}

/// An identity cast folds to its operand (`CastOpInterface`'s trait fold).
fn identity_cast(op: OpView<'_>) -> Option<OpFoldResult> {
    let (src, res) = (op.operand(0), op.result(0));
    (ty(op, src) == ty(op, res)).then_some(OpFoldResult::Value(src))
}

/// `tensor.cast`: an identity cast is its operand.
pub fn fold_cast(op: CastOp<'_>, _: Consts<'_>) -> Option<OpFoldResult> {
    identity_cast(op.0)
}

/// `tensor.bitcast`: an identity cast is its operand.
pub fn fold_bitcast(op: BitcastOp<'_>, _: Consts<'_>) -> Option<OpFoldResult> {
    identity_cast(op.0)
}

/// `tensor.dim`: a static size, or the extent a `tensor.generate` was
/// given for a dynamic one.
pub fn fold_dim(op: DimOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    let index = const_int(ctx, *c.get(1)?)?;
    let src = ty(op.0, op.source());
    let rank = if src.has_rank(ctx) {
        src.rank(ctx)?
    } else {
        return None;
    };
    if index < 0 || index as usize >= rank {
        return None;
    }
    let shape = src.shape(ctx)?;
    let i = index as usize;
    if shape[i] != DYNAMIC {
        return Attribute::integer(ctx, Type::index(ctx), shape[i])
            .ok()
            .map(OpFoldResult::Attr);
    }
    let def = op.body.defining_op(op.source())?;
    let generate = GenerateOp::cast(ctx, op.body, def)?;
    let nth = shape[..i].iter().filter(|&&d| d == DYNAMIC).count();
    generate.dynamic_extents().nth(nth).map(OpFoldResult::Value)
}

/// The flat (row-major) position of `indices` in `shape`, when in bounds.
fn flat_index(shape: &[i64], indices: &[i64]) -> Option<u64> {
    if shape.len() != indices.len() {
        return None;
    }
    let mut flat = 0u64;
    for (&d, &i) in shape.iter().zip(indices) {
        if i < 0 || d == DYNAMIC || i >= d {
            return None;
        }
        flat = flat.checked_mul(d as u64)?.checked_add(i as u64)?;
    }
    Some(flat)
}

/// `tensor.extract`: of a splat constant, of a constant at constant
/// indices, of a `tensor.from_elements` at constant indices. (MLIR 22
/// does not fold an extract of a `tensor.insert` at the same indices.)
pub fn fold_extract(op: ExtractOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    let cst = c.first().copied().flatten();
    if let Some(t) = cst
        && readable_elements(ctx, t)
        && t.dense_is_splat(ctx)
    {
        return t.dense_element(ctx, 0).map(OpFoldResult::Attr);
    }
    let indices: Option<Vec<i64>> = c[1..].iter().map(|a| const_int(ctx, *a)).collect();
    if let Some(indices) = indices {
        let t = ty(op.0, op.tensor());
        let shape = t.shape(ctx).unwrap_or(&[]);
        if let Some(def) = op.body.defining_op(op.tensor())
            && let Some(from) = FromElementsOp::cast(ctx, op.body, def)
        {
            let flat = flat_index(shape, &indices)?;
            return from.elements().nth(flat as usize).map(OpFoldResult::Value);
        }
        if let Some(t) = cst
            && readable_elements(ctx, t)
            && let Some(flat) = flat_index(shape, &indices)
        {
            return t.dense_element(ctx, flat).map(OpFoldResult::Attr);
        }
    }
    None
}

/// `tensor.from_elements` of constants is a dense constant.
pub fn fold_from_elements(op: FromElementsOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let elements: Option<Vec<Attribute>> = c.iter().copied().collect();
    let ty = ty(op.0, op.result());
    Attribute::dense_elements(op.ctx, ty, &elements?)
        .ok()
        .map(OpFoldResult::Attr)
}

/// `tensor.insert` of a splat constant's own value into it is that constant.
pub fn fold_insert(op: InsertOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    let (scalar, dest) = (c.first().copied().flatten()?, c.get(1).copied().flatten()?);
    if readable_elements(ctx, dest)
        && dest.dense_is_splat(ctx)
        && dest.dense_element(ctx, 0) == Some(scalar)
    {
        return Some(OpFoldResult::Attr(dest));
    }
    None
}

/// `tensor.rank` of a ranked tensor is a constant.
pub fn fold_rank(op: RankOp<'_>, _: Consts<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    let rank = ty(op.0, op.tensor()).rank(ctx)?;
    Attribute::integer(ctx, Type::index(ctx), rank as i64)
        .ok()
        .map(OpFoldResult::Attr)
}

/// The splat `a` with type `to`, when `a` is a splat and `to` static.
pub(crate) fn reshape_splat(ctx: &Context, a: Option<Attribute>, to: Type) -> Option<Attribute> {
    let a = a?;
    if !readable_elements(ctx, a) || !a.dense_is_splat(ctx) || !to.has_static_shape(ctx) {
        return None;
    }
    Attribute::dense_elements(ctx, to, &[a.dense_element(ctx, 0)?]).ok()
}

/// `tensor.reshape` (MLIR's `ReshapeOp::fold`): a reshape of a reshape
/// reshapes the inner one's source, in place; otherwise
/// [`fold_reshape`].
pub fn fold_reshape_in_place(
    mut op: ir::OpViewMut<'_>,
    c: Consts<'_>,
    results: &mut FoldResults,
) -> FoldOutcome {
    let view = op.view();
    let Some(reshape) = ReshapeOp::cast(view.ctx, view.body, view.op) else {
        return FoldOutcome::Failure;
    };
    let inner = view
        .body
        .defining_op(reshape.source())
        .and_then(|d| ReshapeOp::cast(view.ctx, view.body, d))
        .map(|r| r.source());
    if let Some(source) = inner {
        op.set_operand(0, source);
        return FoldOutcome::Success;
    }
    match fold_reshape(reshape, c) {
        Some(r) => {
            results.push(r);
            FoldOutcome::Success
        }
        None => FoldOutcome::Failure,
    }
}

/// `tensor.reshape`: of a splat constant; to its own type when the rank is
/// at most one, or when its shape is a `tensor.from_elements` of the
/// source's own sizes.
pub fn fold_reshape(op: ReshapeOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    let res = ty(op.0, op.result());
    if let Some(a) = reshape_splat(ctx, c.first().copied().flatten(), res) {
        return Some(OpFoldResult::Attr(a));
    }
    let src = ty(op.0, op.source());
    if src != res || !src.has_rank(ctx) {
        return None;
    }
    let shape = src.shape(ctx)?;
    if shape.len() <= 1 {
        return Some(OpFoldResult::Value(op.source()));
    }
    let def = op.body.defining_op(op.shape())?;
    let from = FromElementsOp::cast(ctx, op.body, def)?;
    for (i, (e, &d)) in from.elements().zip(shape).enumerate() {
        let same = match op.body.defining_op(e) {
            Some(o) => match DimOp::cast(ctx, op.body, o) {
                Some(dim) => {
                    dim.source() == op.source()
                        && constant_index(op.0, dim.index()) == Some(i as i64)
                }
                None => d != DYNAMIC && constant_index(op.0, e) == Some(d),
            },
            None => false,
        };
        if !same {
            return None;
        }
    }
    Some(OpFoldResult::Value(op.source()))
}

/// The value of an `arith.constant` integer.
fn constant_index(op: OpView<'_>, v: Value) -> Option<i64> {
    let def = op.body.defining_op(v)?;
    let c = crate::arith::ConstantOp::cast(op.ctx, op.body, def)?;
    c.value().0.as_i64(op.ctx)
}

/// `tensor.splat` of an integer or float constant into a static shape is
/// a splat constant.
pub fn fold_splat(op: SplatOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    let v = c.first().copied().flatten()?;
    if !matches!(
        v.kind(ctx),
        AttrKind::Integer { .. } | AttrKind::Float { .. }
    ) {
        return None;
    }
    let ty = ty(op.0, op.aggregate());
    if !ty.has_static_shape(ctx) {
        return None;
    }
    Attribute::dense_elements(ctx, ty, &[v])
        .ok()
        .map(OpFoldResult::Attr)
}

/// `tensor.pad` that pads nothing (its result has the source's static
/// type) is its source, unless it is `nofold`.
pub fn fold_pad(op: PadOp<'_>, _: Consts<'_>) -> Option<OpFoldResult> {
    let (src, res) = (ty(op.0, op.source()), ty(op.0, op.result()));
    (res.has_static_shape(op.ctx) && src == res && op.nofold().is_none())
        .then(|| OpFoldResult::Value(op.source()))
}

/// `tensor.dim` is speculatable when its index is a constant and its
/// source ranked (MLIR's `DimOp::getSpeculatability`).
impl ConditionallySpeculatable for DimOp<'_> {
    fn speculatability(&self) -> Speculatability {
        let ranked = ty(self.0, self.source()).has_rank(self.ctx);
        if ranked && constant_index(self.0, self.index()).is_some() {
            Speculatability::Speculatable
        } else {
            Speculatability::NotSpeculatable
        }
    }
}
