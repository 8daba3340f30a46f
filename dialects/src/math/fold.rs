//! Math folders, following `MathOps.cpp` of MLIR 22.
//!
//! Upstream folds transcendental functions through the host's C library
//! on `f32` and `f64` only (`expf`, `exp`, ...), and exact operations
//! (`absf`, `ceil`, `floor`, `roundeven`, `copysign`, the classifications)
//! on every float kind. The host functions here are Rust's, which call
//! the same C library for most of them; `erf`, `erfc` and the inverse
//! hyperbolic functions, which `std` lacks or computes itself, come from
//! the `libm` crate. Exact operations on kinds other than `f32`/`f64` go
//! through an exact `f64` conversion (an integral value of a narrower
//! kind is representable in it). Splat and dense elements operands are
//! not folded: the shared elementwise helpers do not exist yet. A
//! `#ub.poison` operand makes the result poison in every fold but the
//! classifications (`isnan`, ...), as MLIR 22's common folders do.

use super::ops::*;
use crate::arith::fold::{int, int_result, result_type};
use ir::prelude::*;
use ir::uniqued::apfloat;
use ir::{APInt, AttrKind, FloatKind, TypeKind};

type Consts<'c> = &'c [Option<Attribute>];

/// A scalar float constant: its kind and bit pattern.
fn float(ctx: &Context, a: Option<Attribute>) -> Option<(FloatKind, u128)> {
    match a?.kind(ctx) {
        AttrKind::Float { ty, bits } => match ty.kind(ctx) {
            TypeKind::Float(k) => Some((*k, *bits)),
            _ => None,
        },
        _ => None,
    }
}

/// `#ub.poison` when an operand is (MLIR's common folders, which every
/// fold here but the classifications goes through).
fn poisoned(v: OpView<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    crate::ub::poison_operand(v.ctx, c).map(OpFoldResult::Attr)
}

fn float_result(v: OpView<'_>, bits: u128) -> Option<OpFoldResult> {
    Attribute::float_bits(v.ctx, result_type(v), bits)
        .ok()
        .map(OpFoldResult::Attr)
}

/// When a host function may be applied (MLIR's checks before calling it).
#[derive(Copy, Clone)]
enum Domain {
    /// Always.
    All,
    /// Not on negative operands (sign bit set, `-0.0` included).
    NonNegative,
    /// Not when `x + 1` is negative (`log1p`).
    AbovePlusOne,
}

/// A transcendental function on `f32` / `f64` (MLIR's
/// `constFoldUnaryOpConditional` with a switch on the width).
fn host_unary(
    v: OpView<'_>,
    c: Consts<'_>,
    domain: Domain,
    f64op: fn(f64) -> f64,
    f32op: fn(f32) -> f32,
) -> Option<OpFoldResult> {
    if let Some(p) = poisoned(v, c) {
        return Some(p);
    }
    let (kind, bits) = float(v.ctx, *c.first()?)?;
    let bits = match kind {
        FloatKind::F64 => {
            let x = f64::from_bits(bits as u64);
            let ok = match domain {
                Domain::All => true,
                Domain::NonNegative => !x.is_sign_negative(),
                Domain::AbovePlusOne => !(x + 1.0).is_sign_negative(),
            };
            ok.then(|| f64op(x).to_bits() as u128)?
        }
        FloatKind::F32 => {
            let x = f32::from_bits(bits as u32);
            let ok = match domain {
                Domain::All => true,
                Domain::NonNegative => !x.is_sign_negative(),
                Domain::AbovePlusOne => !(x + 1.0).is_sign_negative(),
            };
            ok.then(|| f32op(x).to_bits() as u128)?
        }
        _ => return None,
    };
    float_result(v, bits)
}

/// A binary transcendental function on two `f32` or two `f64`.
fn host_binary(
    v: OpView<'_>,
    c: Consts<'_>,
    f64op: fn(f64, f64) -> f64,
    f32op: fn(f32, f32) -> f32,
) -> Option<OpFoldResult> {
    if let Some(p) = poisoned(v, c) {
        return Some(p);
    }
    let ((k1, a), (k2, b)) = (float(v.ctx, *c.first()?)?, float(v.ctx, *c.get(1)?)?);
    let bits = match (k1, k2) {
        (FloatKind::F64, FloatKind::F64) => {
            f64op(f64::from_bits(a as u64), f64::from_bits(b as u64)).to_bits() as u128
        }
        (FloatKind::F32, FloatKind::F32) => {
            f32op(f32::from_bits(a as u32), f32::from_bits(b as u32)).to_bits() as u128
        }
        _ => return None,
    };
    float_result(v, bits)
}

