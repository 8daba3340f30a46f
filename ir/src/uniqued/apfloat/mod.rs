//! Float semantics of every builtin [`FloatKind`], as LLVM's `APFloat` has
//! them: encoding and decoding of bit patterns, rounding (to nearest, ties to
//! even) from exact values, conversion from `f64` and from decimal text, and
//! the decimal formatting MLIR's printer uses.
//!
//! Values stay what the IR stores — a bit pattern in a `u128` — and this
//! module interprets them through a [`FloatSemantics`] table (precision,
//! exponent range, which encodings are NaN or infinity). `rustc_apfloat` was
//! evaluated and rejected: it has no `f8E4M3`, `f8E3M4`, FNUZ, `f6`, `f4`,
//! `tf32` or `f8E8M0FNU` semantics, so half the kinds would still need this
//! code. One generic rounding routine over an exact binary value
//! (`mantissa * 2^exp` plus a sticky bit) serves every conversion, so the
//! decimal parser is exact (no double rounding through `f64`).

mod arith;
mod bignat;
mod decimal;
#[cfg(test)]
mod tests;

pub use arith::{add, compare, div, from_int, make_quiet, mul, neg, rem, sub, to_int};
pub use decimal::{
    is_exact_decimal, mlir_float_text, parse_decimal, parse_mlir_float_literal, shortest_decimal,
    to_string, write_mlir_float_text, write_string,
};

use crate::uniqued::types::FloatKind;
use bignat::BigNat;

/// How a format spends its special encodings (LLVM `fltNonfiniteBehavior`).
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum NonFinite {
    /// IEEE 754: the all-ones exponent encodes infinities and NaNs.
    Ieee,
    /// No infinity; NaN is the all-ones pattern (with either sign).
    NanOnlyAllOnes,
    /// No infinity and no negative zero; NaN is the negative-zero pattern.
    NanOnlyNegZero,
    /// Neither infinity nor NaN.
    FiniteOnly,
}

/// The parameters of a binary floating-point format.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct FloatSemantics {
    /// Significand bits, including the integer bit.
    pub precision: u32,
    /// Largest exponent of a finite value (`2^max_exp * 1.xxx`).
    pub max_exp: i32,
    /// Smallest exponent of a normal value.
    pub min_exp: i32,
    /// Storage width in bits.
    pub width: u32,
    /// Which special values exist and how they are encoded.
    pub non_finite: NonFinite,
    /// Whether there is a sign bit (`f8E8M0FNU` has none).
    pub has_sign: bool,
    /// Whether zero and denormals exist (`f8E8M0FNU` has neither).
    pub has_zero: bool,
    /// Whether the integer bit is stored (x87 `f80`).
    pub explicit_int_bit: bool,
}

impl FloatSemantics {
    const fn ieee(precision: u32, max_exp: i32, width: u32) -> FloatSemantics {
        FloatSemantics {
            precision,
            max_exp,
            min_exp: 1 - max_exp,
            width,
            non_finite: NonFinite::Ieee,
            has_sign: true,
            has_zero: true,
            explicit_int_bit: false,
        }
    }

    const fn special(
        precision: u32,
        max_exp: i32,
        min_exp: i32,
        width: u32,
        non_finite: NonFinite,
    ) -> FloatSemantics {
        FloatSemantics {
            precision,
            max_exp,
            min_exp,
            width,
            non_finite,
            has_sign: true,
            has_zero: true,
            explicit_int_bit: false,
        }
    }

