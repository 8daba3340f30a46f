//! Arbitrary-width two's-complement integers, as MLIR's `APInt`.
//!
//! Integer attributes may be of any width up to 2^24 - 1 bits, so their value
//! cannot be an `i128`. The value is kept in little-endian 64-bit words with
//! the bits above `width` zero, so that equality and hashing are structural.
//! One inline word covers every width up to 64 without allocation; a bignum
//! crate was rejected because folding needs wrap-around at an exact width,
//! which a bignum would redo by masking after every step.

mod arith;
mod parse;
#[cfg(test)]
mod tests;

pub use parse::IntLiteralError;

use smallvec::SmallVec;

/// A fixed-width integer value; signedness is in the operation, not here.
#[derive(Clone, Eq, Debug)]
pub struct APInt {
    width: u32,
    words: SmallVec<[u64; 1]>,
}

impl PartialEq for APInt {
    /// Compares one-word values directly: the slice comparison a derive
    /// gives calls `memcmp`, a third of the cost of a uniquer hit on an
    /// integer attribute.
    #[inline]
    fn eq(&self, other: &APInt) -> bool {
        self.width == other.width
            && match (&self.words[..], &other.words[..]) {
                ([a], [b]) => a == b,
                (a, b) => a == b,
            }
    }
}

impl core::hash::Hash for APInt {
    /// Hashes what `eq` compares: the width and the words.
    fn hash<H: core::hash::Hasher>(&self, state: &mut H) {
        self.width.hash(state);
        self.words[..].hash(state);
    }
}

fn words_for(width: u32) -> usize {
    (width as usize).div_ceil(64).max(1)
}

impl APInt {
    /// Zero of `width` bits.
    pub fn zero(width: u32) -> APInt {
        APInt {
            width,
            words: SmallVec::from_elem(0, words_for(width)),
        }
    }

    /// `v` truncated to `width` bits.
    pub fn from_u64(width: u32, v: u64) -> APInt {
        let mut a = APInt::zero(width);
        a.words[0] = v;
        a.clear_unused();
        a
    }

    /// `v` sign-extended or truncated to `width` bits.
    pub fn from_i64(width: u32, v: i64) -> APInt {
        if width <= 64 {
            // One word: no fill loop, and the mask is a shift.
            let word = match width {
                0 => 0,
                64 => v as u64,
                w => v as u64 & ((1u64 << w) - 1),
            };
            return APInt {
                width,
                words: SmallVec::from_buf([word]),
            };
        }
        let fill = if v < 0 { u64::MAX } else { 0 };
        let mut a = APInt {
            width,
            words: SmallVec::from_elem(fill, words_for(width)),
        };
        a.words[0] = v as u64;
        a.clear_unused();
        a
    }

    /// `v` sign-extended or truncated to `width` bits.
    pub fn from_i128(width: u32, v: i128) -> APInt {
        let fill = if v < 0 { u64::MAX } else { 0 };
        let mut a = APInt {
            width,
            words: SmallVec::from_elem(fill, words_for(width)),
        };
        a.words[0] = v as u64;
        if a.words.len() > 1 {
            a.words[1] = (v >> 64) as u64;
        }
        a.clear_unused();
        a
    }

    /// Builds from little-endian words, truncated to `width` bits.
    pub fn from_words(width: u32, words: &[u64]) -> APInt {
        let mut a = APInt::zero(width);
        for (d, s) in a.words.iter_mut().zip(words) {
            *d = *s;
        }
        a.clear_unused();
        a
    }

    fn clear_unused(&mut self) {
        let rem = self.width % 64;
        let n = words_for(self.width);
        if self.width == 0 {
            self.words[0] = 0;
        } else if rem != 0 {
            self.words[n - 1] &= (1u64 << rem) - 1;
        }
    }

    /// The bit width.
    #[inline]
    pub fn width(&self) -> u32 {
        self.width
    }

    /// The little-endian words; bits above the width are zero.
    #[inline]
    pub fn words(&self) -> &[u64] {
        &self.words
    }

    /// Bit `i` (0 is least significant).
    pub fn bit(&self, i: u32) -> bool {
        i < self.width && (self.words[(i / 64) as usize] >> (i % 64)) & 1 == 1
    }

    /// Whether the sign bit is set.
    pub fn is_negative(&self) -> bool {
        self.width > 0 && self.bit(self.width - 1)
    }

    /// Whether every bit is zero.
    pub fn is_zero(&self) -> bool {
        self.words.iter().all(|&w| w == 0)
    }

    /// The value read as unsigned, if it fits in a `u64`.
    pub fn to_u64(&self) -> Option<u64> {
        if self.words[1..].iter().all(|&w| w == 0) {
            Some(self.words[0])
        } else {
            None
        }
    }

    /// `v` truncated to `width` bits.
    pub fn from_u128(width: u32, v: u128) -> APInt {
        APInt::from_words(width, &[v as u64, (v >> 64) as u64])
    }

