//! MLIR 22's canonicalization patterns of the scf dialect (`SCF.cpp`):
//! `scf.if`'s ([`if_op`]), `scf.for`'s ([`for_op`]), `scf.while`'s
//! ([`while_op`]), `scf.execute_region`'s two inliners and
//! `scf.index_switch`'s constant case ([`region_ops`]), each followed by
//! the generic region-branch patterns, `scf.parallel`'s ([`parallel`])
//! and `scf.forall`'s ([`forall`]).
//!
//! **Names.** A pattern MLIR 22 has carries MLIR 22's debug name exactly
//! as `mlir-opt-22` spells it (`llvm::getTypeName` of the C++ class:
//! `(anonymous namespace)::CombineIfs`, but `FoldConstantCase`), so that
//! `disable-patterns=` / `enable-patterns=` filter the same patterns.
//! MLIR 22 dropped MLIR 21's `ForOpIterArgsFolder`, `RemoveUnusedResults`,
//! `WhileUnusedResult`, `RemoveLoopInvariantArgsFromBeforeBlock`,
//! `RemoveLoopInvariantValueYielded`, `WhileRemoveDuplicatedResults` and
//! `WhileRemoveUnusedArgs` for the runtime's generic region-branch
//! patterns ([`ir::transforms::region_branch_canonicalize`]), which each
//! of these five ops adds after its own, as MLIR 22 does.
//!
//! Patterns are added in the order MLIR's `getCanonicalizationPatterns`
//! adds them (all have benefit 1, so that order is the order they are
//! tried in). Each rewrites through the [`PatternRewriter`], whose
//! insertion point the greedy driver puts right before the root op, so
//! new constants and selects land where MLIR's do. Patterns are plain
//! functions ([`FnPattern`]s): none
//! keeps state, and a struct per pattern would add nothing.
//!
//! ```
//! use ir::transforms::rewrite::RewritePatternSet;
//!
//! let ctx = ir::Context::new();
//! let mut set = RewritePatternSet::new();
//! dialects::scf::canonicalize::if_patterns(&mut set, &ctx);
//! let names: Vec<&str> = set.iter().map(|p| p.debug_name()).collect();
//! assert_eq!(names[0], "(anonymous namespace)::CombineIfs");
//! assert_eq!(names.len(), 10);
//! ```

pub mod for_op;
pub mod forall;
pub mod if_op;
pub mod parallel;
pub mod region_ops;
pub mod while_op;

pub use for_op::for_patterns;
pub use forall::forall_patterns;
pub use if_op::if_patterns;
pub use parallel::parallel_patterns;
pub use region_ops::{execute_region_patterns, index_switch_patterns};
pub use while_op::while_patterns;

use crate::arith::ConstantOp;
use ir::prelude::*;
use ir::transforms::rewrite::PatternRewriter;
use ir::{OperationState, ValueDef};

/// The integer a constant result holds (MLIR's `m_ConstantInt`), as the
/// cf patterns read it.
pub(crate) use crate::cf::canonicalize::constant_int;

/// The boolean an `i1` `arith.constant` holds (MLIR's
/// `m_Constant(&BoolAttr)`).
pub(crate) fn constant_bool(ctx: &Context, body: &Body, v: Value) -> Option<bool> {
    if body.value_type(v) != Type::i1(ctx) {
        return None;
    }
    constant_int(ctx, body, v).map(|c| !c.is_zero())
}

/// Whether `v` is the result of an `arith.constant` (MLIR's
/// `m_Constant()`).
pub(crate) fn is_constant(ctx: &Context, body: &Body, v: Value) -> bool {
    body.defining_op(v)
        .is_some_and(|d| ConstantOp::cast(ctx, body, d).is_some())
}

/// The region directly holding `v`: its block's region.
pub(crate) fn value_region(body: &Body, v: Value) -> Option<Region> {
    let block = match body.value_def(v) {
        ValueDef::Result(op, _) => body.parent_block(op)?,
        ValueDef::BlockArgument(b, _) => b,
    };
    body.block_parent(block)
}

