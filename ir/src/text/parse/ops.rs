//! Parsing operations, regions and blocks, and binding SSA names.
//!
//! An op is collected in a [`PendingOp`] (operands resolved to values,
//! regions already parsed) and created only at its end, as MLIR does. The
//! regions of a non-isolated op are allocated in the body under
//! construction and attached to the op afterwards; an `IsolatedFromAbove`
//! op's regions go into a fresh [`Body`] pushed on the parser's body stack
//! and moved into the op. A use that would cross such a body (a value from
//! above) cannot be stored, so it is reported with the verifier's text.
//! Names resolve through one map from name to a stack of definitions, with
//! an undo log per region scope; a map per scope (MLIR's layout) was
//! rejected because every lookup would walk the scope chain.

use crate::attributes::{Attribute, NamedAttribute};
use crate::body::{
    Block, Body, Operation, OperationName, OperationState, Region, RegionData, Value,
};
use crate::diag::Diagnostic;
use crate::entity::EntityRef;
use crate::location::Location;
use crate::text::parse::lexer::Tok;
use crate::text::parse::{PResult, ParseError, Parser, ValueDef};
use crate::types::Type;
use rustc_hash::FxHashMap;
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

/// A forward reference to an SSA name not yet defined.
#[derive(Clone, Debug)]
pub(crate) struct ForwardRef {
    pub number: u32,
    pub value: Value,
    pub pos: usize,
    pub level: u32,
    /// The using op (name, location), for the isolation diagnostic.
    pub user: (OperationName, Location),
    /// The innermost isolated op the reference escaped, if any.
    pub crossing: Option<Location>,
}

/// An operand as written: `%name#number` at a byte offset.
#[derive(Copy, Clone, Debug)]
pub struct UnresolvedOperand<'a> {
    /// The name with its `%`.
    pub name: &'a str,
    /// The result number (`#n`), 0 when absent.
    pub number: u32,
    /// Byte offset of the reference.
    pub pos: usize,
}

/// Block labels of one region: name → (block, defined, first use offset).
pub(crate) type BlockScope<'a> = FxHashMap<&'a str, (Block, bool, usize)>;

impl<'a> Parser<'a> {
    // ----- SSA names -----------------------------------------------------

    pub(crate) fn push_scope(&mut self) {
        self.scope_marks.push(self.scope_log.len());
    }

    pub(crate) fn pop_scope(&mut self) {
        let mark = self.scope_marks.pop().unwrap_or(0);
        if mark == 0 {
            // Every visible name was defined in this scope or below (all
            // definitions are logged): drop them at once, not one by one.
            self.values.clear();
            self.scope_log.clear();
            return;
        }
        while self.scope_log.len() > mark {
            if let Some(name) = self.scope_log.pop() {
                // Drop the entry once no scope defines the name, so the map
                // holds only the names in view (MLIR's scopes do the same):
                // otherwise a module numbered module-wide keeps every name.
                if let hashbrown::hash_map::Entry::Occupied(mut e) = self.values.entry(name) {
                    e.get_mut().pop();
                    if e.get().is_empty() {
                        e.remove();
                    }
                }
            }
        }
    }

