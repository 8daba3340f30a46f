//! Cast folders of arith (MLIR's `constFoldCastOp` uses in `ArithOps.cpp`):
//! integer extension and truncation, float extension and truncation when
//! no information is lost, int/float conversions (rounded to nearest-even;
//! out-of-range float-to-int does not fold), `index_cast(ui)` and
//! `bitcast`, each elementwise over scalars, splats and dense constants.
//!
//! The folds that rewire their op in place (`extui(extui x)` extending
//! `x`, `trunci(extsi x)` truncating `x`, `truncf(extf x)`) are
//! `fold_mut` hooks, as MLIR's folds that return their own result.

use super::casts::*;
use super::const_fold::{self as cf, Float, float_kind};
use super::fold::result_type;
use ir::prelude::*;
use ir::semantics::fold::FoldResults;
use ir::semantics::op::OpViewMut;
use ir::uniqued::apfloat::{self, Category, FloatSemantics, NonFinite};
use ir::{APInt, AttrKind, TypeKind};

type Consts<'c> = &'c [Option<Attribute>];

/// The width of the result's integer (or `index`) element type.
fn int_width(v: OpView<'_>) -> Option<u32> {
    match result_type(v).element_type_or_self(v.ctx).kind(v.ctx) {
        TypeKind::Integer { width, .. } => Some(*width),
        TypeKind::Index => Some(64),
        _ => None,
    }
}

fn int_cast(
    v: OpView<'_>,
    c: Consts<'_>,
    f: impl Fn(&APInt, u32) -> Option<APInt>,
) -> Option<OpFoldResult> {
    let w = int_width(v)?;
    cf::unary(v.ctx, c, result_type(v), |a: &APInt| f(a, w)).map(OpFoldResult::Attr)
}

/// `extsi`: `extsi(extsi(x))` extends `x` in place, constants.
pub fn fold_extsi(op: OpViewMut<'_>, c: Consts<'_>, results: &mut FoldResults) -> FoldOutcome {
    ext_in_place(op, c, results, |a, w| a.sext(w))
}

/// `extui`: `extui(extui(x))` extends `x` in place, constants.
pub fn fold_extui(op: OpViewMut<'_>, c: Consts<'_>, results: &mut FoldResults) -> FoldOutcome {
    ext_in_place(op, c, results, |a, w| a.zext(w))
}

/// Pushes the fold `r`, when there is one.
fn push(results: &mut FoldResults, r: Option<OpFoldResult>) -> FoldOutcome {
    match r {
        Some(r) => {
            results.push(r);
            FoldOutcome::Success
        }
        None => FoldOutcome::Failure,
    }
}

/// The input of `v`'s defining op when it is the op `op` is (an
/// extension of an extension, a truncation of a truncation).
fn same_op_input(op: &OpViewMut<'_>, v: Value) -> Option<Value> {
    let d = op.body.defining_op(v)?;
    (op.body.op_name(d) == op.body.op_name(op.op)).then(|| op.body.operand(d, 0))
}

/// MLIR's `ExtUIOp::fold` / `ExtSIOp::fold`: an extension of the same
/// extension reads its source instead (in place), else constants fold.
fn ext_in_place(
    mut op: OpViewMut<'_>,
    c: Consts<'_>,
    results: &mut FoldResults,
    f: fn(&APInt, u32) -> APInt,
) -> FoldOutcome {
    let input = op.body.operand(op.op, 0);
    if let Some(src) = same_op_input(&op, input) {
        op.set_operand(0, src);
        return FoldOutcome::Success;
    }
    let r = int_cast(op.view(), c, |a, w| (w > a.width()).then(|| f(a, w)));
    push(results, r)
}

