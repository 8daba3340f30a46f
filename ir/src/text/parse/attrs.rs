//! Parsing builtin attributes, attribute aliases, opaque dialect
//! attributes and locations.
//!
//! Integer and float literals are typed after the fact (`1 : i8`,
//! `0x7FC00000 : f32`), so a literal is kept as text until its type is
//! known and only then converted, with MLIR's range diagnostics. Locations
//! are attributes (`loc(...)`) and share this file; their bodies may name
//! aliases that are only defined at the end of the file, which the
//! look-ahead in `parse/mod.rs` resolves.

use crate::apint::APInt;
use crate::attributes::{AttrKind, Attribute, NamedAttribute};
use crate::location::{Location, LocationKind};
use crate::text::float;
use crate::text::parse::lexer::{Tok, unescape};
use crate::text::parse::{PResult, Parser};
use crate::types::{Signedness, Type, TypeKind};

impl<'a> Parser<'a> {
    /// The unescaped value of the current string token (not consumed).
    pub fn string_value(&mut self) -> PResult<String> {
        let t = self.text();
        let body = &t.as_bytes()[1..t.len() - 1];
        match unescape(body) {
            Ok(v) => match String::from_utf8(v) {
                Ok(s) => Ok(s),
                Err(e) => Ok(String::from_utf8_lossy(e.as_bytes()).into_owned()),
            },
            Err(off) => self.err_at(self.tok.start + 1 + off, "unknown escape in string literal"),
        }
    }

