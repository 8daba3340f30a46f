//! Float literals: decimal text to bits for every builtin float kind, and
//! bits to text the way MLIR's printer (through LLVM's `APFloat::toString`)
//! writes them.
//!
//! Printing needs the exact decimal expansion of the value (MLIR rounds the
//! exact digits half-up, then decides between `1.500000e+00`, the shortest
//! round-tripping form and hex bits), so it uses a small base-10^9 bignum.
//! Going through Rust's `{:e}` formatting was rejected: it rounds half-even
//! and only covers `f32`/`f64`, while MLIR prints `f16`, `bf16`, `f80` and the
//! 8-bit kinds with the same rules.

use crate::uniqued::types::FloatKind;

/// How a float format encodes special values.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Flavor {
    /// IEEE 754: all-ones exponent is inf/NaN.
    Ieee,
    /// No infinity; NaN is all-ones exponent and mantissa (`FN`).
    FiniteNanOnes,
    /// No infinity, no negative zero; NaN is the sign bit alone (`FNUZ`).
    Fnuz,
    /// No infinity and no NaN.
    FiniteOnly,
    /// `f8E8M0FNU`: exponent only, no sign, no zero, NaN all-ones.
    E8M0,
    /// x87 80-bit extended with an explicit integer bit.
    X87,
}

/// The encoding parameters of a float kind.
#[derive(Copy, Clone, Debug)]
struct Sem {
    ebits: u32,
    /// Stored mantissa bits (without the hidden bit).
    mbits: u32,
    bias: i32,
    flavor: Flavor,
}

fn sem(k: FloatKind) -> Sem {
    use Flavor::*;
    let s = |ebits, mbits, bias, flavor| Sem {
        ebits,
        mbits,
        bias,
        flavor,
    };
    match k {
        FloatKind::F4E2M1FN => s(2, 1, 1, FiniteOnly),
        FloatKind::F6E2M3FN => s(2, 3, 1, FiniteOnly),
        FloatKind::F6E3M2FN => s(3, 2, 3, FiniteOnly),
        FloatKind::F8E5M2 => s(5, 2, 15, Ieee),
        FloatKind::F8E4M3 => s(4, 3, 7, Ieee),
        FloatKind::F8E4M3FN => s(4, 3, 7, FiniteNanOnes),
        FloatKind::F8E5M2FNUZ => s(5, 2, 16, Fnuz),
        FloatKind::F8E4M3FNUZ => s(4, 3, 8, Fnuz),
        FloatKind::F8E4M3B11FNUZ => s(4, 3, 11, Fnuz),
        FloatKind::F8E3M4 => s(3, 4, 3, Ieee),
        FloatKind::F8E8M0FNU => s(8, 0, 127, E8M0),
        FloatKind::BF16 => s(8, 7, 127, Ieee),
        FloatKind::F16 => s(5, 10, 15, Ieee),
        FloatKind::TF32 => s(8, 10, 127, Ieee),
        FloatKind::F32 => s(8, 23, 127, Ieee),
        FloatKind::F64 => s(11, 52, 1023, Ieee),
        FloatKind::F80 => s(15, 64, 16383, X87),
        FloatKind::F128 => s(15, 112, 16383, Ieee),
    }
}

/// The decoded value of a float encoding.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
enum Decoded {
    Nan,
    Inf(bool),
    Zero(bool),
    /// `(-1)^neg * sig * 2^exp`, `sig > 0`.
    Finite {
        neg: bool,
        sig: u128,
        exp: i32,
    },
}

/// Binary digits of precision (including the hidden bit).
fn precision(s: Sem) -> u32 {
    if s.flavor == Flavor::X87 {
        64
    } else {
        s.mbits + 1
    }
}

