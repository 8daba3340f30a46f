//! MLIR 22's canonicalization patterns of `tensor.expand_shape` and
//! `tensor.collapse_shape` (`TensorOps.cpp`, `ReshapeOpsUtils.h`), under
//! mlir-opt-22's debug names: `ComposeReassociativeReshapeOps` (an expand
//! of an expand, or a collapse of a collapse, is one), and
//! `FoldReshapeWithSplat` / `FoldReshapeWithFromElements` (a reshape of
//! a static `tensor.splat` or of a `tensor.from_elements` is one of the
//! new shape), `ConvertToStaticExpandShape` and `FoldCollapseOfCastOp`;
//! `ComposeCollapseOfExpandOp` and `ComposeExpandOfCollapseOp` are in
//! [`super::canon_reshape_pair`].
//!
//! `FoldDimOfExpandShape` and `FoldDimOfCollapseShape` of older releases
//! are not in MLIR 22 (its `libMLIR` has no such pattern, and a dynamic
//! `tensor.dim` of a reshape stays), so not here either;
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
//!     names[3],
//!     "(anonymous namespace)::FoldReshapeWithSplat<mlir::tensor::ExpandShapeOp>"
//! );
//! ```

use super::canon_reshape_pair::{compose_collapse_of_expand, compose_expand_of_collapse};
use super::canon_shape::preserves_static_information;
use super::ops::*;
use super::reshape::{IndexListArrayAttr, collapsed_type};
use crate::static_values::{constant_int, i64_array};
use ir::prelude::*;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};
use ir::uniqued::types::DYNAMIC;

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
        "mlir::ComposeExpandOfCollapseOp<mlir::tensor::ExpandShapeOp, mlir::tensor::CollapseShapeOp>",
        root,
        compose_expand_of_collapse,
    )
    .add_fn(
        "(anonymous namespace)::ConvertToStaticExpandShape",
        root,
        convert_to_static_expand_shape,
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
        "mlir::ComposeCollapseOfExpandOp<mlir::tensor::CollapseShapeOp, mlir::tensor::ExpandShapeOp, mlir::tensor::CastOp, mlir::tensor::DimOp, mlir::RankedTensorType>",
        root,
        compose_collapse_of_expand,
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
    )
    .add_fn(
        "(anonymous namespace)::FoldCollapseOfCastOp",
        root,
        fold_collapse_of_cast,
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
pub(crate) fn groups_attr(ctx: &Context, groups: &[Vec<i64>]) -> Option<IndexListArrayAttr> {
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
    let (shape, statics) = (
        outer.output_shape().collect::<Vec<_>>(),
        outer.static_output_shape(),
    );
    rw.replace_op_with(op, |b, loc| {
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
    rw.replace_op_with(op, |b, loc| CollapseShapeOp::build(b, loc, ty, src, groups));
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
    let (ty, input) = (body.value_type(result), splat.input());
    rw.replace_op_with(op, |b, loc| SplatOp::build(b, loc, ty, input, &[]));
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
    let elements = from.elements().collect::<Vec<_>>();
    rw.replace_op_with(op, |b, loc| FromElementsOp::build(b, loc, ty, &elements));
    Ok(())
}

/// The source of a `tensor.cast` defining `v` that only makes the type
/// more dynamic (MLIR's `canFoldIntoConsumerOp`), and the cast.
fn foldable_cast(ctx: &Context, body: &Body, v: Value) -> Option<(Value, Type)> {
    let cast = CastOp::cast(ctx, body, body.defining_op(v)?)?;
    let (src, res) = (body.value_type(cast.source()), body.value_type(cast.dest()));
    preserves_static_information(ctx, res, src).then_some((cast.source(), src))
}

/// A collapse of a cast to a more dynamic type collapses the cast's
/// source: in place when the result type stays, else cast back (MLIR's
/// `FoldCollapseOfCastOp`).
fn fold_collapse_of_cast(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let collapse = CollapseShapeOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let (source, src_ty) = foldable_cast(ctx, body, collapse.src()).ok_or(NoMatch)?;
    let groups = collapse.reassociation();
    let ty = collapsed_type(ctx, src_ty, &groups.groups(ctx)).ok_or(NoMatch)?;
    let old = body.value_type(collapse.result());
    if ty == old {
        rw.modify_op_in_place(op, |v| v.set_operand(0, source));
        return Ok(());
    }
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let new = rw.build(|b| CollapseShapeOp::build(b, loc, ty, source, groups));
    let new = rw.body().result(new, 0);
    rw.replace_op_with(op, |b, loc| CastOp::build(b, loc, old, new));
    Ok(())
}

/// An expand of a cast to a more dynamic type whose output sizes
/// constants give, where the cast's source is static, expands a cast to
/// the more static type, and casts the result back (MLIR's
/// `ConvertToStaticExpandShape`).
fn convert_to_static_expand_shape(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let expand = ExpandShapeOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let (_, cast_src) = foldable_cast(ctx, body, expand.src()).ok_or(NoMatch)?;
    let cast_shape = cast_src.shape(ctx).ok_or(NoMatch)?;
    let groups = expand.reassociation().groups(ctx);
    let old = body.value_type(expand.result());
    let mut shape = old.shape(ctx).ok_or(NoMatch)?.to_vec();
    let sizes: Vec<Value> = expand.output_shape().collect();
    let mut next = sizes.iter();
    let mut left = Vec::new();
    for (input, group) in groups.iter().enumerate() {
        for &out in group {
            let out = usize::try_from(out).map_err(|_| NoMatch)?;
            if *shape.get(out).ok_or(NoMatch)? != DYNAMIC {
                continue;
            }
            let v = *next.next().ok_or(NoMatch)?;
            let c = (cast_shape.get(input) != Some(&DYNAMIC))
                .then(|| constant_int(ctx, body, v))
                .flatten();
            match c {
                Some(c) => shape[out] = c,
                None => left.push(v),
            }
        }
    }
    if left.len() == sizes.len() {
        return Err(NoMatch);
    }
    let input_shape: Vec<i64> = groups
        .iter()
        .map(|g| {
            g.iter()
                .try_fold(1i64, |acc, &d| {
                    let s = shape[usize::try_from(d).ok()?];
                    (s != DYNAMIC).then(|| acc.saturating_mul(s))
                })
                .unwrap_or(DYNAMIC)
        })
        .collect();
    let element = old.element_type(ctx).ok_or(NoMatch)?;
    let in_ty = Type::ranked_tensor(ctx, &input_shape, element, None).map_err(|_| NoMatch)?;
    let out_ty = Type::ranked_tensor(ctx, &shape, element, None).map_err(|_| NoMatch)?;
    let statics = i64_array(ctx, &shape).ok_or(NoMatch)?;
    let (loc, src, groups) = (body.op_loc(op), expand.src(), expand.reassociation());
    rw.set_insertion_point_before(op);
    let cast = rw.build(|b| CastOp::build(b, loc, in_ty, src));
    let cast = rw.body().result(cast, 0);
    let new = rw.build(|b| ExpandShapeOp::build(b, loc, out_ty, cast, &left, groups, statics));
    let new = rw.body().result(new, 0);
    rw.replace_op_with(op, |b, loc| CastOp::build(b, loc, old, new));
    Ok(())
}