    /// Binds `name` to `count` values starting at `first` in the current body.
    pub(crate) fn define_value(
        &mut self,
        name: &'a str,
        first: Value,
        count: u32,
        pos: usize,
    ) -> PResult<()> {
        let level = self.level();
        if self.forward.is_empty() {
            // Fast path: one hash lookup for the check and the insert.
            let defs = self.values.entry(name).or_default();
            if defs.is_empty() {
                defs.push(ValueDef {
                    first,
                    count,
                    level,
                    loc: pos,
                });
                self.scope_log.push(name);
                return Ok(());
            }
        }
        if let Some(def) = self.values.get(name).and_then(|v| v.last()) {
            let prior = def.loc;
            let note = self.loc_at(prior);
            let loc = self.loc_at(pos);
            self.diags.push(
                Diagnostic::error(loc, format!("redefinition of SSA value '{name}'"))
                    .with_note(note, "previously defined here"),
            );
            return Err(ParseError);
        }
        if let Some(fwds) = (!self.forward.is_empty())
            .then(|| self.forward.remove(name))
            .flatten()
        {
            for f in fwds {
                if f.number >= count {
                    return self.err_at(f.pos, "reference to invalid result number");
                }
                let real = Value::new(first.index() + f.number as usize);
                if f.level != level {
                    return self.isolation_error(&f.user, f.crossing);
                }
                let (ft, rt) = (
                    self.body().value_type(f.value),
                    self.body().value_type(real),
                );
                if ft != rt {
                    let (a, b) = (
                        ft.display(self.ctx).to_string(),
                        rt.display(self.ctx).to_string(),
                    );
                    let loc = self.loc_at(pos);
                    let note = self.loc_at(f.pos);
                    self.diags.push(
                        Diagnostic::error(
                            loc,
                            format!(
                                "definition of SSA value '{name}#{}' has type '{b}'",
                                f.number
                            ),
                        )
                        .with_note(note, format!("previously used here with type '{a}'")),
                    );
                    return Err(ParseError);
                }
                let body = self.body();
                body.replace_all_uses_with(f.value, real);
                body.free_placeholder_value(f.value);
            }
        }
        self.values.entry(name).or_default().push(ValueDef {
            first,
            count,
            level,
            loc: pos,
        });
        self.scope_log.push(name);
        Ok(())
    }

    fn isolation_error<T>(
        &mut self,
        user: &(OperationName, Location),
        crossing: Option<Location>,
    ) -> PResult<T> {
        let iso = crossing.or_else(|| self.isolation.last().map(|x| x.1));
        let mut d = Diagnostic::error(
            user.1,
            format!(
                "'{}' op using value defined outside the region",
                user.0.as_str(self.ctx)
            ),
        );
        if let Some(l) = iso {
            d = d.with_note(l, "required by region isolation constraints");
        }
        self.diags.push(d);
        Err(ParseError)
    }

    /// Resolves an operand reference to a value of type `ty`.
    pub fn resolve_operand(&mut self, u: UnresolvedOperand<'a>, ty: Type) -> PResult<Value> {
        let level = self.level();
        if let Some(def) = self.values.get(u.name).and_then(|v| v.last()).cloned() {
            if u.number >= def.count {
                return self.err_at(u.pos, "reference to invalid result number");
            }
            if def.level != level {
                let user = self.current_user;
                return self.isolation_error(&user, None);
            }
            let v = Value::new(def.first.index() + u.number as usize);
            let vt = self.body().value_type(v);
            if vt != ty {
                return self.type_mismatch(u, ty, vt, def.loc);
            }
            return Ok(v);
        }
        if let Some(f) = (!self.forward.is_empty())
            .then_some(&self.forward)
            .and_then(|m| m.get(u.name))
            .and_then(|v| v.iter().find(|f| f.number == u.number))
            .cloned()
        {
            if f.level != level {
                let user = self.current_user;
                return self.isolation_error(&user, None);
            }
            let vt = self.body().value_type(f.value);
            if vt != ty {
                return self.type_mismatch(u, ty, vt, f.pos);
            }
            return Ok(f.value);
        }
        let value = self.body().create_placeholder_value(ty);
        let user = self.current_user;
        self.forward
            .entry(u.name)
            .or_default()
            .push(crate::text::parse::ops::ForwardRef {
                number: u.number,
                value,
                pos: u.pos,
                level,
                user,
                crossing: None,
            });
        Ok(value)
    }