    /// The value read as unsigned, if it fits in a `u128`.
    pub fn to_u128(&self) -> Option<u128> {
        if self.words.iter().skip(2).any(|&w| w != 0) {
            return None;
        }
        let hi = self.words.get(1).copied().unwrap_or(0) as u128;
        Some(hi << 64 | self.words[0] as u128)
    }

    /// The value read as signed, if it fits in an `i128`.
    pub fn to_i128(&self) -> Option<i128> {
        if self.width <= 128 {
            let v = self.to_u128()?;
            if self.width == 0 {
                return Some(0);
            }
            let shift = 128 - self.width;
            return Some(((v << shift) as i128) >> shift);
        }
        let t = self.trunc(128);
        (t.sext(self.width) == *self).then(|| t.to_u128().map(|v| v as i128))?
    }

    /// The value read as signed, if it fits in an `i64`.
    pub fn to_i64(&self) -> Option<i64> {
        if self.width <= 64 {
            if self.width == 0 {
                return Some(0);
            }
            let shift = 64 - self.width;
            return Some(((self.words[0] << shift) as i64) >> shift);
        }
        let neg = self.is_negative();
        let v = self.words[0] as i64;
        let fill = if neg { u64::MAX } else { 0 };
        let ok = self.words[1..]
            .iter()
            .enumerate()
            .all(|(i, &w)| w == self.fill_word(i + 1, fill))
            && (v < 0) == neg;
        ok.then_some(v)
    }

    fn fill_word(&self, i: usize, fill: u64) -> u64 {
        let rem = self.width % 64;
        if i == self.words.len() - 1 && rem != 0 {
            fill & ((1u64 << rem) - 1)
        } else {
            fill
        }
    }

    /// The two's complement negation.
    pub fn wrapping_neg(&self) -> APInt {
        let mut out = self.clone();
        let mut carry = 1u64;
        for w in out.words.iter_mut() {
            let (s, c) = (!*w).overflowing_add(carry);
            *w = s;
            carry = c as u64;
        }
        out.clear_unused();
        out
    }

    /// Decimal text of the unsigned reading.
    pub fn to_string_unsigned(&self) -> String {
        if let Some(v) = self.to_u64() {
            return v.to_string();
        }
        // Repeated division by 10^19 over the words, dropping the top
        // words as they become zero: a value far narrower than its type
        // (a few digits in an `i16777215`) then costs its own size.
        let mut words: Vec<u64> = self.words.to_vec();
        let mut chunks = Vec::new();
        const BASE: u64 = 10_000_000_000_000_000_000;
        loop {
            while words.last() == Some(&0) {
                words.pop();
            }
            if words.is_empty() {
                break;
            }
            let mut rem: u128 = 0;
            for w in words.iter_mut().rev() {
                let cur = (rem << 64) | *w as u128;
                *w = (cur / BASE as u128) as u64;
                rem = cur % BASE as u128;
            }
            chunks.push(rem as u64);
        }
        let mut s = chunks
            .pop()
            .map(|c| c.to_string())
            .unwrap_or_else(|| "0".into());
        for c in chunks.iter().rev() {
            s.push_str(&format!("{c:019}"));
        }
        s
    }

    /// Decimal text of the signed reading.
    pub fn to_string_signed(&self) -> String {
        if let Some(v) = self.to_i64() {
            return v.to_string();
        }
        if self.is_negative() {
            format!("-{}", self.wrapping_neg().to_string_unsigned())
        } else {
            self.to_string_unsigned()
        }
    }

    /// Parses decimal digits (optionally with a leading `-`) into `width`
    /// bits, wrapping silently; `None` when the digits are not decimal.
    /// [`APInt::parse_literal`] checks MLIR's ranges instead; the
    /// `decimal_fits_*` functions check a range alone.
    pub fn from_decimal(width: u32, text: &str) -> Option<APInt> {
        let (neg, digits) = match text.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, text),
        };
        if digits.is_empty() || !digits.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let mut words: Vec<u64> = vec![0; words_for(width)];
        parse::accumulate(&mut words, 10, digits, true).ok()?;
        let a = APInt::from_words(width, &words);
        Some(if neg { a.wrapping_neg() } else { a })
    }

    /// Whether the decimal `text` fits `width` bits read as signed.
    pub fn decimal_fits_signed(width: u32, text: &str) -> bool {
        let digits = text.strip_prefix('-').unwrap_or(text);
        digits.bytes().all(|b| b.is_ascii_digit())
            && APInt::parse_literal(width, text, crate::uniqued::types::Signedness::Signed).is_ok()
    }

    /// Whether the decimal `text` (no sign) fits `width` bits read as unsigned.
    pub fn decimal_fits_unsigned(width: u32, text: &str) -> bool {
        text.bytes().all(|b| b.is_ascii_digit()) && APInt::parse_unsigned(width, text).is_ok()
    }
}

fn ucmp(a: &APInt, b: &APInt) -> core::cmp::Ordering {
    let n = a.words.len().max(b.words.len());
    for i in (0..n).rev() {
        let x = a.words.get(i).copied().unwrap_or(0);
        let y = b.words.get(i).copied().unwrap_or(0);
        if x != y {
            return x.cmp(&y);
        }
    }
    core::cmp::Ordering::Equal
}