fn decode(k: FloatKind, bits: u128) -> Decoded {
    let s = sem(k);
    let w = k.width();
    let mmask = (1u128 << s.mbits) - 1;
    let emax_field = (1u128 << s.ebits) - 1;
    if s.flavor == Flavor::E8M0 {
        let e = (bits & 0xff) as i32;
        if e == 0xff {
            return Decoded::Nan;
        }
        return Decoded::Finite {
            neg: false,
            sig: 1,
            exp: e - s.bias,
        };
    }
    let neg = (bits >> (w - 1)) & 1 == 1;
    let efield = (bits >> s.mbits) & emax_field;
    let mant = bits & mmask;
    if s.flavor == Flavor::X87 {
        if efield == emax_field {
            return if mant << 1 == 0 {
                Decoded::Inf(neg)
            } else {
                Decoded::Nan
            };
        }
        if mant == 0 {
            return Decoded::Zero(neg);
        }
        let e = if efield == 0 { 1 } else { efield as i32 };
        return Decoded::Finite {
            neg,
            sig: mant,
            exp: e - s.bias - 63,
        };
    }
    match s.flavor {
        Flavor::Ieee if efield == emax_field => {
            return if mant == 0 {
                Decoded::Inf(neg)
            } else {
                Decoded::Nan
            };
        }
        Flavor::FiniteNanOnes if efield == emax_field && mant == mmask => return Decoded::Nan,
        Flavor::Fnuz if neg && efield == 0 && mant == 0 => return Decoded::Nan,
        _ => {}
    }
    if efield == 0 && mant == 0 {
        return Decoded::Zero(neg);
    }
    let (sig, e) = if efield == 0 {
        (mant, 1 - s.bias)
    } else {
        (mant | (1u128 << s.mbits), efield as i32 - s.bias)
    };
    Decoded::Finite {
        neg,
        sig,
        exp: e - s.mbits as i32,
    }
}

/// A little-endian binary natural number (64-bit limbs).
struct Big(Vec<u64>);

impl Big {
    fn from_u128(v: u128) -> Big {
        Big(vec![v as u64, (v >> 64) as u64])
    }
    fn mul_small(&mut self, m: u64) {
        let mut carry = 0u128;
        for x in self.0.iter_mut() {
            let t = *x as u128 * m as u128 + carry;
            *x = t as u64;
            carry = t >> 64;
        }
        if carry > 0 {
            self.0.push(carry as u64);
        }
    }
    fn shl(&mut self, n: u32) {
        for _ in 0..n / 64 {
            self.0.insert(0, 0);
        }
        let r = n % 64;
        if r > 0 {
            let mut carry = 0u64;
            for x in self.0.iter_mut() {
                let nx = (*x << r) | carry;
                carry = *x >> (64 - r);
                *x = nx;
            }
            if carry > 0 {
                self.0.push(carry);
            }
        }
    }
    /// Divides in place, returning the remainder.
    fn div_small(&mut self, d: u64) -> u64 {
        let mut rem = 0u128;
        for x in self.0.iter_mut().rev() {
            let cur = (rem << 64) | *x as u128;
            *x = (cur / d as u128) as u64;
            rem = cur % d as u128;
        }
        rem as u64
    }
    fn is_zero(&self) -> bool {
        self.0.iter().all(|&x| x == 0)
    }
    fn active_bits(&self) -> u32 {
        for (i, &x) in self.0.iter().enumerate().rev() {
            if x != 0 {
                return i as u32 * 64 + 64 - x.leading_zeros();
            }
        }
        0
    }
}

/// The decimal digits APFloat works with (most significant first, no
/// trailing zeros) and the decimal exponent of the last digit. Like
/// LLVM, the exact value is first cut (truncating) to about `fp` digits.
fn exact_digits(sig: u128, exp: i32, fp: usize) -> (Vec<u8>, i32) {
    let tz = sig.trailing_zeros() as i32;
    let sig = sig >> tz;
    let exp = exp + tz;
    let mut big = Big::from_u128(sig);
    let mut dexp = 0i32;
    if exp > 0 {
        big.shl(exp as u32);
    } else {
        for _ in 0..(-exp) {
            big.mul_small(5);
        }
        dexp = exp;
    }
    let bits = big.active_bits();
    let required = (fp * 196).div_ceil(59) as u32;
    if bits > required {
        let removable = (bits - required) * 59 / 196;
        for _ in 0..removable {
            big.div_small(10);
        }
        dexp += removable as i32;
    }
    let mut rev = Vec::new();
    let mut in_trail = true;
    while !big.is_zero() {
        let d = big.div_small(10) as u8;
        if in_trail && d == 0 {
            dexp += 1;
        } else {
            rev.push(b'0' + d);
            in_trail = false;
        }
    }
    rev.reverse();
    (rev, dexp)
}

