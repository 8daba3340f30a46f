//! The custom-assembly hook API: [`OpAsmParser`] and [`OpAsmPrinter`], the
//! surface hand-written and `format = "..."`-generated parse/print
//! functions call, and the hooks of `builtin.module`.
//!
//! Hooks are plain `fn` pointers in `OpInfo` (`parse`, `print`,
//! `asm_result_names`), so an op's record stays a `const` static. The
//! parser side wraps the real parser and the op being built; the printer
//! side wraps the real printer and the op being printed. Trait objects
//! (MLIR's virtual `OpAsmParser`) were rejected: there is one
//! implementation, and concrete types let hooks be inlined.

use crate::OpRef;
use crate::storage::body::{Block, Body, Operation, Region, Value};
use crate::text::parse::affine::SsaIds;
use crate::text::parse::lexer::Tok;
use crate::text::parse::ops::PendingOp;
use crate::text::parse::values::UnresolvedOperand;
use crate::text::parse::{PResult, Parser};
use crate::text::print::Printer;
use crate::text::print::affine::write_expr_named;
use crate::text::print::attrs::{Elision, push_symbol};
use crate::uniqued::attributes::{AffineMap, Attribute, NamedAttribute};
use crate::uniqued::context::{Context, Ident};
use crate::uniqued::location::Location;
use crate::uniqued::types::Type;