/// Whether `region` is `inner` or holds it through nested ops (MLIR's
/// `Region::isAncestor`).
pub(crate) fn region_is_ancestor(body: &Body, region: Region, inner: Option<Region>) -> bool {
    let mut cur = inner;
    while let Some(r) = cur {
        if r == region {
            return true;
        }
        cur = body.region_owner(r).and_then(|o| body.parent_region(o));
    }
    false
}

/// Creates, at the insertion point, an op named as `like` with its
/// properties, attributes and location but the given operands, result
/// types and `regions` empty regions (MLIR's `create` followed by
/// `setAttrs`; with the same operands and results, use
/// [`PatternRewriter::clone_without_regions`]).
pub(crate) fn create_like(
    rw: &mut PatternRewriter<'_>,
    like: Operation,
    operands: &[Value],
    result_types: &[Type],
    regions: usize,
) -> Operation {
    let body = rw.body();
    let mut st = OperationState::with_name(rw.ctx(), body.op_name(like), body.op_loc(like));
    st.operands.extend_from_slice(operands);
    st.result_types.extend_from_slice(result_types);
    st.properties = body.properties(like);
    st.attributes = body.attributes(like);
    st.num_regions = regions;
    rw.create(&st)
}

/// Creates, at the insertion point, an op `name` with `operands`,
/// `result_types` and `regions` empty regions, nothing else (MLIR's
/// `create<Op>` with a builder that adds no blocks).
pub(crate) fn create_op(
    rw: &mut PatternRewriter<'_>,
    name: &str,
    loc: Location,
    operands: &[Value],
    result_types: &[Type],
    regions: usize,
) -> Operation {
    let mut st = OperationState::new(rw.ctx(), name, loc);
    st.operands.extend_from_slice(operands);
    st.result_types.extend_from_slice(result_types);
    st.num_regions = regions;
    rw.create(&st)
}

/// Whether the ranked tensor type `target` keeps all the static sizes of
/// the ranked tensor type `source`: same element type, rank and encoding,
/// and no static size of `source` dynamic in `target` (MLIR's
/// `tensor::preservesStaticInformation`).
pub(crate) fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    let (Some(s), Some(t)) = (
        ranked_tensor_shape(ctx, source),
        ranked_tensor_shape(ctx, target),
    ) else {
        return false;
    };
    source.element_type_or_self(ctx) == target.element_type_or_self(ctx)
        && s.len() == t.len()
        && source.tensor_encoding(ctx) == target.tensor_encoding(ctx)
        && s.iter()
            .zip(t)
            .all(|(&a, &b)| a == ir::uniqued::types::DYNAMIC || b != ir::uniqued::types::DYNAMIC)
}

/// The shape of a ranked tensor type.
fn ranked_tensor_shape(ctx: &Context, t: Type) -> Option<&[i64]> {
    match t.kind(ctx) {
        ir::TypeKind::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }
}

/// Where `v` is defined: its op's location, or its block argument's.
pub(crate) fn value_loc(body: &Body, v: Value) -> Location {
    match body.value_def(v) {
        ValueDef::Result(op, _) => body.op_loc(op),
        ValueDef::BlockArgument(b, i) => body.block_arg_loc(b, i),
    }
}

/// Replaces `op` with the ops of `block` (which ends in a terminator
/// whose operands replace `op`'s results), its arguments taking `args`
/// (MLIR's `replaceOpWithRegion`).
pub(crate) fn replace_op_with_block(
    rw: &mut PatternRewriter<'_>,
    op: Operation,
    block: Block,
    args: &[Value],
) {
    let body = rw.body();
    let term = body.last_op(block).expect("a terminated block");
    let dest = body.parent_block(op).expect("an op in a block");
    rw.inline_block_before(block, dest, Some(op), args);
    // Read after inlining: a yielded block argument is now its value.
    let results: Vec<Value> = rw.body().operands(term).collect();
    rw.replace_op(op, &results);
    rw.erase_op(term);
}

#[cfg(test)]
mod tests;
