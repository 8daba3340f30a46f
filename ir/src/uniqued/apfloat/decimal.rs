//! Decimal text <-> float bit patterns: the exact parser, the formatting of
//! LLVM's `APFloat::toString`, MLIR's choice between them when printing,
//! and MLIR's reading of a float literal token.
//!
//! Parsing is exact: the decimal is turned into `D * 10^k`, then into a
//! binary mantissa with a sticky bit (multiplying by `5^k`, or dividing by
//! `5^-k` to just enough quotient bits), and rounded once. Formatting
//! follows `APFloat::toString` step by step — including its truncating
//! pre-division and its round-half-up on one digit — because MLIR's output
//! is defined by it; a "shortest round-trip" algorithm (Ryu, Grisu) was
//! rejected as the printer's engine since it prints different digits.
//! [`shortest_decimal`] is offered separately for callers that want one.
//!
//! For `f32` and `f64` the standard library's parser, which is correctly
//! rounded too and allocates nothing, answers the printer's round-trip check
//! and the `f64` step of literal parsing; a property test holds it equal to
//! [`parse_decimal`]. Formatting writes into the caller's `String`, so the
//! printer copies no intermediate text.

use super::bignat::BigNat;
use super::{Category, FloatSemantics, Status, decode, from_f64, mask, round_exact};
use crate::uniqued::types::FloatKind;

/// Digits kept from a decimal literal; the rest only set the sticky bit.
/// Halfway points of `f128` need fewer than 12,000 significant digits, so
/// this keeps parsing exact.
const MAX_DIGITS: usize = 20_000;

/// Parses decimal text (`[+-]digits[.digits][(e|E)[+-]digits]`, or
/// `inf`/`infinity`/`nan` in any case) exactly into `kind`, rounding to
/// nearest with ties to even, as `APFloat(semantics, text)` does.
pub fn parse_decimal(kind: FloatKind, text: &str) -> Result<(u128, Status), &'static str> {
    parse_decimal_with(kind, text, true)
}

/// [`parse_decimal`], with `short` allowing the `u128` path; tests hold the
/// two paths equal.
pub(super) fn parse_decimal_with(
    kind: FloatKind,
    text: &str,
    short: bool,
) -> Result<(u128, Status), &'static str> {
    let (neg, body) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    if body.eq_ignore_ascii_case("inf") || body.eq_ignore_ascii_case("infinity") {
        let (bits, _) = from_f64(
            kind,
            if neg {
                f64::NEG_INFINITY
            } else {
                f64::INFINITY
            },
        );
        return Ok((bits, Status::default()));
    }
    if body.eq_ignore_ascii_case("nan") {
        return Ok((super::nan_bits(kind, neg), Status::default()));
    }
    let (mant, exp_text) = match body.find(['e', 'E']) {
        Some(i) => (&body[..i], Some(&body[i + 1..])),
        None => (body, None),
    };
    let mut digits: Vec<u8> = Vec::with_capacity(mant.len());
    let mut frac_digits: i64 = 0;
    let mut seen_dot = false;
    for b in mant.bytes() {
        match b {
            b'0'..=b'9' => {
                digits.push(b - b'0');
                frac_digits += seen_dot as i64;
            }
            b'.' if !seen_dot => seen_dot = true,
            _ => return Err("invalid character in significand"),
        }
    }
    if digits.is_empty() {
        return Err("significand has no digits");
    }
    let mut exp: i64 = 0;
    if let Some(et) = exp_text {
        let (eneg, ed) = match et.as_bytes().first() {
            Some(b'-') => (true, &et[1..]),
            Some(b'+') => (false, &et[1..]),
            _ => (false, et),
        };
        if ed.is_empty() || !ed.bytes().all(|b| b.is_ascii_digit()) {
            return Err("exponent has no digits");
        }
        for b in ed.bytes() {
            exp = (exp * 10 + (b - b'0') as i64).min(1 << 40);
        }
        if eneg {
            exp = -exp;
        }
    }
    let mut k = exp - frac_digits;
    let first = digits.iter().position(|&d| d != 0);
    let Some(first) = first else {
        return Ok(round_exact(kind, neg, &BigNat::default(), 0, false));
    };
    let last = digits.iter().rposition(|&d| d != 0).unwrap_or(first);
    k += (digits.len() - 1 - last) as i64;
    let mut sig = &digits[first..=last];
    let nd = sig.len() as i64;
    if nd - 1 + k > 5000 {
        return Ok(round_exact(
            kind,
            neg,
            &BigNat::from_u128(1),
            1 << 20,
            false,
        ));
    }
    if nd + k < -5000 {
        return Ok(round_exact(kind, neg, &BigNat::default(), 0, true));
    }
    let mut sticky = false;
    if sig.len() > MAX_DIGITS {
        sticky = sig[MAX_DIGITS..].iter().any(|&d| d != 0);
        k += (sig.len() - MAX_DIGITS) as i64;
        sig = &sig[..MAX_DIGITS];
    }
    if let Some(r) = parse_short(kind, neg, sig, k, sticky).filter(|_| short) {
        return Ok(r);
    }
    let mut d = BigNat::default();
    for &digit in sig {
        d.mul_add_small(10, digit as u64);
    }
    if k >= 0 {
        let m = d.mul(&BigNat::pow5(k as u64));
        return Ok(round_exact(kind, neg, &m, k, sticky));
    }
    let den = BigNat::pow5((-k) as u64);
    let p = FloatSemantics::of(kind).precision as i64;
    let s = den.bit_len() as i64 + p + 3 - d.bit_len() as i64;
    let (num, den) = if s >= 0 {
        (d.shl(s as u64), den)
    } else {
        (d, den.shl((-s) as u64))
    };
    let (q, rem) = num.div_rem_nonzero(&den);
    Ok(round_exact(kind, neg, &q, k - s, sticky || rem))
}

