//! Parsing operations: the generic form (`"dialect.op"(%a) <{...}> ({...})
//! {...} : (T) -> U`), custom forms through the op's registered parse hook,
//! result names, properties and trailing locations.
//!
//! An op is collected in a [`PendingOp`] (operands resolved to values,
//! regions already parsed) and created only at its end, as MLIR does, so a
//! failed op leaves nothing behind. The same property dictionaries and op
//! types recur on thousands of ops of a large module, so their parsed
//! values are kept by source text and reused. SSA names are bound in
//! `values.rs`, regions and blocks parsed in `regions.rs`.

use crate::semantics::diag::Diagnostic;
use crate::storage::body::{Block, Body, Operation, OperationName, OperationState, Region, Value};
use crate::text::asm::OpAsmParser;
use crate::text::parse::lexer::Tok;
use crate::text::parse::values::UnresolvedOperand;
use crate::text::parse::{PResult, ParseError, Parser};
use crate::uniqued::attributes::{Attribute, NamedAttribute};
use crate::uniqued::location::Location;
use crate::uniqued::types::Type;
use smallvec::SmallVec;

/// An operation being parsed: everything needed to create it.
#[derive(Debug)]
pub struct PendingOp {
    /// The op's name.
    pub name: OperationName,
    /// Its location.
    pub loc: Location,
    /// Resolved operands.
    pub operands: SmallVec<[Value; 4]>,
    /// Result types.
    pub result_types: SmallVec<[Type; 2]>,
    /// Properties (`<{...}>`).
    pub properties: Attribute,
    /// Whether `properties` is an empty dictionary given as `<{}>` on an
    /// unregistered op (see [`Body::keep_empty_properties`]).
    pub empty_properties: bool,
    /// Discardable attributes.
    pub attributes: Vec<NamedAttribute>,
    /// Successor blocks.
    pub successors: SmallVec<[Block; 2]>,
    /// Regions parsed into the enclosing body (non-isolated ops).
    pub regions: Vec<Region>,
    /// The body of an isolated op's regions (boxed: a pending op moves
    /// several times on its way to creation).
    pub nested: Option<Box<Body>>,
    /// Whether the op is `IsolatedFromAbove`.
    pub isolated: bool,
    /// The job parsing its (first) region elsewhere, if deferred.
    pub(crate) deferred: Option<u32>,
}

