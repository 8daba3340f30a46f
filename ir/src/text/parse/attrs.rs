//! Parsing builtin attributes: the dispatch on the first token, arrays,
//! dictionaries, symbol references, strided layouts, affine maps and sets,
//! distinct attributes, aliases and opaque dialect attributes.
//!
//! The larger grammars have files of their own, each extending the same
//! [`Parser`]: number literals (`literals.rs`), dense literals (`dense.rs`),
//! locations (`locations.rs`) and affine expressions (`affine.rs`, which
//! works on the text between `affine_map<` and its `>`). An attribute alias
//! used before its definition is found by the look-ahead in `parse/mod.rs`.

use crate::text::parse::lexer::{Tok, unescape};
use crate::text::parse::literals::parse_u64_literal;
use crate::text::parse::{PResult, Parser};
use crate::uniqued::attributes::{AttrKind, Attribute, NamedAttribute};
use crate::uniqued::types::Type;

impl<'a> Parser<'a> {
    /// The unescaped value of the current string token (not consumed) as
    /// text: bytes that are not UTF-8 become U+FFFD (for the names kept as
    /// interned text; a string attribute keeps them, see `string_bytes`).
    pub(crate) fn string_value(&mut self) -> PResult<String> {
        let v = self.string_bytes()?;
        Ok(match String::from_utf8(v) {
            Ok(s) => s,
            Err(e) => String::from_utf8_lossy(e.as_bytes()).into_owned(),
        })
    }

    /// The unescaped bytes of the current string token (not consumed).
    pub(crate) fn string_bytes(&mut self) -> PResult<Vec<u8>> {
        let t = self.text();
        let body = &t.as_bytes()[1..t.len() - 1];
        match unescape(body) {
            Ok(v) => Ok(v),
            Err(off) => self.err_at(self.tok.start + 1 + off, "unknown escape in string literal"),
        }
    }

    /// Parses an attribute.
    pub(crate) fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.enter()?;
        let r = self.parse_attribute_inner(None);
        self.leave();
        r
    }

    /// Parses an attribute whose type, if omitted, is `ty`.
    pub(crate) fn parse_attribute_of_type(&mut self, ty: Type) -> PResult<Attribute> {
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
                    self.expect_or(b']', "expected ',' or ']'")?;
                }
                Ok(Attribute::array(ctx, &v))
            }
            Tok::Punct(b'{') => self.parse_dictionary(),
            Tok::AtIdent => self.parse_symbol_ref(),
            Tok::String => {
                let s = self.string_bytes()?;
                self.bump();
                let t = if self.eat(b':') {
                    self.parse_type()?
                } else {
                    Type::none(ctx)
                };
                Ok(Attribute::string_bytes(ctx, &s, t))
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
            return Ok(crate::uniqued::types::DYNAMIC);
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
    pub(crate) fn parse_dictionary(&mut self) -> PResult<Attribute> {
        let entries = self.parse_named_attr_list()?;
        Ok(Attribute::dictionary_sorted(self.ctx, entries))
    }

    /// Parses `{...}` into sorted, unique entries.
    pub(crate) fn parse_named_attr_list(&mut self) -> PResult<Vec<NamedAttribute>> {
        self.expect_or(b'{', "expected '{' in attribute dictionary")?;
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
    pub(crate) fn symbol_name(&mut self) -> PResult<crate::Ident> {
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

    pub(crate) fn parse_hash_attr(&mut self) -> PResult<Attribute> {
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
        if !rest.is_empty() {
            let kind = crate::uniqued::dialect_defs::DefKind::Attribute;
            if let Some(r) = self.parse_defined_cached(kind, start, dialect, rest) {
                return match r? {
                    crate::text::dialect_defs::DefValue::Attr(a) => Ok(a),
                    crate::text::dialect_defs::DefValue::Type(_) => {
                        self.err_at(start, "expected an attribute")
                    }
                };
            }
        }
        if rest.is_empty() && has_body {
            let kind = crate::uniqued::dialect_defs::DefKind::Attribute;
            if let Some(r) = self.parse_defined_wrapped(kind, dialect) {
                return match r? {
                    crate::text::dialect_defs::DefValue::Attr(a) => Ok(a),
                    crate::text::dialect_defs::DefValue::Type(_) => {
                        self.err_at(start, "expected an attribute")
                    }
                };
            }
        }
        let mut data = String::from(rest);
        if has_body {
            data.push_str(self.scan_pretty_body()?);
        }
        Ok(Attribute::opaque(self.ctx, dialect, &data))
    }

    /// Parses `distinct[N]<attr>`; the same `N` in one input names the
    /// same distinct attribute.
    fn parse_distinct(&mut self) -> PResult<Attribute> {
        let start = self.tok.start;
        self.bump();
        self.expect_or(b'[', "expected '[' after 'distinct'")?;
        if self.tok.kind != Tok::Integer {
            return self.err_here("expected distinct ID");
        }
        let id = parse_u64_literal(self.text());
        self.bump();
        let Some(n) = id else {
            return self.err_current("expected an unsigned 64-bit integer");
        };
        self.expect_or(b']', "expected ']' to close distinct ID")?;
        self.expect_or(b'<', "expected '<' after distinct ID")?;
        let referenced = if self.eat(b'>') {
            Attribute::unit(self.ctx)
        } else {
            let a = self.parse_attribute()?;
            self.expect_or(b'>', "expected '>' to close distinct attribute")?;
            a
        };
        if let Some(&a) = self.distinct.get(&n) {
            if let AttrKind::Distinct { referenced: r, .. } = a.kind(self.ctx) {
                if *r != referenced {
                    let msg = format!(
                        "referenced attribute does not match previous definition: {}",
                        r.display(self.ctx)
                    );
                    return self.err_at(start, msg);
                }
            }
            return Ok(a);
        }
        let a = Attribute::distinct(self.ctx, referenced);
        self.distinct.insert(n, a);
        Ok(a)
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
