//! Parsing builtin types, type aliases and opaque dialect types.
//!
//! Shapes (`4x?x8xf32`) are lexed as one bare identifier by the token
//! lexer, so dimension lists are scanned byte by byte from the token start
//! and the lexer is repositioned after them — the same trick mlir's parser
//! plays. Dialect types of unregistered dialects keep their body as text
//! (`TypeKind::Opaque`), found by matching brackets.

use crate::text::dialect_defs::DefValue;
use crate::text::parse::lexer::{Tok, trivia_end};
use crate::text::parse::{PResult, ParseError, Parser};
use crate::uniqued::dialect_defs::DefKind;
use crate::uniqued::types::{DYNAMIC, FloatKind, Signedness, Type, TypeKind};

/// The longest dialect value text the parser caches by its text.
const MAX_CACHED_TEXT: usize = 256;

/// How [`Parser::keyword_value_text`] reads each byte: a byte that may be
/// part of a cached text ([`PLAIN`]), a bracket ([`OPEN`], [`CLOSE`]), or
/// one that stops the scan (`0`). One table load per byte, where the
/// ranges and lists of a `match` are several compares.
static VALUE_TEXT_BYTE: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        if c.is_ascii_alphanumeric()
            || matches!(
                c,
                b' ' | b'_'
                    | b'.'
                    | b','
                    | b':'
                    | b'?'
                    | b'['
                    | b']'
                    | b'('
                    | b')'
                    | b'+'
                    | b'*'
                    | b'-'
            )
        {
            t[b] = PLAIN;
        }
        b += 1;
    }
    t[b'<' as usize] = OPEN;
    t[b'>' as usize] = CLOSE;
    t
};
const PLAIN: u8 = 1;
const OPEN: u8 = 2;
const CLOSE: u8 = 3;

