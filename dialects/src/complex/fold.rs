//! Complex folders and verifiers, following `ComplexOps.cpp` of MLIR 22.
//!
//! Upstream's folds are algebraic (`re(create(a, b)) = a`,
//! `neg(neg(x)) = x`, `x + 0 = x`, `x * 1 = x`, ...) plus the parts of a
//! constant: no complex arithmetic on constants is folded there, so none
//! is here. Where upstream casts a constant's parts to `FloatAttr`
//! unchecked, these folders check and decline instead.

use super::attrs::complex_element;
use super::ops::*;
use ir::prelude::*;
use ir::uniqued::apfloat;
use ir::{AttrKind, TypeKind};

type Consts<'c> = &'c [Option<Attribute>];

fn value(v: Value) -> Option<OpFoldResult> {
    Some(OpFoldResult::Value(v))
}

/// The op of type `H` defining `v`, if any.
fn def<'a, H: OpType<'a>>(view: OpView<'a>, v: Value) -> Option<H> {
    let op = view.body.defining_op(v)?;
    H::from_view(OpView::new(view.ctx, view.body, op))
}

/// A `[re, im]` array attribute's parts.
fn parts(ctx: &Context, a: Attribute) -> Option<(Attribute, Attribute)> {
    match a.as_array(ctx)? {
        [re, im] => Some((*re, *im)),
        _ => None,
    }
}

/// The float parts of the `complex.constant` defining `v`, as host values.
fn constant_parts(view: OpView<'_>, v: Value) -> Option<(f64, f64)> {
    let c: ConstantOp<'_> = def(view, v)?;
    let (re, im) = parts(view.ctx, c.try_value()?.0)?;
    Some((float_value(view.ctx, re)?, float_value(view.ctx, im)?))
}

fn float_value(ctx: &Context, a: Attribute) -> Option<f64> {
    match a.kind(ctx) {
        AttrKind::Float { ty, bits } => match ty.kind(ctx) {
            TypeKind::Float(k) => apfloat::to_f64(*k, *bits),
            _ => None,
        },
        _ => None,
    }
}

/// Whether `value` can be the value of a `complex.constant` of type `ty`
/// (MLIR's `ConstantOp::isBuildableWith`): two float, or two integer,
/// attributes of its element type.
pub fn is_buildable_with(ctx: &Context, value: Attribute, ty: Type) -> bool {
    let (Some(elem), Some((re, im))) = (complex_element(ctx, ty), parts(ctx, value)) else {
        return false;
    };
    match (re.kind(ctx), im.kind(ctx)) {
        (AttrKind::Float { ty: a, .. }, AttrKind::Float { ty: b, .. })
        | (AttrKind::Integer { ty: a, .. }, AttrKind::Integer { ty: b, .. }) => {
            *a == elem && *b == elem
        }
        _ => false,
    }
}

/// `complex.constant`: two parts, floats or integers, of the element type.
pub fn verify_constant(op: ConstantOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let Some((re, im)) = op.try_value().and_then(|v| parts(ctx, v.0)) else {
        return Err(op.emit_op_error(
            "requires 'value' to be a complex constant, represented as array of two values",
        ));
    };
    let number = |a: Attribute| {
        matches!(
            a.kind(ctx),
            AttrKind::Float { .. } | AttrKind::Integer { .. }
        )
    };
    if !number(re) || !number(im) {
        return Err(
            op.emit_op_error("requires attribute's elements to be float or integer attributes")
        );
    }
    let ty = op.body.value_type(op.complex());
    let elem = complex_element(ctx, ty);
    let (rt, it) = (re.typed_value_type(ctx), im.typed_value_type(ctx));
    if elem != rt || elem != it {
        // Types streamed into a diagnostic are quoted, as MLIR's `Diagnostic`
        // quotes them.
        let show = |t: Option<Type>| {
            t.map(|t| format!("'{}'", t.display(ctx)))
                .unwrap_or_default()
        };
        return Err(op.emit_op_error(format!(
            "requires attribute's element types ({}, {}) to match the element type of the op's return type ({})",
            show(rt),
            show(it),
            show(elem)
        )));
    }
    Ok(())
}

/// `complex.constant` folds to its `[re, im]` array.
pub fn fold_constant(op: ConstantOp<'_>, _: Consts<'_>) -> Option<OpFoldResult> {
    op.try_value().map(|v| OpFoldResult::Attr(v.0))
}

/// `create(re(x), im(x)) = x`.
pub fn fold_create(op: CreateOp<'_>, _: Consts<'_>) -> Option<OpFoldResult> {
    let re: ReOp<'_> = def(op.0, op.real())?;
    let im: ImOp<'_> = def(op.0, op.imaginary())?;
    (re.complex() == im.complex()).then(|| OpFoldResult::Value(re.complex()))
}

/// `re` of a constant is its first part, of `create(a, b)` it is `a`.
pub fn fold_re(op: ReOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if let Some((re, _)) = c[0].and_then(|a| parts(op.ctx, a)) {
        return Some(OpFoldResult::Attr(re));
    }
    let create: CreateOp<'_> = def(op.0, op.complex())?;
    value(create.real())
}