/// [`parse_decimal`] of `sig * 10^k` in `u128` arithmetic, when the digits
/// fit a `u64` and the scale a `u128`: the same exact value and rounding
/// without allocating. `None` leaves the value to the big-number path.
fn parse_short(
    kind: FloatKind,
    neg: bool,
    sig: &[u8],
    k: i64,
    sticky: bool,
) -> Option<(u128, Status)> {
    if sig.len() > POW10_U64 as usize || sticky {
        return None;
    }
    let d = sig
        .iter()
        .fold(0u64, |acc, &digit| acc * 10 + u64::from(digit));
    if (0..=POW10_U64 as i64).contains(&k) {
        let m = u128::from(d) * 10u128.pow(k as u32);
        return Some(round_exact(kind, neg, &m, 0, false));
    }
    let p = i64::from(FloatSemantics::of(kind).precision);
    if k >= 0 || -k > POW5_U64 as i64 || p > 60 {
        return None;
    }
    // d * 10^k == (d * 2^s / 5^-k) * 2^(k - s), with `s` giving the
    // quotient at least p + 2 bits so the rounding sees its round bit.
    let den = 5u64.pow((-k) as u32);
    let den_bits = 64 - i64::from(den.leading_zeros());
    let s = den_bits + p + 3 - (64 - i64::from(d.leading_zeros()));
    if s < 0 {
        return None;
    }
    let num = u128::from(d) << s;
    let (q, rem) = (num / u128::from(den), num % u128::from(den));
    Some(round_exact(kind, neg, &q, k - s, rem != 0))
}

/// The bits of decimal `text` as `kind` when `kind` is `f32` or `f64`,
/// through the standard library's (correctly rounded) parser; `None` for
/// other kinds or text it does not take.
fn parse_hardware(kind: FloatKind, text: &str) -> Option<u128> {
    match kind {
        FloatKind::F64 => text.parse::<f64>().ok().map(|v| v.to_bits() as u128),
        FloatKind::F32 => text.parse::<f32>().ok().map(|v| v.to_bits() as u128),
        _ => None,
    }
}

/// Whether decimal `text` reads back as exactly `bits` of `kind`.
fn reads_back(kind: FloatKind, text: &str, bits: u128) -> bool {
    match parse_hardware(kind, text) {
        Some(b) => b == bits,
        None => parse_decimal(kind, text).is_ok_and(|(b, _)| b == bits),
    }
}