impl<'a> Parser<'a> {
    /// The text of the builtin value `keyword<...>` at the current (keyword)
    /// token, as the key of the caches by source text, when it is short,
    /// on one line and made only of characters whose meaning does not
    /// depend on where the text is (no alias, string, SSA or block name,
    /// nested dictionary). The text is only a candidate: a value is cached
    /// under it once a parse ended exactly at its end, so a later hit is a
    /// text that parsed to that value before, and a scan that ends at the
    /// wrong `>` (`>=` of an integer set) merely never hits.
    pub(crate) fn keyword_value_text(&self) -> Option<&'a str> {
        let (start, open) = (self.tok.start, self.tok.end);
        // Near the nesting limit the value is parsed, so that the limit is
        // reported where a parse would report it.
        if self.depth as usize + MAX_CACHED_TEXT > crate::text::parse::MAX_DEPTH as usize {
            return None;
        }
        let bytes = self.src.as_bytes();
        let window = bytes.get(open..bytes.len().min(start + MAX_CACHED_TEXT))?;
        if window.first() != Some(&b'<') {
            return None;
        }
        let mut depth = 0u32;
        let mut prev = 0u8;
        for (i, &b) in window.iter().enumerate() {
            match VALUE_TEXT_BYTE[b as usize] {
                PLAIN => {}
                OPEN => depth += 1,
                // `->` of an affine map.
                CLOSE if prev == b'-' => {}
                CLOSE => {
                    depth -= 1;
                    if depth == 0 {
                        return self.src.get(start..open + i + 1);
                    }
                }
                _ => return None,
            }
            prev = b;
        }
        None
    }

    /// Moves past a value found in a cache by its text `key` (from
    /// [`Parser::keyword_value_text`]) at `start`, as if its tokens had been
    /// read: callers caching larger text compare against `prev_end`.
    pub(crate) fn skip_cached(&mut self, start: usize, key: Option<&str>) {
        let end = start + key.map_or(0, str::len);
        self.reset_to(end);
        self.prev_end = end;
    }

    /// Parses a type.
    pub(crate) fn parse_type(&mut self) -> PResult<Type> {
        match self.parse_optional_type()? {
            Some(t) => Ok(t),
            None => self.err_here("expected non-function type"),
        }
    }

    /// Parses a type if one starts here.
    pub(crate) fn parse_optional_type(&mut self) -> PResult<Option<Type>> {
        let ctx = self.ctx;
        match self.tok.kind {
            Tok::Punct(b'(') => self.parse_function_type().map(Some),
            Tok::BangIdent => self.parse_dialect_type().map(Some),
            Tok::BareIdent => {
                let text = self.text();
                let start = self.tok.start;
                if let Some(&t) = self.simple_types.get(text) {
                    self.bump();
                    return Ok(Some(t));
                }
                // Shaped and container types first: the keywords above are
                // found in `simple_types` once seen, these never are.
                if let "tuple" | "complex" | "vector" | "tensor" | "memref" = text {
                    // A module repeats the same few shaped types on
                    // thousands of ops (`: memref<16x16xf32>`), and
                    // parsing one costs far more than finding it.
                    let key = self.keyword_value_text();
                    if let Some(&t) = key.and_then(|k| self.type_cache.get(k)) {
                        self.skip_cached(start, key);
                        return Ok(Some(t));
                    }
                    self.bump();
                    self.enter()?;
                    let r = self.parse_shaped_or_container(text, start);
                    self.leave();
                    if let (Ok(t), Some(k)) = (&r, key)
                        && self.prev_end == start + k.len()
                    {
                        self.type_cache.insert(k, *t);
                    }
                    return r.map(Some);
                }
                let simple = match text {
                    "index" => Some(Type::index(ctx)),
                    "none" => Some(Type::none(ctx)),
                    _ => None,
                };
                // Found by the one lookup above next time.
                let simple =
                    simple.or_else(|| FloatKind::from_keyword(text).map(|k| Type::float(ctx, k)));
                if let Some(t) = simple {
                    self.simple_types.insert(text, t);
                    self.bump();
                    return Ok(Some(t));
                }
                if let Some((sign, digits)) = split_int_type(text) {
                    // MLIR reads the width as a 32-bit unsigned number,
                    // and reports at the type's start.
                    let w: u64 = match digits.parse::<u32>() {
                        Ok(w) => u64::from(w),
                        Err(_) => return self.err_at(start, "invalid integer width"),
                    };
                    if w > crate::uniqued::types::MAX_INT_WIDTH as u64 {
                        return self.err_at(
                            start,
                            format!(
                                "integer bitwidth is limited to {} bits",
                                crate::uniqued::types::MAX_INT_WIDTH
                            ),
                        );
                    }
                    self.bump();
                    return match Type::integer(ctx, w as u32, sign) {
                        Ok(t) => {
                            self.simple_types.insert(text, t);
                            Ok(Some(t))
                        }
                        Err(e) => self.err_at(start, e),
                    };
                }
                Ok(None)
            }
            _ => Ok(None),
        }
    }

    fn parse_shaped_or_container(&mut self, kw: &str, start: usize) -> PResult<Type> {
        let ctx = self.ctx;
        if !self.eat(b'<') {
            return self.err_here(format!("expected '<' in {kw} type"));
        }
        match kw {
            "tuple" => {
                let mut elems = Vec::new();
                if !self.eat(b'>') {
                    loop {
                        elems.push(self.parse_type()?);
                        if !self.eat(b',') {
                            break;
                        }
                    }
                    self.close_shaped(kw)?;
                }
                Ok(Type::tuple(ctx, &elems))
            }
            "complex" => {
                let e = self.parse_type()?;
                self.close_shaped(kw)?;
                Type::complex(ctx, e).or_else(|m| self.err_at(start, m))
            }
            "vector" => {
                let (shape, scalable, _) = self.parse_dims(true, false)?;
                let e = self.parse_type()?;
                self.close_shaped(kw)?;
                Type::vector(ctx, &shape, e, &scalable).or_else(|m| self.err_at(start, m))
            }
            _ => {
                let (shape, _, unranked) = self.parse_dims(false, true)?;
                let etok = self.tok.start;
                let e = self.parse_type()?;
                let bad_element = if kw == "memref" {
                    !crate::uniqued::types::valid_memref_element(ctx, e)
                } else {
                    matches!(
                        e.kind(ctx),
                        TypeKind::Function { .. }
                            | TypeKind::None
                            | TypeKind::RankedTensor { .. }
                            | TypeKind::UnrankedTensor(_)
                            | TypeKind::Tuple(_)
                            | TypeKind::MemRef { .. }
                            | TypeKind::UnrankedMemRef { .. }
                    )
                };
                // A memref's element is checked at once, a tensor's only
                // after its `>` (MLIR's order).
                if bad_element && kw != "tensor" {
                    return self.err_at(etok, format!("invalid {kw} element type"));
                }
                let r = if kw == "tensor" {
                    // At most one encoding.
                    // MLIR's optional attribute: `tensor<4xi32,>` has none.
                    let encoding = if self.eat(b',') {
                        self.parse_optional_attribute()?
                    } else {
                        None
                    };
                    self.close_shaped(kw)?;
                    if bad_element {
                        return self.err_at(etok, "invalid tensor element type");
                    }
                    if unranked {
                        if encoding.is_some() {
                            return self.err_at(
                                self.tok.start,
                                "cannot apply encoding to unranked tensor",
                            );
                        }
                        Type::unranked_tensor(ctx, e)
                    } else {
                        Type::ranked_tensor(ctx, &shape, e, encoding)
                    }
                } else {
                    // Layouts, then at most one memory space, as MLIR's
                    // memref parser checks them item by item.
                    let (mut layout, mut space) = (None, None);
                    if !self.eat(b'>') {
                        self.expect_or(b',', "expected ',' or '>' in memref type")?;
                        loop {
                            let a = self.parse_attribute()?;
                            let here = self.tok.start;
                            if is_layout_attr(ctx, a) {
                                layout = Some(a);
                                if unranked {
                                    return self.err_at(
                                        here,
                                        "cannot have affine map for unranked memref type",
                                    );
                                }
                                if space.is_some() {
                                    return self.err_at(
                                        here,
                                        "expected memory space to be last in memref type",
                                    );
                                }
                            } else if space.is_some() {
                                return self.err_at(
                                    here,
                                    "multiple memory spaces specified in memref type",
                                );
                            } else {
                                space = Some(a);
                            }
                            if self.eat(b'>') {
                                break;
                            }
                            self.expect_or(b',', "expected ',' or '>'")?;
                        }
                    }
                    if unranked {
                        Type::unranked_memref(ctx, e, space)
                    } else {
                        Type::memref(ctx, &shape, e, layout, space)
                    }
                };
                r.or_else(|m| self.err_at(start, m))
            }
        }
    }

    /// Requires the `>` closing a `kw<...>` type.
    fn close_shaped(&mut self, kw: &str) -> PResult<()> {
        if self.eat(b'>') {
            Ok(())
        } else {
            self.err_here(format!("expected '>' in {kw} type"))
        }
    }

    /// Scans `4x?x[8]x` (a dimension list, each dim followed by `x`),
    /// or `*x` when `allow_unranked`. Leaves the cursor on the element type.
    /// The list is scanned by bytes, since `4x8xf32` lexes as one token,
    /// but its parts are tokens to MLIR, so whitespace and comments may
    /// separate them (`memref<4 x ? x f32>`).
    fn parse_dims(
        &mut self,
        allow_scalable: bool,
        allow_unranked: bool,
    ) -> PResult<(Vec<i64>, Vec<bool>, bool)> {
        let bytes = self.lex.bytes();
        let mut p = self.tok.start;
        let mut shape = Vec::new();
        let mut scalable = Vec::new();
        let at = |i: usize| bytes.get(i).copied().unwrap_or(0);
        let skip = |i: usize| trivia_end(bytes, i);
        if allow_unranked && at(p) == b'*' {
            p = skip(p + 1);
            if at(p) != b'x' {
                return self.err_wrong_token_at(
                    p,
                    p >= bytes.len(),
                    "expected 'x' in dimension list",
                );
            }
            self.reset_to(p + 1);
            return Ok((shape, scalable, true));
        }
        loop {
            p = skip(p);
            let dim_start = p;
            let mut sc = false;
            if allow_scalable && at(p) == b'[' {
                sc = true;
                p = skip(p + 1);
            }
            let d = if at(p) == b'?' && !allow_scalable {
                p += 1;
                DYNAMIC
            } else if at(p).is_ascii_digit() && {
                // Digits and a `.` lex as a float in MLIR, which ends the
                // dimension list (the element type is then wrong).
                let mut q = p;
                while at(q).is_ascii_digit() {
                    q += 1;
                }
                at(q) != b'.'
            } {
                let s = p;
                while at(p).is_ascii_digit() {
                    p += 1;
                }
                // `0x` followed by a hex digit is a hex integer in MLIR's
                // lexer; in a shape `0x` means a zero dimension.
                match self.src[s..p].parse::<i64>() {
                    Ok(v) => v,
                    Err(_) => return self.err_at(s, "invalid dimension"),
                }
            } else {
                if sc {
                    return self.err_at(p, "invalid dimension");
                }
                p = dim_start;
                break;
            };
            if sc {
                p = skip(p);
                if at(p) != b']' {
                    return self.err_wrong_token_at(
                        p,
                        p >= bytes.len(),
                        "missing ']' closing scalable dimension",
                    );
                }
                p += 1;
            }
            p = skip(p);
            if at(p) != b'x' {
                return self.err_wrong_token_at(
                    p,
                    p >= bytes.len(),
                    "expected 'x' in dimension list",
                );
            }
            p += 1;
            shape.push(d);
            scalable.push(sc);
        }
        self.reset_to(p);
        Ok((shape, scalable, false))
    }

    /// Parses `(T, ...) -> R` or `(T) -> (R, ...)`.
    pub(crate) fn parse_function_type(&mut self) -> PResult<Type> {
        self.expect(b'(')?;
        self.enter()?;
        let r = self.parse_function_type_rest();
        self.leave();
        r
    }

    fn parse_function_type_rest(&mut self) -> PResult<Type> {
        let mut inputs = Vec::new();
        if !self.eat(b')') {
            loop {
                inputs.push(self.parse_type()?);
                if !self.eat(b',') {
                    break;
                }
            }
            self.expect(b')')?;
        }
        if self.tok.kind != Tok::Arrow {
            return self.err_here("expected '->' in function type");
        }
        self.bump();
        let results = self.parse_function_result_types()?;
        Ok(Type::function(self.ctx, &inputs, &results))
    }

    /// Parses a function's results: a parenthesised list, or one type that
    /// is not a function type (MLIR's `parseFunctionResultTypes`): in
    /// `() -> () -> i32` the results are `()` and `-> i32` is left over; a
    /// function type as a result needs parentheses, `() -> (() -> i32)`.
    pub(crate) fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        if !self.eat(b'(') {
            return Ok(vec![self.parse_type()?]);
        }
        let mut v = Vec::new();
        if !self.eat(b')') {
            loop {
                v.push(self.parse_type()?);
                if !self.eat(b',') {
                    break;
                }
            }
            self.expect(b')')?;
        }
        Ok(v)
    }

    fn parse_dialect_type(&mut self) -> PResult<Type> {
        let start = self.tok.start;
        let name = &self.text()[1..];
        let sigil_name = self.text();
        self.bump();
        // As MLIR, `!name<` is a dialect type even if `name` is an alias.
        let has_body = self.tok.start == start + 1 + name.len() && self.is(b'<');
        if !has_body && let Some(t) = self.type_alias(name) {
            return Ok(t);
        }
        let (dialect, rest) = match name.find('.') {
            Some(i) => (&name[..i], &name[i + 1..]),
            None => (name, ""),
        };
        if rest.is_empty() && !has_body {
            if self.may_resolve_ahead() && self.resolve_alias_ahead(sigil_name)? {
                if let Some(t) = self.type_alias(name) {
                    return Ok(t);
                }
            }
            return self.err_here(format!("undefined symbol alias id '{name}'"));
        }
        if !rest.is_empty() {
            if let Some(r) = self.parse_defined_cached(DefKind::Type, start, dialect, rest) {
                return match r? {
                    DefValue::Type(t) => Ok(t),
                    DefValue::Attr(_) => self.err_at(start, "expected a type"),
                };
            }
        }
        if rest.is_empty() && has_body {
            if let Some(r) = self.parse_defined_wrapped(DefKind::Type, dialect) {
                return match r? {
                    DefValue::Type(t) => Ok(t),
                    DefValue::Attr(_) => self.err_at(start, "expected a type"),
                };
            }
        }
        let data = self.opaque_data(rest, has_body)?;
        self.check_opaque_namespace(start, dialect, rest)?;
        if let Some(at) = self.unregistered_symbol_at(start, dialect, rest) {
            return self.err_at(
                at,
                format!("`!\"{dialect}\"<\"{data}\">` type created with unregistered dialect. {UNREGISTERED_HINT}"),
            );
        }
        Ok(Type::opaque(self.ctx, dialect, &data))
    }

    /// With the cursor on `<`, returns the text up to and including the
    /// matching `>`, balancing brackets and skipping strings. Like MLIR, an
    /// imbalance is reported at the current token, naming the innermost
    /// bracket still open: the `<`, or the last string (MLIR lexes each
    /// string as a token, so an unterminated one is the lexer's error).
    /// Where MLIR reports a symbol of `dialect` (at `start`, `rest` after
    /// the dot) that no registered dialect owns, unless unregistered
    /// dialects are allowed: at the text after the dot, or at the sigil
    /// for the `<...>` form.
    pub(crate) fn unregistered_symbol_at(
        &self,
        start: usize,
        dialect: &str,
        rest: &str,
    ) -> Option<usize> {
        if self.opts.allow_unregistered_dialect || self.ctx.registry().dialect(dialect).is_some() {
            return None;
        }
        Some(symbol_data_at(start, dialect, rest))
    }

    /// MLIR's check of an opaque symbol's namespace, which comes before
    /// the one for unregistered dialects: `invalid dialect namespace`.
    pub(crate) fn check_opaque_namespace(
        &mut self,
        start: usize,
        dialect: &str,
        rest: &str,
    ) -> PResult<()> {
        if crate::uniqued::types::check_dialect_namespace(dialect).is_ok() {
            return Ok(());
        }
        let at = symbol_data_at(start, dialect, rest);
        self.err_at(at, format!("invalid dialect namespace '\"{dialect}\"'"))
    }

    /// The text of an unregistered dialect's symbol after its namespace,
    /// as MLIR keeps it: `bar<1>` for `!foo.bar<1>`, and the inside of
    /// the brackets for `!foo<...>`, so that `!foo<i16>` and `!foo.i16`
    /// are one type (the printer picks the form).
    pub(crate) fn opaque_data(&mut self, rest: &str, has_body: bool) -> PResult<String> {
        let mut data = String::from(rest);
        if has_body {
            let body = self.scan_pretty_body()?;
            if rest.is_empty() {
                data.push_str(&body[1..body.len() - 1]);
            } else {
                data.push_str(body);
            }
        }
        Ok(data)
    }

    pub(crate) fn scan_pretty_body(&mut self) -> PResult<&'a str> {
        let start = self.tok.start;
        let end = self.pretty_body_end(start)?;
        let text = &self.src[start..end];
        self.reset_to(end);
        Ok(text)
    }

    /// Where the bracketed body starting at `start` (a `<`) ends: one past
    /// its matching `>`, brackets balanced and strings skipped, the cursor
    /// left where it was. An imbalance is MLIR's error naming the
    /// innermost bracket still open, at the `<` or at the last string
    /// (MLIR lexes each string as a token, so an unterminated one is the
    /// lexer's error).
    pub(crate) fn pretty_body_end(&mut self, start: usize) -> PResult<usize> {
        if let Some(&end) = self.pretty_ends.get(&start) {
            return Ok(end);
        }
        let saved = (self.lex.pos, self.tok, self.prev_end);
        let bytes = self.lex.bytes();
        let mut open: Vec<u8> = Vec::new();
        // Where each `<` still open was, to record its end.
        let mut angles: Vec<usize> = Vec::new();
        let mut p = start;
        let mut at = start;
        let unbalanced = |open: &[u8]| {
            format!(
                "unbalanced '{}' character in pretty dialect name",
                open.last().copied().unwrap_or(b'<') as char
            )
        };
        loop {
            let b = bytes.get(p).copied().unwrap_or(0);
            p += 1;
            let closes = match b {
                0 => return self.err_at(at, unbalanced(&open)),
                b'<' | b'(' | b'[' | b'{' => {
                    if b == b'<' {
                        angles.push(p - 1);
                    }
                    open.push(b);
                    continue;
                }
                b'-' if bytes.get(p) == Some(&b'>') => {
                    p += 1;
                    continue;
                }
                b'>' => b'<',
                b')' => b'(',
                b']' => b'[',
                b'}' => b'{',
                b'"' => {
                    at = p - 1;
                    self.reset_to(at);
                    if self.tok.kind != Tok::String {
                        return Err(ParseError);
                    }
                    p = self.tok.end;
                    continue;
                }
                _ => continue,
            };
            if open.last() != Some(&closes) {
                return self.err_at(at, unbalanced(&open));
            }
            open.pop();
            if closes == b'<' {
                if let Some(q) = angles.pop() {
                    // The outermost body is the caller's; only nested ones
                    // are asked for again.
                    if q != start {
                        self.pretty_ends.insert(q, p);
                    }
                }
            }
            if open.is_empty() {
                break;
            }
        }
        (self.lex.pos, self.tok, self.prev_end) = saved;
        Ok(p)
    }

    /// Parses a registered dialect's value through its definition, reusing
    /// the value of text parsed before: a module repeats a few dialect
    /// types and attributes on every op. The candidate text runs from the
    /// sigil to the bracket closing the body (the name alone without a
    /// body); a value is kept only when its parse ended exactly there.
    pub(crate) fn parse_defined_cached(
        &mut self,
        kind: crate::uniqued::dialect_defs::DefKind,
        start: usize,
        dialect: &str,
        mnemonic: &str,
    ) -> Option<PResult<crate::text::dialect_defs::DefValue>> {
        use crate::text::dialect_defs::DefValue;
        use crate::uniqued::dialect_defs::DefKind;
        let name_end = self.prev_end;
        // Like MLIR, the body must balance before the dialect reads it.
        let end = if self.tok.start == name_end && self.is(b'<') {
            match self.pretty_body_end(self.tok.start) {
                Ok(e) => Some(e),
                Err(e) => return Some(Err(e)),
            }
        } else {
            Some(name_end)
        };
        // The dialect's parser reads the mnemonic as a keyword: a symbol
        // name that goes on past one (`#arith.overflow-`) leaves the rest
        // for the parser to read as tokens, as MLIR's sub-lexer does.
        let keyword_len = if mnemonic.starts_with(|c: char| c.is_ascii_alphabetic() || c == '_') {
            mnemonic
                .find(|c: char| !(c.is_ascii_alphanumeric() || matches!(c, '_' | '$' | '.')))
                .unwrap_or(mnemonic.len())
        } else {
            0
        };
        let mnemonic = &mnemonic[..keyword_len];
        let split = keyword_len < name_end - (start + 1 + dialect.len() + 1);
        // Long texts rarely repeat, and hashing each level of a deeply
        // nested value would be quadratic: only short ones are cached.
        let candidate = end
            .filter(|&e| !split && e - start <= MAX_CACHED_TEXT)
            .map(|e| &self.src[start..e]);
        if let Some(c) = candidate {
            let hit = match kind {
                DefKind::Type => self.type_cache.get(c).map(|&t| DefValue::Type(t)),
                DefKind::Attribute => self.text_cache.get(c).map(|&a| DefValue::Attr(a)),
            };
            if let Some(v) = hit {
                self.reset_to(start + c.len());
                // As if the value's last token had been consumed: callers
                // caching larger text compare against it.
                self.prev_end = start + c.len();
                return Some(Ok(v));
            }
        }
        let mnemonic_pos = start + 1 + dialect.len() + 1;
        if split {
            if self.ctx.registry().dialect(dialect).is_none()
                && !crate::text::dialect_defs::dialect_defines(kind, dialect)
            {
                return None;
            }
            if keyword_len == 0 {
                return Some(self.err_at(mnemonic_pos, "expected valid keyword"));
            }
            self.reset_to(mnemonic_pos + keyword_len);
            self.prev_end = mnemonic_pos + keyword_len;
        }
        let r = self.parse_defined(kind, dialect, mnemonic, mnemonic_pos)?;
        // MLIR hands the dialect the symbol's text (`mnemonic<...>`) in a
        // lexer of its own and ignores what the dialect leaves of it
        // (`!test.smpla<signed8>` is `!test.smpla`).
        if let (Ok(_), Some(e)) = (&r, end)
            && self.prev_end < e
        {
            self.reset_to(e);
            self.prev_end = e;
        }
        if let (Ok(v), Some(c)) = (&r, candidate) {
            if self.prev_end == start + c.len() {
                match v {
                    DefValue::Type(t) => {
                        self.type_cache.insert(c, *t);
                    }
                    DefValue::Attr(a) => {
                        self.text_cache.insert(c, *a);
                    }
                }
            }
        }
        Some(r)
    }
}

