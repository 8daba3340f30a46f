//! MLIR's rules for which SSA values may bind an affine map's dimensions
//! and symbols (`isValidDim`, `isValidSymbol`, `getAffineScope`,
//! `isTopLevelValue`), and the verifier check built on them.
//!
//! A scope is a region held by an op with the `AffineScope` trait
//! (`func.func`, `builtin.module`). Regions are named within one
//! [`Body`]: an isolated op's regions are the root regions of its own
//! body, so a scope that is the body's root region is found through the
//! body's owner name, and a scope beyond the body (an isolated op without
//! `AffineScope`) is `None`. Nothing defined in the body can be top-level
//! in such a scope, which is what MLIR concludes for it too: an isolated
//! op stops the walk to enclosing regions.
//!
//! A pure op whose operands are valid symbols gives a valid symbol, as in
//! MLIR 22 (not only `affine.apply`). `scf.for` is no `AffineScope`, so
//! its induction variable is neither a dimension nor a symbol of the
//! affine ops inside it.
//!
//! `memref.dim` / `tensor.dim` (MLIR's `ShapedDimOpInterface`) are
//! recognised by name, as those dialects are written elsewhere; their
//! results are symbols when the shaped value is top-level, and a dim of a
//! view, subview or alloc is conservatively not one.

use super::index_ops::{AffineDelinearizeIndexOp, AffineLinearizeIndexOp};
use super::ops::{AffineApplyOp, AffineForOp};
use super::parallel::AffineParallelOp;
use ir::prelude::*;
use ir::storage::body::ValueDef;

/// Whether the op named `name` has trait `T`.
fn name_has<T: OpTrait + ?Sized>(ctx: &Context, name: ir::OperationName) -> bool {
    ctx.op_info(name).is_some_and(|i| i.has_trait::<T>())
}

/// Whether `op` has trait `T`.
fn op_has<T: OpTrait + ?Sized>(ctx: &Context, body: &Body, op: Operation) -> bool {
    name_has::<T>(ctx, body.op_name(op))
}

/// Whether the op holding `block`'s region has trait `T` (the body's
/// owner for a root region).
fn block_parent_has<T: OpTrait + ?Sized>(ctx: &Context, body: &Body, block: Block) -> bool {
    match body.block_parent_op(block) {
        Some(p) => op_has::<T>(ctx, body, p),
        None => body.owner_name().is_some_and(|n| name_has::<T>(ctx, n)),
    }
}

/// The region of the closest `AffineScope` ancestor of `op` (MLIR's
/// `getAffineScope`), when it is in `body`.
pub fn affine_scope(ctx: &Context, body: &Body, op: Operation) -> Option<Region> {
    let mut cur = op;
    loop {
        match body.parent_op(cur) {
            Some(p) if op_has::<AffineScope>(ctx, body, p) => return body.parent_region(cur),
            Some(p) => cur = p,
            None => {
                let owner = body.owner_name()?;
                return if name_has::<AffineScope>(ctx, owner) {
                    body.parent_region(cur)
                } else {
                    None
                };
            }
        }
    }
}

/// Whether `v` is defined at the top level of `region` or is one of its
/// arguments.
pub(crate) fn is_top_level_in(body: &Body, v: Value, region: Region) -> bool {
    match body.value_def(v) {
        ValueDef::BlockArgument(b, _) => body.block_parent(b) == Some(region),
        ValueDef::Result(op, _) => body.parent_region(op) == Some(region),
    }
}

/// Whether `v` is defined directly in an `AffineScope` op's region (MLIR's
/// one-argument `isTopLevelValue`).
pub fn is_top_level_value(ctx: &Context, body: &Body, v: Value) -> bool {
    match body.value_def(v) {
        ValueDef::BlockArgument(b, _) => block_parent_has::<AffineScope>(ctx, body, b),
        ValueDef::Result(op, _) => body
            .parent_block(op)
            .is_some_and(|b| block_parent_has::<AffineScope>(ctx, body, b)),
    }
}

/// The region enclosing `region`'s owner, unless the owner is isolated
/// (a root region's owner always is).
fn enclosing(ctx: &Context, body: &Body, region: Region) -> Option<Region> {
    let owner = body.region_owner(region)?;
    if op_has::<IsolatedFromAbove>(ctx, body, owner) {
        return None;
    }
    body.parent_region(owner)
}

/// The shaped operand of a `memref.dim` / `tensor.dim`.
pub(crate) fn dim_source(ctx: &Context, body: &Body, op: Operation) -> Option<Value> {
    let name = body.op_name(op).as_str(ctx);
    if name == "memref.dim" || name == "tensor.dim" {
        body.operands(op).next()
    } else {
        None
    }
}

