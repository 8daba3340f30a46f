//! Correctly rounded arithmetic on float bit patterns of any kind — add,
//! subtract, multiply, divide, negate, compare — and conversions to and
//! from integers, for constant folding (`arith.addf` on `bf16` must round
//! once, in `bf16`, not in `f64`).
//!
//! Each operation computes the exact result as a big natural number times a
//! power of two and rounds it once with the shared rounding routine; that
//! is slower than hardware floats but uniform across all eighteen formats.
//! Evaluating in `f64` and narrowing was rejected: it double-rounds
//! (`f32` products lose their last bit) and cannot hold `f80`/`f128`.
//! Special values follow IEEE 754 as LLVM's `APFloat` does: a NaN operand
//! is returned quieted, invalid operations give the default NaN.

use super::bignat::BigNat;
use super::{
    Category, Decoded, FloatSemantics, NonFinite, Status, decode, inf_bits, nan_bits, round_exact,
    zero_bits,
};
use crate::uniqued::apint::APInt;
use crate::uniqued::types::FloatKind;
use core::cmp::Ordering;

fn quiet(kind: FloatKind, bits: u128) -> u128 {
    let s = FloatSemantics::of(kind);
    if s.non_finite == NonFinite::Ieee {
        let q = if s.explicit_int_bit {
            3u128 << (s.precision - 2)
        } else {
            1u128 << (s.precision - 2)
        };
        bits | q
    } else {
        bits
    }
}

fn invalid() -> Status {
    Status::default()
}

fn nan_operand(kind: FloatKind, a: u128, b: u128) -> Option<u128> {
    if decode(kind, a).category == Category::NaN {
        Some(quiet(kind, a))
    } else if decode(kind, b).category == Category::NaN {
        Some(quiet(kind, b))
    } else {
        None
    }
}

fn exact(d: &Decoded) -> BigNat {
    BigNat::from_u128(d.sig)
}

/// `a + b`, rounded to nearest-even.
pub fn add(kind: FloatKind, a: u128, b: u128) -> (u128, Status) {
    if let Some(n) = nan_operand(kind, a, b) {
        return (n, Status::default());
    }
    let (x, y) = (decode(kind, a), decode(kind, b));
    match (x.category, y.category) {
        (Category::Infinity, Category::Infinity) if x.negative != y.negative => {
            return (nan_bits(kind, false), invalid());
        }
        (Category::Infinity, _) => return (a, Status::default()),
        (_, Category::Infinity) => return (b, Status::default()),
        (Category::Zero, Category::Zero) => {
            return (zero_bits(kind, x.negative && y.negative), Status::default());
        }
        (Category::Zero, _) => return (b, Status::default()),
        (_, Category::Zero) => return (a, Status::default()),
        _ => {}
    }
    let e = x.lsb_exp.min(y.lsb_exp) as i64;
    let xa = exact(&x).shl((x.lsb_exp as i64 - e) as u64);
    let ya = exact(&y).shl((y.lsb_exp as i64 - e) as u64);
    if x.negative == y.negative {
        return round_exact(kind, x.negative, &xa.add(&ya), e, false);
    }
    match xa.cmp(&ya) {
        Ordering::Equal => (zero_bits(kind, false), Status::default()),
        Ordering::Greater => round_exact(kind, x.negative, &xa.sub(&ya), e, false),
        Ordering::Less => round_exact(kind, y.negative, &ya.sub(&xa), e, false),
    }
}

/// `-a` (the sign flipped; unchanged where the format has no sign or the
/// value is the FNUZ NaN or zero).
pub fn neg(kind: FloatKind, a: u128) -> u128 {
    let s = FloatSemantics::of(kind);
    if !s.has_sign {
        return a;
    }
    if s.non_finite == NonFinite::NanOnlyNegZero {
        let c = decode(kind, a).category;
        if c == Category::NaN || c == Category::Zero {
            return a;
        }
    }
    a ^ (1u128 << (s.width - 1))
}

/// `a - b`, rounded to nearest-even.
pub fn sub(kind: FloatKind, a: u128, b: u128) -> (u128, Status) {
    if decode(kind, b).category == Category::NaN {
        return add(kind, a, b);
    }
    add(kind, a, neg(kind, b))
}

/// `a * b`, rounded to nearest-even.
pub fn mul(kind: FloatKind, a: u128, b: u128) -> (u128, Status) {
    if let Some(n) = nan_operand(kind, a, b) {
        return (n, Status::default());
    }
    let (x, y) = (decode(kind, a), decode(kind, b));
    let neg = x.negative != y.negative;
    match (x.category, y.category) {
        (Category::Infinity, Category::Zero) | (Category::Zero, Category::Infinity) => {
            (nan_bits(kind, false), invalid())
        }
        (Category::Infinity, _) | (_, Category::Infinity) => {
            (inf_bits(kind, neg), Status::default())
        }
        (Category::Zero, _) | (_, Category::Zero) => (zero_bits(kind, neg), Status::default()),
        _ => round_exact(
            kind,
            neg,
            &exact(&x).mul(&exact(&y)),
            x.lsb_exp as i64 + y.lsb_exp as i64,
            false,
        ),
    }
}

