//! Decimal text <-> float bit patterns: the exact parser, the formatting of
//! LLVM's `APFloat::toString`, and MLIR's choice between them when printing.
//!
//! Parsing is exact: the decimal is turned into `D * 10^k`, then into a
//! binary mantissa with a sticky bit (multiplying by `5^k`, or dividing by
//! `5^-k` to just enough quotient bits), and rounded once. Formatting
//! follows `APFloat::toString` step by step — including its truncating
//! pre-division and its round-half-up on one digit — because MLIR's output
//! is defined by it; a "shortest round-trip" algorithm (Ryu, Grisu) was
//! rejected as the printer's engine since it prints different digits.
//! [`shortest_decimal`] is offered separately for callers that want one.

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
    let (neg, body) = match text.as_bytes().first() {
        Some(b'-') => (true, &text[1..]),
        Some(b'+') => (false, &text[1..]),
        _ => (false, text),
    };
    let lower = body.to_ascii_lowercase();
    if lower == "inf" || lower == "infinity" {
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
    if lower == "nan" {
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

/// Parses an MLIR float literal token (no sign) the way MLIR's parser does:
/// the text is read as an `f64` (correctly rounded) and then converted to
/// `kind`, so `1.1 : f128` gets the `f64` nearest to 1.1. `negative` applies
/// a leading minus that the lexer split off.
pub fn parse_mlir_float_literal(
    kind: FloatKind,
    token: &str,
    negative: bool,
) -> Result<(u128, Status), &'static str> {
    let mut t = token.replace(".e", ".0e").replace(".E", ".0E");
    if t.ends_with('.') {
        t.push('0');
    }
    let v: f64 = t.parse().map_err(|_| "invalid floating point literal")?;
    Ok(from_f64(kind, if negative { -v } else { v }))
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
    let d = decode(kind, bits);
    let sem = FloatSemantics::of(kind);
    let mut out = String::new();
    match d.category {
        Category::Infinity => return if d.negative { "-Inf" } else { "+Inf" }.into(),
        Category::NaN => return "NaN".into(),
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
            return out;
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
    let mut sig = BigNat::from_u128(d.sig);
    let mut exp = d.lsb_exp as i64;
    let tz = sig.trailing_zeros();
    exp += tz as i64;
    sig = sig.shr(tz);
    if exp > 0 {
        sig = sig.shl(exp as u64);
        exp = 0;
    } else if exp < 0 {
        sig = sig.mul(&BigNat::pow5((-exp) as u64));
    }
    // Drop decimal digits beyond what the precision can show (truncating).
    let bits_len = sig.bit_len();
    let bits_required = (fp as u64 * 196).div_ceil(59);
    if bits_len > bits_required {
        let tens = (bits_len - bits_required) * 59 / 196;
        if tens > 0 {
            exp += tens as i64;
            // floor(x / 10^t) == floor(floor(x / 2^t) / 5^t)
            sig = sig.shr(tens).div_rem_nonzero(&BigNat::pow5(tens)).0;
        }
    }
    // Digits, least significant first, without trailing zeros.
    let mut buf: Vec<u8> = Vec::new();
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
        &mut out,
        &buf,
        exp,
        fp as usize,
        max_padding as i64,
        truncate_zero,
    );
    out
}

/// Keeps `fp` significant digits of `buf` (least significant first),
/// rounding half up on the first dropped digit, as `APFloat::toString`.
fn round_digits(buf: &mut Vec<u8>, exp: &mut i64, fp: usize) {
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
    let sem = FloatSemantics::of(kind);
    let bits = bits & mask(sem.width);
    let cat = decode(kind, bits).category;
    if matches!(cat, Category::Zero | Category::Finite) {
        let s = to_string(kind, bits, 6, 0, false);
        if parse_decimal(kind, &s).is_ok_and(|(b, _)| b == bits) {
            return s;
        }
        let s = to_string(kind, bits, 0, 3, true);
        if s.contains('.') {
            return s;
        }
    }
    format!("0x{bits:X}")
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
        if parse_decimal(kind, &s).is_ok_and(|(b, _)| b == bits) {
            return s;
        }
    }
    to_string(kind, bits, 0, 3, true)
}

/// Whether the decimal text converts to `kind` without rounding.
pub fn is_exact_decimal(kind: FloatKind, text: &str) -> bool {
    parse_decimal(kind, text).is_ok_and(|(_, st)| st.is_exact())
}
