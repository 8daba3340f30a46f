//! SSA names while parsing: definitions, uses, forward references and the
//! scopes that make names visible.
//!
//! Names resolve through one map from name to a stack of definitions, with
//! an undo log per region scope; a map per scope (MLIR's layout) was
//! rejected because every lookup would walk the scope chain. A use before
//! its definition gets a placeholder value, replaced when the definition
//! comes. A use that would cross an isolated op's body (a value from above)
//! cannot be stored: it keeps an unresolved placeholder and is reported
//! with the verifier's text once the file has parsed (`late.rs`).

use crate::semantics::diag::Diagnostic;
use crate::storage::body::{Block, OperationName, Value};
use crate::storage::entity::EntityRef;
use crate::text::parse::lexer::Tok;
use crate::text::parse::{Name, PResult, ParseError, Parser, ValueDef};
use crate::uniqued::location::Location;
use crate::uniqued::types::Type;
use rustc_hash::FxHashMap;

/// A forward reference to an SSA name not yet defined.
#[derive(Clone, Debug)]
pub(crate) struct ForwardRef {
    pub number: u32,
    /// The type of the use; kept here because `value` may sit in a body
    /// that is no longer on the parser's stack (see `crossing`).
    pub ty: Type,
    /// The placeholder, in the body the use was parsed in.
    pub value: Value,
    pub pos: usize,
    pub level: u32,
    /// The using op (name, location), for the isolation diagnostic.
    pub user: (OperationName, Location),
    /// The innermost isolated op the reference escaped, if any.
    pub crossing: Option<Location>,
    /// The `see current operation` note for the isolation error, made
    /// when the reference escaped (the op is in reach only then).
    pub note: Option<String>,
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
                if let hashbrown::hash_map::Entry::Occupied(mut e) = self.values.entry(Name(name)) {
                    e.get_mut().pop();
                    if e.get().is_empty() {
                        e.remove();
                    }
                }
            }
        }
    }

    /// Where `name#number` was defined or first used ahead of its
    /// definition, if it is in view (MLIR's `getReferenceLoc`).
    pub(crate) fn reference_pos(&self, name: &str, number: u32) -> Option<usize> {
        if let Some(def) = self.values.get(&Name(name)).and_then(|v| v.last()) {
            return (number < def.count).then_some(def.loc);
        }
        self.forward
            .get(name)?
            .iter()
            .find(|f| f.number == number)
            .map(|f| f.pos)
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
            let defs = self.values.entry(Name(name)).or_default();
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
        if let Some(def) = self.values.get(&Name(name)).and_then(|v| v.last()) {
            let prior = def.loc;
            let note = self.loc_at(prior);
            let loc = self.loc_at(pos);
            self.diags.push(
                Diagnostic::error(loc, format!("redefinition of SSA value '{name}'"))
                    .with_note(note, "previously defined here"),
            );
            return Err(ParseError);
        }
        if let Some(mut fwds) = (!self.forward.is_empty())
            .then(|| self.forward.remove(name))
            .flatten()
        {
            self.bind_forward_refs(name, &mut fwds, first, count, pos)?;
        }
        self.values.entry(Name(name)).or_default().push(ValueDef {
            first,
            count,
            level,
            loc: pos,
        });
        self.scope_log.push(name);
        Ok(())
    }

    /// Binds the forward references `fwds` to a new definition of `name`
    /// (`count` values from `first`), with MLIR's checks in MLIR's order.
    ///
    /// MLIR keeps one placeholder per name and result number for the whole
    /// file; here each body has its own (a value cannot cross bodies), so
    /// the uses of one number are checked together: the earliest sets the
    /// type. A use from another body (inside an isolated op, or escaped
    /// from one) fails with the isolation error MLIR's verifier gives; a
    /// result number past `count` stays undefined, reported when the file
    /// ends as MLIR does.
    fn bind_forward_refs(
        &mut self,
        name: &'a str,
        fwds: &mut [ForwardRef],
        first: Value,
        count: u32,
        pos: usize,
    ) -> PResult<()> {
        let level = self.level();
        fwds.sort_by_key(|f| f.pos);
        for n in 0..count {
            let Some(f) = fwds.iter().find(|f| f.number == n) else {
                continue;
            };
            let rt = self
                .body()
                .value_type(Value::new(first.index() + n as usize));
            if f.ty != rt {
                let (a, b) = (
                    f.ty.display(self.ctx).to_string(),
                    rt.display(self.ctx).to_string(),
                );
                let loc = self.loc_at(pos);
                let note = self.loc_at(f.pos);
                self.diags.push(
                    Diagnostic::error(
                        loc,
                        format!("definition of SSA value '{name}#{n}' has type '{b}'"),
                    )
                    .with_note(note, format!("previously used here with type '{a}'")),
                );
                return Err(ParseError);
            }
        }
        for f in fwds.iter() {
            if f.number >= count {
                self.undefined.push(f.pos);
                continue;
            }
            if f.level != level || f.crossing.is_some() {
                // The placeholder stays (unresolved) in its body; the
                // error comes when the file has parsed (`late.rs`).
                self.late_isolation(f.user, f.crossing, f.note.clone());
                continue;
            }
            let real = Value::new(first.index() + f.number as usize);
            let body = self.body();
            body.replace_all_uses_with(f.value, real);
            body.free_placeholder_value(f.value);
        }
        Ok(())
    }

    /// Resolves an operand reference to a value of type `ty`.
    pub(crate) fn resolve_operand(&mut self, u: UnresolvedOperand<'a>, ty: Type) -> PResult<Value> {
        let level = self.level();
        if let Some(def) = self
            .values
            .get(&Name(u.name))
            .and_then(|v| v.last())
            .cloned()
        {
            if u.number >= def.count {
                return self.err_at(u.pos, "reference to invalid result number");
            }
            // The type is checked first: MLIR reports a mismatch while
            // parsing, an isolation error only when verifying.
            let v = Value::new(def.first.index() + u.number as usize);
            let vt = self.bodies[def.level as usize].value_type(v);
            if vt != ty {
                return self.type_mismatch(u, ty, vt, def.loc);
            }
            if def.level != level {
                // Not storable here: an unresolved placeholder stands in,
                // and the error comes when the file has parsed.
                let user = self.current_user;
                self.late_isolation(user, None, None);
                return Ok(self.body().create_placeholder_value(ty));
            }
            return Ok(v);
        }
        if let Some(fwds) = (!self.forward.is_empty())
            .then_some(&self.forward)
            .and_then(|m| m.get(u.name))
        {
            // The earliest use of the number fixes its type (MLIR's single
            // placeholder); a placeholder is reused only in its own body.
            let same = || fwds.iter().filter(|f| f.number == u.number);
            let earliest = same().min_by_key(|f| f.pos).map(|f| (f.ty, f.pos));
            let here = same()
                .find(|f| f.level == level && f.crossing.is_none())
                .map(|f| f.value);
            if let Some((prior, prior_pos)) = earliest
                && prior != ty
            {
                return self.type_mismatch(u, ty, prior, prior_pos);
            }
            if let Some(v) = here {
                return Ok(v);
            }
        }
        let value = self.body().create_placeholder_value(ty);
        let user = self.current_user;
        self.forward.entry(u.name).or_default().push(ForwardRef {
            number: u.number,
            ty,
            value,
            pos: u.pos,
            level,
            user,
            crossing: None,
            note: None,
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
    pub(crate) fn parse_operand_ref(&mut self) -> PResult<UnresolvedOperand<'a>> {
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
    ///
    /// At the end of the file every name still undefined gets its error,
    /// in source order, as in MLIR: one per name and result number (MLIR's
    /// one placeholder), at its earliest use.
    pub(crate) fn close_forward_refs(&mut self, escape: Option<Location>) -> PResult<()> {
        let level = self.level();
        if let Some(l) = escape {
            let mut notes = Vec::new();
            for f in self.forward.values().flatten() {
                if f.level == level && f.crossing.is_none() {
                    notes.push(f.value);
                }
            }
            let notes: Vec<Option<String>> = if self.opts.op_notes {
                notes
                    .into_iter()
                    .map(|v| self.placeholder_user_note(v))
                    .collect()
            } else {
                Vec::new()
            };
            let mut notes = notes.into_iter();
            for f in self.forward.values_mut().flatten() {
                if f.level == level {
                    f.level = level - 1;
                    if f.crossing.is_none() {
                        f.crossing = Some(l);
                        f.note = notes.next().flatten();
                    }
                }
            }
            return Ok(());
        }
        let mut undefined = core::mem::take(&mut self.undefined);
        for fwds in self.forward.values() {
            let mut numbers: Vec<(u32, usize)> = fwds
                .iter()
                .filter(|f| f.level == level)
                .map(|f| (f.number, f.pos))
                .collect();
            numbers.sort_unstable();
            numbers.dedup_by_key(|n| n.0);
            undefined.extend(numbers.iter().map(|n| n.1));
        }
        if undefined.is_empty() {
            return Ok(());
        }
        undefined.sort_unstable();
        for p in undefined {
            let loc = self.loc_at(p);
            self.diags
                .push(Diagnostic::error(loc, "use of undeclared SSA value name"));
        }
        Err(ParseError)
    }
}