/// LLVM's `APFloat::toString` for a finite nonzero value.
fn to_string_impl(
    neg: bool,
    sig: u128,
    exp: i32,
    prec_bits: u32,
    format_precision: usize,
    max_padding: usize,
    truncate_zero: bool,
) -> String {
    let fp = if format_precision == 0 {
        2 + (prec_bits as usize) * 59 / 196
    } else {
        format_precision
    };
    let (mut d, mut e) = exact_digits(sig, exp, fp);
    if d.len() > fp {
        let drop = d.len() - fp;
        let round_up = d[fp] >= b'5';
        d.truncate(fp);
        e += drop as i32;
        if round_up {
            let mut i = d.len();
            loop {
                if i == 0 {
                    d.insert(0, b'1');
                    d.pop();
                    e += 1;
                    break;
                }
                i -= 1;
                if d[i] == b'9' {
                    d[i] = b'0';
                } else {
                    d[i] += 1;
                    break;
                }
            }
        }
        while d.len() > 1 && d.last() == Some(&b'0') {
            d.pop();
            e += 1;
        }
    }
    let n = d.len();
    let scientific = if max_padding == 0 {
        true
    } else if e >= 0 {
        e as usize > max_padding || n + e as usize > fp
    } else {
        let msd = e + n as i32 - 1;
        msd < 0 && (-msd) as usize > max_padding
    };
    let mut s = String::new();
    if neg {
        s.push('-');
    }
    if scientific {
        let x = e + n as i32 - 1;
        s.push(d[0] as char);
        s.push('.');
        if n == 1 && truncate_zero {
            s.push('0');
        } else {
            s.extend(d[1..].iter().map(|&c| c as char));
        }
        if !truncate_zero && fp + 1 > n {
            s.extend(std::iter::repeat_n('0', fp + 1 - n));
        }
        s.push(if truncate_zero { 'E' } else { 'e' });
        s.push(if x >= 0 { '+' } else { '-' });
        let ex = x.unsigned_abs().to_string();
        if !truncate_zero && ex.len() < 2 {
            s.push('0');
        }
        s.push_str(&ex);
        return s;
    }
    if e >= 0 {
        s.extend(d.iter().map(|&c| c as char));
        s.extend(std::iter::repeat_n('0', e as usize));
        return s;
    }
    let whole = e + n as i32;
    if whole > 0 {
        s.extend(d[..whole as usize].iter().map(|&c| c as char));
        s.push('.');
        s.extend(d[whole as usize..].iter().map(|&c| c as char));
    } else {
        s.push_str("0.");
        s.extend(std::iter::repeat_n('0', (-whole) as usize));
        s.extend(d.iter().map(|&c| c as char));
    }
    s
}

/// Hex bits as MLIR prints them: `0x` and upper-case digits of the full
/// storage width.
pub fn hex_bits(k: FloatKind, bits: u128) -> String {
    let digits = k.width().div_ceil(4) as usize;
    format!("0x{bits:0digits$X}")
}

/// Formats a float attribute's value exactly as mlir-opt does.
pub fn format_float(k: FloatKind, bits: u128) -> String {
    let s = sem(k);
    match decode(k, bits) {
        Decoded::Nan | Decoded::Inf(_) => {
            // APInt::toString in C-literal form: no zero padding.
            format!("0x{bits:X}")
        }
        Decoded::Zero(neg) => {
            let short = if neg { "-0.000000e+00" } else { "0.000000e+00" };
            if parse_decimal(k, short) == Some(bits) {
                short.to_string()
            } else {
                format!("0x{bits:X}")
            }
        }
        Decoded::Finite { neg, sig, exp } => {
            let p = precision(s);
            let short = to_string_impl(neg, sig, exp, p, 6, 0, false);
            if parse_decimal(k, &short) == Some(bits) {
                return short;
            }
            let long = to_string_impl(neg, sig, exp, p, 0, 3, true);
            if long.contains('.') {
                return long;
            }
            format!("0x{bits:X}")
        }
    }
}

