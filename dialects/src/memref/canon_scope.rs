//! MLIR 22's canonicalization patterns of `memref.alloca_scope`
//! (`MemRefOps.cpp`), named as mlir-opt-22 names them (they are not in an
//! anonymous namespace there): `AllocaScopeInliner` (a scope that cannot
//! allocate on the stack, or whose stack allocations would not outlive
//! it if inlined, is replaced by its body) and `AllocaScopeHoister`
//! (stack allocations of a scope nested in ops that are not scopes move
//! out, before the outermost of those ops, when nothing follows them).
//!
//! Ancestors are looked up in the body holding the scope; above it,
//! only the body's owner (the function) is seen, by its name. The
//! hoister therefore stops at the owner: MLIR would go on through the
//! owner's own ancestors when the owner is not a scope itself, which no
//! registered isolated op allows (`func.func` is a scope).
//!
//! ```
//! use ir::transforms::rewrite::RewritePatternSet;
//!
//! let ctx = ir::Context::new();
//! let mut set = RewritePatternSet::new();
//! dialects::memref::canon_scope::alloca_scope_patterns(&mut set, &ctx);
//! let names: Vec<&str> = set.iter().map(|p| p.debug_name()).collect();
//! assert_eq!(names, ["AllocaScopeInliner", "AllocaScopeHoister"]);
//! ```

use super::scope::AllocaScopeOp;
use crate::scf::canonicalize::{region_is_ancestor, value_region};
use ir::prelude::*;
use ir::semantics::interfaces::side_effects::{
    AUTOMATIC_ALLOCATION_SCOPE_RESOURCE, EffectKind, memory_effects,
};
use ir::semantics::traits::{AutomaticAllocationScope, IsTerminator, RecursiveMemoryEffects};
use ir::storage::walk::{WalkOrder, WalkResult, walk};
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};

/// `memref.alloca_scope`'s canonicalization patterns, in MLIR's order.
pub fn alloca_scope_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("memref.alloca_scope");
    set.add_fn("AllocaScopeInliner", root, alloca_scope_inliner)
        .add_fn("AllocaScopeHoister", root, alloca_scope_hoister);
}

/// Whether `op` allocates on the stack of its scope: one of its results
/// has an allocation effect on the `AutomaticAllocationScope` resource.
/// `unknown` is the answer for an op that does not declare its effects.
fn allocates_on_stack(view: OpView<'_>, unknown: bool) -> bool {
    let Some(effects) = memory_effects(view) else {
        return unknown;
    };
    effects.iter().any(|e| {
        e.kind == EffectKind::Allocate
            && *e.resource == AUTOMATIC_ALLOCATION_SCOPE_RESOURCE
            && e.value(view.body, view.op)
                .is_some_and(|v| view.body.results(view.op).any(|r| r == v))
    })
}

/// Whether `op`'s parent (the body's owner for a top-level op) is an
/// `AutomaticAllocationScope`.
fn parent_is_scope(ctx: &Context, body: &Body, op: Operation) -> bool {
    match body.parent_op(op) {
        Some(p) => OpView::new(ctx, body, p).has_trait::<AutomaticAllocationScope>(),
        None => body
            .parent_op_name(op)
            .and_then(|n| ctx.op_info(n))
            .is_some_and(|i| i.has_trait::<AutomaticAllocationScope>()),
    }
}

/// Whether `op` is the last op before the terminator of a single-block
/// region (MLIR's `lastNonTerminatorInRegion`: its block may end in a
/// terminator, which `op` comes right before).
fn last_before_terminator(ctx: &Context, body: &Body, op: Operation) -> bool {
    let (Some(block), Some(region)) = (body.parent_block(op), body.parent_region(op)) else {
        return false;
    };
    let Some(last) = body.last_op(block) else {
        return false;
    };
    let may_terminate = match ctx.op_info(body.op_name(last)) {
        Some(_) => OpView::new(ctx, body, last).has_trait::<IsTerminator>(),
        None => true,
    };
    let one_block = body.region_blocks(region).count() == 1;
    may_terminate && body.next_op(op) == Some(last) && one_block
}

/// Inlines a scope that holds no op that may allocate on the stack (ops
/// of nested scopes aside), or whose parent is a scope and which is last
/// before its block's terminator (MLIR's `AllocaScopeInliner`).
fn alloca_scope_inliner(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    AllocaScopeOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let potential = walk(body, op, WalkOrder::PreOrder, |r| {
        if r.op == op && std::ptr::eq(r.body, body) {
            return WalkResult::Advance;
        }
        let view = OpView::new(ctx, r.body, r.op);
        if !view.has_trait::<RecursiveMemoryEffects>() && allocates_on_stack(view, true) {
            return WalkResult::Interrupt;
        }
        if view.has_trait::<AutomaticAllocationScope>() {
            return WalkResult::Skip;
        }
        WalkResult::Advance
    }) == WalkResult::Interrupt;
    if potential && !(parent_is_scope(ctx, body, op) && last_before_terminator(ctx, body, op)) {
        return Err(NoMatch);
    }
    let region = body.regions(op)[0];
    let block = body.entry_block(region).ok_or(NoMatch)?;
    let terminator = body.last_op(block).ok_or(NoMatch)?;
    let results: Vec<Value> = body.operands(terminator).collect();
    let dest = body.parent_block(op).ok_or(NoMatch)?;
    rw.inline_block_before(block, dest, Some(op), &[]);
    rw.replace_op(op, &results);
    rw.erase_op(terminator);
    Ok(())
}

/// Moves the stack allocations of a scope out of the ops between it and
/// the nearest enclosing scope, before the outermost of them, when the
/// scope and each of those ops is last before its block's terminator and
/// the allocation's operands are defined outside (MLIR's
/// `AllocaScopeHoister`).
fn alloca_scope_hoister(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    AllocaScopeOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let Some(mut outer) = body.parent_op(op) else {
        return Err(NoMatch);
    };
    if OpView::new(ctx, body, outer).has_trait::<AutomaticAllocationScope>() {
        return Err(NoMatch);
    }
    if !last_before_terminator(ctx, body, op) || !last_before_terminator(ctx, body, outer) {
        return Err(NoMatch);
    }
    while !parent_is_scope(ctx, body, outer) {
        outer = body.parent_op(outer).ok_or(NoMatch)?;
        if !last_before_terminator(ctx, body, outer) {
            return Err(NoMatch);
        }
    }
    let containing = body
        .regions(outer)
        .iter()
        .copied()
        .find(|&r| region_is_ancestor(body, r, body.parent_region(op)))
        .ok_or(NoMatch)?;
    let mut hoist = Vec::new();
    walk(body, op, WalkOrder::PostOrder, |r| {
        if std::ptr::eq(r.body, body)
            && allocates_on_stack(OpView::new(ctx, body, r.op), false)
            && !body
                .operands(r.op)
                .any(|v| region_is_ancestor(body, containing, value_region(body, v)))
        {
            hoist.push(r.op);
        }
        WalkResult::Advance
    });
    if hoist.is_empty() {
        return Err(NoMatch);
    }
    rw.set_insertion_point_before(outer);
    for alloc in hoist {
        let copy = rw.clone_op(alloc);
        let results: Vec<Value> = rw.body().results(copy).collect();
        rw.replace_op(alloc, &results);
    }
    Ok(())
}
