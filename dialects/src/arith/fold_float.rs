//! Float arith folders, following `ArithOps.cpp` of MLIR 22: correctly
//! rounded arithmetic in every float format through `ir`'s soft float
//! (`apfloat`, LLVM's `APFloat` semantics), elementwise over scalars,
//! splats and dense constants.
//!
//! Host `f64` arithmetic was the earlier choice and was rejected: it covers
//! two of the eighteen formats and double-rounds when narrowed.

use super::attrs::*;
use super::const_fold::{self as cf, Float, splat_float};
use super::float_ops::*;
use super::fold::result_type;
use ir::prelude::*;
use ir::uniqued::apfloat::{self, Category};
use std::cmp::Ordering;

type Consts<'c> = &'c [Option<Attribute>];

fn value(x: Value) -> Option<OpFoldResult> {
    Some(OpFoldResult::Value(x))
}

/// `f` over the two float constants, elementwise, typed like the result.
fn floats(v: OpView<'_>, c: Consts<'_>, f: impl Fn(Float, Float) -> u128) -> Option<OpFoldResult> {
    cf::binary(v.ctx, c, result_type(v), |a: &Float, b: &Float| {
        Some(Float {
            kind: a.kind,
            bits: f(*a, *b),
        })
    })
    .map(OpFoldResult::Attr)
}

fn category(x: Float) -> Category {
    apfloat::category(x.kind, x.bits)
}

fn is_negative(x: Float) -> bool {
    apfloat::decode(x.kind, x.bits).negative
}

/// Whether the constant is the float `want` (scalar or splat; zeros by
/// sign).
fn is_exactly(ctx: &Context, a: Option<Attribute>, want: f64) -> bool {
    splat_float(ctx, a).is_some_and(|x| {
        apfloat::to_f64(x.kind, x.bits)
            .is_some_and(|v| v == want && v.is_sign_negative() == want.is_sign_negative())
    })
}

/// `addf`: `x + -0.0 = x`, constants.
pub fn fold_addf(op: AddFOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_exactly(op.ctx, c[1], -0.0) {
        return value(op.lhs());
    }
    floats(op.0, c, |a, b| apfloat::add(a.kind, a.bits, b.bits).0)
}

/// `subf`: `x - 0.0 = x`, constants.
pub fn fold_subf(op: SubFOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_exactly(op.ctx, c[1], 0.0) {
        return value(op.lhs());
    }
    floats(op.0, c, |a, b| apfloat::sub(a.kind, a.bits, b.bits).0)
}

/// `mulf`: `x * 1.0 = x`, `x * 0 = 0` with `nnan` and `nsz`, constants.
pub fn fold_mulf(op: MulFOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    if is_exactly(ctx, c[1], 1.0) {
        return value(op.lhs());
    }
    let fm = op.fastmath().value(ctx);
    if fm.contains(FastMathFlags::Nnan | FastMathFlags::Nsz)
        && splat_float(ctx, c[1]).is_some_and(|x| category(x) == Category::Zero)
    {
        return value(op.rhs());
    }
    floats(op.0, c, |a, b| apfloat::mul(a.kind, a.bits, b.bits).0)
}

/// `divf`: `x / 1.0 = x`, constants.
pub fn fold_divf(op: DivFOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if is_exactly(op.ctx, c[1], 1.0) {
        return value(op.lhs());
    }
    floats(op.0, c, |a, b| apfloat::div(a.kind, a.bits, b.bits).0)
}

/// `remf`: constants (C's `fmod`).
pub fn fold_remf(op: RemFOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    floats(op.0, c, |a, b| apfloat::rem(a.kind, a.bits, b.bits))
}

/// LLVM's `maximum` (`max == true`) or `minimum`: NaN wins, `-0 < +0`.
fn maximum_or_minimum(a: Float, b: Float, max: bool) -> u128 {
    for x in [a, b] {
        if category(x) == Category::NaN {
            return apfloat::make_quiet(x.kind, x.bits);
        }
    }
    signed_zeros(a, b, max).unwrap_or_else(|| pick(a, b, max))
}

/// `a` or `b`, the larger (`max`) or the smaller, `a` when equal.
fn pick(a: Float, b: Float, max: bool) -> u128 {
    let want = if max {
        Ordering::Less
    } else {
        Ordering::Greater
    };
    if apfloat::compare(a.kind, a.bits, b.bits) == Some(want) {
        b.bits
    } else {
        a.bits
    }
}

/// LLVM's `maxnum` (`max == true`) or `minnum`: a NaN loses to a number,
/// and (since LLVM 22) `-0 < +0`.
fn maxnum_or_minnum(a: Float, b: Float, max: bool) -> u128 {
    match (category(a) == Category::NaN, category(b) == Category::NaN) {
        (true, true) => apfloat::make_quiet(b.kind, b.bits),
        (true, false) => b.bits,
        (false, true) => a.bits,
        (false, false) => signed_zeros(a, b, max).unwrap_or_else(|| pick(a, b, max)),
    }
}