/// Reads an MLIR float literal token (`1.5`, `1.`, `2.5e-3`; the lexer's
/// `[0-9]+ '.' [0-9]* ([eE] [-+]? [0-9]+)?`, without sign) as MLIR's parser
/// does: the text becomes the nearest `f64` (LLVM's `StringRef::getAsDouble`),
/// `negative` flips its sign, and the `f64` is converted to `kind` with
/// round-to-nearest-even — so `1.1 : f128` is the `f64` nearest to 1.1.
/// The error is the decimal parser's, for text no float literal has.
pub fn parse_mlir_float_literal(
    kind: FloatKind,
    token: &str,
    negative: bool,
) -> Result<(u128, Status), &'static str> {
    let bits = match parse_hardware(FloatKind::F64, token) {
        Some(b) => b,
        None => parse_decimal(FloatKind::F64, token)?.0,
    };
    let bits = if negative { bits ^ (1u128 << 63) } else { bits };
    Ok(super::convert(FloatKind::F64, bits, kind))
}

/// Formats like LLVM's `APFloat::toString(Str, precision, max_padding,
/// truncate_zero)`: `precision` significant digits (0: enough for the
/// format), plain notation when at most `max_padding` zeros would be
/// added (0: always scientific), and with `truncate_zero` false the
/// `printf("%e")`-like shape MLIR prints (`1.000000e+00`).
pub fn to_string(
    kind: FloatKind,
    bits: u128,
    precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    let mut out = String::new();
    write_string(&mut out, kind, bits, precision, max_padding, truncate_zero);
    out
}

/// [`to_string`], appended to `out`.
pub fn write_string(
    out: &mut String,
    kind: FloatKind,
    bits: u128,
    precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) {
    let d = decode(kind, bits);
    let sem = FloatSemantics::of(kind);
    match d.category {
        Category::Infinity => return out.push_str(if d.negative { "-Inf" } else { "+Inf" }),
        Category::NaN => return out.push_str("NaN"),
        Category::Zero => {
            if d.negative {
                out.push('-');
            }
            if max_padding == 0 {
                if truncate_zero {
                    out.push_str("0.0E+0");
                } else {
                    out.push_str("0.0");
                    for _ in 1..precision.max(1) {
                        out.push('0');
                    }
                    out.push_str("e+00");
                }
            } else {
                out.push('0');
            }
            return;
        }
        Category::Finite => {}
    }
    if d.negative {
        out.push('-');
    }
    let fp = if precision == 0 {
        2 + sem.precision * 59 / 196
    } else {
        precision
    };
    let tz = d.sig.trailing_zeros();
    let mut exp = d.lsb_exp as i64 + i64::from(tz);
    let mut sig = BigNat::from_u128(d.sig >> tz);
    if exp > 0 {
        sig = sig.shl(exp as u64);
        exp = 0;
    } else if exp < 0 {
        // sig * 10^exp == (sig * 5^-exp) * 10^exp / 2^-exp, in place.
        let mut k = exp.unsigned_abs();
        while k > 0 {
            let step = k.min(POW5_U64);
            sig.mul_add_small(5u64.pow(step as u32), 0);
            k -= step;
        }
    }
    // Drop decimal digits beyond what the precision can show (truncating:
    // dividing by 10^a and then by 10^b is dividing by 10^(a+b)).
    let bits_len = sig.bit_len();
    let bits_required = (fp as u64 * 196).div_ceil(59);
    if bits_len > bits_required {
        let mut tens = (bits_len - bits_required) * 59 / 196;
        exp += tens as i64;
        while tens > 0 {
            let step = tens.min(POW10_U64);
            sig.divrem_small(10u64.pow(step as u32));
            tens -= step;
        }
    }
    // Digits, least significant first, without trailing zeros.
    let mut buf: Digits = Digits::new();
    while !sig.is_zero() {
        let digit = sig.divrem_small(10) as u8;
        if buf.is_empty() && digit == 0 {
            exp += 1;
        } else {
            buf.push(b'0' + digit);
        }
    }
    round_digits(&mut buf, &mut exp, fp as usize);
    format_digits(
        out,
        &buf,
        exp,
        fp as usize,
        max_padding as i64,
        truncate_zero,
    );
}

/// Decimal digits, least significant first; the printer's usual 7 to 40
/// fit without allocating.
type Digits = smallvec::SmallVec<[u8; 48]>;

/// The largest `k` with `5^k` in a `u64`.
const POW5_U64: u64 = 27;
/// The largest `k` with `10^k` in a `u64`.
const POW10_U64: u64 = 19;