    /// The semantics of a builtin float kind.
    pub const fn of(kind: FloatKind) -> FloatSemantics {
        use NonFinite::*;
        match kind {
            FloatKind::F16 => FloatSemantics::ieee(11, 15, 16),
            FloatKind::BF16 => FloatSemantics::ieee(8, 127, 16),
            FloatKind::F32 => FloatSemantics::ieee(24, 127, 32),
            FloatKind::F64 => FloatSemantics::ieee(53, 1023, 64),
            FloatKind::F128 => FloatSemantics::ieee(113, 16383, 128),
            FloatKind::TF32 => FloatSemantics::ieee(11, 127, 19),
            FloatKind::F80 => FloatSemantics {
                explicit_int_bit: true,
                ..FloatSemantics::ieee(64, 16383, 80)
            },
            FloatKind::F8E5M2 => FloatSemantics::ieee(3, 15, 8),
            FloatKind::F8E4M3 => FloatSemantics::ieee(4, 7, 8),
            FloatKind::F8E3M4 => FloatSemantics::ieee(5, 3, 8),
            FloatKind::F8E4M3FN => FloatSemantics::special(4, 8, -6, 8, NanOnlyAllOnes),
            FloatKind::F8E5M2FNUZ => FloatSemantics::special(3, 15, -15, 8, NanOnlyNegZero),
            FloatKind::F8E4M3FNUZ => FloatSemantics::special(4, 7, -7, 8, NanOnlyNegZero),
            FloatKind::F8E4M3B11FNUZ => FloatSemantics::special(4, 4, -10, 8, NanOnlyNegZero),
            FloatKind::F6E3M2FN => FloatSemantics::special(3, 4, -2, 6, FiniteOnly),
            FloatKind::F6E2M3FN => FloatSemantics::special(4, 2, 0, 6, FiniteOnly),
            FloatKind::F4E2M1FN => FloatSemantics::special(2, 2, 0, 4, FiniteOnly),
            FloatKind::F8E8M0FNU => FloatSemantics {
                precision: 1,
                max_exp: 127,
                min_exp: -127,
                width: 8,
                non_finite: NanOnlyAllOnes,
                has_sign: false,
                has_zero: false,
                explicit_int_bit: false,
            },
        }
    }

    /// Bits of the stored significand field.
    fn mant_bits(&self) -> u32 {
        self.precision - 1 + self.explicit_int_bit as u32
    }

    fn exp_bits(&self) -> u32 {
        self.width - self.has_sign as u32 - self.mant_bits()
    }

    fn bias(&self) -> i32 {
        if self.has_zero {
            1 - self.min_exp
        } else {
            -self.min_exp
        }
    }

    /// Whether the largest exponent with an all-ones significand is NaN.
    fn all_ones_is_nan(&self) -> bool {
        self.non_finite == NonFinite::NanOnlyAllOnes && self.mant_bits() > 0
    }

    fn width_mask(&self) -> u128 {
        mask(self.width)
    }

    fn sign_bit(&self) -> u128 {
        if self.has_sign {
            1u128 << (self.width - 1)
        } else {
            0
        }
    }
}

fn mask(w: u32) -> u128 {
    if w >= 128 {
        u128::MAX
    } else {
        (1u128 << w) - 1
    }
}

/// The class of a float value.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum Category {
    /// Positive or negative zero.
    Zero,
    /// A finite non-zero value (normal or denormal).
    Finite,
    /// An infinity.
    Infinity,
    /// Not a number.
    NaN,
}

/// A decoded float: for finite values, `(-1)^negative * sig * 2^lsb_exp`.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub struct Decoded {
    /// The sign.
    pub negative: bool,
    /// Zero, finite, infinity or NaN.
    pub category: Category,
    /// The integer significand (at most `precision` bits; its top bit is set
    /// for normal values).
    pub sig: u128,
    /// The exponent of the significand's least significant bit.
    pub lsb_exp: i32,
}

/// What a conversion lost, as LLVM's `opStatus` bits.
#[derive(Copy, Clone, PartialEq, Eq, Debug, Default)]
pub struct Status {
    /// The result differs from the exact value.
    pub inexact: bool,
    /// The exact value was beyond the largest finite value.
    pub overflow: bool,
    /// The result is tiny (below the smallest normal) and inexact.
    pub underflow: bool,
}

impl Status {
    /// Whether the conversion was exact.
    pub fn is_exact(self) -> bool {
        !self.inexact
    }
}

