//! The cast verifiers of arith, as MLIR 22 words them: the custom type
//! constraints of `index_cast` and `bitcast` (their operand may be a
//! memref), ODS's `SameInputOutputTensorDims` and each cast's
//! `CastOpInterface::areCastCompatible`, reported as `operand type 'X' and
//! result type 'Y' are cast incompatible`.
//!
//! The checks are generic over the op handle so that one function serves
//! every cast of a kind; a trait per check was rejected as ceremony for
//! checks no other dialect shares.

use ir::prelude::*;
use ir::semantics::traits::constraints::*;
use ir::{TypeKind, Value};

fn value_type(v: OpView<'_>, x: Value) -> Type {
    v.body.value_type(x)
}

/// The shape `SameInputOutputTensorDims` compares: a ranked tensor's, else
/// none.
fn tensor_dims(ctx: &Context, t: Type) -> &[i64] {
    match t.kind(ctx) {
        TypeKind::RankedTensor { shape, .. } => shape,
        _ => &[],
    }
}

/// ODS's `SameInputOutputTensorDims`: tensor operand and result have
/// equal dimensions (dynamic ones included).
pub fn same_tensor_dims<'a, H: OpType<'a>>(op: H) -> Result<(), Diagnostic> {
    let v = op.view();
    let ctx = v.ctx;
    let (i, o) = (value_type(v, v.operand(0)), value_type(v, v.result(0)));
    if tensor_dims(ctx, i) != tensor_dims(ctx, o) {
        return Err(v.emit_op_error(
            "failed to verify that input and output have the same tensor dimensions",
        ));
    }
    Ok(())
}

/// The error of `CastOpInterface` (every operand type, then the result's).
fn incompatible(v: OpView<'_>) -> Diagnostic {
    let ctx = v.ctx;
    let ins: Vec<String> = v
        .body
        .operands(v.op)
        .map(|x| format!("'{}'", value_type(v, x).display(ctx)))
        .collect();
    let noun = if ins.len() == 1 {
        "operand type"
    } else {
        "operand types"
    };
    v.emit_op_error(format!(
        "{noun} {} and result type '{}' are cast incompatible",
        ins.join(", "),
        value_type(v, v.result(0)).display(ctx)
    ))
}

/// The element type of a scalar, vector or tensor (`None` for a memref or
/// another shaped type, which `getTypeIfLike` refuses).
fn like(ctx: &Context, t: Type) -> Option<Type> {
    match t.kind(ctx) {
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor(_) => {
            Some(t.element_type_or_self(ctx))
        }
        TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. } => None,
        _ => Some(t),
    }
}

/// The element type of a scalar, vector, tensor or memref.
fn like_or_memref(ctx: &Context, t: Type) -> Type {
    t.element_type_or_self(ctx)
}

fn int_width(ctx: &Context, t: Type) -> Option<u32> {
    match t.kind(ctx) {
        TypeKind::Integer { width, .. } => Some(*width),
        _ => None,
    }
}

fn float_width(ctx: &Context, t: Type) -> Option<u32> {
    match t.kind(ctx) {
        TypeKind::Float(k) => Some(k.width()),
        _ => None,
    }
}

/// Checks `pred` on the element widths of the first operand and the
/// result (`checkWidthChangeCast`).
fn width_change<'a, H: OpType<'a>>(
    op: H,
    width: fn(&Context, Type) -> Option<u32>,
    pred: fn(u32, u32) -> bool,
) -> Result<(), Diagnostic> {
    let v = op.view();
    let ctx = v.ctx;
    let src = like(ctx, value_type(v, v.operand(0))).and_then(|t| width(ctx, t));
    let dst = like(ctx, value_type(v, v.result(0))).and_then(|t| width(ctx, t));
    match (src, dst) {
        (Some(s), Some(d)) if pred(d, s) => Ok(()),
        _ => Err(incompatible(v)),
    }
}

/// `extsi`/`extui`: a wider integer.
pub fn wider_int<'a, H: OpType<'a>>(op: H) -> Result<(), Diagnostic> {
    width_change(op, int_width, |d, s| d > s)
}

/// `trunci`: a narrower integer.
pub fn narrower_int<'a, H: OpType<'a>>(op: H) -> Result<(), Diagnostic> {
    width_change(op, int_width, |d, s| d < s)
}

/// `extf`: a wider float.
pub fn wider_float<'a, H: OpType<'a>>(op: H) -> Result<(), Diagnostic> {
    width_change(op, float_width, |d, s| d > s)
}

/// `truncf`: a narrower float.
pub fn narrower_float<'a, H: OpType<'a>>(op: H) -> Result<(), Diagnostic> {
    width_change(op, float_width, |d, s| d < s)
}