/// `trunci` (MLIR's `TruncIOp::fold`): of an extension, the extension's
/// source when it has the result type, or truncated in place when wider;
/// of a truncation, its source truncated in place; constants.
pub fn fold_trunci(mut op: OpViewMut<'_>, c: Consts<'_>, results: &mut FoldResults) -> FoldOutcome {
    let (ctx, input) = (op.ctx, op.body.operand(op.op, 0));
    let elem = |op: &OpViewMut<'_>, v: Value| op.body.value_type(v).element_type_or_self(ctx);
    if let Some(d) = op.body.defining_op(input) {
        let view = OpView::new(ctx, op.body, d);
        let src = ExtSIOp::from_view(view)
            .map(|e| e.r#in())
            .or_else(|| ExtUIOp::from_view(view).map(|e| e.r#in()));
        if let Some(src) = src {
            let (s, r) = (elem(&op, src), elem(&op, op.body.result(op.op, 0)));
            let width = |t: Type| t.int_or_float_width(ctx).unwrap_or(0);
            if width(s) > width(r) {
                op.set_operand(0, src);
                return FoldOutcome::Success;
            }
            if s == r {
                return push(results, Some(OpFoldResult::Value(src)));
            }
        }
    }
    if let Some(src) = same_op_input(&op, input) {
        op.set_operand(0, src);
        return FoldOutcome::Success;
    }
    let r = int_cast(op.view(), c, |a, w| (w < a.width()).then(|| a.trunc(w)));
    push(results, r)
}

/// `index_cast` of a constant (sign-extends or truncates), and
/// `index_cast(index_cast(x : A) : B) : A = x` when `B` is as wide as `A`.
pub fn fold_index_cast(op: IndexCastOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    index_cast(op, c, |a, w| a.sext_or_trunc(w))
}

/// `index_castui` of a constant (zero-extends or truncates), and the
/// lossless round trip.
pub fn fold_index_castui(op: IndexCastUIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    index_cast(op, c, |a, w| a.zext_or_trunc(w))
}

fn index_cast<'a, H: OpType<'a>>(
    op: H,
    c: Consts<'_>,
    f: fn(&APInt, u32) -> APInt,
) -> Option<OpFoldResult> {
    let v = op.view();
    if let Some(r) = int_cast(v, c, |a, w| Some(f(a, w))) {
        return Some(r);
    }
    let inner = H::from_view(OpView::new(
        v.ctx,
        v.body,
        v.body.defining_op(v.operand(0))?,
    ))?;
    round_trip(v, inner.view(), inner.view().operand(0))
}

/// `x` for `cast(cast(x : A) : B) : A` when `B` is at least as wide as
/// `A` (`index` counting as 64 bits).
fn round_trip(outer: OpView<'_>, inner: OpView<'_>, x: Value) -> Option<OpFoldResult> {
    let ctx = outer.ctx;
    let xt = outer.body.value_type(x);
    if xt != result_type(outer) {
        return None;
    }
    let width = |t: Type| match t.element_type_or_self(ctx).kind(ctx) {
        TypeKind::Integer { width, .. } => *width,
        _ => 64,
    };
    (width(result_type(inner)) >= width(xt)).then_some(OpFoldResult::Value(x))
}

/// The result's float kind.
fn result_float(v: OpView<'_>) -> Option<ir::FloatKind> {
    float_kind(v.ctx, result_type(v))
}

/// `sitofp`/`uitofp`: the integer rounded to nearest-even.
fn int_to_float(v: OpView<'_>, c: Consts<'_>, signed: bool) -> Option<OpFoldResult> {
    let kind = result_float(v)?;
    cf::unary(v.ctx, c, result_type(v), |a: &APInt| {
        Some(Float {
            kind,
            bits: apfloat::from_int(kind, a, signed).0,
        })
    })
    .map(OpFoldResult::Attr)
}

/// `uitofp` of a constant.
pub fn fold_uitofp(op: UIToFPOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    int_to_float(op.0, c, false)
}

/// `sitofp` of a constant.
pub fn fold_sitofp(op: SIToFPOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    int_to_float(op.0, c, true)
}

/// `fptosi`/`fptoui`: rounded toward zero; NaN, infinities and values out
/// of range do not fold.
fn float_to_int(v: OpView<'_>, c: Consts<'_>, signed: bool) -> Option<OpFoldResult> {
    let w = int_width(v)?;
    cf::unary(v.ctx, c, result_type(v), |a: &Float| {
        apfloat::to_int(a.kind, a.bits, w, signed).map(|(i, _)| i)
    })
    .map(OpFoldResult::Attr)
}

/// `fptoui` of a constant.
pub fn fold_fptoui(op: FPToUIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    float_to_int(op.0, c, false)
}

/// `fptosi` of a constant.
pub fn fold_fptosi(op: FPToSIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    float_to_int(op.0, c, true)
}

/// MLIR's `convertFloatValue`: `a` in format `to` when nothing is lost;
/// an infinity or NaN the format cannot hold does not convert.
fn convert_exact(a: Float, to: ir::FloatKind) -> Option<Float> {
    let s = FloatSemantics::of(to);
    match apfloat::category(a.kind, a.bits) {
        Category::Infinity if s.non_finite != NonFinite::Ieee => return None,
        Category::NaN if s.non_finite == NonFinite::FiniteOnly => return None,
        _ => {}
    }
    let (bits, st) = apfloat::convert(a.kind, a.bits, to);
    (st.is_exact() && !st.overflow && !st.underflow).then_some(Float { kind: to, bits })
}

fn float_cast(v: OpView<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let to = result_float(v)?;
    cf::unary(v.ctx, c, result_type(v), |a: &Float| convert_exact(*a, to)).map(OpFoldResult::Attr)
}

/// `extf`: `extf(truncf x) = x` when both have `contract`, constants.
pub fn fold_extf(op: ExtFOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    let contract = |f: Option<super::attrs::FastMathFlagsAttr>| {
        f.is_some_and(|f| f.value(ctx).contains(super::attrs::FastMathFlags::Contract))
    };
    if let Some(t) = op
        .body
        .defining_op(op.r#in())
        .and_then(|d| TruncFOp::cast(ctx, op.body, d))
        && op.body.value_type(t.r#in()) == result_type(op.0)
        && contract(t.fastmath())
        && contract(op.fastmath())
    {
        return Some(OpFoldResult::Value(t.r#in()));
    }
    float_cast(op.0, c)
}

/// `truncf`: `truncf(extf x) = x` when the types allow, constants that
/// convert exactly.
pub fn fold_truncf(mut op: OpViewMut<'_>, c: Consts<'_>, results: &mut FoldResults) -> FoldOutcome {
    let (ctx, input) = (op.ctx, op.body.operand(op.op, 0));
    let ext = op.body.defining_op(input).and_then(|d| {
        let e = ExtFOp::from_view(OpView::new(ctx, op.body, d))?;
        Some((e.r#in(), result_type(e.0)))
    });
    if let Some((src_value, mid)) = ext {
        let src = op.body.value_type(src_value);
        let res = result_type(op.view());
        let (s, m, r) = (
            float_kind(ctx, src),
            float_kind(ctx, mid),
            float_kind(ctx, res),
        );
        if let (Some(s), Some(m), Some(r)) = (s, m, r)
            && representable_by(s, m)
        {
            if s.width() > r.width() {
                op.set_operand(0, src_value);
                return FoldOutcome::Success;
            }
            if s == r {
                return push(results, Some(OpFoldResult::Value(src_value)));
            }
        }
    }
    push(results, float_cast(op.view(), c))
}

/// LLVM's `APFloatBase::isRepresentableBy`: every value of `a` is one of
/// `b`.
fn representable_by(a: ir::FloatKind, b: ir::FloatKind) -> bool {
    let (x, y) = (FloatSemantics::of(a), FloatSemantics::of(b));
    x.max_exp <= y.max_exp && x.min_exp >= y.min_exp && x.precision <= y.precision
}

/// `bitcast`: the same bits as the other type, elementwise.
///
/// A bitcast to its own type is its input (the fold of MLIR's
/// `CastOpInterface` trait, `foldCastInterfaceOp`).
pub fn fold_bitcast(op: BitcastOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    if c[0].is_none() && op.body.value_type(op.r#in()) == result_type(op.0) {
        return Some(OpFoldResult::Value(op.r#in()));
    }
    let a = c[0]?;
    let ty = result_type(op.0);
    let elem = ty.element_type_or_self(ctx);
    let is_float = float_kind(ctx, elem).is_some();
    // Poison stays poison, for a scalar only (MLIR gives up on any other
    // shaped result before it looks).
    if crate::ub::is_poison(ctx, Some(a)) {
        return (elem == ty).then_some(OpFoldResult::Attr(a));
    }
    let bits_of = |a: Attribute| -> Option<APInt> {
        match a.kind(ctx) {
            AttrKind::Integer { value, .. } => Some(value.clone()),
            AttrKind::Float { ty, bits } => {
                Some(APInt::from_u128(ty.int_or_float_width(ctx)?, *bits))
            }
            _ => None,
        }
    };
    if let Some(bits) = bits_of(a) {
        return if is_float {
            Attribute::float_bits(ctx, ty, bits.to_u128()?)
        } else {
            Attribute::integer_apint(ctx, ty, bits)
        }
        .ok()
        .map(OpFoldResult::Attr);
    }
    if !matches!(a.kind(ctx), AttrKind::DenseIntOrFloat { .. }) {
        return None;
    }
    let n = if a.dense_is_splat(ctx) {
        1
    } else {
        a.dense_num_elements(ctx)?
    };
    let mut parts = Vec::with_capacity(usize::try_from(n).ok()?);
    for i in 0..n {
        let raw = match a.dense_int_at(ctx, i) {
            Some(v) => v,
            None => APInt::from_u128(
                ty.element_type_or_self(ctx).int_or_float_width(ctx)?,
                a.dense_float_bits_at(ctx, i)?,
            ),
        };
        parts.push(raw);
    }
    Attribute::dense_bits(ctx, ty, &parts)
        .ok()
        .map(OpFoldResult::Attr)
}
