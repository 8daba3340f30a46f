//! `SymbolOpInterface` and `SymbolUserOpInterface` as real op interfaces,
//! plus the `SymbolTable` trait's full region verifier.
//!
//! The interface methods are only the hooks MLIR lets an op override
//! (`isDeclaration`, `isOptionalSymbol`, `canDiscardOnUseEmpty`); name and
//! visibility accessors stay free functions in [`super`] because they
//! read attributes the same way for every op, and a per-op override of
//! them was never used. Symbol-user verification needs the enclosing
//! symbol tables, which an `OpRef` cannot reach across isolated bodies, so
//! the `SymbolTable` region verifier builds [`OpCursor`]s downward from the
//! table op it runs on: a user only looks up through tables from that op
//! down (MLIR runs it from every table, each verifying its own users).
//! Passing a cursor chain from the verifier driver into every hook was
//! rejected: it would change every hook's signature for one trait.

use super::table::SymbolTableCollection;
use super::{Visibility, is_symbol_table, symbol_name, symbol_visibility};
use crate::semantics::diag::Diagnostic;
use crate::semantics::interfaces::cast_view;
use crate::semantics::op::OpView;
use crate::storage::cursor::OpCursor;
use crate::{Body, Context, Operation};
use rustc_hash::FxHashSet;
use std::cell::RefCell;
use std::sync::Arc;

/// MLIR's `SymbolOpInterface`: an op defining a symbol. Ops listing it
/// must also carry the `Symbol` trait (which sets the runtime flag).
#[ir::op_interface(verify = verify_symbol_interface)]
pub trait SymbolOpInterface {
    /// Whether the symbol is only declared here (e.g. a function without
    /// a body). Declarations may not be public.
    fn is_declaration(&self) -> bool {
        false
    }
    /// Whether the op may omit its `sym_name` (e.g. `builtin.module`).
    fn is_optional_symbol(&self) -> bool {
        false
    }
    /// Whether the op may be dropped once unused; `None` keeps MLIR's
    /// default (any non-public symbol).
    fn can_discard_on_use_empty_override(&self) -> Option<bool> {
        None
    }
}

/// MLIR's `SymbolUserOpInterface`: an op whose symbol references need
/// checks beyond existence (callee signatures, ...).
#[ir::op_interface]
pub trait SymbolUserOpInterface {
    /// Verifies the op's symbol uses; `at` is the op with its enclosing
    /// ops, `tables` caches symbol tables across the verification.
    fn verify_symbol_uses(
        &self,
        at: &OpCursor<'_>,
        tables: &mut SymbolTableCollection,
    ) -> Result<(), Diagnostic>;
}

fn symbol_handle<'a>(
    ctx: &'a Context,
    body: &'a Body,
    op: Operation,
) -> Option<SymbolOpInterfaceHandle<'a>> {
    cast_view::<SymbolOpInterfaceHandle<'_>>(OpView::new(ctx, body, op))
}

/// Whether the op is a declaration (`SymbolOpInterface::isDeclaration`).
pub fn is_declaration(ctx: &Context, body: &Body, op: Operation) -> bool {
    symbol_handle(ctx, body, op).is_some_and(|h| h.is_declaration())
}

/// Whether the op may omit its name (`isOptionalSymbol`).
pub fn is_optional_symbol(ctx: &Context, body: &Body, op: Operation) -> bool {
    symbol_handle(ctx, body, op).is_some_and(|h| h.is_optional_symbol())
}

/// `SymbolOpInterface::canDiscardOnUseEmpty`: the op's override, else
/// MLIR's default (non-public).
pub fn can_discard_on_use_empty(ctx: &Context, body: &Body, op: Operation) -> bool {
    symbol_handle(ctx, body, op)
        .and_then(|h| h.can_discard_on_use_empty_override())
        .unwrap_or_else(|| symbol_visibility(ctx, body, op) != Visibility::Public)
}

