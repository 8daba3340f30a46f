//! Dense literals: `dense<...>` elements and `array<...>` dense arrays.
//!
//! A `dense<[[1, 2], [3, 4]]>` literal comes before its type, so its element
//! tokens are collected with the shape they form and read once the type is
//! known, each by the rules of its element type (MLIR's
//! `TensorLiteralParser`); `dense<"0x...">` holds the raw bytes instead. An
//! `array<i32: 1, 2>` names its type first, so its elements are read as
//! they come (MLIR's `DenseArrayElementParser`). Keeping the literal's text
//! and re-parsing it after the type was rejected: the tokens already carry
//! everything the conversion needs.

use crate::text::parse::lexer::{Tok, Token, unescape};
use crate::text::parse::literals::int_signedness;
use crate::text::parse::{PResult, Parser};
use crate::uniqued::apint::APInt;
use crate::uniqued::attributes::Attribute;
use crate::uniqued::types::{Signedness, Type, TypeKind};

/// One element of a dense literal: whether a minus sign negates it, and
/// its token (a number, `true` or `false`), where MLIR reports its errors.
#[derive(Copy, Clone, Debug)]
struct ElementLit {
    neg: bool,
    tok: Token,
    /// Part of a complex literal `(re, im)`, which MLIR stores as two
    /// elements in a row.
    complex: bool,
}