/// `im` of a constant is its second part, of `create(a, b)` it is `b`.
pub fn fold_im(op: ImOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if let Some((_, im)) = c[0].and_then(|a| parts(op.ctx, a)) {
        return Some(OpFoldResult::Attr(im));
    }
    let create: CreateOp<'_> = def(op.0, op.complex())?;
    value(create.imaginary())
}

/// Whether `v` is a `complex.constant` `[0.0, 0.0]` (either sign).
fn is_zero_constant(view: OpView<'_>, v: Value) -> bool {
    constant_parts(view, v) == Some((0.0, 0.0))
}

/// Whether `v` is a `complex.constant` `[1.0, 0.0]` (either zero sign).
fn is_one(re_im: Option<(f64, f64)>) -> bool {
    re_im == Some((1.0, 0.0))
}

/// `sub(a, b) + b = a`, `b + sub(a, b) = a`, `a + [0, 0] = a`.
pub fn fold_add(op: AddOp<'_>, _: Consts<'_>) -> Option<OpFoldResult> {
    if let Some(sub) = def::<SubOp<'_>>(op.0, op.lhs())
        && op.rhs() == sub.rhs()
    {
        return value(sub.lhs());
    }
    if let Some(sub) = def::<SubOp<'_>>(op.0, op.rhs())
        && op.lhs() == sub.rhs()
    {
        return value(sub.lhs());
    }
    is_zero_constant(op.0, op.rhs()).then(|| OpFoldResult::Value(op.lhs()))
}

/// `add(a, b) - b = a`, `a - [0, 0] = a`.
pub fn fold_sub(op: SubOp<'_>, _: Consts<'_>) -> Option<OpFoldResult> {
    if let Some(add) = def::<AddOp<'_>>(op.0, op.lhs())
        && op.rhs() == add.rhs()
    {
        return value(add.lhs());
    }
    is_zero_constant(op.0, op.rhs()).then(|| OpFoldResult::Value(op.lhs()))
}

/// `a * [1, 0] = a` (the constant seen through its defining op).
pub fn fold_mul(op: MulOp<'_>, _: Consts<'_>) -> Option<OpFoldResult> {
    is_one(constant_parts(op.0, op.rhs())).then(|| OpFoldResult::Value(op.lhs()))
}

/// `a / [1, 0] = a` (the constant seen through the fold's operands).
pub fn fold_div(op: DivOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let (re, im) = parts(op.ctx, c[1]?)?;
    let re_im = float_value(op.ctx, re).zip(float_value(op.ctx, im));
    is_one(re_im).then(|| OpFoldResult::Value(op.lhs()))
}

/// `neg(neg(a)) = a`.
pub fn fold_neg(op: NegOp<'_>, _: Consts<'_>) -> Option<OpFoldResult> {
    let inner: NegOp<'_> = def(op.0, op.complex())?;
    value(inner.complex())
}

/// `conj(conj(a)) = a`.
pub fn fold_conj(op: ConjOp<'_>, _: Consts<'_>) -> Option<OpFoldResult> {
    let inner: ConjOp<'_> = def(op.0, op.complex())?;
    value(inner.complex())
}

/// `log(exp(a)) = a`.
pub fn fold_log(op: LogOp<'_>, _: Consts<'_>) -> Option<OpFoldResult> {
    let inner: ExpOp<'_> = def(op.0, op.complex())?;
    value(inner.complex())
}

/// `exp(log(a)) = a`.
pub fn fold_exp(op: ExpOp<'_>, _: Consts<'_>) -> Option<OpFoldResult> {
    let inner: LogOp<'_> = def(op.0, op.complex())?;
    value(inner.complex())
}

/// A bitcast to the operand's own type is the operand.
pub fn fold_bitcast(op: BitcastOp<'_>, _: Consts<'_>) -> Option<OpFoldResult> {
    let body = op.body;
    (body.value_type(op.operand()) == body.value_type(op.result()))
        .then(|| OpFoldResult::Value(op.operand()))
}

fn int_or_float(ctx: &Context, t: Type) -> bool {
    t.is_integer(ctx) || t.is_float(ctx)
}

/// `complex.bitcast`: between a complex type and an integer or float of
/// twice its element's width.
pub fn verify_bitcast(op: BitcastOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let mut from = op.body.value_type(op.operand());
    let mut to = op.body.value_type(op.result());
    if from == to {
        return Ok(());
    }
    let is_complex = |t: Type| complex_element(ctx, t).is_some();
    if !int_or_float(ctx, from) && !is_complex(from) {
        return Err(op.emit_op_error("operand must be int/float/complex"));
    }
    if !int_or_float(ctx, to) && !is_complex(to) {
        return Err(op.emit_op_error("result must be int/float/complex"));
    }
    if is_complex(from) == is_complex(to) {
        return Err(op.emit_op_error("requires that either input or output has a complex type"));
    }
    if is_complex(to) {
        core::mem::swap(&mut from, &mut to);
    }
    let width = complex_element(ctx, from)
        .and_then(|e| e.int_or_float_width(ctx))
        .map(|w| w * 2);
    if width != to.int_or_float_width(ctx) {
        return Err(op.emit_op_error("casting bitwidths do not match"));
    }
    Ok(())
}
