//! Number literals: integer and float tokens read as values of a type.
//!
//! A literal's type is usually written after it (`1 : i8`, `0x7FC00000 :
//! f32`) or known only from context (dense elements), so tokens are kept
//! as they were lexed and converted once the type is known, by the rules of
//! MLIR's parser: a float literal becomes the nearest `f64` and is then
//! converted to the type, an integer literal for a float type must be
//! hexadecimal bits, and an integer's range is checked the way
//! `buildAttributeAPInt` checks it. Conversions report MLIR's errors at
//! MLIR's places; a value that cannot be read is an error, never a default.
//! Converting at lex time was rejected: the type that decides the
//! conversion comes later in the text.

use crate::text::parse::lexer::{Tok, Token};
use crate::text::parse::{PResult, Parser};
use crate::uniqued::apint::APInt;
use crate::uniqued::attributes::Attribute;
use crate::uniqued::types::{FloatKind, Signedness, Type, TypeKind};

impl Parser<'_> {
    /// Parses an integer or float literal attribute, with a minus sign and
    /// `: type` when present; without a type it takes `expected`, else
    /// `f64` for a float and `i64` for an integer literal.
    pub(crate) fn parse_number_attr(&mut self, expected: Option<Type>) -> PResult<Attribute> {
        let neg = self.eat(b'-');
        if !matches!(self.tok.kind, Tok::Integer | Tok::Float) {
            return self.err_here("expected constant integer or floating point value");
        }
        let lit = self.tok;
        self.bump();
        // With a type given (an `I64Attr` in a format), a following `:`
        // is not the literal's: MLIR's `parseDecOrHexAttr` and
        // `parseFloatAttr` read `: type` only when none is given.
        let ty = if let Some(t) = expected {
            t
        } else if self.eat(b':') {
            self.parse_type()?
        } else if lit.kind == Tok::Float {
            Type::f64(self.ctx)
        } else {
            Type::i64(self.ctx)
        };
        self.literal_attr(neg, lit, ty)
    }

    /// Literal `lit` (negated when `neg`) as an attribute of type `ty`, as
    /// MLIR's `parseFloatAttr` and `parseDecOrHexAttr` make it.
    fn literal_attr(&mut self, neg: bool, lit: Token, ty: Type) -> PResult<Attribute> {
        let ctx = self.ctx;
        match ty.kind(ctx) {
            TypeKind::Float(k) => {
                let bits = self.float_literal(neg, lit, *k)?;
                Attribute::float_bits(ctx, ty, bits).or_else(|m| self.err_at(lit.start, m))
            }
            // MLIR reports a float literal of another type where the
            // parser stands once the type is read.
            _ if lit.kind == Tok::Float => {
                self.err_current("floating point value not valid for specified type")
            }
            TypeKind::Integer { .. } | TypeKind::Index => {
                let signedness = int_signedness(ctx, ty);
                if neg && signedness == Some(Signedness::Unsigned) {
                    return self.err_at(
                        lit.start,
                        "negative integer literal not valid for unsigned integer type",
                    );
                }
                match self.int_literal(neg, lit, ty) {
                    Some(v) => {
                        Attribute::integer_apint(ctx, ty, v).or_else(|m| self.err_at(lit.start, m))
                    }
                    None => self.err_at(lit.start, "integer constant out of range for attribute"),
                }
            }
            _ => self.err_at(lit.start, "integer literal not valid for specified type"),
        }
    }

    /// Literal `lit` (negated when `neg`) as the bits of a float of `kind`,
    /// as MLIR's `parseFloatFromLiteral`: a float literal is read as the
    /// nearest `f64` and converted; an integer literal must be hexadecimal
    /// bits, not negated and no wider than the type; any other token is
    /// not a float. Errors point at the literal.
    pub(crate) fn float_literal(
        &mut self,
        neg: bool,
        lit: Token,
        kind: FloatKind,
    ) -> PResult<u128> {
        let text = self.text_of(lit);
        match lit.kind {
            Tok::Float => {
                match crate::uniqued::apfloat::parse_mlir_float_literal(kind, text, neg) {
                    Ok((bits, _)) => Ok(bits),
                    Err(_) => self.err_at(lit.start, "floating point value too large"),
                }
            }
            Tok::Integer if !text.starts_with("0x") => self.err_note_at(
                lit.start,
                "unexpected decimal integer literal for a floating point value",
                "add a trailing dot to make the literal a float",
            ),
            Tok::Integer if neg => self.err_at(
                lit.start,
                "hexadecimal float literal should not have a leading minus",
            ),
            Tok::Integer => {
                let bits = APInt::parse_unsigned(kind.width(), text)
                    .ok()
                    .and_then(|v| v.to_u128());
                match bits {
                    Some(b) => Ok(b),
                    None => self.err_at(
                        lit.start,
                        "hexadecimal float constant out of range for type",
                    ),
                }
            }
            _ => self.err_at(lit.start, "expected floating point literal"),
        }
    }

    /// Integer literal `lit` (negated when `neg`) as a value of integer or
    /// index type `ty`; `None` when it is out of range (see
    /// [`literal_apint`]).
    pub(crate) fn int_literal(&self, neg: bool, lit: Token, ty: Type) -> Option<APInt> {
        let (width, signed) = match ty.kind(self.ctx) {
            TypeKind::Integer { width, signedness } => (*width, *signedness == Signedness::Signed),
            _ => (64, true),
        };
        literal_apint(width, signed, neg, self.text_of(lit))
    }
}