    /// Parses an attribute.
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.enter()?;
        let r = self.parse_attribute_inner(None);
        self.leave();
        r
    }

    /// Parses an attribute whose type, if omitted, is `ty`.
    pub fn parse_attribute_of_type(&mut self, ty: Type) -> PResult<Attribute> {
        self.enter()?;
        let r = self.parse_attribute_inner(Some(ty));
        self.leave();
        r
    }

    fn parse_attribute_inner(&mut self, expected: Option<Type>) -> PResult<Attribute> {
        let ctx = self.ctx;
        match self.tok.kind {
            Tok::Punct(b'[') => {
                self.bump();
                let mut v = Vec::new();
                if !self.eat(b']') {
                    loop {
                        v.push(self.parse_attribute()?);
                        if !self.eat(b',') {
                            break;
                        }
                    }
                    self.expect(b']')?;
                }
                Ok(Attribute::array(ctx, &v))
            }
            Tok::Punct(b'{') => self.parse_dictionary(),
            Tok::AtIdent => self.parse_symbol_ref(),
            Tok::String => {
                let s = self.string_value()?;
                self.bump();
                if self.eat(b':') {
                    let t = self.parse_type()?;
                    Ok(Attribute::typed_string(ctx, &s, t))
                } else {
                    Ok(Attribute::string(ctx, &s))
                }
            }
            Tok::Integer | Tok::Float | Tok::Punct(b'-') => self.parse_number_attr(expected),
            Tok::HashIdent => self.parse_hash_attr(),
            Tok::BareIdent => {
                let kw = self.text();
                match kw {
                    "unit" => {
                        self.bump();
                        Ok(Attribute::unit(ctx))
                    }
                    "true" | "false" => {
                        self.bump();
                        Ok(Attribute::bool(ctx, kw == "true"))
                    }
                    "loc" => Ok(self.parse_location()?.attr(self.ctx)),
                    "array" => self.parse_dense_array(),
                    "dense" => self.parse_dense_elements(),
                    "distinct" => self.parse_distinct(),
                    "affine_map" => self.parse_affine_attr(true),
                    "affine_set" => self.parse_affine_attr(false),
                    "strided" => self.parse_strided_layout(),
                    _ => match self.parse_optional_type()? {
                        Some(t) => Ok(Attribute::type_attr(ctx, t)),
                        None => self.err_here("expected attribute value"),
                    },
                }
            }
            _ => match self.parse_optional_type()? {
                Some(t) => Ok(Attribute::type_attr(ctx, t)),
                None => self.err_here("expected attribute value"),
            },
        }
    }

    /// Parses `affine_map<(d0)[s0] -> (d0 + s0)>` or, when `map` is false,
    /// `affine_set<(d0) : (d0 >= 0)>`. The body is scanned to the `>` that
    /// closes it (skipping `->` and `>=`) and handed to the affine parser.
    fn parse_affine_attr(&mut self, map: bool) -> PResult<Attribute> {
        let what = if map { "affine map" } else { "integer set" };
        self.bump();
        if !self.is(b'<') {
            return self.err_here(format!("expected '<' in {what}"));
        }
        let body = self.tok.start + 1;
        let bytes = self.lex.bytes();
        let mut p = body;
        let end = loop {
            match bytes.get(p).copied().unwrap_or(0) {
                0 => {
                    let at_eof = p >= bytes.len();
                    return self.err_wrong_token_at(p, at_eof, format!("expected '>' in {what}"));
                }
                // `->` and `>=` are tokens of the body, not its end; any
                // other `>` ends it (brackets left open are the body
                // parser's error, reported there).
                b'-' if bytes.get(p + 1) == Some(&b'>') => p += 1,
                b'>' if bytes.get(p + 1) == Some(&b'=') => p += 1,
                b'>' => break p,
                _ => {}
            }
            p += 1;
        };
        let text = &self.src[body..end];
        let ctx = self.ctx;
        let parsed = if map {
            crate::text::parse::affine::parse_affine_map_at(text)
                .map(|m| Attribute::affine_map(ctx, m))
        } else {
            crate::text::parse::affine::parse_integer_set_at(text)
                .map(|s| Attribute::integer_set(ctx, s))
        };
        match parsed {
            Ok(a) => {
                self.reset_to(end + 1);
                Ok(a)
            }
            // Written as the other kind: MLIR names both kinds.
            Err(e) if e.other_kind && other_kind_parses(map, text) => {
                let (want, got) = if map {
                    ("AffineMap", "IntegerSet")
                } else {
                    ("IntegerSet", "AffineMap")
                };
                self.err_at(body, format!("expected {want}, but got {got}"))
            }
            Err(e) => self.err_at(body + e.at, e.message),
        }
    }

    /// Parses `strided<[1, ?], offset: ?>` (the offset part optional).
    fn parse_strided_layout(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect_or(b'<', "expected '<' after 'strided'")?;
        self.expect_or(b'[', "expected '['")?;
        let mut strides = Vec::new();
        if !self.is(b']') {
            loop {
                strides.push(self.parse_stride_or_offset()?);
                if !self.eat(b',') {
                    break;
                }
            }
        }
        self.expect_or(b']', "expected ']'")?;
        let offset = if self.eat(b'>') {
            0
        } else {
            self.expect_or(b',', "expected ','")?;
            if !self.is_kw("offset") {
                return self.err_here("expected 'offset' after comma");
            }
            self.bump();
            self.expect_or(b':', "expected ':' after 'offset'")?;
            let o = self.parse_stride_or_offset()?;
            self.expect(b'>')?;
            o
        };
        Ok(Attribute::strided_layout(self.ctx, &strides, offset))
    }

    /// A stride or offset: a 64-bit signed integer, or `?` for dynamic.
    fn parse_stride_or_offset(&mut self) -> PResult<i64> {
        if self.eat(b'?') {
            return Ok(crate::types::DYNAMIC);
        }
        let pos = self.tok.start;
        let negative = self.eat(b'-');
        let value = match self.tok.kind {
            Tok::Integer => parse_u64_literal(self.text()).filter(|&v| v <= i64::MAX as u64),
            _ => None,
        };
        let Some(v) = value else {
            return self.err_at(pos, "expected a 64-bit signed integer or '?'");
        };
        self.bump();
        Ok(if negative { -(v as i64) } else { v as i64 })
    }

    /// Parses `{name = attr, name, ...}` into a dictionary attribute.
    pub fn parse_dictionary(&mut self) -> PResult<Attribute> {
        let entries = self.parse_named_attr_list()?;
        Ok(Attribute::dictionary_sorted(self.ctx, entries))
    }

    /// Parses `{...}` into sorted, unique entries.
    pub fn parse_named_attr_list(&mut self) -> PResult<Vec<NamedAttribute>> {
        self.expect(b'{')?;
        let mut v: Vec<(NamedAttribute, usize)> = Vec::new();
        if !self.eat(b'}') {
            loop {
                let pos = self.tok.start;
                let name = match self.tok.kind {
                    Tok::BareIdent => self.text().to_string(),
                    Tok::String => {
                        let s = self.string_value()?;
                        if s.is_empty() {
                            return self.err_here("expected valid attribute name");
                        }
                        s
                    }
                    _ => return self.err_here("expected attribute name"),
                };
                self.bump();
                let id = self.ctx.ident(&name);
                let value = if self.eat(b'=') {
                    self.parse_attribute()?
                } else {
                    Attribute::unit(self.ctx)
                };
                v.push(((id, value), pos));
                if !self.eat(b',') {
                    break;
                }
            }
            self.expect_or(b'}', "expected '}' in attribute dictionary")?;
        }
        let ctx = self.ctx;
        // Stable sort keeps the first of duplicates first; MLIR reports the
        // second occurrence in source order.
        v.sort_by(|a, b| ctx.str(a.0.0).cmp(ctx.str(b.0.0)));
        let mut dup: Option<(usize, &str)> = None;
        for w in v.windows(2) {
            if w[0].0.0 == w[1].0.0 {
                let p = w[0].1.max(w[1].1);
                if dup.is_none_or(|(q, _)| p < q) {
                    dup = Some((p, ctx.str(w[0].0.0)));
                }
            }
        }
        if let Some((p, name)) = dup {
            let msg = format!("duplicate key '{name}' in dictionary attribute");
            return self.err_at(p, msg);
        }
        Ok(v.into_iter().map(|(e, _)| e).collect())
    }

    fn parse_symbol_ref(&mut self) -> PResult<Attribute> {
        let root = self.symbol_name()?;
        self.bump();
        let mut nested = Vec::new();
        while self.is(b':') && self.lex.bytes().get(self.tok.end) == Some(&b':') {
            // `::` is two ':' tokens with nothing between.
            self.bump();
            self.bump();
            if self.tok.kind != Tok::AtIdent {
                return self.err_here("expected nested symbol reference identifier");
            }
            nested.push(self.symbol_name()?);
            self.bump();
        }
        Ok(Attribute::symbol_ref(self.ctx, root, &nested))
    }

    /// The name of the current `@` token.
    pub fn symbol_name(&mut self) -> PResult<crate::Ident> {
        let t = self.text();
        if t.as_bytes().get(1) == Some(&b'"') {
            let body = &t.as_bytes()[2..t.len() - 1];
            match unescape(body) {
                Ok(v) => Ok(self.ctx.ident(&String::from_utf8_lossy(&v))),
                Err(_) => self.err_here("unknown escape in string literal"),
            }
        } else {
            Ok(self.ctx.ident(&t[1..]))
        }
    }

    fn parse_hash_attr(&mut self) -> PResult<Attribute> {
        let start = self.tok.start;
        let sigil_name = self.text();
        let name = &sigil_name[1..];
        self.bump();
        if let Some(a) = self.attr_alias(name) {
            return Ok(a);
        }
        let (dialect, rest) = match name.find('.') {
            Some(i) => (&name[..i], &name[i + 1..]),
            None => (name, ""),
        };
        let has_body = self.tok.start == start + sigil_name.len() && self.is(b'<');
        if rest.is_empty() && !has_body {
            if self.resolve_alias_ahead(sigil_name)? {
                if let Some(a) = self.attr_alias(name) {
                    return Ok(a);
                }
            }
            return self.err_here(format!("undefined symbol alias id '{name}'"));
        }
        if has_body {
            if let Some(def) = crate::attr_defs::find(dialect, rest) {
                self.expect(b'<')?;
                let mut params = Vec::new();
                if !self.is(b'>') {
                    loop {
                        params.push(self.parse_attribute()?);
                        if !self.eat(b',') {
                            break;
                        }
                    }
                }
                if params.len() != def.arity {
                    return self.err_here(format!("expected {} parameters", def.arity));
                }
                self.expect(b'>')?;
                return Ok(Attribute::parametric(self.ctx, dialect, rest, &params));
            }
        }
        let mut data = String::from(rest);
        if has_body {
            data.push_str(self.scan_pretty_body()?);
        }
        Ok(Attribute::opaque(self.ctx, dialect, &data))
    }

    /// Parses an integer or float literal attribute with its optional type.
    fn parse_number_attr(&mut self, expected: Option<Type>) -> PResult<Attribute> {
        let start = self.tok.start;
        let neg = self.eat(b'-');
        if !matches!(self.tok.kind, Tok::Integer | Tok::Float) {
            return self.err_here("expected integer or floating point literal");
        }
        let lit = self.tok;
        self.bump();
        let ty = if self.eat(b':') {
            self.parse_type()?
        } else if let Some(t) = expected {
            t
        } else if lit.kind == Tok::Float {
            Type::f64(self.ctx)
        } else {
            Type::i64(self.ctx)
        };
        self.number_to_attr(start, neg, lit, ty)
    }

    /// Converts a literal token to an attribute of type `ty`.
    pub(crate) fn number_to_attr(
        &mut self,
        start: usize,
        neg: bool,
        lit: crate::text::parse::lexer::Token,
        ty: Type,
    ) -> PResult<Attribute> {
        let ctx = self.ctx;
        let text = self.text_of(lit);
        match ty.kind(ctx).clone() {
            TypeKind::Float(k) => {
                if lit.kind == Tok::Integer && text.starts_with("0x") {
                    if neg {
                        return self.err_at(
                            start,
                            "hexadecimal float literal should not have a leading minus",
                        );
                    }
                    let bits = match u128::from_str_radix(&text[2..], 16) {
                        Ok(b) if k.width() >= 128 || b >> k.width() == 0 => b,
                        _ => {
                            return self.err_at(
                                lit.start,
                                "hexadecimal float constant out of range for type",
                            );
                        }
                    };
                    return Attribute::float_bits(ctx, ty, bits).or_else(|m| self.err_at(start, m));
                }
                let s = if neg {
                    format!("-{text}")
                } else {
                    text.to_string()
                };
                let bits = float::parse_decimal(k, &s).unwrap_or(0);
                Attribute::float_bits(ctx, ty, bits).or_else(|m| self.err_at(start, m))
            }
            TypeKind::Integer { .. } | TypeKind::Index => {
                if lit.kind == Tok::Float {
                    return self.err_at(
                        lit.start,
                        "floating point value not valid for specified type",
                    );
                }
                let (width, sign) = match ty.kind(ctx) {
                    TypeKind::Integer { width, signedness } => (*width, *signedness),
                    _ => (64, Signedness::Signless),
                };
                match int_value(width, sign, neg, text) {
                    Ok(v) => {
                        Attribute::integer_apint(ctx, ty, v).or_else(|m| self.err_at(start, m))
                    }
                    Err(m) => self.err_at(lit.start, m),
                }
            }
            _ => self.err_at(lit.start, "integer literal not valid for specified type"),
        }
    }

    fn parse_dense_array(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(b'<')?;
        let tstart = self.tok.start;
        let ty = self.parse_type()?;
        let mut values = Vec::new();
        if self.eat(b':') {
            loop {
                let start = self.tok.start;
                let neg = self.eat(b'-');
                let lit = self.tok;
                let a = match lit.kind {
                    Tok::Integer | Tok::Float => {
                        self.bump();
                        self.number_to_attr(start, neg, lit, ty)?
                    }
                    Tok::BareIdent if matches!(self.text(), "true" | "false") => {
                        let v = self.text() == "true";
                        self.bump();
                        Attribute::bool(self.ctx, v)
                    }
                    _ => return self.err_here("expected integer or float literal"),
                };
                values.push(match a.kind(self.ctx) {
                    AttrKind::Integer { value, .. } => {
                        if value.width() == 1 {
                            value.words()[0]
                        } else {
                            value.to_i64().unwrap_or(0) as u64
                        }
                    }
                    AttrKind::Float { bits, .. } => *bits as u64,
                    _ => 0,
                });
                if !self.eat(b',') {
                    break;
                }
            }
        }
        self.expect(b'>')?;
        Attribute::dense_array(self.ctx, ty, &values).or_else(|m| self.err_at(tstart, m))
    }

    fn parse_dense_elements(&mut self) -> PResult<Attribute> {
        let start = self.tok.start;
        self.bump();
        self.expect(b'<')?;
        if self.tok.kind == Tok::String {
            return self.parse_dense_hex(start);
        }
        // Literal elements, kept as tokens until the type is known.
        let mut lits: Vec<(
            usize,
            bool,
            Option<crate::text::parse::lexer::Token>,
            Option<bool>,
        )> = Vec::new();
        let mut dims: Vec<usize> = Vec::new();
        let mut splat = true;
        if !self.is(b'>') {
            if self.is(b'[') {
                splat = false;
                self.parse_dense_list(&mut lits, 0, &mut dims)?;
            } else {
                self.parse_dense_literal(&mut lits)?;
            }
        }
        self.expect(b'>')?;
        let (ty, shape) = self.parse_dense_type(start)?;
        let elem = ty.element_type_or_self(self.ctx);
        let n: i64 = shape.iter().product();
        if !splat
            && (dims.len() != shape.len() || dims.iter().zip(&shape).any(|(&a, &b)| a as i64 != b))
        {
            let got: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
            let want: Vec<String> = shape.iter().map(|d| d.to_string()).collect();
            return self.err_at(
                start,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    got.join(", "),
                    want.join(", ")
                ),
            );
        }
        let mut elements = Vec::with_capacity(lits.len());
        for (pos, neg, lit, b) in lits {
            let a = match (lit, b) {
                (Some(t), _) => self.number_to_attr(pos, neg, t, elem)?,
                (None, Some(v)) => Attribute::bool(self.ctx, v),
                _ => return self.err_at(pos, "expected element literal"),
            };
            elements.push(a);
        }
        if splat && elements.len() == 1 && n != 1 {
            // A splat: one element stands for all.
        }
        Ok(self.ctx.intern_attr(AttrKind::DenseElements {
            ty,
            elements: elements.into(),
        }))
    }

    /// `: type` after a dense literal starting at `start`: a shaped type
    /// of static shape, with its shape.
    fn parse_dense_type(&mut self, start: usize) -> PResult<(Type, Vec<i64>)> {
        self.expect(b':')?;
        let tpos = self.tok.start;
        let ty = self.parse_type()?;
        let Some(shape) = ty.shape(self.ctx).map(<[i64]>::to_vec) else {
            return self.err_at(tpos, "elements literal must be a shaped type");
        };
        if shape.iter().any(|&d| d < 0) {
            return self.err_at(start, "elements literal type must have static shape");
        }
        Ok((ty, shape))
    }

    /// `dense<"0x...">`: the elements' raw little-endian bytes, one
    /// element's worth for a splat (`i1` packs eight per byte, and `0x00` or
    /// `0xFF` alone is a splat), as MLIR reads them.
    fn parse_dense_hex(&mut self, start: usize) -> PResult<Attribute> {
        let ctx = self.ctx;
        let spos = self.tok.start;
        let text = self.string_value()?;
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
        self.bump();
        self.expect(b'>')?;
        let (ty, shape) = self.parse_dense_type(start)?;
        let n = shape.iter().try_fold(1usize, |acc, &d| {
            usize::try_from(d).ok().and_then(|d| acc.checked_mul(d))
        });
        let elem = ty.element_type_or_self(ctx);
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
        let element = |bits: u128| -> Result<Attribute, String> {
            if float {
                Attribute::float_bits(ctx, elem, bits)
            } else {
                Attribute::integer_apint(ctx, elem, APInt::from_u128(width, bits))
            }
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
        let mut elements = Vec::with_capacity(values.len());
        for v in values {
            match element(v) {
                Ok(a) => elements.push(a),
                Err(m) => return self.err_at(start, m),
            }
        }
        Ok(ctx.intern_attr(AttrKind::DenseElements {
            ty,
            elements: elements.into(),
        }))
    }

    #[allow(clippy::type_complexity, reason = "a local accumulator")]
    fn parse_dense_literal(
        &mut self,
        lits: &mut Vec<(
            usize,
            bool,
            Option<crate::text::parse::lexer::Token>,
            Option<bool>,
        )>,
    ) -> PResult<()> {
        let pos = self.tok.start;
        if self.is_kw("true") || self.is_kw("false") {
            let v = self.is_kw("true");
            self.bump();
            lits.push((pos, false, None, Some(v)));
            return Ok(());
        }
        let neg = self.eat(b'-');
        if !matches!(self.tok.kind, Tok::Integer | Tok::Float) {
            return self.err_here("expected element literal of primitive type");
        }
        lits.push((pos, neg, Some(self.tok), None));
        self.bump();
        Ok(())
    }

    #[allow(clippy::type_complexity, reason = "a local accumulator")]
    fn parse_dense_list(
        &mut self,
        lits: &mut Vec<(
            usize,
            bool,
            Option<crate::text::parse::lexer::Token>,
            Option<bool>,
        )>,
        depth: usize,
        dims: &mut Vec<usize>,
    ) -> PResult<()> {
        self.enter()?;
        self.expect(b'[')?;
        let mut count = 0;
        if !self.is(b']') {
            loop {
                if self.is(b'[') {
                    self.parse_dense_list(lits, depth + 1, dims)?;
                } else {
                    if dims.len() > depth + 1 {
                        return self.err_here(
                            "tensor literal is invalid; ranks are not consistent between elements",
                        );
                    }
                    self.parse_dense_literal(lits)?;
                }
                count += 1;
                if !self.eat(b',') {
                    break;
                }
            }
        }
        self.expect(b']')?;
        if dims.len() <= depth {
            dims.resize(depth + 1, usize::MAX);
        }
        if dims[depth] == usize::MAX {
            dims[depth] = count;
        } else if dims[depth] != count {
            return self
                .err_here("tensor literal is invalid; ranks are not consistent between elements");
        }
        self.leave();
        Ok(())
    }

    // ----- locations -----------------------------------------------------

    /// Parses `distinct[N]<attr>`; the same `N` in one input names the
    /// same distinct attribute.
    fn parse_distinct(&mut self) -> PResult<Attribute> {
        self.bump();
        self.expect(b'[')?;
        if self.tok.kind != Tok::Integer {
            return self.err_here("expected distinct ID");
        }
        let pos = self.tok.start;
        let Ok(n) = self.text().parse::<u64>() else {
            return self.err_at(pos, "expected an unsigned 64-bit integer");
        };
        self.bump();
        self.expect(b']')?;
        self.expect(b'<')?;
        let referenced = if self.is(b'>') {
            Attribute::unit(self.ctx)
        } else {
            self.parse_attribute()?
        };
        self.expect(b'>')?;
        if let Some(&a) = self.distinct.get(&n) {
            if let AttrKind::Distinct { referenced: r, .. } = a.kind(self.ctx) {
                if *r != referenced {
                    return self.err_at(
                        pos,
                        format!(
                            "referenced attribute does not match previous definition: {}",
                            r.display(self.ctx)
                        ),
                    );
                }
            }
            return Ok(a);
        }
        let a = Attribute::distinct(self.ctx, referenced);
        self.distinct.insert(n, a);
        Ok(a)
    }

    /// Parses `loc(...)`.
    pub fn parse_location(&mut self) -> PResult<Location> {
        if !self.eat_kw("loc") {
            return self.err_here("expected 'loc' keyword");
        }
        self.expect(b'(')?;
        let l = if self.tok.kind == Tok::HashIdent {
            let pos = self.tok.start;
            let sigil_name = self.text();
            let name = &sigil_name[1..];
            self.bump();
            let a = match self.attr_alias(name) {
                Some(a) => a,
                None => {
                    if self.resolve_alias_ahead(sigil_name)? {
                        self.attr_aliases[name]
                    } else {
                        return self.err_at(pos, "operation location alias was never defined");
                    }
                }
            };
            match Location::from_attr(self.ctx, a) {
                Some(l) => l,
                None => return self.err_at(pos, "expected location, but found dialect attribute"),
            }
        } else {
            self.parse_location_body()?
        };
        self.expect(b')')?;
        Ok(l)
    }

    fn parse_location_body(&mut self) -> PResult<Location> {
        self.enter()?;
        let r = self.parse_location_body_inner();
        self.leave();
        r
    }

    fn parse_location_body_inner(&mut self) -> PResult<Location> {
        let ctx = self.ctx;
        match self.tok.kind {
            Tok::HashIdent => {
                let pos = self.tok.start;
                let a = self.parse_hash_attr()?;
                Location::from_attr(ctx, a)
                    .map_or_else(|| self.err_at(pos, "expected location attribute"), Ok)
            }
            Tok::String => {
                let s = self.string_value()?;
                self.bump();
                if self.eat(b':') {
                    let line = self.parse_u32("expected integer line number in FileLineColLoc")?;
                    self.expect(b':')?;
                    let col = self.parse_u32("expected integer column number in FileLineColLoc")?;
                    let mut end = None;
                    if self.eat_kw("to") {
                        let el = if self.is(b':') {
                            line
                        } else {
                            self.parse_u32("expected integer line number in FileLineColRange")?
                        };
                        self.expect(b':')?;
                        let ec =
                            self.parse_u32("expected integer column number in FileLineColRange")?;
                        end = Some((el, ec));
                    }
                    return Ok(Location::new(
                        ctx,
                        LocationKind::FileLineCol {
                            file: ctx.ident(&s),
                            line,
                            col,
                            end,
                        },
                    ));
                }
                let child = if self.eat(b'(') {
                    let c = self.parse_location_body()?;
                    self.expect(b')')?;
                    c
                } else {
                    Location::unknown(ctx)
                };
                Ok(Location::new(
                    ctx,
                    LocationKind::Name {
                        name: ctx.ident(&s),
                        child,
                    },
                ))
            }
            Tok::BareIdent => match self.text() {
                "unknown" => {
                    self.bump();
                    Ok(Location::unknown(ctx))
                }
                "callsite" => {
                    self.bump();
                    self.expect(b'(')?;
                    let callee = self.parse_location_body()?;
                    if !self.eat_kw("at") {
                        return self.err_here("expected 'at' in callsite");
                    }
                    let caller = self.parse_location_body()?;
                    self.expect(b')')?;
                    Ok(Location::new(
                        ctx,
                        LocationKind::CallSite { callee, caller },
                    ))
                }
                "fused" => {
                    self.bump();
                    let metadata = if self.eat(b'<') {
                        let m = self.parse_attribute()?;
                        self.expect(b'>')?;
                        Some(m)
                    } else {
                        None
                    };
                    self.expect(b'[')?;
                    let mut locations = Vec::new();
                    if !self.eat(b']') {
                        loop {
                            locations.push(self.parse_location_body()?);
                            if !self.eat(b',') {
                                break;
                            }
                        }
                        self.expect(b']')?;
                    }
                    Ok(Location::new(
                        ctx,
                        LocationKind::Fused {
                            locations: locations.into(),
                            metadata,
                        },
                    ))
                }
                _ => self.err_here("expected location instance"),
            },
            _ => self.err_here("expected location instance"),
        }
    }

    fn parse_u32(&mut self, msg: &str) -> PResult<u32> {
        if self.tok.kind != Tok::Integer {
            return self.err_here(msg.to_string());
        }
        match self.text().parse::<u32>() {
            Ok(v) => {
                self.bump();
                Ok(v)
            }
            Err(_) => self.err_here(msg.to_string()),
        }
    }
}