/// Decodes the bit pattern of `kind` (bits above the width are ignored).
pub fn decode(kind: FloatKind, bits: u128) -> Decoded {
    let s = FloatSemantics::of(kind);
    let bits = bits & s.width_mask();
    let negative = bits & s.sign_bit() != 0;
    let mb = s.mant_bits();
    let m = bits & mask(mb);
    let e = ((bits >> mb) & mask(s.exp_bits())) as i32;
    let e_max_field = mask(s.exp_bits()) as i32;
    let special = |category| Decoded {
        negative,
        category,
        sig: 0,
        lsb_exp: 0,
    };
    match s.non_finite {
        NonFinite::Ieee if e == e_max_field => {
            let frac = if s.explicit_int_bit {
                m & mask(mb - 1)
            } else {
                m
            };
            return special(if frac == 0 {
                Category::Infinity
            } else {
                Category::NaN
            });
        }
        NonFinite::NanOnlyAllOnes if e == e_max_field && m == mask(mb) => {
            return special(Category::NaN);
        }
        NonFinite::NanOnlyNegZero if bits == s.sign_bit() => return special(Category::NaN),
        _ => {}
    }
    let implicit = if s.explicit_int_bit {
        0
    } else {
        1u128 << (s.precision - 1)
    };
    let (sig, exp) = if !s.has_zero {
        (1u128, e - s.bias())
    } else if e == 0 {
        if m == 0 {
            return special(Category::Zero);
        }
        (m, s.min_exp)
    } else {
        (m | implicit, e - s.bias())
    };
    Decoded {
        negative,
        category: Category::Finite,
        sig,
        lsb_exp: exp - (s.precision as i32 - 1),
    }
}

/// The canonical quiet NaN of `kind` with the given sign (where signs exist).
pub fn nan_bits(kind: FloatKind, negative: bool) -> u128 {
    let s = FloatSemantics::of(kind);
    let sign = if negative { s.sign_bit() } else { 0 };
    match s.non_finite {
        NonFinite::Ieee => {
            let quiet = if s.explicit_int_bit {
                3u128 << (s.mant_bits() - 2)
            } else {
                1u128 << (s.mant_bits() - 1)
            };
            sign | mask(s.exp_bits()) << s.mant_bits() | quiet
        }
        NonFinite::NanOnlyAllOnes => sign | (s.width_mask() & !s.sign_bit()),
        NonFinite::NanOnlyNegZero => s.sign_bit(),
        // No NaN exists; LLVM's bit pattern of such a value is zero.
        NonFinite::FiniteOnly => 0,
    }
}

/// Infinity of `kind` where it exists; otherwise what LLVM rounds an
/// infinity to (NaN, or zero bits for finite-only formats).
pub fn inf_bits(kind: FloatKind, negative: bool) -> u128 {
    let s = FloatSemantics::of(kind);
    match s.non_finite {
        NonFinite::Ieee => {
            let sign = if negative { s.sign_bit() } else { 0 };
            let int_bit = if s.explicit_int_bit {
                1u128 << (s.mant_bits() - 1)
            } else {
                0
            };
            sign | mask(s.exp_bits()) << s.mant_bits() | int_bit
        }
        _ => nan_bits(kind, negative),
    }
}

/// The largest finite value of `kind`.
pub fn largest_bits(kind: FloatKind, negative: bool) -> u128 {
    let s = FloatSemantics::of(kind);
    let sig = mask(s.precision) - s.all_ones_is_nan() as u128;
    encode_finite(&s, negative, sig, s.max_exp - (s.precision as i32 - 1))
}

/// Zero of `kind` (the smallest value for `f8E8M0FNU`, which has no zero;
/// positive zero for formats without negative zero).
pub fn zero_bits(kind: FloatKind, negative: bool) -> u128 {
    let s = FloatSemantics::of(kind);
    if !s.has_zero {
        return 0;
    }
    if negative && s.non_finite != NonFinite::NanOnlyNegZero {
        s.sign_bit()
    } else {
        0
    }
}

