//! MLIR 22's canonicalization patterns of `tensor.expand_shape` and
//! `tensor.collapse_shape` (`TensorOps.cpp`, `ReshapeOpsUtils.h`), under
//! mlir-opt-22's debug names: `ComposeReassociativeReshapeOps` (an expand
//! of an expand, or a collapse of a collapse, is one), and
//! `FoldReshapeWithSplat` / `FoldReshapeWithFromElements` (a reshape of
//! a static `tensor.splat` or of a `tensor.from_elements` is one of the
//! new shape).
//!
//! Left out: `ComposeCollapseOfExpandOp`, `ComposeExpandOfCollapseOp`,
//! `ConvertToStaticExpandShape`, `FoldCollapseOfCastOp`,
//! `FoldDimOfExpandShape` and `FoldDimOfCollapseShape`;
//! `FoldReshapeWithConstant` is not needed as a pattern, the ops' folds
//! already reshape dense constants.
//!
//! ```
//! use ir::transforms::rewrite::RewritePatternSet;
//!
//! let ctx = ir::Context::new();
//! let mut set = RewritePatternSet::new();
//! dialects::tensor::canon_reshape::expand_shape_patterns(&mut set, &ctx);
//! let names: Vec<&str> = set.iter().map(|p| p.debug_name()).collect();
//! assert_eq!(
//!     names[1],
//!     "(anonymous namespace)::FoldReshapeWithSplat<mlir::tensor::ExpandShapeOp>"
//! );
//! ```

use super::ops::*;
use super::reshape::IndexListArrayAttr;
use ir::prelude::*;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};

/// `tensor.expand_shape`'s canonicalization patterns handled here, in
/// MLIR's order.
pub fn expand_shape_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("tensor.expand_shape");
    set.add_fn(
        "mlir::ComposeReassociativeReshapeOps<mlir::tensor::ExpandShapeOp, mlir::ReshapeOpKind::kExpand>",
        root,
        compose_expands,
    )
    .add_fn(
        "(anonymous namespace)::FoldReshapeWithSplat<mlir::tensor::ExpandShapeOp>",
        root,
        reshape_of_splat,
    )
    .add_fn(
        "(anonymous namespace)::FoldReshapeWithFromElements<mlir::tensor::ExpandShapeOp>",
        root,
        reshape_of_from_elements,
    );
}

/// `tensor.collapse_shape`'s canonicalization patterns handled here, in
/// MLIR's order.
pub fn collapse_shape_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("tensor.collapse_shape");
    set.add_fn(
        "mlir::ComposeReassociativeReshapeOps<mlir::tensor::CollapseShapeOp, mlir::ReshapeOpKind::kCollapse>",
        root,
        compose_collapses,
    )
    .add_fn(
        "(anonymous namespace)::FoldReshapeWithSplat<mlir::tensor::CollapseShapeOp>",
        root,
        reshape_of_splat,
    )
    .add_fn(
        "(anonymous namespace)::FoldReshapeWithFromElements<mlir::tensor::CollapseShapeOp>",
        root,
        reshape_of_from_elements,
    );
}

/// MLIR's `composeReassociationIndices`: the groups of two reshapes in a
/// row as one reshape's, `None` when the two have as many groups (not a
/// reshape MLIR composes) or do not line up.
fn compose_groups(first: &[Vec<i64>], second: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    if first.len() == second.len() {
        return None;
    }
    let (outer, inner) = if first.len() > second.len() {
        (first, second)
    } else {
        (second, first)
    };
    if inner.is_empty() {
        return Some(Vec::new());
    }
    if inner.iter().map(Vec::len).sum::<usize>() != outer.len() {
        return None;
    }
    inner
        .iter()
        .map(|g| {
            g.iter()
                .map(|&i| outer.get(usize::try_from(i).ok()?).cloned())
                .collect::<Option<Vec<Vec<i64>>>>()
                .map(|gs| gs.concat())
        })
        .collect()
}

/// The groups as an attribute.
fn groups_attr(ctx: &Context, groups: &[Vec<i64>]) -> Option<IndexListArrayAttr> {
    let i64 = Type::i64(ctx);
    let arrays: Option<Vec<Attribute>> = groups
        .iter()
        .map(|g| {
            let xs: Option<Vec<Attribute>> = g
                .iter()
                .map(|&x| Attribute::integer(ctx, i64, x).ok())
                .collect();
            Some(Attribute::array(ctx, &xs?))
        })
        .collect();
    Some(IndexListArrayAttr(Attribute::array(ctx, &arrays?)))
}