/// Rounds `neg * sig * 2^exp` (exact) to the nearest encoding of `k`,
/// ties to even. Overflow gives infinity, or NaN for kinds without one.
fn encode(k: FloatKind, neg: bool, sig: u128, exp: i32) -> u128 {
    let s = sem(k);
    let w = k.width();
    let sign_bit = if neg && s.flavor != Flavor::E8M0 {
        1u128 << (w - 1)
    } else {
        0
    };
    let nan = || -> u128 {
        match s.flavor {
            Flavor::Fnuz => 1u128 << (w - 1),
            Flavor::E8M0 => 0xff,
            Flavor::FiniteNanOnes => (1u128 << (w - 1)) - 1,
            Flavor::X87 => (0x7fffu128 << 64) | (0xC000_0000_0000_0000u128),
            _ => ((1u128 << (s.ebits + s.mbits)) - 1) ^ ((1u128 << s.mbits.saturating_sub(1)) - 1),
        }
    };
    if sig == 0 {
        return if s.flavor == Flavor::Fnuz {
            0
        } else {
            sign_bit
        };
    }
    let p = precision(s) as i32;
    // Normalise to `sig` with exactly p bits by tracking the top bit.
    let top = 127 - sig.leading_zeros() as i32;
    let mut e = exp + top; // unbiased exponent of the leading bit
    let emin = if s.flavor == Flavor::E8M0 {
        -s.bias
    } else {
        1 - s.bias
    };
    // Bits to keep: p, fewer when subnormal.
    let keep = if e < emin { p - (emin - e) } else { p };
    let shift = top + 1 - keep;
    let mut m: u128 = if keep <= 0 {
        0
    } else if shift > 0 {
        let q = sig >> shift;
        let rem = sig & ((1u128 << shift) - 1);
        let half = 1u128 << (shift - 1);
        if rem > half || (rem == half && q & 1 == 1) {
            q + 1
        } else {
            q
        }
    } else {
        sig << (-shift)
    };
    if keep <= 0 {
        // Below half the smallest subnormal rounds to zero; above it to it.
        let half_exp = emin - (p - 1) - 1;
        m = if e > half_exp || (e == half_exp && sig.count_ones() > 1) {
            1
        } else {
            0
        };
    }
    // Carry out of the kept bits.
    if keep > 0 && m >> keep != 0 {
        m >>= 1;
        e += 1;
    }
    if m == 0 {
        return if s.flavor == Flavor::Fnuz {
            0
        } else {
            sign_bit
        };
    }
    let subnormal = keep < p || (m >> (p - 1)) == 0;
    if s.flavor == Flavor::E8M0 {
        let f = e + s.bias;
        return if !(0..0xff).contains(&f) {
            nan()
        } else {
            f as u128
        };
    }
    if s.flavor == Flavor::X87 {
        let f = if subnormal { 0 } else { e + s.bias };
        if f >= 0x7fff {
            return sign_bit | (0x7fffu128 << 64) | (1u128 << 63);
        }
        return sign_bit | ((f as u128) << 64) | m;
    }
    let emax_field = (1i32 << s.ebits) - 1;
    let f = if subnormal { 0 } else { e + s.bias };
    let mant = m & ((1u128 << s.mbits) - 1);
    let too_big = match s.flavor {
        Flavor::Ieee => f >= emax_field,
        Flavor::FiniteNanOnes => {
            f > emax_field || (f == emax_field && mant == (1u128 << s.mbits) - 1)
        }
        _ => f > emax_field,
    };
    if too_big {
        return match s.flavor {
            Flavor::Ieee => sign_bit | ((emax_field as u128) << s.mbits),
            _ => nan(),
        };
    }
    sign_bit | ((f as u128) << s.mbits) | mant
}

