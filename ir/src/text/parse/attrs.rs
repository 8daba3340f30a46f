//! Parsing builtin attributes: the dispatch on the first token, arrays,
//! dictionaries, symbol references, strided layouts, affine maps and sets,
//! distinct attributes, aliases and opaque dialect attributes.
//!
//! The larger grammars have files of their own, each extending the same
//! [`Parser`]: number literals (`literals.rs`), dense literals (`dense.rs`),
//! locations (`locations.rs`) and affine maps and sets (`affine.rs`). An
//! attribute alias used before its definition is found by the look-ahead
//! in `parse/mod.rs`.

use crate::text::parse::lexer::{Tok, unescape};
use crate::text::parse::literals::parse_u64_literal;
use crate::text::parse::{PResult, Parser};
use crate::uniqued::attributes::{AttrKind, Attribute, NamedAttribute};
use crate::uniqued::types::Type;

/// The words that start an attribute (other words are types or nothing).
const ATTR_KEYWORDS: [&str; 10] = [
    "unit",
    "true",
    "false",
    "loc",
    "array",
    "dense",
    "distinct",
    "affine_map",
    "affine_set",
    "strided",
];

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

    /// Parses an attribute if one starts here (MLIR's
    /// `parseOptionalAttribute`): a token that starts no attribute, or a
    /// word that is neither an attribute keyword nor a type, is `None`.
    /// Whether the current token starts an attribute other than a type
    /// (a literal, a list, a dictionary, `#...`, `@...` or a keyword).
    pub(crate) fn attribute_starts(&self) -> bool {
        match self.tok.kind {
            Tok::Punct(b'[' | b'{' | b'-')
            | Tok::AtIdent
            | Tok::String
            | Tok::Integer
            | Tok::Float
            | Tok::HashIdent => true,
            Tok::BareIdent => ATTR_KEYWORDS.contains(&self.text()),
            _ => false,
        }
    }

    pub(crate) fn parse_optional_attribute(&mut self) -> PResult<Option<Attribute>> {
        if self.attribute_starts() {
            return self.parse_attribute().map(Some);
        }
        self.enter()?;
        let t = self.parse_optional_type();
        self.leave();
        Ok(t?.map(|t| Attribute::type_attr(self.ctx, t)))
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
                // As MLIR's `parseAttribute(type)`: a string reads its own
                // `: type` only when no type was given.
                let t = match expected {
                    Some(t) => t,
                    None if self.eat(b':') => self.parse_type()?,
                    None => Type::none(ctx),
                };
                Ok(Attribute::string_bytes(ctx, &s, t))
            }
            Tok::Integer | Tok::Float | Tok::Punct(b'-') => self.parse_number_attr(expected),
            Tok::HashIdent => self.parse_hash_attr(),
            // The words here are `ATTR_KEYWORDS`.
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
                    "loc" => Ok(self.parse_inline_location()?.attr(self.ctx)),
                    "array" => self.parse_dense_array(),
                    "dense" => self.parse_dense_elements(expected),
                    "distinct" => self.parse_distinct(),
                    "affine_map" | "strided" => self.parse_cached_keyword_attr(),
                    "affine_set" => self.parse_affine_attr(false),
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

    /// Parses `affine_map<...>` or `strided<...>`, reusing the value of a
    /// text seen before (see [`Parser::keyword_value_text`]): the same maps
    /// and layouts recur on many ops, and building an affine map costs
    /// thousands of instructions. (`affine_set<...>` is not cached: its
    /// `>=` ends the text scan early.)
    fn parse_cached_keyword_attr(&mut self) -> PResult<Attribute> {
        let start = self.tok.start;
        let key = self.keyword_value_text();
        if let Some(&a) = key.and_then(|k| self.text_cache.get(k)) {
            self.skip_cached(start, key);
            return Ok(a);
        }
        let a = if self.text() == "strided" {
            self.parse_strided_layout()?
        } else {
            self.parse_affine_attr(true)?
        };
        if let Some(k) = key.filter(|k| self.prev_end == start + k.len()) {
            self.text_cache.insert(k, a);
        }
        Ok(a)
    }

    /// Parses `affine_map<(d0)[s0] -> (d0 + s0)>` or, when `map` is false,
    /// `affine_set<(d0) : (d0 >= 0)>`. Either body is read (as MLIR does)
    /// and a body of the other kind is an error at its start.
    fn parse_affine_attr(&mut self, map: bool) -> PResult<Attribute> {
        use crate::text::parse::affine::MapOrSet;
        let what = if map { "affine map" } else { "integer set" };
        self.bump();
        self.expect_or_else(b'<', || format!("expected '<' in {what}"))?;
        let start = self.tok.start;
        let ctx = self.ctx;
        let attr = match (self.parse_affine_map_or_set()?, map) {
            (MapOrSet::Map(m), true) => Attribute::affine_map(ctx, m),
            (MapOrSet::Set(s), false) => Attribute::integer_set(ctx, s),
            (MapOrSet::Set(_), true) => {
                return self.err_at(start, "expected AffineMap, but got IntegerSet");
            }
            (MapOrSet::Map(_), false) => {
                return self.err_at(start, "expected IntegerSet, but got AffineMap");
            }
        };
        self.expect_or_else(b'>', || format!("expected '>' in {what}"))?;
        Ok(attr)
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

    /// Parses `{...}` into sorted, unique entries. A key seen before is
    /// MLIR's error at that key, before anything after it is read.
    pub(crate) fn parse_named_attr_list(&mut self) -> PResult<Vec<NamedAttribute>> {
        self.expect_or(b'{', "expected '{' in attribute dictionary")?;
        let mut v: Vec<NamedAttribute> = Vec::new();
        // The keys so far, once there are enough for a scan to cost more.
        let mut seen: Option<rustc_hash::FxHashSet<crate::uniqued::context::Ident>> = None;
        if !self.eat(b'}') {
            loop {
                let name = match self.tok.kind {
                    Tok::BareIdent => self.text().to_string(),
                    Tok::String => {
                        let s = self.string_value()?;
                        if s.is_empty() {
                            return self.err_current("expected valid attribute name");
                        }
                        s
                    }
                    _ => return self.err_here("expected attribute name"),
                };
                let id = self.ctx.ident(&name);
                let dup = match &mut seen {
                    Some(set) => !set.insert(id),
                    None => {
                        let dup = v.iter().any(|e| e.0 == id);
                        if v.len() >= 8 {
                            let mut set: rustc_hash::FxHashSet<_> = v.iter().map(|e| e.0).collect();
                            set.insert(id);
                            seen = Some(set);
                        }
                        dup
                    }
                };
                if dup {
                    let msg = format!("duplicate key '{name}' in dictionary attribute");
                    return self.err_current(msg);
                }
                self.bump();
                let value = if self.eat(b'=') {
                    self.parse_attribute()?
                } else {
                    Attribute::unit(self.ctx)
                };
                v.push((id, value));
                if !self.eat(b',') {
                    break;
                }
            }
            self.expect_or(b'}', "expected '}' in attribute dictionary")?;
        }
        let ctx = self.ctx;
        v.sort_unstable_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
        Ok(v)
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

    /// MLIR reads an optional `: type` after a dialect attribute and hands
    /// it to the dialect, whose generated parsers ignore it.
    fn attr_type_suffix(&mut self, a: Attribute) -> PResult<Attribute> {
        if self.eat(b':') {
            self.parse_type()?;
        }
        Ok(a)
    }

    pub(crate) fn parse_hash_attr(&mut self) -> PResult<Attribute> {
        let start = self.tok.start;
        let sigil_name = self.text();
        let name = &sigil_name[1..];
        self.bump();
        // As MLIR, `#name<` is a dialect attribute even if `name` is an alias.
        let has_body = self.tok.start == start + sigil_name.len() && self.is(b'<');
        if !has_body && let Some(a) = self.attr_alias(name) {
            return Ok(a);
        }
        let (dialect, rest) = match name.find('.') {
            Some(i) => (&name[..i], &name[i + 1..]),
            None => (name, ""),
        };
        if rest.is_empty() && !has_body {
            if self.may_resolve_ahead() && self.resolve_alias_ahead(sigil_name)? {
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
                    crate::text::dialect_defs::DefValue::Attr(a) => self.attr_type_suffix(a),
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
                    crate::text::dialect_defs::DefValue::Attr(a) => self.attr_type_suffix(a),
                    crate::text::dialect_defs::DefValue::Type(_) => {
                        self.err_at(start, "expected an attribute")
                    }
                };
            }
        }
        let data = self.opaque_data(rest, has_body)?;
        self.check_opaque_namespace(start, dialect, rest)?;
        // As MLIR's `parseExtendedAttr`, a trailing `: type` is read first:
        // it is the opaque attribute's type (`none` without one).
        let ty = if self.eat(b':') {
            self.parse_type()?
        } else {
            crate::uniqued::types::Type::none(self.ctx)
        };
        if let Some(at) = self.unregistered_symbol_at(start, dialect, rest) {
            let hint = super::types::UNREGISTERED_HINT;
            let ty = ty.display(self.ctx);
            return self.err_at(
                at,
                format!("#\"{dialect}\"<\"{data}\"> : '{ty}' attribute created with unregistered dialect. {hint}"),
            );
        }
        Ok(Attribute::opaque_typed(self.ctx, dialect, &data, ty))
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