/// `scaling_extf`: the input (not the scale) widens.
pub fn scaling_wider<'a, H: OpType<'a>>(op: H) -> Result<(), Diagnostic> {
    wider_float(op)
}

/// `scaling_truncf`: the input (not the scale) narrows.
pub fn scaling_narrower<'a, H: OpType<'a>>(op: H) -> Result<(), Diagnostic> {
    narrower_float(op)
}

fn kinds<'a, H: OpType<'a>>(
    op: H,
    src_ok: fn(&Context, Type) -> bool,
    dst_ok: fn(&Context, Type) -> bool,
) -> Result<(), Diagnostic> {
    let v = op.view();
    let ctx = v.ctx;
    let src = like(ctx, value_type(v, v.operand(0)));
    let dst = like(ctx, value_type(v, v.result(0)));
    match (src, dst) {
        (Some(s), Some(d)) if src_ok(ctx, s) && dst_ok(ctx, d) => Ok(()),
        _ => Err(incompatible(v)),
    }
}

fn is_int(ctx: &Context, t: Type) -> bool {
    int_width(ctx, t).is_some()
}

fn is_float(ctx: &Context, t: Type) -> bool {
    float_width(ctx, t).is_some()
}

/// `sitofp`/`uitofp`: integer to float.
pub fn int_to_float<'a, H: OpType<'a>>(op: H) -> Result<(), Diagnostic> {
    kinds(op, is_int, is_float)
}

/// `fptosi`/`fptoui`: float to integer.
pub fn float_to_int<'a, H: OpType<'a>>(op: H) -> Result<(), Diagnostic> {
    kinds(op, is_float, is_int)
}

/// `index_cast`/`index_castui`: between `index` and a signless integer.
pub fn index_compatible<'a, H: OpType<'a>>(op: H) -> Result<(), Diagnostic> {
    let v = op.view();
    let ctx = v.ctx;
    let src = like_or_memref(ctx, value_type(v, v.operand(0)));
    let dst = like_or_memref(ctx, value_type(v, v.result(0)));
    if (src.is_index(ctx) && dst.is_signless_integer(ctx))
        || (src.is_signless_integer(ctx) && dst.is_index(ctx))
    {
        Ok(())
    } else {
        Err(incompatible(v))
    }
}

/// `bitcast`: integers or floats of one width.
pub fn same_width<'a, H: OpType<'a>>(op: H) -> Result<(), Diagnostic> {
    let v = op.view();
    let ctx = v.ctx;
    let width = |t: Type| {
        let e = like_or_memref(ctx, t);
        int_width(ctx, e).or_else(|| float_width(ctx, e))
    };
    match (
        width(value_type(v, v.operand(0))),
        width(value_type(v, v.result(0))),
    ) {
        (Some(s), Some(d)) if s == d => Ok(()),
        _ => Err(incompatible(v)),
    }
}

fn memref_of(ctx: &Context, t: Type, elem: fn(&Context, Type) -> bool) -> bool {
    matches!(t.kind(ctx), TypeKind::MemRef { element, .. } | TypeKind::UnrankedMemRef { element, .. }
        if elem(ctx, *element))
}

fn index_castable(ctx: &Context, t: Type) -> bool {
    is_signless_integer_like(ctx, t) || memref_of(ctx, t, is_signless_int_or_index)
}

fn bitcastable(ctx: &Context, t: Type) -> bool {
    let scalar = |c: &Context, t: Type| t.is_signless_integer(c) || t.is_float(c);
    let like = match t.kind(ctx) {
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor(_) => {
            scalar(ctx, t.element_type_or_self(ctx))
        }
        _ => scalar(ctx, t),
    };
    like || memref_of(ctx, t, scalar)
}

/// `index_cast`'s type constraints (ODS `IndexCastTypeConstraint`), then
/// `SameInputOutputTensorDims`.
pub fn index_cast_invariants<'a, H: OpType<'a>>(op: H) -> Result<(), Diagnostic> {
    let v = op.view();
    let d = "signless-integer-like or memref of signless-integer";
    operands_must_be(v, 0..1, index_castable, d)?;
    results_must_be(v, 0..1, index_castable, d)?;
    same_tensor_dims(op)
}

/// `bitcast`'s type constraints (ODS `BitcastTypeConstraint`), then
/// `SameInputOutputTensorDims`.
pub fn bitcast_invariants<'a, H: OpType<'a>>(op: H) -> Result<(), Diagnostic> {
    let v = op.view();
    let d = "signless-integer-or-float-like or memref of signless-integer or float";
    operands_must_be(v, 0..1, bitcastable, d)?;
    results_must_be(v, 0..1, bitcastable, d)?;
    same_tensor_dims(op)
}