/// The signedness of an integer type; `None` for `index` and other types.
pub(crate) fn int_signedness(ctx: &crate::Context, ty: Type) -> Option<Signedness> {
    match ty.kind(ctx) {
        TypeKind::Integer { signedness, .. } => Some(*signedness),
        _ => None,
    }
}

/// MLIR's `buildAttributeAPInt`: integer literal `text` (decimal or `0x`
/// hexadecimal, negated when `neg`) in `width` bits, or `None` when it does
/// not fit. A magnitude with more significant bits than the width does not
/// fit; a negated value must have its sign bit set (so `-0` does not fit,
/// as in MLIR); for signed and index types (`signed`) a positive value must
/// not. Signless types take the signed or the unsigned range.
pub(crate) fn literal_apint(width: u32, signed: bool, neg: bool, text: &str) -> Option<APInt> {
    let magnitude = APInt::parse_unsigned(width, text).ok()?;
    if width == 0 {
        return (!neg).then_some(magnitude);
    }
    if neg {
        let v = magnitude.wrapping_neg();
        return v.is_negative().then_some(v);
    }
    if signed && magnitude.is_negative() {
        return None;
    }
    Some(magnitude)
}

impl Parser<'_> {
    /// Whether an integer literal starts here: an integer or a `-`, as
    /// MLIR's `parseOptionalInteger` decides (`-x` is then `expected
    /// integer value`).
    pub(crate) fn peek_integer_literal(&self) -> bool {
        self.tok.kind == Tok::Integer || self.is(b'-')
    }

    /// Requires an integer literal, `-` allowed, as an `i128` (MLIR's
    /// `parseInteger`): `expected integer value` when there is none,
    /// `integer value too large` (at its start) past 64 bits.
    pub(crate) fn parse_integer_literal(&mut self) -> PResult<i128> {
        let start = self.tok.start;
        match self.parse_integer_literal_or_wide()? {
            Some(v) => Ok(v),
            None => self.err_at(start, "integer value too large"),
        }
    }

    /// [`Parser::parse_integer_literal`] that leaves a literal past 64
    /// bits to its caller (consumed, `None`), so that the caller can word
    /// the error as its MLIR counterpart does.
    pub(crate) fn parse_integer_literal_or_wide(&mut self) -> PResult<Option<i128>> {
        let neg = self.eat(b'-');
        if self.tok.kind != Tok::Integer {
            return self.err_current("expected integer value");
        }
        let v = parse_u64_literal(self.text());
        self.bump();
        Ok(v.map(|v| if neg { -i128::from(v) } else { i128::from(v) }))
    }
}

/// The value of an integer literal (decimal or `0x` hexadecimal), if it
/// fits a `u64` (MLIR's `Token::getUInt64IntegerValue`).
pub(crate) fn parse_u64_literal(text: &str) -> Option<u64> {
    match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => text.parse().ok(),
    }
}