/// Rounds to an integral value in any float kind (MLIR's
/// `APFloat::roundToIntegral`), through an exact `f64`.
fn integral(v: OpView<'_>, c: Consts<'_>, round: fn(f64) -> f64) -> Option<OpFoldResult> {
    if let Some(p) = poisoned(v, c) {
        return Some(p);
    }
    let (kind, bits) = float(v.ctx, *c.first()?)?;
    let x = apfloat::to_f64(kind, bits)?;
    let (out, _) = apfloat::from_f64(kind, round(x));
    float_result(v, out)
}

/// `absf`: clears the sign, in every float kind.
pub fn fold_absf(op: AbsFOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if let Some(p) = poisoned(op.0, c) {
        return Some(p);
    }
    let (kind, bits) = float(op.ctx, c[0])?;
    let out = if apfloat::is_negative(kind, bits) {
        apfloat::neg(kind, bits)
    } else {
        bits
    };
    float_result(op.0, out)
}

/// `copysign`: the magnitude of `lhs` with the sign of `rhs`.
pub fn fold_copysign(op: CopySignOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if let Some(p) = poisoned(op.0, c) {
        return Some(p);
    }
    let ((k1, a), (k2, b)) = (float(op.ctx, c[0])?, float(op.ctx, c[1])?);
    if k1 != k2 {
        return None;
    }
    let out = if apfloat::is_negative(k1, a) != apfloat::is_negative(k2, b) {
        apfloat::neg(k1, a)
    } else {
        a
    };
    float_result(op.0, out)
}

/// `ceil`: rounds toward positive infinity.
pub fn fold_ceil(op: CeilOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    integral(op.0, c, f64::ceil)
}

/// `floor`: rounds toward negative infinity.
pub fn fold_floor(op: FloorOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    integral(op.0, c, f64::floor)
}

/// `roundeven`: rounds half to even.
pub fn fold_roundeven(op: RoundEvenOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    integral(op.0, c, f64::round_ties_even)
}

/// `round`: rounds half away from zero (`f32` / `f64` only, as upstream).
pub fn fold_round(op: RoundOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::All, f64::round, f32::round)
}

/// `trunc`: rounds toward zero (`f32` / `f64` only, as upstream).
pub fn fold_trunc(op: TruncOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::All, f64::trunc, f32::trunc)
}

/// `acos`.
pub fn fold_acos(op: AcosOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::All, f64::acos, f32::acos)
}

/// `acosh`.
pub fn fold_acosh(op: AcoshOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::All, libm::acosh, libm::acoshf)
}

/// `asin`.
pub fn fold_asin(op: AsinOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::All, f64::asin, f32::asin)
}

/// `asinh`.
pub fn fold_asinh(op: AsinhOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::All, libm::asinh, libm::asinhf)
}

/// `atan`.
pub fn fold_atan(op: AtanOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::All, f64::atan, f32::atan)
}

/// `atanh`.
pub fn fold_atanh(op: AtanhOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::All, libm::atanh, libm::atanhf)
}

/// `cos`.
pub fn fold_cos(op: CosOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::All, f64::cos, f32::cos)
}

/// `cosh`.
pub fn fold_cosh(op: CoshOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::All, f64::cosh, f32::cosh)
}

/// `sin`.
pub fn fold_sin(op: SinOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::All, f64::sin, f32::sin)
}

/// `sinh`.
pub fn fold_sinh(op: SinhOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::All, f64::sinh, f32::sinh)
}

/// `tan`.
pub fn fold_tan(op: TanOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::All, f64::tan, f32::tan)
}

/// `tanh`.
pub fn fold_tanh(op: TanhOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::All, f64::tanh, f32::tanh)
}

/// `erf`.
pub fn fold_erf(op: ErfOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::All, libm::erf, libm::erff)
}

/// `erfc`.
pub fn fold_erfc(op: ErfcOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::All, libm::erfc, libm::erfcf)
}

/// `exp`.
pub fn fold_exp(op: ExpOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::All, f64::exp, f32::exp)
}

/// `exp2`.
pub fn fold_exp2(op: Exp2Op<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::All, f64::exp2, f32::exp2)
}

/// `expm1`.
pub fn fold_expm1(op: ExpM1Op<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::All, f64::exp_m1, f32::exp_m1)
}

/// `log`: not on negative operands.
pub fn fold_log(op: LogOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::NonNegative, f64::ln, f32::ln)
}

/// `log10`: not on negative operands.
pub fn fold_log10(op: Log10Op<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::NonNegative, f64::log10, f32::log10)
}

/// `log2`: not on negative operands.
pub fn fold_log2(op: Log2Op<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::NonNegative, f64::log2, f32::log2)
}