/// Keeps `fp` significant digits of `buf` (least significant first),
/// rounding half up on the first dropped digit, as `APFloat::toString`.
fn round_digits(buf: &mut Digits, exp: &mut i64, fp: usize) {
    let n = buf.len();
    if n <= fp {
        return;
    }
    let mut first = n - fp;
    if buf[first - 1] < b'5' {
        while first < n && buf[first] == b'0' {
            first += 1;
        }
        *exp += first as i64;
        buf.drain(..first);
        return;
    }
    // Decimal add-with-carry: the nines that carry become dropped zeros.
    first += buf[first..].iter().take_while(|&&d| d == b'9').count();
    if first < n {
        buf[first] += 1;
    }
    *exp += first as i64;
    if first == n {
        buf.clear();
        buf.push(b'1');
        return;
    }
    buf.drain(..first);
}

fn format_digits(
    out: &mut String,
    buf: &[u8],
    exp: i64,
    fp: usize,
    max_padding: i64,
    truncate_zero: bool,
) {
    let nd = buf.len();
    let digit = |i: usize| buf[nd - 1 - i] as char;
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp > max_padding || nd as i64 + exp > fp as i64
    } else {
        let msd = exp + nd as i64 - 1;
        msd < 0 && -msd > max_padding
    };
    if scientific {
        let e = exp + nd as i64 - 1;
        out.push(digit(0));
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        } else {
            (1..nd).for_each(|i| out.push(digit(i)));
        }
        if !truncate_zero && fp + 1 > nd {
            (0..fp + 1 - nd).for_each(|_| out.push('0'));
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if e >= 0 { '+' } else { '-' });
        let mag = e.unsigned_abs().to_string();
        if !truncate_zero && mag.len() < 2 {
            out.push('0');
        }
        out.push_str(&mag);
        return;
    }
    if exp >= 0 {
        (0..nd).for_each(|i| out.push(digit(i)));
        (0..exp).for_each(|_| out.push('0'));
        return;
    }
    let whole = exp + nd as i64;
    let mut i = 0usize;
    if whole > 0 {
        while (i as i64) < whole {
            out.push(digit(i));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        (0..-whole).for_each(|_| out.push('0'));
    }
    (i..nd).for_each(|i| out.push(digit(i)));
}

/// The text MLIR's printer gives a float attribute's value (without the
/// type): `%e`-style with 6 digits when that parses back to the same bits,
/// else `APFloat::toString`'s natural form when it has a `.`, else the bits
/// in hexadecimal (`0x7C00`), as for infinities and NaNs.
pub fn mlir_float_text(kind: FloatKind, bits: u128) -> String {
    let mut out = String::new();
    write_mlir_float_text(&mut out, kind, bits);
    out
}

/// [`mlir_float_text`], appended to `out`; returns whether it is the
/// hexadecimal form (which MLIR never prints without its type).
pub fn write_mlir_float_text(out: &mut String, kind: FloatKind, bits: u128) -> bool {
    let sem = FloatSemantics::of(kind);
    let bits = bits & mask(sem.width);
    let cat = decode(kind, bits).category;
    let start = out.len();
    if matches!(cat, Category::Zero | Category::Finite) {
        write_string(out, kind, bits, 6, 0, false);
        if reads_back(kind, &out[start..], bits) {
            return false;
        }
        out.truncate(start);
        write_string(out, kind, bits, 0, 3, true);
        if out[start..].contains('.') {
            return false;
        }
        out.truncate(start);
    }
    use core::fmt::Write;
    let _ = write!(out, "0x{bits:X}");
    true
}

/// The shortest decimal (fewest significant digits, in `toString`'s
/// natural notation) that parses back to exactly `bits`; `inf`, `-inf` and
/// `nan` for the special values.
pub fn shortest_decimal(kind: FloatKind, bits: u128) -> String {
    let bits = bits & mask(FloatSemantics::of(kind).width);
    let d = decode(kind, bits);
    match d.category {
        Category::NaN => return "nan".into(),
        Category::Infinity => return if d.negative { "-inf" } else { "inf" }.into(),
        _ => {}
    }
    let max = 2 + FloatSemantics::of(kind).precision * 59 / 196 + 1;
    for p in 1..=max {
        let s = to_string(kind, bits, p, 3, true);
        if reads_back(kind, &s, bits) {
            return s;
        }
    }
    to_string(kind, bits, 0, 3, true)
}

/// Whether the decimal text converts to `kind` without rounding.
pub fn is_exact_decimal(kind: FloatKind, text: &str) -> bool {
    parse_decimal(kind, text).is_ok_and(|(_, st)| st.is_exact())
}