/// The interface verifier (MLIR 22's `SymbolOpInterface::verify`).
fn verify_symbol_interface(view: OpView<'_>) -> Result<(), Diagnostic> {
    let (ctx, body, op) = (view.ctx, view.body, view.op);
    if is_optional_symbol(ctx, body, op) && symbol_name(ctx, body, op).is_none() {
        let key = ctx.ident(super::SYMBOL_ATTR_NAME);
        if body.property(ctx, op, key).is_none() {
            return Ok(());
        }
    }
    super::verify_symbol(ctx, body, op)?;
    if is_declaration(ctx, body, op) && symbol_visibility(ctx, body, op) == Visibility::Public {
        return Err(view.emit_op_error("symbol declaration cannot have public visibility"));
    }
    if let Some(p) = body.parent_op_name(op) {
        let registered = p.info(ctx);
        if registered
            .is_some_and(|i| !i.has_flags(crate::semantics::registry::OpFlags::SYMBOL_TABLE))
        {
            return Err(view.emit_op_error("symbol's parent must have the SymbolTable trait"));
        }
    }
    Ok(())
}

/// Isolated ops whose subtrees (the op included) hold no symbol user, by
/// [`subtree_key`].
pub(crate) type WithoutUsers = FxHashSet<(usize, Operation)>;

/// The key of `op` (stored in `body`) in a [`WithoutUsers`] set: the
/// body's address and the op, stable while the IR is borrowed.
pub(crate) fn subtree_key(body: &Body, op: Operation) -> (usize, Operation) {
    (core::ptr::from_ref(body) as usize, op)
}

/// Whether the op implements `SymbolUserOpInterface`.
pub(crate) fn is_symbol_user(ctx: &Context, body: &Body, op: Operation) -> bool {
    cast_view::<SymbolUserOpInterfaceHandle<'_>>(OpView::new(ctx, body, op)).is_some()
}

thread_local! {
    /// The subtrees the use walk of [`verify_symbol_table`] may skip, set
    /// by the verifier around a table's region verifier (see
    /// [`with_subtrees_without_users`]).
    static WITHOUT_USERS: RefCell<Option<Arc<WithoutUsers>>> = const { RefCell::new(None) };
}

/// Runs `f` (a symbol table's region verifier, on this thread) knowing
/// that the isolated subtrees in `set` hold no symbol user: the verifier
/// has just walked each of them, so the table's use walk skips them
/// instead of visiting every op of a large module again, from memory
/// long gone cold. The region verifier's signature stays that of every
/// other trait; nothing is skipped when it runs outside the verifier.
pub(crate) fn with_subtrees_without_users<R>(set: WithoutUsers, f: impl FnOnce() -> R) -> R {
    /// Restores the previous set, also when `f` panics.
    struct Restore(Option<Arc<WithoutUsers>>);
    impl Drop for Restore {
        fn drop(&mut self) {
            let previous = self.0.take();
            WITHOUT_USERS.with(|c| *c.borrow_mut() = previous);
        }
    }
    let previous = WITHOUT_USERS.with(|c| c.borrow_mut().replace(Arc::new(set)));
    let _restore = Restore(previous);
    f()
}

/// The `SymbolTable` trait's region verifier: names, then every symbol
/// user below the table that is not inside a nested table.
pub fn verify_symbol_table(view: OpView<'_>) -> Result<(), Diagnostic> {
    let (ctx, body, op) = (view.ctx, view.body, view.op);
    super::verify_symbol_table_names(ctx, body, op)?;
    let skip = WITHOUT_USERS.with(|c| c.borrow().clone());
    let skip = skip.as_deref();
    let root = OpCursor::new(body, op);
    let mut children: Vec<OpCursor<'_>> = Vec::new();
    for_each_op_inside(body, op, |inner, k| {
        if !skip.is_some_and(|s| s.contains(&subtree_key(inner, k))) {
            children.push(root.child(k));
        }
    });
    // The uses under each child are independent; a large table (a module
    // of many functions) checks them in one chunk per thread on rayon's
    // pool, each with its own table cache (so few chunks: each builds the
    // tables it looks into), and reports the first failure in IR order, as
    // the sequential walk would.
    const MIN_CHUNK: usize = 1024;
    let threads = rayon::current_num_threads();
    if children.len() < 2 * MIN_CHUNK || threads < 2 {
        return verify_uses_under(ctx, &children, skip);
    }
    let chunk = children.len().div_ceil(threads).max(MIN_CHUNK);
    use rayon::prelude::*;
    let results: Vec<Result<(), Diagnostic>> = children
        .par_chunks(chunk)
        .map(|chunk| verify_uses_under(ctx, chunk, skip))
        .collect();
    results.into_iter().collect()
}