/// `a / b`, rounded to nearest-even; `x / 0` is an infinity (NaN in formats
/// without one), `0 / 0` and `inf / inf` NaN.
pub fn div(kind: FloatKind, a: u128, b: u128) -> (u128, Status) {
    if let Some(n) = nan_operand(kind, a, b) {
        return (n, Status::default());
    }
    let (x, y) = (decode(kind, a), decode(kind, b));
    let neg = x.negative != y.negative;
    match (x.category, y.category) {
        (Category::Infinity, Category::Infinity) | (Category::Zero, Category::Zero) => {
            (nan_bits(kind, false), invalid())
        }
        (Category::Infinity, _) => (inf_bits(kind, neg), Status::default()),
        (_, Category::Infinity) => (zero_bits(kind, neg), Status::default()),
        (Category::Zero, _) => (zero_bits(kind, neg), Status::default()),
        (_, Category::Zero) => (inf_bits(kind, neg), Status::default()),
        _ => {
            let p = FloatSemantics::of(kind).precision as i64;
            let (nx, ny) = (exact(&x), exact(&y));
            let s = (ny.bit_len() as i64 + p + 3 - nx.bit_len() as i64).max(0);
            let (q, rem) = nx.shl(s as u64).div_rem_nonzero(&ny);
            round_exact(kind, neg, &q, x.lsb_exp as i64 - y.lsb_exp as i64 - s, rem)
        }
    }
}

/// `a` with a NaN made quiet (LLVM's `makeQuiet`); other values as they are.
pub fn make_quiet(kind: FloatKind, a: u128) -> u128 {
    if decode(kind, a).category == Category::NaN {
        quiet(kind, a)
    } else {
        a
    }
}

/// The remainder of `a / b` with the quotient truncated toward zero (C's
/// `fmod`, LLVM's `APFloat::mod`): exact, with the sign of `a`; a NaN
/// operand is returned quieted, `inf % b` and `a % 0` are NaN.
pub fn rem(kind: FloatKind, a: u128, b: u128) -> u128 {
    if let Some(n) = nan_operand(kind, a, b) {
        return n;
    }
    let (x, y) = (decode(kind, a), decode(kind, b));
    match (x.category, y.category) {
        (Category::Infinity, _) | (_, Category::Zero) => return nan_bits(kind, false),
        (Category::Zero, _) | (_, Category::Infinity) => return a,
        _ => {}
    }
    let e = x.lsb_exp.min(y.lsb_exp) as i64;
    let xa = exact(&x).shl((x.lsb_exp as i64 - e) as u64);
    let ya = exact(&y).shl((y.lsb_exp as i64 - e) as u64);
    let r = xa.div_rem(&ya).1;
    if r.is_zero() {
        return zero_bits(kind, x.negative);
    }
    round_exact(kind, x.negative, &r, e, false).0
}

/// IEEE comparison: `None` when either operand is NaN; `-0 == +0`.
pub fn compare(kind: FloatKind, a: u128, b: u128) -> Option<Ordering> {
    let (x, y) = (decode(kind, a), decode(kind, b));
    if x.category == Category::NaN || y.category == Category::NaN {
        return None;
    }
    let key = |d: &Decoded| -> (i8, Option<(i64, BigNat)>) {
        match d.category {
            Category::Zero => (0, None),
            Category::Infinity => (if d.negative { -2 } else { 2 }, None),
            _ => (
                if d.negative { -1 } else { 1 },
                Some((d.lsb_exp as i64, exact(d))),
            ),
        }
    };
    let (kx, ky) = (key(&x), key(&y));
    if kx.0 != ky.0 || kx.1.is_none() {
        return Some(kx.0.cmp(&ky.0));
    }
    let ((ex, mx), (ey, my)) = (kx.1?, ky.1?);
    let e = ex.min(ey);
    let mag = mx.shl((ex - e) as u64).cmp(&my.shl((ey - e) as u64));
    Some(if kx.0 < 0 { mag.reverse() } else { mag })
}

/// An integer converted to `kind`, rounded to nearest-even (`sitofp` /
/// `uitofp`).
pub fn from_int(kind: FloatKind, v: &APInt, signed: bool) -> (u128, Status) {
    let neg = signed && v.is_negative();
    let mag = if neg { v.wrapping_neg() } else { v.clone() };
    let mut m = BigNat::default();
    for w in mag.words().iter().rev() {
        m = m.shl(64).add(&BigNat::from_u128(*w as u128));
    }
    if m.is_zero() {
        return (zero_bits(kind, false), Status::default());
    }
    round_exact(kind, neg, &m, 0, false)
}

/// The value rounded toward zero to a `width`-bit integer (`fptosi` /
/// `fptoui`); `None` for NaN, infinities and values out of range, where
/// LLVM reports an invalid operation. The flag says whether it was exact.
pub fn to_int(kind: FloatKind, bits: u128, width: u32, signed: bool) -> Option<(APInt, bool)> {
    let d = decode(kind, bits);
    match d.category {
        Category::NaN | Category::Infinity => return None,
        Category::Zero => return Some((APInt::zero(width), true)),
        Category::Finite => {}
    }
    let m = exact(&d);
    let (int, exact_conv) = if d.lsb_exp >= 0 {
        if m.bit_len() + d.lsb_exp as u64 > width as u64 + 1 {
            return None;
        }
        (m.shl(d.lsb_exp as u64), true)
    } else {
        let sh = (-(d.lsb_exp as i64)) as u64;
        (m.shr(sh), !m.any_below(sh))
    };
    if int.bit_len() > width as u64 {
        return None;
    }
    let v = APInt::from_words(width, int.words());
    if d.negative {
        if !signed && !int.is_zero() {
            return None;
        }
        if signed && int.bit_len() == width as u64 && !v.is_min_signed() {
            return None;
        }
        return Some((v.wrapping_neg(), exact_conv));
    }
    if signed && int.bit_len() >= width as u64 {
        return None;
    }
    Some((v, exact_conv))
}
