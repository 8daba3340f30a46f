//! MLIR 22's canonicalization patterns of the memref dialect
//! (`MemRefOps.cpp`), under MLIR's names: `memref.alloc`'s and
//! `memref.alloca`'s `SimplifyAllocConst` (constant sizes become static
//! dimensions, with a `memref.cast` back to the old type) and
//! `SimplifyDeadAlloc` (a buffer only stored into and freed is erased
//! with those users; also `memref.realloc`'s), `memref.copy`'s
//! `FoldEmptyCopy` and `FoldSelfCopy`, and `memref.dim`'s
//! `DimOfMemRefReshape` (the size of a reshaped dimension is read from the
//! shape operand, right after the reshape).
//!
//! The alloc patterns are templates over the allocation op in MLIR, so their debug
//! names (as `mlir-opt-22` spells them, for `disable-patterns=`) name the
//! op: `(anonymous namespace)::SimplifyAllocConst<mlir::memref::AllocOp>`.
//! Here one function serves both ops, reading either through its typed
//! view.
//!
//! ```
//! use ir::transforms::rewrite::RewritePatternSet;
//!
//! let ctx = ir::Context::new();
//! let mut set = RewritePatternSet::new();
//! dialects::memref::canonicalize::alloc_patterns(&mut set, &ctx);
//! let names: Vec<&str> = set.iter().map(|p| p.debug_name()).collect();
//! assert_eq!(
//!     names,
//!     [
//!         "(anonymous namespace)::SimplifyAllocConst<mlir::memref::AllocOp>",
//!         "(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::AllocOp>",
//!     ]
//! );
//! ```

use super::{AllocOp, AllocaOp, CastOp, CopyOp, DeallocOp, DimOp, LoadOp, ReshapeOp, StoreOp};
use crate::arith::IndexCastOp;
use ir::prelude::*;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};

/// MLIR's `ShapedType::kDynamic`.
const DYNAMIC: i64 = i64::MIN;

/// `memref.alloc`'s canonicalization patterns, in MLIR's order.
pub fn alloc_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("memref.alloc");
    set.add_fn(
        "(anonymous namespace)::SimplifyAllocConst<mlir::memref::AllocOp>",
        root,
        simplify_alloc_const,
    )
    .add_fn(
        "(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::AllocOp>",
        root,
        simplify_dead_alloc,
    );
}

/// `memref.alloca`'s canonicalization patterns, in MLIR's order.
pub fn alloca_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("memref.alloca");
    set.add_fn(
        "(anonymous namespace)::SimplifyAllocConst<mlir::memref::AllocaOp>",
        root,
        simplify_alloc_const,
    )
    .add_fn(
        "(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::AllocaOp>",
        root,
        simplify_dead_alloc,
    );
}

/// `memref.realloc`'s canonicalization pattern: MLIR adds
/// `SimplifyDeadAlloc<ReallocOp>` (a reallocated buffer only stored into
/// and freed goes, with those users).
pub fn realloc_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    set.add_fn(
        "(anonymous namespace)::SimplifyDeadAlloc<mlir::memref::ReallocOp>",
        PatternRoot::Op("memref.realloc"),
        simplify_dead_alloc,
    );
}

/// `memref.copy`'s canonicalization patterns, in MLIR's order:
/// `FoldEmptyCopy` (a copy from or to a memref with a zero dimension is
/// erased) and `FoldSelfCopy` (a copy of a memref onto itself is erased).
pub fn copy_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("memref.copy");
    set.add_fn(
        "(anonymous namespace)::FoldEmptyCopy",
        root,
        fold_empty_copy,
    )
    .add_fn("(anonymous namespace)::FoldSelfCopy", root, fold_self_copy);
}

/// A copy from or to a ranked memref with a zero-sized dimension does
/// nothing (MLIR's `FoldEmptyCopy`).
fn fold_empty_copy(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let copy = CopyOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let empty = |v: Value| {
        body.value_type(v)
            .shape(ctx)
            .is_some_and(|s| s.contains(&0))
    };
    if !empty(copy.source()) && !empty(copy.target()) {
        return Err(NoMatch);
    }
    rw.erase_op(op);
    Ok(())
}

/// A copy of a memref onto itself does nothing (MLIR's `FoldSelfCopy`).
fn fold_self_copy(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let copy = CopyOp::cast(rw.ctx(), rw.body(), op).ok_or(NoMatch)?;
    if copy.source() != copy.target() {
        return Err(NoMatch);
    }
    rw.erase_op(op);
    Ok(())
}

/// A non-negative index constant (MLIR's `m_ConstantInt` with
/// `isNonNegative`).
fn constant_size(ctx: &Context, body: &Body, v: Value) -> Option<i64> {
    crate::cf::canonicalize::constant_int(ctx, body, v)
        .and_then(|c| c.to_i64())
        .filter(|&c| c >= 0)
}

/// The dynamic sizes, symbol operands and alignment of an alloc or alloca.
fn alloc_parts(
    ctx: &Context,
    body: &Body,
    op: Operation,
) -> Option<(Vec<Value>, Vec<Value>, Option<I64Attr>)> {
    if let Some(a) = AllocOp::cast(ctx, body, op) {
        return Some((
            a.dynamic_sizes().collect(),
            a.symbol_operands().collect(),
            a.alignment(),
        ));
    }
    let a = AllocaOp::cast(ctx, body, op)?;
    Some((
        a.dynamic_sizes().collect(),
        a.symbol_operands().collect(),
        a.alignment(),
    ))
}