/// The groups of two reshapes of one kind in a row, composed: the inner
/// op's source and the outer op's result, with the groups that take one
/// to the other (MLIR's `ComposeReassociativeReshapeOps`).
fn composed<'a, T: OpType<'a>>(
    ctx: &'a Context,
    body: &'a Body,
    op: Operation,
    parts: impl Fn(T) -> (Value, Value, IndexListArrayAttr),
) -> Option<(T, Value, Type, IndexListArrayAttr)> {
    let outer = T::from_view(OpView::new(ctx, body, op))?;
    let (src, result, groups) = parts(outer);
    let inner = T::from_view(OpView::new(ctx, body, body.defining_op(src)?))?;
    let (inner_src, _, inner_groups) = parts(inner);
    let groups = compose_groups(&inner_groups.groups(ctx), &groups.groups(ctx))?;
    Some((
        outer,
        inner_src,
        body.value_type(result),
        groups_attr(ctx, &groups)?,
    ))
}

/// An expand of an expand is one expand of the first source with the
/// second's output shape (MLIR's `ComposeReassociativeReshapeOps` for
/// `tensor.expand_shape`).
fn compose_expands(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let (outer, src, ty, groups) = composed(ctx, body, op, |e: ExpandShapeOp<'_>| {
        (e.src(), e.result(), e.reassociation())
    })
    .ok_or(NoMatch)?;
    let (loc, shape, statics) = (
        body.op_loc(op),
        outer.output_shape().collect::<Vec<_>>(),
        outer.static_output_shape(),
    );
    rw.replace_op_with(op, |b| {
        ExpandShapeOp::build(b, loc, ty, src, &shape, groups, statics)
    });
    Ok(())
}

/// A collapse of a collapse is one collapse of the first source (MLIR's
/// `ComposeReassociativeReshapeOps` for `tensor.collapse_shape`).
fn compose_collapses(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let (_, src, ty, groups) = composed(ctx, body, op, |c: CollapseShapeOp<'_>| {
        (c.src(), c.result(), c.reassociation())
    })
    .ok_or(NoMatch)?;
    let loc = body.op_loc(op);
    rw.replace_op_with(op, |b| CollapseShapeOp::build(b, loc, ty, src, groups));
    Ok(())
}

/// The source and result of either reshape op.
fn reshape_ends(ctx: &Context, body: &Body, op: Operation) -> Option<(Value, Value)> {
    if let Some(e) = ExpandShapeOp::cast(ctx, body, op) {
        return Some((e.src(), e.result()));
    }
    CollapseShapeOp::cast(ctx, body, op).map(|c| (c.src(), c.result()))
}

/// A reshape of a statically shaped `tensor.splat` is a splat of the new
/// shape (MLIR's `FoldReshapeWithSplat`).
fn reshape_of_splat(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let (src, result) = reshape_ends(ctx, body, op).ok_or(NoMatch)?;
    let splat = body
        .defining_op(src)
        .and_then(|d| SplatOp::cast(ctx, body, d))
        .filter(|s| body.value_type(s.aggregate()).has_static_shape(ctx))
        .ok_or(NoMatch)?;
    let (loc, ty, input) = (body.op_loc(op), body.value_type(result), splat.input());
    rw.replace_op_with(op, |b| SplatOp::build(b, loc, ty, input, &[]));
    Ok(())
}

/// A reshape of a `tensor.from_elements` to a static shape is a
/// `from_elements` of that shape (MLIR's `FoldReshapeWithFromElements`).
fn reshape_of_from_elements(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let (src, result) = reshape_ends(ctx, body, op).ok_or(NoMatch)?;
    let from = body
        .defining_op(src)
        .and_then(|d| FromElementsOp::cast(ctx, body, d))
        .ok_or(NoMatch)?;
    let ty = body.value_type(result);
    if !ty.has_static_shape(ctx) {
        return Err(NoMatch);
    }
    let (loc, elements) = (body.op_loc(op), from.elements().collect::<Vec<_>>());
    rw.replace_op_with(op, |b| FromElementsOp::build(b, loc, ty, &elements));
    Ok(())
}