    fn type_mismatch<T>(
        &mut self,
        u: UnresolvedOperand<'a>,
        ty: Type,
        prior: Type,
        prior_pos: usize,
    ) -> PResult<T> {
        let (a, b) = (
            ty.display(self.ctx).to_string(),
            prior.display(self.ctx).to_string(),
        );
        let loc = self.loc_at(u.pos);
        let note = self.loc_at(prior_pos);
        self.diags.push(
            Diagnostic::error(
                loc,
                format!(
                    "use of value '{}' expects different type than prior uses: '{a}' vs '{b}'",
                    u.name
                ),
            )
            .with_note(note, "prior use here"),
        );
        Err(ParseError)
    }

    /// Parses `%name` or `%name#N`.
    pub fn parse_operand_ref(&mut self) -> PResult<UnresolvedOperand<'a>> {
        if self.tok.kind != Tok::PercentIdent {
            return self.err_here("expected SSA operand");
        }
        let pos = self.tok.start;
        let name = self.text();
        self.bump();
        let mut number = 0;
        if self.tok.kind == Tok::HashIdent && self.tok.start == pos + name.len() {
            let t = &self.text()[1..];
            match t.parse::<u32>() {
                Ok(n) => number = n,
                Err(_) => return self.err_here("invalid SSA value result number"),
            }
            self.bump();
        }
        Ok(UnresolvedOperand { name, number, pos })
    }

    /// Reports forward references of the current level still unresolved
    /// when an isolated body (or the file) ends; with `escape`, moves them
    /// to the enclosing level instead, remembering the isolated op.
    pub(crate) fn close_forward_refs(&mut self, escape: Option<Location>) -> PResult<()> {
        let level = self.level();
        let mut first_err: Option<usize> = None;
        for fwds in self.forward.values_mut() {
            for f in fwds.iter_mut().filter(|f| f.level == level) {
                match escape {
                    Some(l) => {
                        f.level = level - 1;
                        f.crossing.get_or_insert(l);
                    }
                    None => {
                        if first_err.is_none_or(|p| f.pos < p) {
                            first_err = Some(f.pos);
                        }
                    }
                }
            }
        }
        match first_err {
            Some(p) => self.err_at(p, "use of undeclared SSA value name"),
            None => Ok(()),
        }
    }

    // ----- operations ----------------------------------------------------

    /// Parses one operation and appends it to `block`.
    pub fn parse_operation(&mut self, block: Block) -> PResult<Operation> {
        let start = self.tok.start;
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
                return self.err_here(
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
        if !self.eat(b')') {
            loop {
                refs.push(self.parse_operand_ref()?);
                if !self.eat(b',') {
                    break;
                }
            }
            self.expect_or(b')', "expected ')' to end operand list")?;
        }
        if self.is(b'[') {
            // Only a registered op can be known not to be a terminator.
            if self
                .ctx
                .op_info(p.name)
                .is_some_and(|i| !i.flags.contains(crate::registry::OpFlags::IS_TERMINATOR))
            {
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
            self.expect(b']')?;
        }
        if self.is(b'<') {
            p.properties = self.parse_properties()?;
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
            self.inherent_attrs_to_properties(p);
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
        self.parse_trailing_location(p)
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
            if let Some(j) = self.try_defer_region() {
                p.deferred = Some(j);
                return Ok(());
            }
        }
        self.parse_op_region(p, &[])
    }

    /// Like MLIR, generic text may give a registered op's inherent
    /// attributes among the discardable ones (the form from before
    /// properties existed): they are stored as properties, and a value
    /// given in `<{...}>` as well wins.
    fn inherent_attrs_to_properties(&self, p: &mut PendingOp) {
        let ctx = self.ctx;
        let Some(info) = ctx.op_info(p.name) else {
            return;
        };
        let inherent = |k: &crate::Ident| info.inherent_attrs.contains(&ctx.str(*k));
        if !p.attributes.iter().any(|(k, _)| inherent(k)) {
            return;
        }
        let (moved, kept): (Vec<NamedAttribute>, Vec<NamedAttribute>) =
            p.attributes.drain(..).partition(|(k, _)| inherent(k));
        p.attributes = kept;
        for (k, v) in moved {
            if p.properties.dict_get(ctx, k).is_none() {
                p.properties = p.properties.dict_with(ctx, k, Some(v));
            }
        }
    }

    /// Parses `<{...}>`, reusing the result for text seen before: the
    /// same properties recur on thousands of ops of a large module.
    fn parse_properties(&mut self) -> PResult<Attribute> {
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
    fn parse_op_function_type(&mut self) -> PResult<Type> {
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
    pub fn parse_trailing_location(&mut self, p: &mut PendingOp) -> PResult<()> {
        if self.is_kw("loc") {
            p.loc = self.parse_location()?;
        }
        Ok(())
    }

    /// Parses `^bb` as a successor reference in the current region.
    pub fn parse_successor(&mut self) -> PResult<Block> {
        if self.tok.kind != Tok::CaretIdent {
            return self.err_here("expected block name");
        }
        let name = self.text();
        let pos = self.tok.start;
        self.bump();
        let Some(scope) = self.block_scopes.last() else {
            return self.err_at(pos, "reference to an undefined block");
        };
        if let Some(&(b, _, _)) = scope.get(name) {
            return Ok(b);
        }
        let b = self.body().create_block();
        if let Some(s) = self.block_scopes.last_mut() {
            s.insert(name, (b, false, pos));
        }
        Ok(b)
    }

    /// Parses a region of `p`, into its nested body when `p` is isolated.
    /// `entry_args` are values (name, type, location offset) the entry
    /// block is created with (custom forms such as `func.func`).
    pub fn parse_op_region(
        &mut self,
        p: &mut PendingOp,
        entry_args: &[(UnresolvedOperand<'a>, Type, Option<Location>)],
    ) -> PResult<()> {
        if p.isolated {
            let mut nb = p.nested.take().map_or_else(Body::default, |b| *b);
            let r = nb.regions.alloc(RegionData::default());
            nb.roots.push(r);
            self.bodies.push(nb);
            self.isolation.push((self.level(), p.loc));
            let saved_user = self.current_user;
            let res = self
                .parse_region_into(r, entry_args)
                .and_then(|_| self.close_forward_refs(Some(p.loc)))
                .and_then(|_| self.install_deferred());
            self.current_user = saved_user;
            self.isolation.pop();
            let nb = self.bodies.pop().unwrap_or_default();
            p.nested = Some(Box::new(nb));
            res
        } else {
            let r = self.body().regions.alloc(RegionData::default());
            p.regions.push(r);
            let saved_user = self.current_user;
            let res = self.parse_region_into(r, entry_args);
            self.current_user = saved_user;
            res
        }
    }

    pub(crate) fn parse_region_into(
        &mut self,
        region: Region,
        entry_args: &[(UnresolvedOperand<'a>, Type, Option<Location>)],
    ) -> PResult<()> {
        self.expect(b'{')?;
        self.enter()?;
        self.push_scope();
        self.block_scopes.push(FxHashMap::default());
        let r = self.parse_region_body(region, entry_args);
        self.block_scopes.pop();
        self.pop_scope();
        self.leave();
        r
    }

    fn parse_region_body(
        &mut self,
        region: Region,
        entry_args: &[(UnresolvedOperand<'a>, Type, Option<Location>)],
    ) -> PResult<()> {
        if entry_args.is_empty() && self.eat(b'}') {
            return Ok(());
        }
        if !entry_args.is_empty() && self.tok.kind == Tok::CaretIdent {
            return self.err_at(
                self.tok.start,
                "invalid block name in region with named arguments",
            );
        }
        if !entry_args.is_empty() || self.tok.kind != Tok::CaretIdent {
            let b = self.body().append_new_block(region);
            for &(u, t, l) in entry_args {
                let loc = l.unwrap_or_else(|| self.loc_at(u.pos));
                let v = self.body().add_block_arg(b, t, loc);
                self.define_value(u.name, v, 1, u.pos)?;
            }
            self.parse_block_ops(b)?;
        }
        while self.tok.kind == Tok::CaretIdent {
            let b = self.parse_block_label(region)?;
            self.parse_block_ops(b)?;
        }
        if !self.is(b'}') {
            return self.err_here("expected '}' to end region");
        }
        self.bump();
        let undefined = self
            .block_scopes
            .last()
            .and_then(|s| s.values().filter(|e| !e.1).map(|e| e.2).min());
        if let Some(pos) = undefined {
            return self.err_at(pos, "reference to an undefined block");
        }
        Ok(())
    }

    fn parse_block_ops(&mut self, block: Block) -> PResult<()> {
        while !matches!(self.tok.kind, Tok::Punct(b'}') | Tok::CaretIdent | Tok::Eof) {
            self.parse_operation(block)?;
        }
        Ok(())
    }

    fn parse_block_label(&mut self, region: Region) -> PResult<Block> {
        let name = self.text();
        let pos = self.tok.start;
        self.bump();
        let existing = self.block_scopes.last().and_then(|s| s.get(name)).copied();
        let b = match existing {
            Some((_, true, _)) => {
                return self.err_at(pos, format!("redefinition of block '{name}'"));
            }
            Some((b, false, _)) => b,
            None => self.body().create_block(),
        };
        if let Some(s) = self.block_scopes.last_mut() {
            s.insert(name, (b, true, pos));
        }
        self.body().append_block(region, b);
        if self.eat(b'(') && !self.eat(b')') {
            loop {
                if self.tok.kind != Tok::PercentIdent {
                    return self.err_here("expected SSA operand");
                }
                let apos = self.tok.start;
                let aname = self.text();
                self.bump();
                self.expect_or(b':', "expected ':' and type for SSA operand")?;
                let t = self.parse_type()?;
                let loc = if self.is_kw("loc") {
                    self.parse_location()?
                } else {
                    self.loc_at(apos)
                };
                let v = self.body().add_block_arg(b, t, loc);
                self.define_value(aname, v, 1, apos)?;
                if !self.eat(b',') {
                    break;
                }
            }
            self.expect(b')')?;
        }
        self.expect_or(b':', "expected ':' after block name")?;
        Ok(b)
    }

    // ----- the file ------------------------------------------------------

    /// Parses the whole source into a body with one root region holding
    /// the top-level ops.
    pub fn parse_top_level(&mut self) -> PResult<Body> {
        let mut top = Body::with_root_regions(1);
        let region = top.root_regions()[0];
        let block = top.append_new_block(region);
        self.bodies.push(top);
        self.push_scope();
        let mut defined: Vec<&'a str> = Vec::new();
        loop {
            match self.tok.kind {
                Tok::Eof => break,
                Tok::HashIdent | Tok::BangIdent => {
                    let pos = self.tok.start;
                    let sigil_name = self.text();
                    let is_attr = self.tok.kind == Tok::HashIdent;
                    let kind = if is_attr { "attribute" } else { "type" };
                    let name = &sigil_name[1..];
                    if defined.contains(&sigil_name) {
                        return self
                            .err_at(pos, format!("redefinition of {kind} alias id '{name}'"));
                    }
                    if name.contains('.') {
                        return self.err_at(
                            pos,
                            format!(
                                "{kind} names with a '.' are reserved for dialect-defined names"
                            ),
                        );
                    }
                    self.bump();
                    if !self.is(b'=') {
                        return self.err_here(format!("expected '=' in {kind} alias definition"));
                    }
                    self.bump();
                    defined.push(sigil_name);
                    if is_attr {
                        let a = self.parse_attribute()?;
                        self.attr_aliases.insert(name, a);
                    } else {
                        let t = self.parse_type()?;
                        self.type_aliases.insert(name, t);
                    }
                }
                _ => {
                    self.parse_operation(block)?;
                }
            }
        }
        self.install_deferred()?;
        self.close_forward_refs(None)?;
        self.pop_scope();
        Ok(self.bodies.pop().unwrap_or_default())
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
