//! `symbol-dce`: erase symbols that are not reachable from the public ones.
//!
//! MLIR computes liveness table by table, recursing into nested tables from
//! its worklist. Here the recursion is flattened into one worklist whose
//! items carry the "table is hidden" flag of the scan that queued them,
//! which visits the same ops with the same flags (liveness only grows, so
//! the order does not change the result) without native recursion on the
//! nesting depth.
//!
//! The root table is hidden unless it is a non-private symbol with a parent
//! op. A file's module has none, even named and public: its `nested` (and
//! private) symbols are discardable, as in mlir-opt. Taking "sits in a
//! block" for "has a parent" was the bug this rules out: the parser's
//! container body gives the top-level op a block but no parent op.

use crate::pass::{Pass, PassFailed};
use crate::semantics::diag::Diagnostic;
use crate::semantics::symbols::{
    SymbolTableCollection, Visibility, as_symbol_op, can_discard_on_use_empty, get_all_symbol_uses,
    is_symbol_table, symbol_visibility,
};
use crate::storage::body::{Body, Operation};
use crate::storage::cursor::{OpCursor, OpPath, walk_cursors_post_order};
use crate::uniqued::context::Context;
use rustc_hash::FxHashSet;

/// The `symbol-dce` pass.
#[crate::pass(
    argument = "symbol-dce",
    summary = "Eliminate dead symbols",
    name = "SymbolDCE"
)]
#[derive(Debug, Default)]
pub struct SymbolDce;

fn key(c: &OpCursor<'_>) -> (usize, Operation) {
    (core::ptr::from_ref(c.body()) as usize, c.op())
}

fn is_private(ctx: &Context, c: &OpCursor<'_>) -> bool {
    symbol_visibility(ctx, c.body(), c.op()) == Visibility::Private
}

impl SymbolDce {
    /// Computes the live symbols under the table `root`.
    fn liveness<'a>(
        ctx: &Context,
        root: &OpCursor<'a>,
        root_hidden: bool,
        live: &mut FxHashSet<(usize, Operation)>,
    ) -> Result<(), Diagnostic> {
        let mut tables = SymbolTableCollection::new();
        let mut work: Vec<(OpCursor<'a>, bool)> = Vec::new();
        let scan = |table: &OpCursor<'a>,
                    hidden: bool,
                    live: &mut FxHashSet<(usize, Operation)>,
                    work: &mut Vec<(OpCursor<'a>, bool)>| {
            let (body, op) = (table.body(), table.op());
            let rb = body.region_body(op);
            let Some(&region) = body.regions(op).first() else {
                return;
            };
            for b in rb.region_blocks(region) {
                for o in rb.block_ops(b) {
                    let c = table.child(o);
                    if !as_symbol_op(ctx, rb, o) {
                        work.push((c, hidden));
                        continue;
                    }
                    let discardable =
                        (hidden || is_private(ctx, &c)) && can_discard_on_use_empty(ctx, rb, o);
                    if !discardable && live.insert(key(&c)) {
                        work.push((c, hidden));
                    }
                }
            }
        };
        scan(root, root_hidden, live, &mut work);
        while let Some((op, hidden)) = work.pop() {
            let (body, o) = (op.body(), op.op());
            if is_symbol_table(ctx, body, o) {
                let sym_hidden = hidden || !as_symbol_op(ctx, body, o) || is_private(ctx, &op);
                scan(&op, sym_hidden, live, &mut work);
            } else {
                let rb = body.region_body(o);
                for &r in body.regions(o) {
                    for b in rb.region_blocks(r) {
                        for n in rb.block_ops(b) {
                            if rb.num_regions(n) > 0 {
                                work.push((op.child(n), hidden));
                            }
                        }
                    }
                }
            }
            let Some(parent) = op.parent() else { continue };
            if !is_symbol_table(ctx, parent.body(), parent.op()) {
                continue;
            }
            let Some(uses) = get_all_symbol_uses(ctx, &op) else {
                return Err(Diagnostic::error(
                    body.op_loc(o),
                    "operation contains potentially unknown symbol table, meaning that we can't reliable compute symbol uses",
                ));
            };
            for u in uses {
                let Some(found) = tables.lookup_symbol_in_all(ctx, &parent, u.symbol_ref) else {
                    continue;
                };
                for s in found {
                    if live.insert(key(&s)) {
                        work.push((s, hidden));
                    }
                }
            }
        }
        Ok(())
    }
}

impl Pass for SymbolDce {
    fn run(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        diags: &mut Vec<Diagnostic>,
    ) -> Result<(), PassFailed> {
        if !is_symbol_table(ctx, body, op) {
            diags.push(Diagnostic::error(
                body.op_loc(op),
                format!(
                    "'{}' op  was scheduled to run under SymbolDCE, but does not define a symbol table",
                    body.op_name(op).as_str(ctx)
                ),
            ));
            return Err(PassFailed);
        }
        let dead: Vec<OpPath> = {
            let root = OpCursor::new(body, op);
            // MLIR asks `getParentOp()`. A top-level module sits in the
            // parser's container body, in a block but under no op, so a
            // block is not enough: an op in a root region has a parent
            // only if the body has an owner (or the op is lent by one).
            let has_parent = body.parent_op_name(op).is_some() || body.has_outer_parent();
            let hidden = if has_parent && as_symbol_op(ctx, body, op) {
                is_private(ctx, &root)
            } else {
                true
            };
            let mut live = FxHashSet::default();
            if let Err(d) = Self::liveness(ctx, &root, hidden, &mut live) {
                diags.push(d);
                return Err(PassFailed);
            }
            // Post-order over nested tables, as MLIR's walk: inner symbols
            // are listed (and so erased) before the tables holding them.
            let mut dead = Vec::new();
            let mut tables: Vec<OpCursor<'_>> = Vec::new();
            walk_cursors_post_order(&root, |c| {
                if is_symbol_table(ctx, c.body(), c.op()) {
                    tables.push(c.clone());
                }
            });
            for t in tables {
                let (tb, to) = (t.body(), t.op());
                let rb = tb.region_body(to);
                let Some(&region) = tb.regions(to).first() else {
                    continue;
                };
                for b in rb.region_blocks(region) {
                    for o in rb.block_ops(b) {
                        let c = t.child(o);
                        if as_symbol_op(ctx, rb, o) && !live.contains(&key(&c)) {
                            dead.push(c.path());
                        }
                    }
                }
            }
            dead
        };
        for p in dead {
            if let Some(b) = p.body_mut(body)
                && b.is_live(p.op())
                && b.op_use_empty(p.op())
            {
                b.erase_op(p.op());
            }
        }
        Ok(())
    }
}