impl<'a> Parser<'a> {
    /// Parses one operation and appends it to `block`.
    pub(crate) fn parse_operation(&mut self, block: Block) -> PResult<Operation> {
        let start = self.tok.start;
        let late_mark = self.late_locations.len();
        let mut groups: SmallVec<[(&'a str, u32, usize); 2]> = SmallVec::new();
        if self.tok.kind == Tok::PercentIdent {
            loop {
                if self.tok.kind != Tok::PercentIdent {
                    return self.err_here("expected valid ssa identifier");
                }
                let pos = self.tok.start;
                let name = self.text();
                self.bump();
                let mut count = 1;
                if self.eat(b':') {
                    if self.tok.kind != Tok::Integer {
                        return self.err_here("expected integer number of results");
                    }
                    count = match self.text().parse::<u32>() {
                        Ok(n) if n > 0 => n,
                        _ => {
                            return self
                                .err_here("expected named operation to have at least 1 result");
                        }
                    };
                    self.bump();
                }
                groups.push((name, count, pos));
                if !self.eat(b',') {
                    break;
                }
            }
            self.expect_or(b'=', "expected '=' after SSA name")?;
        }
        self.result_names = groups.iter().map(|g| (g.0, g.1)).collect();
        // Nesting depth is counted by regions (and types, attributes).
        let pending = match self.tok.kind {
            Tok::String => self.parse_generic_op(),
            // `i32` and the like lex as integer types in MLIR, not names.
            Tok::BareIdent if crate::text::parse::types::split_int_type(self.text()).is_some() => {
                self.err_here("expected operation name in quotes")
            }
            Tok::BareIdent => self.parse_custom_op(),
            _ => self.err_here("expected operation name in quotes"),
        }?;
        let total: u32 = groups.iter().map(|g| g.1).sum();
        if !groups.is_empty() && pending.result_types.is_empty() {
            return self.err_at(start, "cannot name an operation with no results");
        }
        if !groups.is_empty() && total as usize != pending.result_types.len() {
            return self.err_at(
                start,
                format!(
                    "operation defines {} results but was provided {} to bind",
                    pending.result_types.len(),
                    total
                ),
            );
        }
        let op = self.finish_op(pending, block);
        if self.late_locations.len() > late_mark || !self.late_isolation.is_empty() {
            self.late_op_built(late_mark, op);
        }
        let mut offset = 0usize;
        for (name, count, pos) in groups {
            let first = self.body().result(op, offset);
            self.define_value(name, first, count, pos)?;
            offset += count as usize;
        }
        Ok(op)
    }

    /// Creates the pending op in the current body and appends it to `block`.
    pub(crate) fn finish_op(&mut self, p: PendingOp, block: Block) -> Operation {
        let ctx = self.ctx;
        let state = OperationState {
            name: p.name,
            loc: p.loc,
            operands: p.operands,
            result_types: p.result_types,
            properties: p.properties,
            attributes: Attribute::dictionary_sorted(ctx, p.attributes),
            successors: p.successors,
            num_regions: 0,
        };
        let body = self.body();
        let op = body.create_op_raw(&state, false);
        if p.empty_properties {
            body.keep_empty_properties(op);
        }
        if let Some(nb) = p.nested {
            body.set_nested_body(op, nb);
        } else if !p.regions.is_empty() {
            for &r in &p.regions {
                body.regions[r].owner = op.into();
            }
            let extra = body.extra_or_default(op);
            extra.regions = p.regions.into_iter().collect();
        }
        body.append_op(block, op);
        if let Some(j) = p.deferred {
            let level = self.level();
            self.installs.push((level, op, j));
        }
        op
    }

    /// Starts a pending op for `name` at byte offset `pos`.
    pub(crate) fn new_pending(&mut self, name: OperationName, pos: usize) -> PendingOp {
        let loc = self.loc_at(pos);
        let isolated = name.is_isolated_from_above(self.ctx);
        self.current_user = (name, loc);
        PendingOp {
            name,
            loc,
            operands: SmallVec::new(),
            result_types: SmallVec::new(),
            properties: Attribute::empty_dictionary(self.ctx),
            empty_properties: false,
            attributes: Vec::new(),
            successors: SmallVec::new(),
            regions: Vec::new(),
            nested: None,
            isolated,
            deferred: None,
        }
    }

    fn parse_generic_op(&mut self) -> PResult<PendingOp> {
        let name_pos = self.tok.start;
        let raw = self.text();
        let op_name = match self.op_names.get(raw) {
            Some(&n) => n,
            None => {
                let name = self.string_value()?;
                if name.is_empty() {
                    return self.err_at(name_pos, "empty operation name is invalid");
                }
                if name.contains('\0') {
                    return self.err_at(name_pos, "null character not allowed in operation name");
                }
                let n = self.ctx.op_name(&name);
                self.op_names.insert(raw, n);
                n
            }
        };
        self.bump();
        if self.ctx.op_info(op_name).is_none() {
            let name = op_name.as_str(self.ctx);
            let dialect = name.split('.').next().unwrap_or("");
            let known = self.ctx.registry().dialect(dialect).is_some();
            if !known && !self.opts.allow_unregistered_dialect {
                // MLIR's plain `emitError()`: at the next token, wherever it is.
                return self.err_current(
                    "operation being parsed with an unregistered dialect. If this is intended, please use -allow-unregistered-dialect with the MLIR tool used",
                );
            }
        }
        let mut p = self.new_pending(op_name, name_pos);
        self.parse_generic_op_rest(&mut p)?;
        Ok(p)
    }

    fn parse_generic_op_rest(&mut self, p: &mut PendingOp) -> PResult<()> {
        self.expect_or(b'(', "expected '(' to start operand list")?;
        let mut refs: SmallVec<[UnresolvedOperand<'a>; 4]> = SmallVec::new();
        // As MLIR's optional SSA use list: the list starts only at an SSA
        // name; after a comma one is required.
        if self.tok.kind == Tok::PercentIdent {
            loop {
                refs.push(self.parse_operand_ref()?);
                if !self.eat(b',') {
                    break;
                }
            }
        }
        self.expect_or(b')', "expected ')' to end operand list")?;
        if self.is(b'[') {
            // Only a registered op can be known not to be a terminator.
            if self.ctx.op_info(p.name).is_some_and(|i| {
                !i.flags
                    .contains(crate::semantics::registry::OpFlags::IS_TERMINATOR)
            }) {
                return self.err_at(self.tok.start, "successors in non-terminator");
            }
            self.bump();
            loop {
                let b = self.parse_successor()?;
                p.successors.push(b);
                if !self.eat(b',') {
                    break;
                }
            }
            self.expect_or(b']', "expected ',' or ']'")?;
        }
        let written_properties = self.is(b'<');
        if written_properties {
            p.properties = self.parse_properties()?;
            // MLIR keeps an unregistered op's properties as written, so
            // `<{}>` prints again; a registered op's empty ones are none.
            p.empty_properties = p.properties == Attribute::empty_dictionary(self.ctx)
                && !self.ctx.is_registered(p.name);
        }
        if self.eat(b'(') {
            loop {
                self.parse_generic_region(p)?;
                if !self.eat(b',') {
                    break;
                }
            }
            self.expect_or(b')', "expected ')' to end region list")?;
        }
        if self.is(b'{') {
            p.attributes = self.parse_named_attr_list()?;
        }
        self.expect_or(b':', "expected ':' followed by operation type")?;
        let tpos = self.tok.start;
        let ty = self.parse_op_function_type()?;
        // The slices live in the context, not in the parser.
        let ctx = self.ctx;
        let Some((ins, outs)) = ty.function_parts(ctx) else {
            return self.err_at(tpos, "expected function type");
        };
        if ins.len() != refs.len() {
            let n = ins.len();
            return self.err_at(
                tpos,
                // MLIR's message has a NUL where the plural `s` would be.
                format!(
                    "expected {} operand type{} but had {}",
                    refs.len(),
                    if refs.len() == 1 { "\0" } else { "s" },
                    n
                ),
            );
        }
        for (&u, &t) in refs.iter().zip(ins) {
            let v = self.resolve_operand(u, t)?;
            p.operands.push(v);
        }
        p.result_types = SmallVec::from_slice(outs);
        let name_loc = p.loc;
        self.parse_trailing_location(p)?;
        // As MLIR, the properties are read and the inherent attributes
        // checked once the whole op is parsed, reported at its name.
        let loc = core::mem::replace(&mut p.loc, name_loc);
        self.registered_op_properties(p, written_properties)?;
        self.inherent_attrs_to_properties(p)?;
        p.loc = loc;
        // A registered op receives its default-valued properties, as MLIR's
        // `Operation::create` populates them.
        if let Some(info) = self.ctx.op_info(p.name) {
            if !info.default_attrs.is_empty() {
                p.properties = info.with_default_properties(self.ctx, p.properties);
            }
        }
        Ok(())
    }

    /// Parses a region of a generic-form op, deferring it to another
    /// thread when it may (see `deferred.rs`).
    fn parse_generic_region(&mut self, p: &mut PendingOp) -> PResult<()> {
        if let Some(j) = p.deferred.take() {
            // A further region goes into the same body as the first, which
            // must then be in place.
            p.nested = Some(self.take_deferred(j).ok_or(ParseError)?);
        }
        if p.isolated && p.nested.is_none() {
            if let Some(j) = self.try_defer_region(&[], false) {
                p.deferred = Some(j);
                return Ok(());
            }
        }
        self.parse_op_region(p, &[])
    }

    /// Like MLIR, generic text may give a registered op's inherent
    /// attributes among the discardable ones (the form from before
    /// properties existed): they are stored as properties, and a value
    /// given in `<{...}>` as well wins. Their kinds and constraints are
    /// checked here, at the op, as MLIR's `verifyInherentAttrs` does.
    fn inherent_attrs_to_properties(&mut self, p: &mut PendingOp) -> PResult<()> {
        let ctx = self.ctx;
        let Some(info) = ctx.op_info(p.name) else {
            return Ok(());
        };
        let inherent = |k: &crate::Ident| info.inherent_attrs.contains(&ctx.str(*k));
        if !p.attributes.iter().any(|(k, _)| inherent(k)) {
            return Ok(());
        }
        if let Some(check) = info.verify_inherent_attr {
            for &(k, v) in p.attributes.iter().filter(|(k, _)| inherent(k)) {
                if let Err(msg) = check(ctx, ctx.str(k), v) {
                    if !self.lex_failed {
                        let msg = format!("'{}' op {msg}", info.name);
                        self.diags.push(crate::Diagnostic::error(p.loc, msg));
                    }
                    return Err(super::ParseError);
                }
            }
        }
        let (moved, kept): (Vec<NamedAttribute>, Vec<NamedAttribute>) =
            p.attributes.drain(..).partition(|(k, _)| inherent(k));
        p.attributes = kept;
        for (k, mut v) in moved {
            // A segment-size array of another kind or length is dropped by
            // MLIR's `setInherentAttr`, leaving the property's zeros.
            let segments = info.property_storage.iter().find_map(|s| match s.storage {
                crate::semantics::registry::StorageKind::Segments(n) if s.name == ctx.str(k) => {
                    Some((s, n))
                }
                _ => None,
            });
            if let Some((storage, n)) = segments
                && storage.convert(ctx, v).is_err()
                && let Ok(zeros) = Attribute::dense_array(ctx, Type::int(ctx, 32), &vec![0; n])
            {
                v = zeros;
            }
            if p.properties.dict_get(ctx, k).is_none() {
                p.properties = p.properties.dict_with(ctx, k, Some(v));
            }
        }
        Ok(())
    }

    /// MLIR's `invalid properties {...} for op x: why`, at the op.
    fn invalid_properties(&mut self, p: &PendingOp, op: &str, why: &str) -> PResult<()> {
        if !self.lex_failed {
            let msg = format!(
                "invalid properties {} for op {op}: {why}",
                p.properties.display(self.ctx)
            );
            self.diags.push(crate::Diagnostic::error(p.loc, msg));
        }
        Err(super::ParseError)
    }

    /// A registered op's `<{...}>` as MLIR's `setPropertiesFromAttr`
    /// reads it: an op without inherent attributes has no properties (a
    /// dictionary, even `<{}>`, is an error); another keeps its inherent
    /// attributes and drops the rest.
    fn registered_op_properties(&mut self, p: &mut PendingOp, written: bool) -> PResult<()> {
        let ctx = self.ctx;
        let Some(info) = ctx.op_info(p.name) else {
            return Ok(());
        };
        // Even `<{}>` is too much for an op without properties.
        if written && info.inherent_attrs.is_empty() {
            return self.invalid_properties(
                p,
                info.name,
                "this operation does not support properties",
            );
        }
        let entries = p.properties.dict_entries(ctx);
        if entries.is_empty() {
            return Ok(());
        }
        // MLIR converts each property it knows from the dictionary, in
        // the order of their names (`property_storage` is sorted so), and
        // stops at the first that does not fit its storage.
        for storage in info.property_storage {
            let Some(a) = p.properties.dict_get(ctx, ctx.ident(storage.name)) else {
                continue;
            };
            if let Err(why) = storage.convert(ctx, a) {
                return self.invalid_properties(p, info.name, &why);
            }
            let stored = storage.stored(ctx, a);
            if stored != a {
                let k = ctx.ident(storage.name);
                p.properties = p.properties.dict_with(ctx, k, Some(stored));
            }
        }
        let inherent = |k: &crate::Ident| info.inherent_attrs.contains(&ctx.str(*k));
        if !entries.iter().all(|(k, _)| inherent(k)) {
            let kept: SmallVec<[NamedAttribute; 4]> = entries
                .iter()
                .filter(|(k, _)| inherent(k))
                .copied()
                .collect();
            p.properties = Attribute::dictionary_sorted_slice(ctx, &kept);
        }
        Ok(())
    }

    /// Parses `<{...}>`, reusing the result for text seen before: the
    /// same properties recur on thousands of ops of a large module.
    pub(crate) fn parse_properties(&mut self) -> PResult<Attribute> {
        let start = self.tok.start;
        let candidate = find_near(self.src, start, |w| find_keyed(w, b"}>", 0))
            .map(|i| &self.src[start..i + 2]);
        if let Some(&a) = candidate.and_then(|c| self.text_cache.get(c)) {
            self.reset_to(start + candidate.map_or(0, str::len));
            return Ok(a);
        }
        self.bump();
        let a = self.parse_attribute()?;
        let end = self.tok.end;
        self.expect_or(b'>', "expected '>' to close properties")?;
        if let Some(c) = candidate.filter(|c| c.len() == end - start) {
            self.text_cache.insert(c, a);
        }
        Ok(a)
    }

    /// Parses an op's function type, reusing the result for text seen
    /// before (the candidate text runs to the end of the line or `loc(`).
    pub(crate) fn parse_op_function_type(&mut self) -> PResult<Type> {
        let start = self.tok.start;
        let Some(eol) = find_near(self.src, start, |w| memchr::memchr(b'\n', w)) else {
            return self.parse_type();
        };
        let line = &self.src[start..eol];
        let line = &line[..find_keyed(line.as_bytes(), b" loc(", 1).unwrap_or(line.len())];
        let candidate = line.trim_end();
        if let Some(&t) = self.type_cache.get(candidate) {
            self.reset_to(start + candidate.len());
            return Ok(t);
        }
        let t = self.parse_type()?;
        if self.prev_end == start + candidate.len() {
            self.type_cache.insert(candidate, t);
        }
        Ok(t)
    }

    /// Parses an optional trailing `loc(...)` into the op's location.
    pub(crate) fn parse_trailing_location(&mut self, p: &mut PendingOp) -> PResult<()> {
        if self.is_kw("loc") {
            p.loc = self.parse_location()?;
        }
        Ok(())
    }

    /// Parses an op in custom form through its registered parse hook.
    pub(crate) fn parse_custom_op(&mut self) -> PResult<PendingOp> {
        let text = self.text();
        let dd = self.default_dialects.last().copied().unwrap_or("builtin");
        let key = (dd.as_ptr() as usize, dd.len(), super::Name(text));
        let op_name = match self.custom_names.get(&key) {
            Some(&n) => n,
            None => {
                let n = self.resolve_custom_name(text)?;
                self.custom_names.insert(key, n);
                n
            }
        };
        self.parse_custom_op_named(op_name)
    }

    /// The registered op a custom op's name (`text`, the current token)
    /// stands for, or MLIR's diagnostic when there is none.
    fn resolve_custom_name(&mut self, text: &'a str) -> PResult<OperationName> {
        let pos = self.tok.start;
        let ctx = self.ctx;
        let reg = ctx.registry();
        // Like MLIR, a name without a dialect is tried in the innermost
        // default dialect only (`builtin` at the top level, none inside a
        // custom op without a default dialect, where `x` is tried as `.x`).
        // `x.` has no dialect prefix either (its op part is empty).
        let prefixed = text.split_once('.').is_some_and(|(_, op)| !op.is_empty());
        let (found, tried) = if prefixed {
            (reg.op_by_name(text).map(|_| text.to_string()), None)
        } else {
            let d = self.default_dialects.last().copied().unwrap_or("builtin");
            let full = format!("{d}.{text}");
            (reg.op_by_name(&full).map(|_| full.clone()), Some(full))
        };
        let unknown = match &tried {
            Some(full) => format!("custom op '{text}' is unknown (tried '{full}' as well)"),
            None => format!("custom op '{text}' is unknown"),
        };
        let name = match found {
            Some(n) => n,
            None => {
                // MLIR reads past the name before it looks the op up, so a
                // bad token right after it is the lexer's error first.
                if !self.lex_failed && self.lex.clone().next_token().kind == Tok::Error {
                    self.bump();
                    if self.lex_failed {
                        return Err(ParseError);
                    }
                }
                let full = tried.as_deref().unwrap_or(text);
                if let Some((dialect, _)) = full.split_once('.') {
                    if reg.dialect(dialect).is_none() {
                        let names: Vec<&str> = reg.dialects.iter().map(|d| d.name).collect();
                        let loc = self.loc_at(pos);
                        let also = match &tried {
                            Some(t) => format!(" (tried '{t}' as well)"),
                            None => String::new(),
                        };
                        self.diags.push(
                            Diagnostic::error(
                                loc,
                                format!(
                                    "Dialect `{dialect}' not found for custom op '{text}' {also}"
                                ),
                            )
                            .with_note(
                                loc,
                                format!(
                                    "Available dialects: {} ; for more info on dialect registration see https://mlir.llvm.org/getting_started/Faq/#registered-loaded-dependent-whats-up-with-dialects-management",
                                    names.join(", ")
                                ),
                            ),
                        );
                        return Err(ParseError);
                    }
                }
                return self.err_at(pos, unknown);
            }
        };
        let op_name = ctx.op_name(&name);
        if crate::text::OpSyntax::of(op_name).is_some_and(|s| s.parse.is_some()) {
            return Ok(op_name);
        }
        if ctx.is_registered(op_name) {
            return self.err_at(
                pos,
                format!("custom op '{text}' has no custom assembly form"),
            );
        }
        self.err_at(pos, unknown)
    }

    /// Parses the rest of a custom op whose name token resolved to
    /// `op_name` (which has a parse hook).
    fn parse_custom_op_named(&mut self, op_name: OperationName) -> PResult<PendingOp> {
        let pos = self.tok.start;
        let syntax = crate::text::OpSyntax::of(op_name);
        let Some(parse) = syntax.and_then(|s| s.parse) else {
            return self.err_here("custom op has no custom assembly form");
        };
        self.bump();
        let mut p = self.new_pending(op_name, pos);
        // The op's default dialect holds in its regions; an op without one
        // has none there (MLIR pushes "" for it), only generic ops leave
        // the enclosing default in place.
        let dd = syntax.and_then(|s| s.default_dialect).unwrap_or("");
        self.default_dialects.push(dd);
        let r = parse(&mut OpAsmParser::new(self, &mut p));
        self.default_dialects.pop();
        r?;
        self.parse_trailing_location(&mut p)?;
        Ok(p)
    }
}

/// The offset of `needle` in `src` within a short window after `start`
/// (the caches only pay off for short texts, and an unbounded search
/// would make a long single-line file quadratic).
fn find_near(src: &str, start: usize, find: impl Fn(&[u8]) -> Option<usize>) -> Option<usize> {
    const WINDOW: usize = 512;
    let bytes = src.as_bytes();
    let end = bytes.len().min(start + WINDOW);
    find(bytes.get(start..end)?).map(|i| start + i)
}

/// The offset of the first `needle` in `hay`, found by searching for its
/// byte at `key` (the rarest one: `l` of ` loc(` is rarer in types than
/// the space). These searches (`}>` ending properties, ` loc(` ending a
/// type) run on every op over a few dozen bytes, where a `memmem`
/// searcher's setup costs more than the scan.
fn find_keyed(hay: &[u8], needle: &[u8], key: usize) -> Option<usize> {
    let mut from = key;
    while let Some(i) = memchr::memchr(needle[key], hay.get(from..)?) {
        let at = from + i - key;
        if hay[at..].starts_with(needle) {
            return Some(at);
        }
        from = at + key + 1;
    }
    None
}