/// Encodes a finite value `sig * 2^lsb_exp` that is exactly representable
/// (a normal significand has its top bit at `precision - 1`).
fn encode_finite(s: &FloatSemantics, negative: bool, sig: u128, lsb_exp: i32) -> u128 {
    let sign = if negative { s.sign_bit() } else { 0 };
    let p = s.precision;
    let normal = sig >> (p - 1) == 1;
    let field = if normal {
        (lsb_exp + p as i32 - 1 + s.bias()) as u128
    } else {
        0
    };
    let stored = if s.explicit_int_bit {
        sig
    } else {
        sig & mask(p - 1)
    };
    sign | field << s.mant_bits() | stored
}

/// An exact significand [`round_exact`] rounds: a `u128` for values read
/// from an encoding (so converting between kinds allocates nothing), a
/// [`BigNat`] for results of decimal text and arithmetic.
trait Mantissa {
    fn is_zero(&self) -> bool;
    /// Number of significant bits (0 for zero).
    fn bit_len(&self) -> u64;
    /// The value shifted right by `shift` bits (left when negative), the
    /// last bit shifted out, and whether any bit below that one is set.
    fn split(&self, shift: i64) -> (u128, bool, bool);
}

impl Mantissa for u128 {
    fn is_zero(&self) -> bool {
        *self == 0
    }

    fn bit_len(&self) -> u64 {
        128 - u64::from(self.leading_zeros())
    }

    fn split(&self, shift: i64) -> (u128, bool, bool) {
        if shift <= 0 {
            return (self << (-shift) as u32, false, false);
        }
        let below = (shift - 1) as u64;
        let q = if shift >= 128 { 0 } else { self >> shift };
        let round = below < 128 && (self >> below) & 1 == 1;
        let rest = *self & mask(below.min(128) as u32) != 0;
        (q, round, rest)
    }
}

impl Mantissa for BigNat {
    fn is_zero(&self) -> bool {
        BigNat::is_zero(self)
    }

    fn bit_len(&self) -> u64 {
        BigNat::bit_len(self)
    }

    fn split(&self, shift: i64) -> (u128, bool, bool) {
        if shift <= 0 {
            return (self.shl((-shift) as u64).low_u128(), false, false);
        }
        let sh = shift as u64;
        (
            self.shr(sh).low_u128(),
            self.bit(sh - 1),
            self.any_below(sh - 1),
        )
    }
}

/// Rounds the exact value `(-1)^neg * (m + sticky·ε) * 2^e` to `kind`, to
/// nearest with ties to even. `sticky` says the true value is slightly above
/// `m * 2^e` in magnitude.
fn round_exact<M: Mantissa>(
    kind: FloatKind,
    neg: bool,
    m: &M,
    e: i64,
    sticky: bool,
) -> (u128, Status) {
    let s = FloatSemantics::of(kind);
    let p = s.precision as i64;
    if m.is_zero() {
        let st = Status {
            inexact: sticky,
            underflow: sticky,
            overflow: false,
        };
        if !s.has_zero {
            return (
                0,
                Status {
                    inexact: true,
                    ..st
                },
            );
        }
        return (zero_bits(kind, neg), st);
    }
    let top = m.bit_len() as i64 - 1 + e;
    let mut lsb = if s.has_zero {
        top.max(s.min_exp as i64) - (p - 1)
    } else {
        top - (p - 1)
    };
    let (mut q, round, rest) = m.split(lsb - e);
    let rest = rest || sticky;
    let inexact = round || rest;
    if round && (rest || q & 1 == 1) {
        q += 1;
    }
    if q >> p == 1 {
        q >>= 1;
        lsb += 1;
    }
    let mut st = Status {
        inexact,
        ..Status::default()
    };
    let normal = q >> (p - 1) == 1;
    if q == 0 {
        st.underflow = inexact;
        return (zero_bits(kind, neg), st);
    }
    if !normal && inexact {
        st.underflow = true;
    }
    let exp = lsb + p - 1;
    let too_big = exp > s.max_exp as i64
        || (exp == s.max_exp as i64 && s.all_ones_is_nan() && q == mask(s.precision));
    if normal && too_big {
        st.overflow = true;
        st.inexact = true;
        let bits = match s.non_finite {
            NonFinite::FiniteOnly => largest_bits(kind, neg),
            _ => inf_bits(kind, neg),
        };
        return (bits, st);
    }
    if !s.has_zero && exp < s.min_exp as i64 {
        // Below the smallest value of a format without zero: the smallest.
        st.underflow = true;
        st.inexact = true;
        return (0, st);
    }
    (encode_finite(&s, neg, q, lsb as i32), st)
}