/// MLIR's `isValidSymbol(value, region)`; `None` is no scope.
pub fn is_valid_symbol(ctx: &Context, body: &Body, v: Value, region: Option<Region>) -> bool {
    if !body.value_type(v).is_index(ctx) {
        return false;
    }
    if region.is_some_and(|r| is_top_level_in(body, v, r)) {
        return true;
    }
    let dominates = |ctx: &Context| {
        region
            .and_then(|r| enclosing(ctx, body, r))
            .is_some_and(|outer| is_valid_symbol(ctx, body, v, Some(outer)))
    };
    let def = match body.value_def(v) {
        ValueDef::BlockArgument(..) => return dominates(ctx),
        ValueDef::Result(op, _) => op,
    };
    if op_has::<ConstantLike>(ctx, body, def) {
        return true;
    }
    // A pure op (`affine.apply`, `arith.addi`, ...) of valid symbols.
    if ir::semantics::interfaces::side_effects::is_pure(OpView::new(ctx, body, def))
        && body
            .operands(def)
            .all(|o| is_valid_symbol(ctx, body, o, region))
    {
        return true;
    }
    if let Some(src) = dim_source(ctx, body, def) {
        return is_top_level_value(ctx, body, src);
    }
    dominates(ctx)
}

/// MLIR's `isValidDim(value, region)`.
pub fn is_valid_dim(ctx: &Context, body: &Body, v: Value, region: Option<Region>) -> bool {
    if !body.value_type(v).is_index(ctx) {
        return false;
    }
    if is_valid_symbol(ctx, body, v, region) {
        return true;
    }
    match body.value_def(v) {
        ValueDef::BlockArgument(b, _) => body.block_parent_op(b).is_some_and(|p| {
            AffineForOp::cast(ctx, body, p).is_some()
                || AffineParallelOp::cast(ctx, body, p).is_some()
        }),
        ValueDef::Result(def, _) => {
            if let Some(apply) = AffineApplyOp::cast(ctx, body, def) {
                return apply
                    .map_operands()
                    .all(|o| is_valid_dim(ctx, body, o, region));
            }
            // MLIR 22: `delinearize_index` and `linearize_index` are
            // special forms of `affine.apply`.
            if AffineDelinearizeIndexOp::cast(ctx, body, def).is_some()
                || AffineLinearizeIndexOp::cast(ctx, body, def).is_some()
            {
                return body
                    .operands(def)
                    .all(|o| is_valid_dim(ctx, body, o, region));
            }
            dim_source(ctx, body, def).is_some_and(|src| is_top_level_value(ctx, body, src))
        }
    }
}

/// MLIR's one-argument `isValidSymbol`: a valid symbol wherever it is
/// used (top-level in an affine scope, or valid in its definer's scope).
pub fn is_valid_symbol_anywhere(ctx: &Context, body: &Body, v: Value) -> bool {
    if !body.value_type(v).is_index(ctx) {
        return false;
    }
    if is_top_level_value(ctx, body, v) {
        return true;
    }
    match body.value_def(v) {
        ValueDef::Result(def, _) => is_valid_symbol(ctx, body, v, affine_scope(ctx, body, def)),
        ValueDef::BlockArgument(..) => false,
    }
}

/// MLIR's one-argument `isValidDim`: a valid dimension in its definer's
/// scope, or an argument of an affine scope, `affine.for` or
/// `affine.parallel`.
pub fn is_valid_dim_anywhere(ctx: &Context, body: &Body, v: Value) -> bool {
    if !body.value_type(v).is_index(ctx) {
        return false;
    }
    match body.value_def(v) {
        ValueDef::Result(def, _) => is_valid_dim(ctx, body, v, affine_scope(ctx, body, def)),
        ValueDef::BlockArgument(b, _) => {
            block_parent_has::<AffineScope>(ctx, body, b)
                || body.block_parent_op(b).is_some_and(|p| {
                    AffineForOp::cast(ctx, body, p).is_some()
                        || AffineParallelOp::cast(ctx, body, p).is_some()
                })
        }
    }
}

/// MLIR's `verifyDimAndSymbolIdentifiers`: the first `num_dims` operands
/// must be valid dimensions, the rest valid symbols, in `op`'s scope.
pub fn verify_dims_and_symbols(
    view: OpView<'_>,
    operands: impl IntoIterator<Item = Value>,
    num_dims: usize,
) -> Result<(), Diagnostic> {
    let scope = affine_scope(view.ctx, view.body, view.op);
    for (i, v) in operands.into_iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim(view.ctx, view.body, v, scope) {
                return Err(view.emit_op_error("operand cannot be used as a dimension id"));
            }
        } else if !is_valid_symbol(view.ctx, view.body, v, scope) {
            return Err(view.emit_op_error("operand cannot be used as a symbol"));
        }
    }
    Ok(())
}