/// Parses a decimal float literal (`-1.5e3`, `42`) into the bits of `k`,
/// correctly rounded for `f32`/`f64` and via `f64` for the other kinds.
pub fn parse_decimal(k: FloatKind, text: &str) -> Option<u128> {
    match k {
        FloatKind::F64 => text.parse::<f64>().ok().map(|v| v.to_bits() as u128),
        FloatKind::F32 => text.parse::<f32>().ok().map(|v| v.to_bits() as u128),
        _ => {
            let v = text.parse::<f64>().ok()?;
            Some(from_f64(k, v))
        }
    }
}

/// Converts an `f64` to the nearest encoding of `k`.
pub fn from_f64(k: FloatKind, v: f64) -> u128 {
    match decode(FloatKind::F64, v.to_bits() as u128) {
        Decoded::Nan => encode_nan(k),
        Decoded::Inf(neg) => {
            let s = sem(k);
            if s.flavor == Flavor::Ieee || s.flavor == Flavor::X87 {
                encode(k, neg, 1, 1 << 20)
            } else {
                encode_nan(k)
            }
        }
        Decoded::Zero(neg) => encode(k, neg, 0, 0),
        Decoded::Finite { neg, sig, exp } => encode(k, neg, sig, exp),
    }
}

fn encode_nan(k: FloatKind) -> u128 {
    let s = sem(k);
    let w = k.width();
    match s.flavor {
        Flavor::Fnuz => 1u128 << (w - 1),
        Flavor::E8M0 => 0xff,
        Flavor::FiniteNanOnes => (1u128 << (w - 1)) - 1,
        Flavor::FiniteOnly => 0,
        Flavor::X87 => (0x7fffu128 << 64) | 0xC000_0000_0000_0000u128,
        Flavor::Ieee => ((1u128 << s.ebits) - 1) << s.mbits | (1u128 << (s.mbits - 1)),
    }
}

/// Whether kind `k` can represent NaN or infinity (FiniteOnly kinds cannot).
pub fn has_nan(k: FloatKind) -> bool {
    sem(k).flavor != Flavor::FiniteOnly
}

#[cfg(test)]
mod tests {
    use super::*;

    fn f64s(v: f64) -> String {
        format_float(FloatKind::F64, v.to_bits() as u128)
    }

    #[test]
    fn prints_like_mlir() {
        assert_eq!(f64s(1.0), "1.000000e+00");
        assert_eq!(f64s(1.2345), "1.234500e+00");
        assert_eq!(f64s(1.234567), "1.234567");
        assert_eq!(f64s(1e100), "1.000000e+100");
        assert_eq!(f64s(123456789.0), "0x419D6F3454000000");
        assert_eq!(f64s(1234565.0), "0x4132D68500000000");
        assert_eq!(f64s(0.000123456789), "1.23456789E-4");
        assert_eq!(f64s(-0.0), "-0.000000e+00");
        assert_eq!(f64s(100.0), "1.000000e+02");
        let f16 = parse_decimal(FloatKind::F16, "1.0e-5").unwrap();
        assert_eq!(format_float(FloatKind::F16, f16), "1.001360e-05");
        let bf = parse_decimal(FloatKind::BF16, "3.0e-7").unwrap();
        assert_eq!(format_float(FloatKind::BF16, bf), "2.998860e-07");
        let f32 = parse_decimal(FloatKind::F32, "0.1").unwrap();
        assert_eq!(format_float(FloatKind::F32, f32), "1.000000e-01");
        assert_eq!(format_float(FloatKind::F32, 0x7FC00000), "0x7FC00000");
    }

    #[test]
    fn encodes_f16() {
        assert_eq!(from_f64(FloatKind::F16, 1.0), 0x3C00);
        assert_eq!(from_f64(FloatKind::F16, 65520.0), 0x7C00);
        assert_eq!(from_f64(FloatKind::F16, 5.960464477539063e-8), 1);
        assert_eq!(from_f64(FloatKind::BF16, 1.0), 0x3F80);
        assert_eq!(from_f64(FloatKind::F80, 1.0), (16383u128 << 64) | (1 << 63));
    }
}