/// Verifies the symbol uses of `roots` and of the ops nested in them,
/// without descending into nested symbol tables or into the isolated
/// subtrees in `skip`.
///
/// Ops are walked as (anchor, body, op), the cursor at the op being
/// `anchors[anchor].child(op)`: an op's cursor differs from its isolated
/// ancestor's only in its last entry. Cursors are built only for symbol
/// users and for the isolated ops whose bodies the walk enters, not for
/// every op of a large module.
fn verify_uses_under(
    ctx: &Context,
    roots: &[OpCursor<'_>],
    skip: Option<&WithoutUsers>,
) -> Result<(), Diagnostic> {
    let mut tables = SymbolTableCollection::new();
    let mut anchors: Vec<OpCursor<'_>> = Vec::new();
    let mut stack: Vec<(usize, &Body, Operation)> = Vec::new();
    for root in roots {
        let v = OpView::new(ctx, root.body(), root.op());
        if let Some(user) = cast_view::<SymbolUserOpInterfaceHandle<'_>>(v) {
            user.verify_symbol_uses(root, &mut tables)?;
        }
        if is_symbol_table(ctx, root.body(), root.op()) {
            continue;
        }
        anchors.clear();
        anchors.push(root.clone());
        push_ops_inside(&mut stack, 0, root.body(), root.op());
        while let Some((a, body, op)) = stack.pop() {
            let v = OpView::new(ctx, body, op);
            let user = cast_view::<SymbolUserOpInterfaceHandle<'_>>(v);
            let descend = body.num_regions(op) > 0 && !is_symbol_table(ctx, body, op);
            let isolated = descend && body.is_isolated(op);
            if isolated && skip.is_some_and(|s| s.contains(&subtree_key(body, op))) {
                continue;
            }
            if user.is_none() && !isolated {
                if descend {
                    push_ops_inside(&mut stack, a, body, op);
                }
                continue;
            }
            let c = anchors[a].child(op);
            if let Some(user) = user {
                user.verify_symbol_uses(&c, &mut tables)?;
            }
            if isolated {
                anchors.push(c);
                push_ops_inside(&mut stack, anchors.len() - 1, body, op);
            } else if descend {
                push_ops_inside(&mut stack, a, body, op);
            }
        }
    }
    Ok(())
}

/// Pushes the ops directly inside `op`'s regions with anchor `a`, in
/// reverse so that popping visits them in order.
fn push_ops_inside<'a>(
    stack: &mut Vec<(usize, &'a Body, Operation)>,
    a: usize,
    body: &'a Body,
    op: Operation,
) {
    let start = stack.len();
    for_each_op_inside(body, op, |inner, k| stack.push((a, inner, k)));
    stack[start..].reverse();
}

/// Calls `f` on each op directly inside `op`'s regions, in order, with the
/// body that holds it. Plain loops rather than nested `flat_map`s: the use
/// walk runs this for every op with regions of a module being verified.
fn for_each_op_inside<'a>(body: &'a Body, op: Operation, mut f: impl FnMut(&'a Body, Operation)) {
    let inner = body.region_body(op);
    for &r in body.regions(op) {
        for b in inner.region_blocks(r) {
            for k in inner.block_ops(b) {
                f(inner, k);
            }
        }
    }
}