/// `log1p`: not when `x + 1` is negative.
pub fn fold_log1p(op: Log1pOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::AbovePlusOne, f64::ln_1p, f32::ln_1p)
}

/// `sqrt`: not on negative operands.
pub fn fold_sqrt(op: SqrtOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_unary(op.0, c, Domain::NonNegative, f64::sqrt, f32::sqrt)
}

/// `powf`.
pub fn fold_powf(op: PowFOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    host_binary(op.0, c, f64::powf, f32::powf)
}

/// `atan2`: `atan2(0, 0)` is NaN, as upstream folds it.
pub fn fold_atan2(op: Atan2Op<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if let Some(p) = poisoned(op.0, c) {
        return Some(p);
    }
    let ((k1, a), (k2, b)) = (float(op.ctx, c[0])?, float(op.ctx, c[1])?);
    if apfloat::is_zero(k1, a) && apfloat::is_zero(k2, b) {
        return float_result(op.0, apfloat::nan_bits(k1, false));
    }
    host_binary(op.0, c, f64::atan2, f32::atan2)
}

fn classify(v: OpView<'_>, c: Consts<'_>, f: fn(FloatKind, u128) -> bool) -> Option<OpFoldResult> {
    let (kind, bits) = float(v.ctx, *c.first()?)?;
    if !result_type(v).is_integer(v.ctx) {
        return None;
    }
    Some(OpFoldResult::Attr(Attribute::bool(v.ctx, f(kind, bits))))
}

/// `isnan`.
pub fn fold_isnan(op: IsNaNOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    classify(op.0, c, apfloat::is_nan)
}

/// `isinf`.
pub fn fold_isinf(op: IsInfOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    classify(op.0, c, apfloat::is_inf)
}

/// `isfinite`: neither NaN nor infinite.
pub fn fold_isfinite(op: IsFiniteOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    classify(op.0, c, |k, b| {
        !apfloat::is_nan(k, b) && !apfloat::is_inf(k, b)
    })
}

/// `isnormal`: finite, non-zero and not denormal.
pub fn fold_isnormal(op: IsNormalOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    classify(op.0, c, |k, b| {
        apfloat::category(k, b) == apfloat::Category::Finite && !apfloat::is_denormal(k, b)
    })
}

fn int_unary(v: OpView<'_>, c: Consts<'_>, f: fn(&APInt) -> APInt) -> Option<OpFoldResult> {
    if let Some(p) = poisoned(v, c) {
        return Some(p);
    }
    let a = int(v.ctx, *c.first()?)?;
    int_result(v, f(a))
}

/// `absi`: wraps on the minimum value, as `APInt::abs` does.
pub fn fold_absi(op: AbsIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    int_unary(op.0, c, |a| {
        if a.is_negative() {
            a.wrapping_neg()
        } else {
            a.clone()
        }
    })
}

/// `ctlz`.
pub fn fold_ctlz(op: CountLeadingZerosOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    int_unary(op.0, c, |a| {
        APInt::from_u64(a.width(), a.count_leading_zeros().into())
    })
}

/// `cttz`.
pub fn fold_cttz(op: CountTrailingZerosOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    int_unary(op.0, c, |a| {
        APInt::from_u64(a.width(), a.count_trailing_zeros().into())
    })
}

/// `ctpop`.
pub fn fold_ctpop(op: CtPopOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    int_unary(op.0, c, |a| APInt::from_u64(a.width(), a.popcount().into()))
}

/// `ipowi`: exponentiation by squaring, wrapping; a negative power gives
/// 0 unless the base is 1 or -1, and `0 ** negative` is not folded.
pub fn fold_ipowi(op: IPowIOp<'_>, c: Consts<'_>) -> Option<OpFoldResult> {
    if let Some(p) = poisoned(op.0, c) {
        return Some(p);
    }
    let (base, power) = (int(op.ctx, c[0])?, int(op.ctx, c[1])?);
    let w = base.width();
    if power.width() != w {
        return None;
    }
    let one = APInt::from_u64(w, 1);
    let minus_one = APInt::all_ones(w);
    let out = if power.is_zero() {
        one
    } else if power.is_negative() {
        if base.is_zero() {
            return None;
        }
        if base.eq_value(&one) || (base.eq_value(&minus_one) && !power.bit(0)) {
            one
        } else if base.eq_value(&minus_one) {
            minus_one
        } else {
            APInt::zero(w)
        }
    } else {
        let (mut result, mut b, mut p) = (one, base.clone(), power.clone());
        loop {
            if p.bit(0) {
                result = result.wrapping_mul(&b);
            }
            p = p.lshr(1);
            if p.is_zero() {
                break result;
            }
            b = b.wrapping_mul(&b);
        }
    };
    int_result(op.0, out)
}