/// Converts a host `f64` to `kind` with round-to-nearest-even.
pub fn from_f64(kind: FloatKind, v: f64) -> (u128, Status) {
    let neg = v.is_sign_negative();
    if v.is_nan() {
        return (nan_bits(kind, neg), Status::default());
    }
    if v.is_infinite() {
        let s = FloatSemantics::of(kind);
        let exact = s.non_finite == NonFinite::Ieee;
        return (
            inf_bits(kind, neg),
            Status {
                inexact: !exact,
                ..Status::default()
            },
        );
    }
    let d = decode(FloatKind::F64, v.to_bits() as u128);
    if d.category == Category::Zero {
        let s = FloatSemantics::of(kind);
        let exact = s.has_zero && (!neg || s.non_finite != NonFinite::NanOnlyNegZero);
        return (
            zero_bits(kind, neg),
            Status {
                inexact: !exact,
                ..Status::default()
            },
        );
    }
    round_exact(kind, neg, &d.sig, d.lsb_exp as i64, false)
}

/// Converts between float kinds with round-to-nearest-even.
pub fn convert(from: FloatKind, bits: u128, to: FloatKind) -> (u128, Status) {
    let d = decode(from, bits);
    match d.category {
        Category::NaN => (nan_bits(to, d.negative), Status::default()),
        Category::Infinity => {
            let exact = FloatSemantics::of(to).non_finite == NonFinite::Ieee;
            (
                inf_bits(to, d.negative),
                Status {
                    inexact: !exact,
                    ..Status::default()
                },
            )
        }
        Category::Zero => (zero_bits(to, d.negative), Status::default()),
        Category::Finite => round_exact(to, d.negative, &d.sig, d.lsb_exp as i64, false),
    }
}

/// The value as an `f64`, when it converts exactly (every kind but `f80`
/// and `f128` always does; those when the value fits `f64`).
pub fn to_f64(kind: FloatKind, bits: u128) -> Option<f64> {
    let (b, st) = convert(kind, bits, FloatKind::F64);
    let d = decode(kind, bits);
    if d.category == Category::NaN {
        return Some(if d.negative { -f64::NAN } else { f64::NAN });
    }
    st.is_exact().then(|| f64::from_bits(b as u64))
}

/// The category of a bit pattern.
pub fn category(kind: FloatKind, bits: u128) -> Category {
    decode(kind, bits).category
}

/// Whether the bit pattern is a NaN.
pub fn is_nan(kind: FloatKind, bits: u128) -> bool {
    category(kind, bits) == Category::NaN
}

/// Whether the bit pattern is an infinity.
pub fn is_inf(kind: FloatKind, bits: u128) -> bool {
    category(kind, bits) == Category::Infinity
}

/// Whether the bit pattern is a zero.
pub fn is_zero(kind: FloatKind, bits: u128) -> bool {
    category(kind, bits) == Category::Zero
}

/// Whether the sign bit is set.
pub fn is_negative(kind: FloatKind, bits: u128) -> bool {
    decode(kind, bits).negative
}

/// Whether the value is finite and below the smallest normal.
pub fn is_denormal(kind: FloatKind, bits: u128) -> bool {
    let s = FloatSemantics::of(kind);
    let d = decode(kind, bits);
    d.category == Category::Finite && s.has_zero && d.sig >> (s.precision - 1) == 0
}

/// Interprets an integer literal's bits as a float of `kind` (MLIR's
/// `0x7C00 : f16`): an error with MLIR's text when it has more bits than the
/// type.
pub fn from_hex_literal(kind: FloatKind, value: &crate::APInt) -> Result<u128, &'static str> {
    let w = kind.width();
    match value.to_u128() {
        Some(v) if value.active_bits() <= w => Ok(v & mask(w)),
        _ => Err("hexadecimal float constant out of range for type"),
    }
}