/// The larger (`max`) or smaller of two zeros of different signs.
fn signed_zeros(a: Float, b: Float, max: bool) -> Option<u128> {
    let zeros = category(a) == Category::Zero && category(b) == Category::Zero;
    (zeros && is_negative(a) != is_negative(b)).then(|| {
        if is_negative(a) == max {
            b.bits
        } else {
            a.bits
        }
    })
}

/// A float min/max fold: `op(x, x) = x`, `x` when the right constant is
/// the `neutral` one, constants by `f`.
fn min_max(
    v: OpView<'_>,
    c: Consts<'_>,
    neutral: impl Fn(Float) -> bool,
    f: impl Fn(Float, Float) -> u128,
) -> Option<OpFoldResult> {
    let (lhs, rhs) = (v.operand(0), v.operand(1));
    if lhs == rhs {
        return value(rhs);
    }
    if splat_float(v.ctx, c[1]).is_some_and(neutral) {
        return value(lhs);
    }
    floats(v, c, f)
}

fn is_inf(x: Float, negative: bool) -> bool {
    category(x) == Category::Infinity && is_negative(x) == negative
}

fn is_nan(x: Float) -> bool {
    category(x) == Category::NaN
}

/// `maximumf`: `max(x, x) = x`, `max(x, -inf) = x`, constants.
pub fn fold_maximumf(op: MaximumFOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    min_max(
        op.0,
        c,
        |x| is_inf(x, true),
        |a, b| maximum_or_minimum(a, b, true),
    )
}

/// `minimumf`: `min(x, x) = x`, `min(x, +inf) = x`, constants.
pub fn fold_minimumf(op: MinimumFOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    min_max(
        op.0,
        c,
        |x| is_inf(x, false),
        |a, b| maximum_or_minimum(a, b, false),
    )
}

/// `maxnumf`: `max(x, x) = x`, `max(x, NaN) = x`, constants.
pub fn fold_maxnumf(op: MaxNumFOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    min_max(op.0, c, is_nan, |a, b| maxnum_or_minnum(a, b, true))
}

/// `minnumf`: `min(x, x) = x`, `min(x, NaN) = x`, constants.
pub fn fold_minnumf(op: MinNumFOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    min_max(op.0, c, is_nan, |a, b| maxnum_or_minnum(a, b, false))
}

/// `negf`: `-(-x) = x`, constants.
pub fn fold_negf(op: NegFOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if let Some(inner) = op
        .body
        .defining_op(op.operand())
        .and_then(|d| NegFOp::cast(op.ctx, op.body, d))
    {
        return value(inner.operand());
    }
    cf::unary(op.ctx, c, result_type(op.0), |a: &Float| {
        Some(Float {
            kind: a.kind,
            bits: apfloat::neg(a.kind, a.bits),
        })
    })
    .map(OpFoldResult::Attr)
}

/// Applies a float predicate (`None` ordering: unordered).
pub fn apply_cmpf(p: CmpFPredicate, ord: Option<Ordering>) -> bool {
    use CmpFPredicate::*;
    use Ordering::*;
    match p {
        AlwaysFalse => false,
        Oeq => ord == Some(Equal),
        Ogt => ord == Some(Greater),
        Oge => matches!(ord, Some(Greater | Equal)),
        Olt => ord == Some(Less),
        Ole => matches!(ord, Some(Less | Equal)),
        One => matches!(ord, Some(Less | Greater)),
        Ord => ord.is_some(),
        Ueq => matches!(ord, None | Some(Equal)),
        Ugt => matches!(ord, None | Some(Greater)),
        Uge => matches!(ord, None | Some(Greater | Equal)),
        Ult => matches!(ord, None | Some(Less)),
        Ule => matches!(ord, None | Some(Less | Equal)),
        Une => ord != Some(Equal),
        Uno => ord.is_none(),
        AlwaysTrue => true,
    }
}

/// `cmpf`: scalar constants only, as in MLIR (a NaN operand decides
/// alone).
pub fn fold_cmpf(op: CmpFOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    let ctx = op.ctx;
    let pred = op.try_predicate()?.value(ctx)?;
    let scalar = |a: Option<Attribute>| a.and_then(|a| <Float as cf::Elem>::scalar(ctx, a));
    let (mut l, mut r) = (scalar(c[0]), scalar(c[1]));
    if l.is_some_and(|x| category(x) == Category::NaN) {
        r = l;
    }
    if r.is_some_and(|x| category(x) == Category::NaN) {
        l = r;
    }
    let (a, b) = (l?, r?);
    let ord = apfloat::compare(a.kind, a.bits, b.bits);
    Some(OpFoldResult::Attr(Attribute::bool(
        ctx,
        apply_cmpf(pred, ord),
    )))
}