/// Constant dynamic sizes become static dimensions of a new allocation,
/// cast back to the old type (MLIR's `SimplifyAllocConst`).
fn simplify_alloc_const(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let (sizes, symbols, alignment) = alloc_parts(ctx, body, op).ok_or(NoMatch)?;
    if sizes.iter().all(|&s| constant_size(ctx, body, s).is_none()) {
        return Err(NoMatch);
    }
    let ty = body.value_type(body.result(op, 0));
    let shape = ty.shape(ctx).ok_or(NoMatch)?;
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut new_sizes = Vec::new();
    let mut next = sizes.iter();
    for &d in shape {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let size = *next.next().ok_or(NoMatch)?;
        match constant_size(ctx, body, size) {
            Some(c) => new_shape.push(c),
            None => {
                new_shape.push(DYNAMIC);
                new_sizes.push(size);
            }
        }
    }
    let element = ty.element_type(ctx).ok_or(NoMatch)?;
    let new_ty = Type::memref(
        ctx,
        &new_shape,
        element,
        ty.memref_layout(ctx),
        ty.memory_space(ctx),
    )
    .map_err(|_| NoMatch)?;
    let loc = body.op_loc(op);
    let is_alloc = AllocOp::cast(ctx, body, op).is_some();
    let new = rw.build(|b| {
        if is_alloc {
            AllocOp::build(b, loc, new_ty, &new_sizes, &symbols, alignment)
        } else {
            AllocaOp::build(b, loc, new_ty, &new_sizes, &symbols, alignment)
        }
    });
    let new = rw.body().result(new, 0);
    rw.replace_op_with(op, |b, loc| CastOp::build(b, loc, ty, new));
    Ok(())
}

/// A buffer whose only users are stores into it and deallocations is
/// erased with them (MLIR's `SimplifyDeadAlloc`).
fn simplify_dead_alloc(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let buffer = body.result(op, 0);
    let mut users: Vec<Operation> = Vec::new();
    for u in body.uses(buffer) {
        let user = body.use_owner(u);
        let ok = match StoreOp::cast(ctx, body, user) {
            Some(store) => store.value() != buffer,
            None => DeallocOp::cast(ctx, body, user).is_some(),
        };
        if !ok {
            return Err(NoMatch);
        }
        if !users.contains(&user) {
            users.push(user);
        }
    }
    for user in users {
        rw.erase_op(user);
    }
    rw.erase_op(op);
    Ok(())
}

/// `memref.dim`'s canonicalization pattern: MLIR 22 adds only
/// `DimOfMemRefReshape`.
pub fn dim_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    set.add_fn(
        "(anonymous namespace)::DimOfMemRefReshape",
        PatternRoot::Op("memref.dim"),
        dim_of_memref_reshape,
    );
}

/// `dim(reshape(x, shape), i)` is `shape[i]` (cast to `index` when the
/// shape holds integers), loaded right after the reshape so that no
/// store in between can change it (MLIR's `DimOfMemRefReshape`). The
/// load moves above the dim, so `i` must dominate the reshape; MLIR
/// checks that cheaply, as here: `i` is defined before the reshape in its
/// block (or is an argument of that block), or, when the dim is in
/// another block than the reshape, `i`'s region encloses the reshape's.
fn dim_of_memref_reshape(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let dim = DimOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let reshape_op = body.defining_op(dim.source()).ok_or(NoMatch)?;
    let reshape = ReshapeOp::cast(ctx, body, reshape_op).ok_or(NoMatch)?;
    let index = dim.index();
    let reshape_block = body.parent_block(reshape_op);
    let index_block = body.value_parent_block(index);
    if index_block == reshape_block {
        let after = body
            .defining_op(index)
            .is_some_and(|d| body.is_before_in_block(reshape_op, d));
        if after {
            return Err(NoMatch);
        }
    } else if body.parent_block(op) != reshape_block {
        let index_region = index_block.and_then(|b| body.block_parent(b));
        let reshape_region = body.parent_region(reshape_op);
        let encloses = match (index_region, reshape_region) {
            (Some(outer), Some(inner)) => is_proper_ancestor(body, outer, inner),
            _ => false,
        };
        if !encloses {
            return Err(NoMatch);
        }
    }
    let (shape, loc) = (reshape.shape(), body.op_loc(op));
    let element = body.value_type(shape).element_type(ctx).ok_or(NoMatch)?;
    let index_ty = body.value_type(dim.result());
    rw.set_insertion_point_after(reshape_op);
    let value = rw.build(|b| {
        let load = LoadOp::build(b, loc, element, shape, &[index], None, None);
        let load = b.body.result(load, 0);
        if element == index_ty {
            return load;
        }
        let cast = IndexCastOp::build(b, loc, index_ty, load);
        b.body.result(cast, 0)
    });
    rw.replace_op(op, &[value]);
    Ok(())
}

/// Whether region `outer` strictly encloses region `inner` (MLIR's
/// `Region::isProperAncestor`).
fn is_proper_ancestor(body: &Body, outer: Region, inner: Region) -> bool {
    let mut cur = inner;
    while let Some(parent) = body
        .region_owner(cur)
        .and_then(|owner| body.parent_region(owner))
    {
        if parent == outer {
            return true;
        }
        cur = parent;
    }
    false
}
