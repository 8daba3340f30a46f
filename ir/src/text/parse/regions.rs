//! Parsing regions and blocks: `{ ... }` bodies with their block labels,
//! arguments and successor references, and the file's top level with its
//! alias definitions.
//!
//! The regions of a non-isolated op are allocated in the body under
//! construction and attached to the op afterwards; an `IsolatedFromAbove`
//! op's regions go into a fresh body pushed on the parser's body stack and
//! moved into the op, so sibling functions end up in disjoint bodies as
//! the storage model wants. A block referenced before its label is created
//! on first use and placed when the label comes.

use crate::semantics::diag::Diagnostic;
use crate::storage::body::{Block, Body, Region, RegionData};
use crate::text::parse::lexer::Tok;
use crate::text::parse::ops::PendingOp;
use crate::text::parse::values::UnresolvedOperand;
use crate::text::parse::{PResult, ParseError, Parser};
use crate::uniqued::location::Location;
use crate::uniqued::types::Type;
use rustc_hash::FxHashMap;

impl<'a> Parser<'a> {
    /// Parses `^bb` as a successor reference in the current region.
    pub(crate) fn parse_successor(&mut self) -> PResult<Block> {
        if self.tok.kind != Tok::CaretIdent {
            return self.err_here("expected block name");
        }
        let name = self.text();
        let pos = self.tok.start;
        self.bump();
        let Some(scope) = self.block_scopes.last() else {
            // The top level has no blocks: MLIR reports the reference
            // once the file has parsed (`late.rs`).
            if let Some(&(_, b, _)) = self.top_blocks.iter().find(|t| t.0 == name) {
                return Ok(b);
            }
            let b = self.body().create_block();
            self.top_blocks.push((name, b, pos));
            return Ok(b);
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

    /// Reports `reference to an undefined block` at each of `refs` (byte
    /// offsets), in source order, as MLIR does; `Ok` if there are none.
    pub(crate) fn undefined_blocks(&mut self, refs: &mut [usize]) -> PResult<()> {
        if refs.is_empty() {
            return Ok(());
        }
        refs.sort_unstable();
        for &pos in refs.iter() {
            let _ = self.err_at::<()>(pos, "reference to an undefined block");
        }
        Err(ParseError)
    }

    /// Parses a region of `p`, into its nested body when `p` is isolated.
    /// `entry_args` are values (name, type, location offset) the entry
    /// block is created with (custom forms such as `func.func`).
    pub(crate) fn parse_op_region(
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

    /// Adds an empty region to the op being parsed.
    pub(crate) fn add_empty_op_region(&mut self, p: &mut PendingOp) {
        if p.isolated {
            let mut nb = p.nested.take().map_or_else(Body::default, |b| *b);
            let r = nb.regions.alloc(RegionData::default());
            nb.roots.push(r);
            p.nested = Some(Box::new(nb));
        } else {
            let r = self.body().regions.alloc(RegionData::default());
            p.regions.push(r);
        }
    }

    pub(crate) fn parse_region_into(
        &mut self,
        region: Region,
        entry_args: &[(UnresolvedOperand<'a>, Type, Option<Location>)],
    ) -> PResult<()> {
        self.expect_or(b'{', "expected '{' to begin a region")?;
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
                // A name seen before, even only used ahead of its
                // definition, is MLIR's error for entry arguments (they
                // never shadow), not a redefinition.
                if let Some(prior) = self.reference_pos(u.name, u.number) {
                    let (at, note) = (self.loc_at(u.pos), self.loc_at(prior));
                    self.diags.push(
                        Diagnostic::error(
                            at,
                            format!("region entry argument '{}' is already in use", u.name),
                        )
                        .with_note(note, "previously referenced here"),
                    );
                    return Err(ParseError);
                }
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
        // The loops above stop only at the region's `}`.
        debug_assert!(self.is(b'}'));
        self.bump();
        // Every block referenced and not defined, in source order.
        let mut undefined: Vec<usize> = match self.block_scopes.last() {
            Some(s) => s.values().filter(|e| !e.1).map(|e| e.2).collect(),
            None => Vec::new(),
        };
        self.undefined_blocks(&mut undefined)
    }

    /// Parses ops up to the next block label or the region's `}`; as in
    /// MLIR, the end of the input is where an op was expected (`expected
    /// operation name in quotes`), not a missing `}`.
    fn parse_block_ops(&mut self, block: Block) -> PResult<()> {
        while !matches!(self.tok.kind, Tok::Punct(b'}') | Tok::CaretIdent) {
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
                    self.parse_arg_location()?
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

    /// Parses the whole source into a body with one root region holding
    /// the top-level ops.
    pub(crate) fn parse_top_level(&mut self) -> PResult<Body> {
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
        self.report_late()?;
        self.pop_scope();
        Ok(self.bodies.pop().unwrap_or_default())
    }
}