impl Parser<'_> {
    /// Parses `dense<literal> : type`; with an `expected` shaped type
    /// (MLIR's `parseAttribute(attr, type)`), `dense<literal>` alone, of
    /// that type.
    pub(crate) fn parse_dense_elements(&mut self, expected: Option<Type>) -> PResult<Attribute> {
        let start = self.tok.start;
        self.bump();
        self.expect_or(b'<', "expected '<' after 'dense'")?;
        if self.tok.kind == Tok::String {
            return self.parse_dense_hex(start, expected);
        }
        let mut lits: Vec<ElementLit> = Vec::new();
        // The shape the literal spells; empty for a single element.
        let mut dims: Vec<i64> = Vec::new();
        if !self.eat(b'>') {
            if self.is(b'[') {
                self.parse_dense_list(&mut lits, &mut dims)?;
            } else {
                self.parse_dense_element(&mut lits)?;
            }
            self.expect(b'>')?;
        }
        let (ty, shape) = self.parse_dense_type(start, expected)?;
        let ctx = self.ctx;
        if !dims.is_empty() && dims != shape {
            let list = |v: &[i64]| {
                v.iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return self.err_at(
                start,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    list(&dims),
                    list(&shape)
                ),
            );
        }
        let count: i64 = shape.iter().product();
        if lits.is_empty() && count != 0 {
            return self.err_at(
                start,
                format!(
                    "parsed zero elements, but type ('{}') expected at least 1",
                    ty.display(ctx)
                ),
            );
        }
        let elem = ty.element_type_or_self(ctx);
        if let TypeKind::Complex(part) = elem.kind(ctx) {
            return self.dense_complex(start, ty, *part, &lits, dims.is_empty(), count);
        }
        // Complex literals for another type: MLIR keeps the first parts
        // (and reads past the end of too few: here that is an error).
        if lits.iter().any(|l| l.complex) {
            if lits.len() as i64 > count {
                lits.truncate(usize::try_from(count).unwrap_or(0).max(1));
            }
            if lits.len() as i64 != count && lits.len() != 1 {
                return self.err_at(
                    start,
                    format!(
                        "parsed {} elements, but type ('{}') expected {count} elements",
                        lits.len(),
                        ty.display(ctx)
                    ),
                );
            }
        }
        match elem.kind(ctx) {
            TypeKind::Integer { .. } | TypeKind::Index => {
                let mut values = Vec::with_capacity(lits.len());
                for lit in lits {
                    values.push(self.dense_int_element(lit, elem)?);
                }
                Attribute::dense_ints(ctx, ty, &values).or_else(|m| self.err_at(start, m))
            }
            TypeKind::Float(k) => {
                let mut bits = Vec::with_capacity(lits.len());
                for lit in lits {
                    if lit.tok.kind == Tok::String {
                        return self.err_at(lit.tok.start, "expected floating point literal");
                    }
                    bits.push(self.float_literal(lit.neg, lit.tok, *k)?);
                }
                Attribute::dense_float_bits(ctx, ty, &bits).or_else(|m| self.err_at(start, m))
            }
            // MLIR reads the elements of other types (complex ones were
            // read above) as strings.
            _ => {
                let mut strings = Vec::with_capacity(lits.len());
                for lit in &lits {
                    if lit.tok.kind != Tok::String {
                        let text = self.text_of(lit.tok);
                        return self.err_at(start, format!("expected string token, got {text}"));
                    }
                    // The lexer has checked the escapes already.
                    let t = self.text_of(lit.tok).as_bytes();
                    let bytes = unescape(&t[1..t.len() - 1]).unwrap_or_default();
                    strings.push(String::from_utf8_lossy(&bytes).into_owned());
                }
                let values: Vec<&str> = strings.iter().map(String::as_str).collect();
                Attribute::dense_strings(ctx, ty, &values).or_else(|m| self.err_at(start, m))
            }
        }
    }

    /// The elements of a dense literal of complex type (`part` the type of
    /// each part): two literals each, or two for all (`splat`).
    fn dense_complex(
        &mut self,
        start: usize,
        ty: Type,
        part: Type,
        lits: &[ElementLit],
        splat: bool,
        count: i64,
    ) -> PResult<Attribute> {
        let ctx = self.ctx;
        let want = count.saturating_mul(2);
        if !(lits.len() as i64 == want || (splat && lits.len() == 2)) {
            // A splat is checked against the element type, as in MLIR.
            let (shown, want) = if splat {
                (ty.element_type_or_self(ctx), 2)
            } else {
                (ty, want)
            };
            return self.err_at(
                start,
                format!(
                    "parsed {} elements, but type ('{}') expected {want} elements",
                    lits.len(),
                    shown.display(ctx)
                ),
            );
        }
        let mut parts = Vec::with_capacity(lits.len());
        for &lit in lits {
            parts.push(match part.kind(ctx) {
                TypeKind::Float(k) => {
                    if lit.tok.kind == Tok::String {
                        return self.err_at(lit.tok.start, "expected floating point literal");
                    }
                    APInt::from_u128(k.width(), self.float_literal(lit.neg, lit.tok, *k)?)
                }
                _ => self.dense_int_element(lit, part)?,
            });
        }
        Attribute::dense_bits(ctx, ty, &parts).or_else(|m| self.err_at(start, m))
    }

    /// An element of a dense literal of integer or index type `elem`, at
    /// the type's width, with MLIR's dense-literal errors.
    fn dense_int_element(&mut self, lit: ElementLit, elem: Type) -> PResult<APInt> {
        let ctx = self.ctx;
        let at = lit.tok.start;
        if lit.neg && int_signedness(ctx, elem) == Some(Signedness::Unsigned) {
            return self.err_at(
                at,
                "expected unsigned integer elements, but parsed negative value",
            );
        }
        let value = match lit.tok.kind {
            // MLIR's text for a string where an integer belongs.
            Tok::String => return self.err_at(at, "integer constant out of range for type"),
            Tok::Float => {
                return self.err_at(at, "expected integer elements, but parsed floating-point");
            }
            Tok::BareIdent => {
                if !elem.is_integer_of_width(ctx, 1) {
                    return self.err_at(at, "expected i1 type for 'true' or 'false' values");
                }
                APInt::from_u64(1, u64::from(self.text_of(lit.tok) == "true"))
            }
            _ => match self.int_literal(lit.neg, lit.tok, elem) {
                Some(v) => v,
                None => return self.err_at(at, "integer constant out of range for type"),
            },
        };
        Ok(value)
    }

    /// `: type` after a dense literal starting at `start`: a shaped type
    /// of static shape, with its shape.
    fn parse_dense_type(
        &mut self,
        start: usize,
        expected: Option<Type>,
    ) -> PResult<(Type, Vec<i64>)> {
        // MLIR's `parseElementsLiteralType`: a given type is used as is,
        // and no `: type` is read after the literal.
        let ty = match expected.filter(|t| t.shape(self.ctx).is_some()) {
            Some(t) => t,
            None => {
                self.expect(b':')?;
                self.parse_type()?
            }
        };
        let Some(shape) = ty.shape(self.ctx).map(<[i64]>::to_vec) else {
            return self.err_at(start, "elements literal must be a shaped type");
        };
        if shape.iter().any(|&d| d < 0) {
            return self.err_at(start, "elements literal type must have static shape");
        }
        Ok((ty, shape))
    }

    /// `dense<"0x...">`: the elements' raw little-endian bytes, one
    /// element's worth for a splat (`i1` packs eight per byte, and `0x00` or
    /// `0xFF` alone is a splat), as MLIR reads them.
    fn parse_dense_hex(&mut self, start: usize, expected: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx;
        let spos = self.tok.start;
        let text = self.string_value()?;
        self.bump();
        self.expect(b'>')?;
        // MLIR reads the digits only once the type is known, and a string
        // for elements of another type than numbers is that string.
        let (ty, shape) = self.parse_dense_type(start, expected)?;
        let elem = ty.element_type_or_self(ctx);
        if !matches!(
            elem.kind(ctx),
            TypeKind::Integer { .. } | TypeKind::Index | TypeKind::Float(_) | TypeKind::Complex(_)
        ) {
            return Attribute::dense_strings(ctx, ty, &[&text]).or_else(|m| self.err_at(start, m));
        }
        let bytes: Option<Vec<u8>> = text
            .strip_prefix("0x")
            .filter(|h| h.len() % 2 == 0)
            .and_then(|h| {
                (0..h.len())
                    .step_by(2)
                    .map(|i| u8::from_str_radix(h.get(i..i + 2)?, 16).ok())
                    .collect()
            });
        let Some(bytes) = bytes else {
            return self.err_at(
                spos,
                "expected string containing hex digits starting with `0x`",
            );
        };
        let n = shape.iter().try_fold(1usize, |acc, &d| {
            usize::try_from(d).ok().and_then(|d| acc.checked_mul(d))
        });
        let (width, float) = match elem.kind(ctx) {
            TypeKind::Integer { width, .. } if *width <= 128 => (*width, false),
            TypeKind::Index => (64, false),
            TypeKind::Float(k) => (k.width(), true),
            _ => return self.err_at(spos, "expected element literal of primitive type"),
        };
        let bad = || {
            format!(
                "elements hex data size is invalid for provided type: '{}'",
                ty.display(ctx)
            )
        };
        let Some(n) = n else {
            return self.err_at(start, bad());
        };
        let mut values: Vec<u128> = Vec::new();
        if width == 1 {
            match bytes.as_slice() {
                [b @ (0x00 | 0xFF)] => values.push(u128::from(*b & 1)),
                bs if bs.len() == n.div_ceil(8) => {
                    values.extend((0..n).map(|i| u128::from((bs[i / 8] >> (i % 8)) & 1)));
                }
                _ => return self.err_at(start, bad()),
            }
        } else {
            let eb = (width as usize).div_ceil(8);
            if bytes.len() != eb * n && bytes.len() != eb {
                return self.err_at(start, bad());
            }
            for chunk in bytes.chunks(eb) {
                let bits = chunk
                    .iter()
                    .rev()
                    .fold(0u128, |acc, &b| (acc << 8) | u128::from(b));
                let mask = if width >= 128 {
                    u128::MAX
                } else {
                    (1u128 << width) - 1
                };
                values.push(bits & mask);
            }
        }
        let made = if float {
            Attribute::dense_float_bits(ctx, ty, &values)
        } else {
            let ints: Vec<APInt> = values.iter().map(|&v| APInt::from_u128(width, v)).collect();
            Attribute::dense_ints(ctx, ty, &ints)
        };
        made.or_else(|m| self.err_at(start, m))
    }

    /// One element of a dense literal: a number (with a minus sign), `true`
    /// or `false`.
    fn parse_dense_element(&mut self, lits: &mut Vec<ElementLit>) -> PResult<()> {
        if self.eat(b'(') {
            // `(re, im)`: two elements (each read as any element, as MLIR
            // does, nesting included).
            let first = lits.len();
            self.enter()?;
            let r = self.parse_dense_element(lits).and_then(|_| {
                self.expect_or(b',', "expected ',' between complex elements")?;
                self.parse_dense_element(lits)?;
                self.expect_or(b')', "expected ')' after complex elements")
            });
            self.leave();
            r?;
            for l in &mut lits[first..] {
                l.complex = true;
            }
            return Ok(());
        }
        if self.is_kw("true") || self.is_kw("false") {
            lits.push(ElementLit {
                neg: false,
                tok: self.tok,
                complex: false,
            });
            self.bump();
            return Ok(());
        }
        // A string is an element too; whether it fits is up to the type.
        if self.tok.kind == Tok::String {
            lits.push(ElementLit {
                neg: false,
                tok: self.tok,
                complex: false,
            });
            self.bump();
            return Ok(());
        }
        let neg = self.eat(b'-');
        if !matches!(self.tok.kind, Tok::Integer | Tok::Float) {
            return self.err_current(if neg {
                "expected integer or floating point literal"
            } else {
                "expected element literal of primitive type"
            });
        }
        lits.push(ElementLit {
            neg,
            tok: self.tok,
            complex: false,
        });
        self.bump();
        Ok(())
    }

    /// `[e, e, ...]` of elements or nested lists, all of one shape; `dims`
    /// becomes the list's shape (its length, then its elements' shape).
    fn parse_dense_list(&mut self, lits: &mut Vec<ElementLit>, dims: &mut Vec<i64>) -> PResult<()> {
        self.enter()?;
        let r = self.parse_dense_list_inner(lits, dims);
        self.leave();
        r
    }

    fn parse_dense_list_inner(
        &mut self,
        lits: &mut Vec<ElementLit>,
        dims: &mut Vec<i64>,
    ) -> PResult<()> {
        self.expect(b'[')?;
        let mut size = 0i64;
        let mut first: Option<Vec<i64>> = None;
        if !self.eat(b']') {
            loop {
                let mut inner = Vec::new();
                if self.is(b'[') {
                    self.parse_dense_list(lits, &mut inner)?;
                } else {
                    self.parse_dense_element(lits)?;
                }
                size += 1;
                match &first {
                    None => first = Some(inner),
                    Some(f) if *f != inner => {
                        return self.err_current(
                            "tensor literal is invalid; ranks are not consistent between elements",
                        );
                    }
                    Some(_) => {}
                }
                if !self.eat(b',') {
                    break;
                }
            }
            self.expect(b']')?;
        }
        dims.clear();
        dims.push(size);
        if let Some(f) = first {
            dims.extend(f);
        }
        Ok(())
    }

    /// Parses `array<type>` or `array<type: e, e, ...>`.
    pub(crate) fn parse_dense_array(&mut self) -> PResult<Attribute> {
        let ctx = self.ctx;
        self.bump();
        self.expect_or(b'<', "expected '<' after 'array'")?;
        let tstart = self.tok.start;
        let Ok(ty) = self.parse_type() else {
            // MLIR follows the type's own error with this one.
            return self.err_at(tstart, "expected an integer or floating point type");
        };
        let width = match ty.kind(ctx) {
            TypeKind::Integer { width, .. } => *width,
            TypeKind::Float(k) => k.width(),
            _ => {
                let msg = format!("expected integer or float type, got: {}", ty.display(ctx));
                return self.err_at(tstart, msg);
            }
        };
        if width != 1 && width % 8 != 0 {
            return self.err_at(tstart, "element type bitwidth must be a multiple of 8");
        }
        let mut values = Vec::new();
        if !self.eat(b'>') {
            self.expect_or(b':', "expected ':' after dense array type")?;
            loop {
                values.push(self.parse_dense_array_element(ty, tstart)?);
                if !self.eat(b',') {
                    break;
                }
            }
            self.expect_or(b'>', "expected '>' to close an array attribute")?;
        }
        Attribute::dense_array(ctx, ty, &values).or_else(|m| self.err_at(tstart, m))
    }

    /// One element of a dense array of `ty` (written at `tstart`), as its
    /// stored bits: integers sign-extended to 64 bits, floats as their bit
    /// pattern.
    fn parse_dense_array_element(&mut self, ty: Type, tstart: usize) -> PResult<u64> {
        let ctx = self.ctx;
        let neg = self.eat(b'-');
        let lit = self.tok;
        if let TypeKind::Float(k) = ty.kind(ctx) {
            let bits = self.float_literal(neg, lit, *k)?;
            self.bump();
            // Dense arrays store floats of at most 64 bits.
            return match u64::try_from(bits) {
                Ok(b) => Ok(b),
                Err(_) => {
                    let msg = format!(
                        "unsupported element type for dense array: {}",
                        ty.display(ctx)
                    );
                    self.err_at(tstart, msg)
                }
            };
        }
        let is_i1 = ty.is_integer_of_width(ctx, 1);
        let value = match lit.kind {
            Tok::BareIdent if matches!(self.text(), "true" | "false") => {
                if !is_i1 {
                    return self.err_current("expected i1 type for 'true' or 'false' values");
                }
                let v = self.text() == "true";
                self.bump();
                APInt::from_u64(1, u64::from(v))
            }
            Tok::Integer => {
                self.bump();
                if is_i1 {
                    return self.err_current("expected 'true' or 'false' values for i1 type");
                }
                match self.int_literal(neg, lit, ty) {
                    Some(v) => v,
                    None => return self.err_current("integer constant out of range"),
                }
            }
            _ => return self.err_current("expected integer literal"),
        };
        Ok(if is_i1 {
            u64::from(value.bit(0))
        } else {
            value.sext_or_trunc(64).words()[0]
        })
    }
}