/// A custom parser: fills the op being parsed.
pub type ParseFn = fn(&mut OpAsmParser<'_, '_>) -> PResult<()>;
/// A custom printer: prints everything after the op name.
pub type PrintFn = fn(&mut OpAsmPrinter<'_, '_>);
/// Result-name hints: `(result index, name)` pairs, e.g. `(0, "c42_i64")`.
pub type AsmResultNamesFn = fn(&Context, OpRef<'_>) -> Vec<(usize, String)>;

/// The parser interface a custom parse hook sees.
#[derive(Debug)]
pub struct OpAsmParser<'p, 'a> {
    pub(crate) p: &'p mut Parser<'a>,
    /// The op being built.
    pub op: &'p mut PendingOp,
    /// The SSA names bound to the op's results, with their counts.
    results: smallvec::SmallVec<[(&'a str, u32); 2]>,
}

impl<'p, 'a> OpAsmParser<'p, 'a> {
    pub(crate) fn new(p: &'p mut Parser<'a>, op: &'p mut PendingOp) -> Self {
        let results = core::mem::take(&mut p.result_names);
        OpAsmParser { p, op, results }
    }

    /// How many results the text binds (`%a, %b:2 = ...` binds three);
    /// MLIR's `getNumResults`.
    pub fn num_results(&self) -> usize {
        self.results.iter().map(|r| r.1 as usize).sum()
    }

    /// The SSA name (without `%`) that binds result `i` and the index of
    /// the result within that name's group (`%b:2` binds `b#0` and `b#1`);
    /// MLIR's `getResultName`.
    pub fn result_name(&self, i: usize) -> Option<(&'a str, usize)> {
        let mut first = 0usize;
        for &(name, count) in &self.results {
            let count = count as usize;
            if i < first + count {
                return Some((name.strip_prefix('%').unwrap_or(name), i - first));
            }
            first += count;
        }
        None
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.p.ctx
    }

    /// Byte offset of the current token (for [`OpAsmParser::error_at`]).
    pub fn pos(&self) -> usize {
        self.p.tok.start
    }

    /// Reports an error at the current token.
    pub fn error<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        self.p.err_here(msg)
    }

    /// Reports an error at a byte offset.
    pub fn error_at<T>(&mut self, pos: usize, msg: impl Into<String>) -> PResult<T> {
        self.p.err_at(pos, msg)
    }

    /// Reports an error at a byte offset as the op's own parser does
    /// (MLIR's `OpAsmParser::emitError`): prefixed `custom op 'name'`.
    pub fn op_error_at<T>(&mut self, pos: usize, msg: impl core::fmt::Display) -> PResult<T> {
        let name = self.op.name.as_str(self.p.ctx);
        self.p.err_at(pos, format!("custom op '{name}' {msg}"))
    }

    /// Reports an error at the op's own location, prefixed as
    /// [`OpAsmParser::op_error_at`] (MLIR's `emitError(result.location)`
    /// from a generated parser).
    pub fn op_error<T>(&mut self, msg: impl core::fmt::Display) -> PResult<T> {
        let name = self.op.name.as_str(self.p.ctx);
        if !self.p.lex_failed {
            let d = crate::semantics::diag::Diagnostic::error(
                self.op.loc,
                format!("custom op '{name}' {msg}"),
            );
            self.p.diags.push(d);
        }
        Err(crate::text::parse::ParseError)
    }

    /// Reports an error at the op's own location without a prefix
    /// (MLIR's `emitError(getNameLoc(), ...)` in a hand-written parser).
    pub fn name_error<T>(&mut self, msg: impl Into<String>) -> PResult<T> {
        if !self.p.lex_failed {
            let d = crate::semantics::diag::Diagnostic::error(self.op.loc, msg.into());
            self.p.diags.push(d);
        }
        Err(crate::text::parse::ParseError)
    }

    /// The location of a byte offset.
    pub fn loc_at(&self, pos: usize) -> Location {
        self.p.loc_at(pos)
    }

    // ----- punctuation and keywords ------------------------------------------

    /// Requires punctuation `c` (one of `( ) { } [ ] < > : , = ? * + -`).
    pub fn parse_punct(&mut self, c: u8) -> PResult<()> {
        self.p.expect(c)
    }

    /// Consumes punctuation `c` if present.
    pub fn parse_optional_punct(&mut self, c: u8) -> bool {
        self.p.eat(c)
    }

    /// Whether the current token is punctuation `c`.
    pub fn peek_punct(&self, c: u8) -> bool {
        self.p.is(c)
    }

    /// Consumes `...` if present.
    pub fn parse_optional_ellipsis(&mut self) -> bool {
        self.p.eat_ellipsis()
    }

    /// Whether the current token is `...`.
    pub fn peek_ellipsis(&self) -> bool {
        self.p.tok.kind == Tok::Ellipsis
    }

    /// The parser a dialect type's or attribute's hooks see, here: for
    /// reading one in its stripped form (`<7>` for `#d.tag<7>`) inside an
    /// op's syntax, as [`crate::text::format::parse_stripped`] does.
    pub fn dialect_parser(&mut self) -> crate::text::dialect_defs::DialectAsmParser<'_, 'a> {
        let pos = self.p.tok.start;
        crate::text::dialect_defs::DialectAsmParser::new(self.p, pos)
    }

    /// Requires `->`.
    pub fn parse_arrow(&mut self) -> PResult<()> {
        self.p.expect_arrow()
    }

    /// Consumes `->` if present.
    pub fn parse_optional_arrow(&mut self) -> bool {
        self.p.eat_arrow()
    }

    /// Requires keyword `kw`.
    pub fn parse_keyword(&mut self, kw: &str) -> PResult<()> {
        if self.p.eat_kw(kw) {
            Ok(())
        } else {
            self.p.err_here(format!("expected '{kw}'"))
        }
    }

    /// Consumes keyword `kw` if present.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> bool {
        self.p.eat_kw(kw)
    }

    /// Consumes any bare keyword and returns it.
    pub fn parse_optional_any_keyword(&mut self) -> Option<&'a str> {
        self.p.eat_any_kw()
    }

    /// Consumes a string literal if present and returns its value.
    pub fn parse_optional_string(&mut self) -> PResult<Option<String>> {
        self.p.eat_string()
    }

    // ----- operands, types, attributes ------------------------------------------

    /// Parses `%name` / `%name#N`.
    pub fn parse_operand(&mut self) -> PResult<UnresolvedOperand<'a>> {
        self.p.parse_operand_ref()
    }

    /// Parses an operand if one starts here.
    pub fn parse_optional_operand(&mut self) -> PResult<Option<UnresolvedOperand<'a>>> {
        if self.p.tok.kind == Tok::PercentIdent {
            self.p.parse_operand_ref().map(Some)
        } else {
            Ok(None)
        }
    }

    /// Parses a possibly empty comma-separated operand list.
    pub fn parse_operand_list(&mut self) -> PResult<Vec<UnresolvedOperand<'a>>> {
        let mut v = Vec::new();
        self.parse_operand_list_each(|u| v.push(u))?;
        Ok(v)
    }

    /// [`OpAsmParser::parse_operand_list`] handing each operand to `each`
    /// as it is read, for a caller that keeps them in a list of its own.
    pub(crate) fn parse_operand_list_each(
        &mut self,
        mut each: impl FnMut(UnresolvedOperand<'a>),
    ) -> PResult<()> {
        if self.p.tok.kind != Tok::PercentIdent {
            return Ok(());
        }
        loop {
            each(self.p.parse_operand_ref()?);
            if !self.p.eat(b',') {
                return Ok(());
            }
        }
    }

    /// Resolves an operand to a value of type `ty` and appends it to the
    /// op's operands.
    pub fn resolve_operand(&mut self, u: UnresolvedOperand<'a>, ty: Type) -> PResult<Value> {
        let v = self.p.resolve_operand(u, ty)?;
        self.op.operands.push(v);
        Ok(v)
    }

    /// Resolves operands pairwise with types; a count mismatch is an error
    /// at `pos`.
    pub fn resolve_operands(
        &mut self,
        us: &[UnresolvedOperand<'a>],
        tys: &[Type],
        pos: usize,
    ) -> PResult<()> {
        self.resolve_operands_at(us, tys, Some(pos))
    }

    /// [`OpAsmParser::resolve_operands`] where `None` is MLIR's empty
    /// `SMLoc` (a group whose optional group was absent): a count error is
    /// then at the op's own location.
    pub(crate) fn resolve_operands_at(
        &mut self,
        us: &[UnresolvedOperand<'a>],
        tys: &[Type],
        pos: Option<usize>,
    ) -> PResult<()> {
        if us.len() != tys.len() {
            let msg = format!(
                "number of operands and types do not match: got {} operands and {} types",
                us.len(),
                tys.len()
            );
            return match pos {
                Some(pos) => self.op_error_at(pos, msg),
                None => self.op_error(msg),
            };
        }
        for (&u, &t) in us.iter().zip(tys) {
            self.resolve_operand(u, t)?;
        }
        Ok(())
    }

    /// Parses a type.
    pub fn parse_type(&mut self) -> PResult<Type> {
        self.p.parse_type()
    }

    /// Parses `: type`.
    pub fn parse_colon_type(&mut self) -> PResult<Type> {
        self.p.expect(b':')?;
        self.p.parse_type()
    }

    /// Parses a function type, as MLIR's `parseType` into a `FunctionType`:
    /// another type is the op's `invalid kind of type specified` at its
    /// start. Returns the type with its inputs and results.
    pub fn parse_function_type(&mut self) -> PResult<(Type, Vec<Type>, Vec<Type>)> {
        let pos = self.pos();
        // The generic form's cache of function types by their text: the
        // same signature ends the lines of many ops (`func.call`).
        let t = self.p.parse_op_function_type()?;
        let ctx = self.p.ctx;
        match t.function_parts(ctx) {
            Some((i, r)) => Ok((t, i.to_vec(), r.to_vec())),
            None => self.op_error_at(
                pos,
                format!(
                    "invalid kind of type specified: expected builtin.function, but found '{}'",
                    t.display(ctx)
                ),
            ),
        }
    }

    /// Parses a comma-separated type list (at least one type).
    pub fn parse_type_list(&mut self) -> PResult<Vec<Type>> {
        let mut v = Vec::new();
        self.parse_type_list_each(|t| v.push(t))?;
        Ok(v)
    }

    /// [`OpAsmParser::parse_type_list`] handing each type to `each`.
    pub(crate) fn parse_type_list_each(&mut self, mut each: impl FnMut(Type)) -> PResult<()> {
        each(self.p.parse_type()?);
        while self.p.eat(b',') {
            each(self.p.parse_type()?);
        }
        Ok(())
    }

    /// Parses function results after `->`: one type or `(T, ...)`.
    pub fn parse_function_result_types(&mut self) -> PResult<Vec<Type>> {
        self.p.parse_function_result_types()
    }

    /// Parses an attribute.
    pub fn parse_attribute(&mut self) -> PResult<Attribute> {
        self.p.parse_attribute()
    }

    /// Parses an attribute whose omitted type is `ty`.
    pub fn parse_attribute_of_type(&mut self, ty: Type) -> PResult<Attribute> {
        self.p.parse_attribute_of_type(ty)
    }

    /// Parses `{...}` if present into the op's discardable attributes.
    pub fn parse_optional_attr_dict(&mut self) -> PResult<()> {
        if self.p.is(b'{') {
            let mut v = self.p.parse_named_attr_list()?;
            self.op.attributes.append(&mut v);
        }
        Ok(())
    }

    /// Checks the registered op's inherent attributes given in the
    /// attribute dictionary that starts at `pos`, as ODS's generated
    /// parsers do right after `attr-dict` (MLIR's `verifyInherentAttrs`):
    /// `custom op 'x' 'x' op attribute ... failed to satisfy ...`.
    pub fn verify_inherent_attrs(&mut self, pos: usize) -> PResult<()> {
        let ctx = self.p.ctx;
        let Some(info) = ctx.op_info(self.op.name) else {
            return Ok(());
        };
        let Some(check) = info.verify_inherent_attr else {
            return Ok(());
        };
        let failed = self.op.attributes.iter().find_map(|&(k, v)| {
            let k = ctx.str(k);
            if !info.inherent_attrs.contains(&k) {
                return None;
            }
            check(ctx, k, v).err()
        });
        match failed {
            Some(msg) => self.op_error_at(pos, format!("'{}' op {msg}", info.name)),
            None => Ok(()),
        }
    }

    /// Parses an integer literal (`-` allowed) if one comes next (MLIR's
    /// `parseOptionalInteger`); past 64 bits it is `integer value too
    /// large`.
    pub fn parse_optional_integer(&mut self) -> PResult<Option<i128>> {
        if !self.p.peek_integer_literal() {
            return Ok(None);
        }
        self.p.parse_integer_literal().map(Some)
    }

    /// Parses a signed 64-bit integer if one comes next, as MLIR's
    /// `parseOptionalInteger<int64_t>` does: `true` and `false` read as a
    /// 1-bit value sign-extended (`-1` and `0`), and a literal outside
    /// `i64` is the op's `integer value too large` at its start (after a
    /// `-`, anything but an integer is `expected integer value`).
    pub fn parse_optional_i64(&mut self) -> PResult<Option<i64>> {
        if self.parse_optional_keyword("true") {
            return Ok(Some(-1));
        }
        if self.parse_optional_keyword("false") {
            return Ok(Some(0));
        }
        if !self.p.peek_integer_literal() {
            return Ok(None);
        }
        let pos = self.pos();
        match self.p.parse_integer_literal_or_wide()?.map(i64::try_from) {
            Some(Ok(v)) => Ok(Some(v)),
            _ => self.op_error_at(pos, "integer value too large"),
        }
    }

    /// Parses `<{...}>` if present into the op's properties (`prop-dict`).
    pub fn parse_optional_prop_dict(&mut self) -> PResult<()> {
        if !self.p.is(b'<') {
            return Ok(());
        }
        let ctx = self.p.ctx;
        let dict = self.p.parse_properties()?;
        for &(k, v) in dict.dict_entries(ctx) {
            self.op.properties = self.op.properties.dict_with(ctx, k, Some(v));
        }
        Ok(())
    }

    /// Parses `attributes {...}` if present.
    pub fn parse_optional_attr_dict_with_keyword(&mut self) -> PResult<()> {
        if self.p.eat_kw("attributes") {
            let mut v = self.p.parse_named_attr_list()?;
            self.op.attributes.append(&mut v);
        }
        Ok(())
    }

    /// Parses `{...}` if present and returns it as a dictionary attribute
    /// (argument and result attributes of function signatures).
    pub fn parse_optional_dictionary(&mut self) -> PResult<Option<Attribute>> {
        if !self.p.is(b'{') {
            return Ok(None);
        }
        let pos = self.p.tok.start;
        let v = self.p.parse_named_attr_list()?;
        match Attribute::dictionary(self.p.ctx, &v) {
            Ok(d) => Ok(Some(d)),
            Err(e) => self.p.err_at(pos, e),
        }
    }

    /// Parses the trailing `loc(...)` of a block argument if present.
    pub fn parse_optional_location(&mut self) -> PResult<Option<Location>> {
        if self.p.is_kw("loc") {
            self.p.parse_arg_location().map(Some)
        } else {
            Ok(None)
        }
    }

    /// Parses `loc(...)` if present, as MLIR's
    /// `parseOptionalLocationSpecifier` (a location an op keeps in an
    /// attribute, `test.attr_with_loc`).
    pub fn parse_optional_location_specifier(&mut self) -> PResult<Option<Location>> {
        if self.p.is_kw("loc") {
            self.p.parse_location().map(Some)
        } else {
            Ok(None)
        }
    }

    /// Whether the current token is an SSA name (`%x`).
    pub fn peek_operand(&self) -> bool {
        self.p.tok.kind == Tok::PercentIdent
    }

    /// Whether the current token is a block name (`^bb`).
    pub fn peek_successor(&self) -> bool {
        self.p.tok.kind == Tok::CaretIdent
    }

    /// Whether the current token is `->`.
    pub fn peek_arrow(&self) -> bool {
        self.p.tok.kind == Tok::Arrow
    }

    /// Whether the current token is keyword `kw`.
    pub fn peek_keyword(&self, kw: &str) -> bool {
        self.p.is_kw(kw)
    }

    /// Whether an attribute other than a type starts here.
    pub fn peek_attribute_start(&self) -> bool {
        self.p.attribute_starts()
    }

    /// Whether the current token is a string literal.
    pub fn peek_string(&self) -> bool {
        self.p.tok.kind == Tok::String
    }

    /// Whether a type can start here: a bare identifier (`i32`, `vector`),
    /// `!dialect.type`, or the `(` of a function type.
    pub fn peek_type_start(&self) -> bool {
        matches!(
            self.p.tok.kind,
            Tok::BareIdent | Tok::BangIdent | Tok::Punct(b'(')
        )
    }

    /// Parses `@name` if present.
    pub fn parse_optional_symbol_name(&mut self) -> PResult<Option<Ident>> {
        if self.p.tok.kind != Tok::AtIdent {
            return Ok(None);
        }
        let id = self.p.symbol_name()?;
        self.p.bump();
        Ok(Some(id))
    }

    /// Parses `@name`. Without one, the error is the op's (prefixed
    /// `custom op 'name'`) at the current token's start, even at the end of
    /// the input, as MLIR's `parseSymbolName` reports it.
    pub fn parse_symbol_name(&mut self) -> PResult<Ident> {
        match self.parse_optional_symbol_name()? {
            Some(id) => Ok(id),
            None => {
                let pos = self.pos();
                self.op_error_at(pos, "expected valid '@'-identifier for symbol name")
            }
        }
    }

    /// Parses an entry-block argument `%name : type [loc(...)]`.
    pub fn parse_argument(&mut self) -> PResult<(UnresolvedOperand<'a>, Type, Option<Location>)> {
        let u = self.p.parse_operand_ref()?;
        self.p.expect(b':')?;
        let t = self.p.parse_type()?;
        let l = if self.p.is_kw("loc") {
            Some(self.p.parse_arg_location()?)
        } else {
            None
        };
        Ok((u, t, l))
    }

    // ----- op parts ------------------------------------------------------

    /// Moves the parsed discardable attributes named in `inherent` into
    /// the properties (an attr-dict may spell inherent attributes).
    pub fn move_to_properties(&mut self, inherent: &[&str]) {
        let ctx = self.p.ctx;
        let (moved, kept): (Vec<NamedAttribute>, Vec<NamedAttribute>) = self
            .op
            .attributes
            .drain(..)
            .partition(|(k, _)| inherent.contains(&ctx.str(*k)));
        self.op.attributes = kept;
        for (k, v) in moved {
            self.op.properties = self.op.properties.dict_with(ctx, k, Some(v));
        }
    }

    /// The format interpreter's cache of `operandSegmentSizes` values.
    pub(crate) fn segment_sizes(
        &mut self,
    ) -> &mut rustc_hash::FxHashMap<smallvec::SmallVec<[u32; 4]>, Attribute> {
        &mut self.p.segment_sizes
    }

    /// The format interpreter's cache of completed property sets.
    pub(crate) fn format_props(
        &mut self,
    ) -> &mut rustc_hash::FxHashMap<(usize, Attribute), Attribute> {
        &mut self.p.format_props
    }

    /// Sets a property (inherent attribute).
    pub fn set_property(&mut self, name: &str, value: Attribute) {
        let id = self.p.ctx.ident(name);
        self.set_property_id(id, value);
    }

    /// [`OpAsmParser::set_property`] for a name fixed at compile time (an
    /// ODS-style format's), found without hashing its text.
    pub(crate) fn set_property_static(&mut self, name: &'static str, value: Attribute) {
        let id = self.p.ctx.ident_static(name);
        self.set_property_id(id, value);
    }

    fn set_property_id(&mut self, id: crate::uniqued::context::Ident, value: Attribute) {
        let key = (self.op.properties, id, value);
        self.op.properties = match self.p.prop_with.get(&key) {
            Some(&done) => done,
            None => {
                let done = key.0.dict_with(self.p.ctx, id, Some(value));
                self.p.prop_with.insert(key, done);
                done
            }
        };
    }

    /// Sets several properties at once, later entries winning over earlier
    /// ones and over those already set: one dictionary is made where a
    /// [`OpAsmParser::set_property`] per entry would make one per entry.
    pub fn set_properties(&mut self, entries: &[(&str, Attribute)]) {
        let ctx = self.p.ctx;
        let mut all: smallvec::SmallVec<[NamedAttribute; 8]> =
            smallvec::SmallVec::from_slice(self.op.properties.dict_entries(ctx));
        for &(name, v) in entries {
            let k = ctx.ident(name);
            match all.iter_mut().find(|e| e.0 == k) {
                Some(e) => e.1 = v,
                None => all.push((k, v)),
            }
        }
        all.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
        self.op.properties = Attribute::dictionary_sorted_slice(ctx, &all);
    }

    /// Adds a discardable attribute.
    pub fn add_attribute(&mut self, name: &str, value: Attribute) {
        let id = self.p.ctx.ident(name);
        self.op.attributes.push((id, value));
    }

    /// Sets the result types.
    pub fn add_result_types(&mut self, tys: &[Type]) {
        self.op.result_types.extend_from_slice(tys);
    }

    /// Parses a region with optional entry-block arguments.
    pub fn parse_region(
        &mut self,
        entry_args: &[(UnresolvedOperand<'a>, Type, Option<Location>)],
    ) -> PResult<()> {
        self.p.parse_op_region(self.op, entry_args)
    }

    /// Parses the region of an isolated op (its first) whose hook will not
    /// look into it again; the parser may then parse it on another thread,
    /// as it does the generic form's (see `text::parse::deferred`).
    /// With `nonempty`, a region without a block fails the parse; the
    /// hook checks that itself when this returns `Ok(false)` (parsed here).
    /// Returns whether the region was deferred.
    pub fn parse_region_deferrable(
        &mut self,
        entry_args: &[(UnresolvedOperand<'a>, Type, Option<Location>)],
        nonempty: bool,
    ) -> PResult<bool> {
        if self.op.isolated && self.op.nested.is_none() && self.op.deferred.is_none() {
            if let Some(j) = self.p.try_defer_region(entry_args, nonempty) {
                self.op.deferred = Some(j);
                return Ok(true);
            }
        }
        self.parse_region(entry_args)?;
        Ok(false)
    }

    /// Adds an empty region to the op (MLIR's `result.addRegion()` left
    /// unparsed, as `affine.if` does for an absent `else`).
    pub fn add_empty_region(&mut self) {
        self.p.add_empty_op_region(self.op);
    }

    /// Parses a region if one starts here.
    pub fn parse_optional_region(&mut self) -> PResult<bool> {
        if !self.p.is(b'{') {
            return Ok(false);
        }
        self.parse_region(&[])?;
        Ok(true)
    }

    /// Whether the op being parsed has trait `T`.
    pub fn op_has_trait<T: crate::semantics::traits::OpTrait + ?Sized>(&self) -> bool {
        self.p
            .ctx
            .op_info(self.op.name)
            .is_some_and(|i| i.has_trait::<T>())
    }

    /// The body and id of the region parsed last, if any.
    fn last_region(&mut self) -> Option<(&mut Body, Region)> {
        let op = &mut *self.op;
        let body: &mut Body = match op.nested.as_mut() {
            Some(b) => b,
            None => self.p.bodies.last_mut()?,
        };
        let region = if op.isolated {
            body.root_regions().last().copied()
        } else {
            op.regions.last().copied()
        }?;
        Some((body, region))
    }

    /// Gives the last parsed region an empty block if it has none
    /// (`SingleBlock` ops such as `builtin.module`).
    pub fn ensure_block_in_last_region(&mut self) {
        if let Some((body, r)) = self.last_region() {
            if body.region_is_empty(r) {
                body.append_new_block(r);
            }
        }
    }

    /// For an op with `SingleBlockImplicitTerminator<T>`: gives the last
    /// parsed region a block if it has none and ends that block with a `T`
    /// at the op's location unless it ends in a terminator already (MLIR's
    /// `ensureTerminator`, which ODS-generated parsers call after each
    /// region). Does nothing for other ops.
    pub fn ensure_implicit_terminator(&mut self) {
        let Some(name) =
            crate::text::OpSyntax::of(self.op.name).and_then(|s| s.implicit_terminator)
        else {
            return;
        };
        let (ctx, loc) = (self.p.ctx, self.op.loc);
        if let Some((body, r)) = self.last_region() {
            crate::semantics::traits::ensure_region_terminator(ctx, body, r, name, loc);
        }
    }

    /// Parses a list of affine expressions over SSA values between `open`
    /// and `close` (`[%i + 1, symbol(%n)]`, MLIR's
    /// `parseAffineMapOfSSAIds`): the map, whose dimensions and symbols are
    /// the distinct values in order of appearance (`symbol(%v)` makes a
    /// symbol), and the operands, dimensions first. With `optional`, text
    /// not starting with `open` gives `None`.
    pub fn parse_affine_map_of_ssa_ids(
        &mut self,
        open: u8,
        close: u8,
        optional: bool,
    ) -> PResult<Option<(AffineMap, Vec<UnresolvedOperand<'a>>)>> {
        let mut ids = SsaIds::default();
        let Some(map) = self
            .p
            .parse_affine_map_of_ssa_ids(open, close, optional, &mut ids)?
        else {
            return Ok(None);
        };
        let mut operands = ids.dims;
        operands.extend(ids.syms);
        Ok(Some((map, operands)))
    }

    /// Parses a bound list of `affine.parallel` (MLIR's
    /// `parseAffineMapWithMinMax`): `(e, kw(e, e), ...)`, each group one
    /// expression over SSA values or `kw` (`max` or `min`) applied to
    /// several. Returns the flat map of all groups' expressions, the size
    /// of each group, and the operands (each distinct value once,
    /// dimensions first, then symbols).
    pub fn parse_affine_bound_groups_of_ssa_ids(
        &mut self,
        kw: &str,
    ) -> PResult<(AffineMap, Vec<i32>, Vec<UnresolvedOperand<'a>>)> {
        let mut ids = SsaIds::default();
        let (map, groups) = self.p.parse_affine_bound_groups_of_ssa_ids(kw, &mut ids)?;
        let mut operands = ids.dims;
        operands.extend(ids.syms);
        Ok((map, groups, operands))
    }

    /// Parses `^bb` and appends it to the op's successors.
    pub fn parse_successor(&mut self) -> PResult<Block> {
        let b = self.p.parse_successor()?;
        self.op.successors.push(b);
        Ok(b)
    }
}

/// The printer interface a custom print hook sees.
#[derive(Debug)]
pub struct OpAsmPrinter<'p, 'c> {
    p: &'p mut Printer<'c>,
    /// The body holding the op.
    pub body: &'p Body,
    /// The op being printed.
    pub op: Operation,
}

impl<'p, 'c> OpAsmPrinter<'p, 'c> {
    pub(crate) fn new(p: &'p mut Printer<'c>, body: &'p Body, op: Operation) -> Self {
        OpAsmPrinter { p, body, op }
    }

    /// The context.
    pub fn ctx(&self) -> &'c Context {
        self.p.ctx
    }

    /// The format printer's cache of which attributes each format prints.
    pub(crate) fn format_binds(&mut self) -> &mut rustc_hash::FxHashMap<usize, u64> {
        &mut self.p.format_binds
    }

    /// The value `make` gives in this context, made once per printer
    /// (the defaults of format attributes, compared on every op).
    pub(crate) fn format_default(&mut self, make: fn(&Context) -> Attribute) -> Attribute {
        let ctx = self.p.ctx;
        *self
            .p
            .format_defaults
            .entry(make as usize)
            .or_insert_with(|| make(ctx))
    }

    /// Appends raw text.
    pub fn write(&mut self, s: &str) {
        self.p.out.push_str(s);
    }

    /// Starts a new line at the op's indentation (MLIR's `printNewline`).
    pub fn print_newline(&mut self) {
        self.p.newline();
    }

    /// The printer a dialect type's or attribute's hooks see, here: for
    /// printing one in its stripped form inside an op's syntax, as
    /// [`crate::text::format::print_stripped`] does.
    pub fn dialect_printer(&mut self) -> crate::text::dialect_defs::DialectAsmPrinter<'_, 'c> {
        crate::text::dialect_defs::DialectAsmPrinter::new(self.p)
    }

    /// Appends a value use.
    pub fn print_operand(&mut self, v: Value) {
        self.p.value(self.body, v);
    }

    /// Appends a block argument of a region of this op (`body` is the
    /// region's body, see [`Body::region_body`]).
    pub fn print_block_arg(&mut self, body: &Body, v: Value) {
        self.p.value(body, v);
    }

    /// Appends a value of another body, such as an entry-block argument of
    /// the op's own (nested) region printed in a function signature.
    pub fn print_operand_in(&mut self, body: &Body, v: Value) {
        self.p.value(body, v);
    }

    /// The name the printer gives `v` (a value of this op's body), as it
    /// would print it: `%x`, `%0#1`.
    pub fn value_name(&mut self, v: Value) -> String {
        let mut name = String::new();
        self.value_name_into(v, &mut name);
        name
    }

    /// Appends to `out` what [`OpAsmPrinter::value_name`] returns.
    fn value_name_into(&mut self, v: Value, out: &mut String) {
        let start = self.p.out.len();
        self.p.value(self.body, v);
        out.push_str(&self.p.out[start..]);
        self.p.out.truncate(start);
    }

    /// Appends values separated by `, `.
    pub fn print_operands(&mut self, vs: impl IntoIterator<Item = Value>) {
        for (i, v) in vs.into_iter().enumerate() {
            if i > 0 {
                self.p.out.push_str(", ");
            }
            self.p.value(self.body, v);
        }
    }

    /// Appends a type.
    pub fn print_type(&mut self, t: Type) {
        self.p.type_(t);
    }

    /// Appends types separated by `, `.
    pub fn print_types(&mut self, ts: &[Type]) {
        self.p.type_list(ts);
    }

    /// Appends function results: one type bare, else parenthesised.
    pub fn print_function_result_types(&mut self, ts: &[Type]) {
        self.p.result_types(ts);
    }

    /// Appends an attribute with its type.
    pub fn print_attribute(&mut self, a: Attribute) {
        self.p.attr(a, Elision::Never);
    }

    /// Appends an attribute without its type.
    pub fn print_attribute_without_type(&mut self, a: Attribute) {
        self.p.attr(a, Elision::Must);
    }

    /// Appends a dictionary's entries as `{a = 1, b}` (nothing when empty).
    pub fn print_dictionary(&mut self, dict: Attribute) {
        let entries = dict.dict_entries(self.p.ctx);
        if entries.is_empty() {
            return;
        }
        self.p.out.push('{');
        self.p.named_attrs(entries);
        self.p.out.push('}');
    }

    /// Appends ` loc(...)` of entry-block argument `index` of `block` in
    /// `body` when debug info is printed (function signatures).
    pub fn print_block_arg_location(&mut self, body: &Body, block: Block, index: usize) {
        if self.p.region_calls.is_some() {
            self.p.hook_arg_locs.push(body.block_arg_loc(block, index));
            return;
        }
        if self.p.opts.debug_info {
            self.p.out.push(' ');
            self.p.location(body.block_arg_loc(block, index), false);
        }
    }

    /// Appends ` loc(...)` (through its alias when there is one) when
    /// debug info is printed: MLIR's `printOptionalLocationSpecifier`.
    pub fn print_optional_location_specifier(&mut self, loc: Location) {
        if self.p.opts.debug_info {
            self.p.out.push(' ');
            self.p.location(loc, true);
        }
    }

    /// Appends ` attributes {...}` of the given entries (sorted by name),
    /// for ops that print inherent and discardable attributes together.
    pub fn print_attr_dict_with_keyword_of(&mut self, entries: &[NamedAttribute]) {
        if entries.is_empty() {
            return;
        }
        self.p.out.push_str(" attributes {");
        self.p.named_attrs(entries);
        self.p.out.push('}');
    }

    /// Appends `@name`.
    pub fn print_symbol_name(&mut self, name: &str) {
        push_symbol(&mut self.p.out, name);
    }

    /// Appends ` {...}`: the op's properties and discardable attributes
    /// (as ODS-generated printers merge them), minus `elided`.
    pub fn print_optional_attr_dict(&mut self, elided: &[&str]) {
        self.attr_dict(elided, false);
    }

    /// Appends ` attributes {...}`, like [`Self::print_optional_attr_dict`].
    pub fn print_optional_attr_dict_with_keyword(&mut self, elided: &[&str]) {
        self.attr_dict(elided, true);
    }

    fn attr_dict(&mut self, elided: &[&str], keyword: bool) {
        let ctx = self.p.ctx;
        let props = self.body.properties(self.op);
        let mut entries: smallvec::SmallVec<[NamedAttribute; 4]> = props
            .dict_entries(ctx)
            .iter()
            .chain(self.body.attributes(self.op).dict_entries(ctx))
            .filter(|(k, _)| !elided.contains(&ctx.str(*k)))
            .copied()
            .collect();
        entries.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
        if entries.is_empty() {
            return;
        }
        self.p
            .out
            .push_str(if keyword { " attributes {" } else { " {" });
        self.p.named_attrs(&entries);
        self.p.out.push('}');
    }

    /// Appends a region of the op (by index).
    pub fn print_region(&mut self, index: usize, entry_args: bool, terminators: bool) {
        let inner = self.body.region_body(self.op);
        if let Some(&r) = self.body.regions(self.op).get(index) {
            self.p.region(inner, r, entry_args, terminators, false);
        }
    }

    /// Appends region `index` of an op with an implicit terminator as
    /// ODS-generated printers do: the terminator is left out when it has
    /// no operands, results or attributes (the parser puts it back).
    pub fn print_region_eliding_terminator(&mut self, index: usize, entry_args: bool) {
        let inner = self.body.region_body(self.op);
        let elided = self
            .body
            .regions(self.op)
            .get(index)
            .and_then(|&r| elided_terminator(self.p.ctx, inner, r));
        self.print_region(index, entry_args, elided.is_none());
    }

    /// Prints the results of `map` with its dimensions and symbols named
    /// by `operands` (dimensions first), symbols as `symbol(%v)`: MLIR's
    /// `printAffineMapOfSSAIds`, the inside of `affine.load %m[...]`.
    pub fn print_affine_map_of_ssa_ids(&mut self, map: &AffineMap, operands: &[Value]) {
        // The operands' names, one after another in one buffer.
        let mut names = String::new();
        let mut ends: smallvec::SmallVec<[usize; 4]> = smallvec::SmallVec::new();
        for &v in operands {
            self.value_name_into(v, &mut names);
            ends.push(names.len());
        }
        let nd = map.num_dims;
        let name = |f: &mut dyn core::fmt::Write, symbol: bool, i: u32| {
            let k = if symbol { nd + i } else { i } as usize;
            let n = match ends.get(k) {
                Some(&end) => &names[k.checked_sub(1).map_or(0, |j| ends[j])..end],
                None => "<<UNKNOWN SSA VALUE>>",
            };
            if symbol {
                write!(f, "symbol({n})")
            } else {
                f.write_str(n)
            }
        };
        for (i, &r) in map.results.iter().enumerate() {
            if i > 0 {
                self.p.out.push_str(", ");
            }
            let _ = write_expr_named(&mut self.p.out, &map.nodes, r, &name);
        }
    }

    /// Appends a successor's label.
    pub fn print_successor(&mut self, b: Block) {
        self.p.block_name(self.body, b);
    }
}

/// The op ending `region`'s entry block when a custom form with an
/// implicit terminator leaves it out: a registered terminator with no
/// operands, results or attributes (ODS's `printTerminator` test; the
/// region printer skips only registered terminators).
pub(crate) fn elided_terminator(ctx: &Context, body: &Body, region: Region) -> Option<Operation> {
    let t = body.last_op(body.entry_block(region)?)?;
    let bare = body.operands(t).len() == 0
        && body.results(t).len() == 0
        && body.attributes(t).dict_entries(ctx).is_empty()
        && body.properties(t).dict_entries(ctx).is_empty();
    let terminator = ctx
        .op_flags(body.op_name(t))
        .contains(crate::semantics::registry::OpFlags::IS_TERMINATOR);
    (bare && terminator).then_some(t)
}

// ----- builtin.module -------------------------------------------------------

/// `module [@name] [attributes {...}] { ... }`; a `sym_name` or
/// `sym_visibility` in the attributes is the property (the name given
/// there wins over `@name`, as in MLIR), and must be a string, checked
/// here as MLIR's generated parser checks inherent attributes.
pub fn parse_module(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let ctx = p.ctx();
    if let Some(name) = p.parse_optional_symbol_name()? {
        p.set_property("sym_name", Attribute::string(ctx, ctx.str(name)));
    }
    let dict_pos = p.pos();
    p.parse_optional_attr_dict_with_keyword()?;
    for name in ["sym_name", "sym_visibility"] {
        let attrs = &p.op.attributes;
        if attrs
            .iter()
            .any(|&(k, v)| ctx.str(k) == name && v.as_bytes(ctx).is_none())
        {
            return p.op_error_at(
                dict_pos,
                format!(
                    "'builtin.module' op attribute '{name}' failed to satisfy constraint: string attribute"
                ),
            );
        }
    }
    p.move_to_properties(&["sym_name", "sym_visibility"]);
    p.parse_region(&[])?;
    p.ensure_block_in_last_region();
    Ok(())
}

/// Prints `builtin.module`'s custom form.
pub fn print_module(p: &mut OpAsmPrinter<'_, '_>) {
    let ctx = p.ctx();
    let props = p.body.properties(p.op);
    if let Some(name) = props
        .dict_get(ctx, ctx.ident_static("sym_name"))
        .and_then(|a| a.as_str(ctx))
    {
        p.write(" ");
        p.print_symbol_name(name);
    }
    p.print_optional_attr_dict_with_keyword(&["sym_name"]);
    p.write(" ");
    // A module has no terminator (`NoTerminator`), so a terminator-like op
    // that ends its body is an op like any other and is printed.
    p.print_region(0, false, true);
}
