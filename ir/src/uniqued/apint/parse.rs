//! Parsing integer literal text (`42`, `-7`, `0x2A`) into an [`APInt`] of a
//! given width, with MLIR's range rules and diagnostic texts.
//!
//! The magnitude is accumulated exactly in one word more than the width
//! needs, with a sticky overflow flag, so a literal of any length is judged
//! in one pass and never allocates more than the target needs. Going through
//! `u128` was rejected because integer types may be up to 2^24 - 1 bits wide.

use super::{APInt, words_for};
use crate::uniqued::types::Signedness;

/// Why an integer literal was rejected; [`IntLiteralError::message`] is MLIR's text.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum IntLiteralError {
    /// The text is not a decimal or `0x` hexadecimal literal.
    Malformed,
    /// The value does not fit the type.
    OutOfRange,
    /// A negative literal for an unsigned type.
    NegativeUnsigned,
}

impl IntLiteralError {
    /// The diagnostic MLIR's parser gives for this error.
    pub fn message(self) -> &'static str {
        match self {
            IntLiteralError::Malformed => "expected integer value",
            IntLiteralError::OutOfRange => "integer constant out of range for attribute",
            IntLiteralError::NegativeUnsigned => {
                "negative integer literal not valid for unsigned integer type"
            }
        }
    }
}

impl core::fmt::Display for IntLiteralError {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.message())
    }
}

impl std::error::Error for IntLiteralError {}

/// Adds the digits `body` (in `radix`, 10 or 16) to `words` (little-endian,
/// zero on entry); returns whether the value did not fit them, or
/// `Malformed` when a byte is no digit. With `wrap` the words end up
/// holding the value modulo their width; without, a value that does not
/// fit is given up on at once (the words are then meaningless).
///
/// Digits are taken as many at a time as one word holds, and only the words
/// the value has reached so far are multiplied: a literal of `n` digits
/// costs about `n * n / 400` word steps whatever the width, where a digit
/// by digit pass over every word cost `n` times the width (a 40,000-digit
/// literal of an `i16777215` took seconds). Without `wrap`, a literal with
/// more digits than the words can hold is rejected by its length alone.
pub(super) fn accumulate(
    words: &mut [u64],
    radix: u32,
    body: &str,
    wrap: bool,
) -> Result<bool, IntLiteralError> {
    if !body.bytes().all(|c| char::from(c).is_digit(radix)) {
        return Err(IntLiteralError::Malformed);
    }
    let significant = body.trim_start_matches('0').len() as u64;
    // A lower bound of the bits the value needs: log2(10) > 3.3219.
    let least_bits = match radix {
        16 => significant.saturating_sub(1) * 4,
        _ => significant.saturating_sub(1) * 33_219 / 10_000,
    };
    if !wrap && least_bits >= 64 * words.len() as u64 {
        return Ok(true);
    }
    // The largest group whose value and multiplier fit a word.
    let group = if radix == 16 { 15 } else { 19 };
    let mut used = 0usize;
    let mut overflow = false;
    for chunk in body.as_bytes().chunks(group) {
        let value = chunk.iter().fold(0u64, |v, &c| {
            v * u64::from(radix) + u64::from(char::from(c).to_digit(radix).unwrap_or(0))
        });
        let mult = u128::from(radix).pow(chunk.len() as u32);
        // A word times `mult` plus a carry stays below 2^128, and the new
        // carry below 2^64.
        let mut carry = u128::from(value);
        for w in &mut words[..used] {
            let cur = u128::from(*w) * mult + carry;
            *w = cur as u64;
            carry = cur >> 64;
        }
        if carry != 0 {
            match words.get_mut(used) {
                Some(w) => {
                    *w = carry as u64;
                    used += 1;
                }
                None if wrap => overflow = true,
                None => return Ok(true),
            }
        }
    }
    Ok(overflow)
}

/// The magnitude of unsigned literal digits in `width` bits, and whether it
/// did not fit them.
fn magnitude(width: u32, digits: &str) -> Result<(APInt, bool), IntLiteralError> {
    let (radix, body) = match digits.strip_prefix("0x") {
        Some(h) => (16u32, h),
        None => (10u32, digits),
    };
    if body.is_empty() {
        return Err(IntLiteralError::Malformed);
    }
    let mut words = vec![0u64; words_for(width)];
    let mut overflow = accumulate(&mut words, radix, body, false)?;
    let v = APInt::from_words(width, &words);
    // Bits of the last word above the width are also overflow.
    let rem = width % 64;
    let last = words[words.len() - 1];
    overflow |= (rem != 0 && last >> rem != 0) || (width == 0 && last != 0);
    Ok((v, overflow))
}

impl APInt {
    /// Parses an integer literal (`[-](digits | 0x hexdigits)`) for an
    /// integer type of `width` bits and `signedness`, as MLIR's attribute
    /// parser does: signless types accept the signed or the unsigned range,
    /// `si` types the signed range, `ui` types the unsigned range and no
    /// minus sign.
    pub fn parse_literal(
        width: u32,
        text: &str,
        signedness: Signedness,
    ) -> Result<APInt, IntLiteralError> {
        let (neg, digits) = match text.strip_prefix('-') {
            Some(d) => (true, d),
            None => (false, text),
        };
        // One spare bit tells "fits unsigned" from "fits signed".
        let (mag, overflow) = magnitude(width + 1, digits)?;
        if neg && signedness == Signedness::Unsigned {
            return Err(IntLiteralError::NegativeUnsigned);
        }
        if overflow {
            return Err(IntLiteralError::OutOfRange);
        }
        let active = mag.active_bits();
        let fits = if neg {
            // |v| <= 2^(w-1)
            width > 0 && (active < width || (active == width && mag.popcount() == 1))
                || mag.is_zero()
        } else {
            match signedness {
                Signedness::Signed => active < width || mag.is_zero(),
                _ => active <= width,
            }
        };
        if !fits {
            return Err(IntLiteralError::OutOfRange);
        }
        let v = mag.trunc(width);
        Ok(if neg { v.wrapping_neg() } else { v })
    }

    /// Parses an unsigned decimal or `0x` literal that must fit `width` bits.
    pub fn parse_unsigned(width: u32, text: &str) -> Result<APInt, IntLiteralError> {
        let (v, overflow) = magnitude(width, text)?;
        if overflow {
            return Err(IntLiteralError::OutOfRange);
        }
        Ok(v)
    }
}