/// Converts integer literal text to an [`APInt`] of `width` bits with
/// MLIR's range rules.
fn int_value(width: u32, sign: Signedness, neg: bool, text: &str) -> Result<APInt, String> {
    const RANGE: &str = "integer constant out of range for attribute";
    if neg && sign == Signedness::Unsigned {
        return Err("negative integer literal not valid for unsigned integer type".into());
    }
    let mag: Option<u128> = if let Some(h) = text.strip_prefix("0x") {
        u128::from_str_radix(h, 16).ok()
    } else {
        text.parse::<u128>().ok()
    };
    if let (Some(m), true) = (mag, width <= 127) {
        let fits = match (sign, neg) {
            (Signedness::Signed, false) => width > 0 && m < (1u128 << (width - 1)),
            (_, true) => width > 0 && m <= (1u128 << (width - 1)),
            (Signedness::Unsigned, false) => m >> width == 0,
            (Signedness::Signless, false) => m >> width == 0,
        };
        if !(fits || (width == 0 && m == 0)) {
            return Err(RANGE.into());
        }
        let v = if neg {
            (m as i128).wrapping_neg()
        } else {
            m as i128
        };
        return Ok(APInt::from_i128(width, v));
    }
    if let Some(h) = text.strip_prefix("0x") {
        let digits = h.trim_start_matches('0');
        if digits.len() * 4 > width as usize + 4 {
            return Err(RANGE.into());
        }
        let mut words = vec![0u64; (width as usize).div_ceil(64) + 1];
        for (i, c) in digits.bytes().rev().enumerate() {
            let d = (c as char).to_digit(16).unwrap_or(0) as u64;
            let w = i / 16;
            if w < words.len() {
                words[w] |= d << ((i % 16) * 4);
            }
        }
        let a = APInt::from_words(width + 64, &words);
        if (width..width + 64).any(|i| a.bit(i)) {
            return Err(RANGE.into());
        }
        let v = APInt::from_words(width, &words);
        return Ok(if neg { v.wrapping_neg() } else { v });
    }
    let signed_text = if neg {
        format!("-{text}")
    } else {
        text.to_string()
    };
    let fits = match sign {
        Signedness::Signed => APInt::decimal_fits_signed(width, &signed_text),
        Signedness::Unsigned => APInt::decimal_fits_unsigned(width, text),
        Signedness::Signless => {
            if neg {
                APInt::decimal_fits_signed(width, &signed_text)
            } else {
                APInt::decimal_fits_unsigned(width, text)
            }
        }
    };
    if !fits {
        return Err(RANGE.into());
    }
    APInt::from_decimal(width, &signed_text).ok_or_else(|| RANGE.to_string())
}

/// The value of an integer literal (decimal or `0x` hex), if it fits a `u64`.
fn parse_u64_literal(text: &str) -> Option<u64> {
    match text.strip_prefix("0x") {
        Some(hex) => u64::from_str_radix(hex, 16).ok(),
        None => text.parse().ok(),
    }
}

/// Whether `text` is a valid body of the other affine kind than `map` says.
fn other_kind_parses(map: bool, text: &str) -> bool {
    if map {
        crate::text::parse::affine::parse_integer_set(text).is_ok()
    } else {
        crate::text::parse::affine::parse_affine_map(text).is_ok()
    }
}