/// Where MLIR reports about an opaque symbol at `start`: the text after
/// the dot, or the sigil of the `<...>` form.
fn symbol_data_at(start: usize, dialect: &str, rest: &str) -> usize {
    if rest.is_empty() {
        start
    } else {
        start + 1 + dialect.len() + 1
    }
}

/// The end of MLIR's message for a type or attribute of an unregistered
/// dialect.
pub(crate) const UNREGISTERED_HINT: &str = "If this is intended, please call allowUnregisteredDialects() on the MLIRContext, or use -allow-unregistered-dialect with the MLIR opt tool used";

pub(crate) fn split_int_type(text: &str) -> Option<(Signedness, &str)> {
    let (s, rest) = if let Some(r) = text.strip_prefix("si") {
        (Signedness::Signed, r)
    } else if let Some(r) = text.strip_prefix("ui") {
        (Signedness::Unsigned, r)
    } else if let Some(r) = text.strip_prefix('i') {
        (Signedness::Signless, r)
    } else {
        return None;
    };
    (!rest.is_empty() && rest.bytes().all(|b| b.is_ascii_digit())).then_some((s, rest))
}

/// Whether `a` is a memref layout (an attribute implementing
/// `MemRefLayoutAttrInterface`) rather than a memory space.
fn is_layout_attr(ctx: &crate::Context, a: crate::Attribute) -> bool {
    use crate::uniqued::interfaces::builtin::MemRefLayoutAttrInterfaceHandle as Layout;
    Layout::cast(ctx, a).is_some()
}
