//! MLIR 22's patterns that compose a `tensor.expand_shape` and a
//! `tensor.collapse_shape` in a row (`ReshapeOpsUtils.h`), under
//! mlir-opt-22's debug names: `ComposeCollapseOfExpandOp` (a collapse of
//! an expand is one collapse, one expand, or a cast, when the groups line
//! up) and `ComposeExpandOfCollapseOp` (an expand of a collapse is one
//! reshape when the sizes say how the dimensions regroup), and the
//! reassociation search the second rests on
//! ([`reassociation_for_collapse`], MLIR's
//! `getReassociationIndicesForCollapse`).
//!
//! ```
//! use dialects::tensor::canon_reshape_pair::reassociation_for_collapse;
//! use ir::uniqued::types::DYNAMIC;
//!
//! // ?x2x3x5 into ?x15: the 2 joins the dynamic dimension.
//! assert_eq!(
//!     reassociation_for_collapse(&[DYNAMIC, 2, 3, 5], &[DYNAMIC, 15]),
//!     Some(vec![vec![0, 1], vec![2, 3]])
//! );
//! // ?x?x? into ?x? is ambiguous.
//! assert_eq!(reassociation_for_collapse(&[DYNAMIC; 3], &[DYNAMIC; 2]), None);
//! ```

use super::canon_reshape::groups_attr;
use super::ops::*;
use crate::arith::{ConstantOp as ArithConstant, MulIOp};
use crate::static_values::{Ofr, constant_int, i64_array, mixed_list, split};
use ir::prelude::*;
use ir::transforms::rewrite::{MatchResult, NoMatch, PatternRewriter};
use ir::uniqued::types::DYNAMIC;

/// An inclusive range of source dimensions, `(first, last)`.
type Range = (i64, i64);

/// Whether `r` is a non-empty range inside `0..n`.
fn inside(r: Range, n: usize) -> bool {
    r.0 >= 0 && r.0 <= r.1 && usize::try_from(r.1).is_ok_and(|last| last < n)
}

/// The size of dimension `i` of `shape`.
fn at(shape: &[i64], i: i64) -> i64 {
    shape[usize::try_from(i).unwrap_or_default()]
}

/// From `start`, the first run of source dimensions that holds a dynamic
/// one, to the end of `shape` when `greedy` (MLIR's
/// `findReassociationRangeForDynamicDim`).
fn range_for_dynamic(shape: &[i64], start: i64, greedy: bool) -> Option<Range> {
    if !inside((start, start), shape.len()) {
        return None;
    }
    let (mut result, mut found) = ((start, start), false);
    let mut last = start;
    while inside((start, last), shape.len()) {
        if found && !greedy {
            break;
        }
        found |= at(shape, last) == DYNAMIC;
        result = (start, last);
        last += 1;
    }
    found.then_some(result)
}

/// From `start`, the first run of static dimensions whose product is
/// `target`, with the unit dimensions after it when `greedy` (MLIR's
/// `findReassociationRangeForSize`).
fn range_for_size(shape: &[i64], start: i64, target: i64, greedy: bool) -> Option<Range> {
    let n = shape.len();
    if !inside((start, start), n) {
        return None;
    }
    let (mut range, mut result) = ((start, start), (start, start));
    let (mut product, mut reached) = (1i128, false);
    let target = i128::from(target);
    while inside(range, n) {
        let size = at(shape, range.1);
        if reached && !greedy {
            break;
        }
        if size == DYNAMIC {
            if reached {
                break;
            }
            product = 1;
            range = (range.1 + 1, range.1 + 1);
            result = range;
            continue;
        }
        product = product.saturating_mul(i128::from(size));
        if product > target && reached {
            break;
        }
        while product > target && range.0 < range.1 {
            let front = i128::from(at(shape, range.0));
            if front != 0 {
                product /= front;
            }
            range.0 += 1;
        }
        result = range;
        reached |= product == target;
        range.1 += 1;
    }
    reached.then_some(result)
}

/// One source range per target dimension, scanning left to right (MLIR's
/// `findReassociationRangesForCollapse`).
fn ranges_for_collapse(source: &[i64], target: &[i64]) -> Option<Vec<Range>> {
    let mut ranges: Vec<Range> = Vec::with_capacity(target.len());
    let (mut previous, mut next) = (None, 0i64);
    for (i, &size) in target.iter().enumerate() {
        let greedy = i + 1 == target.len();
        let range = if size == DYNAMIC {
            range_for_dynamic(source, next, greedy)
        } else {
            range_for_size(source, next, size, greedy)
        }
        .filter(|&r| inside(r, source.len()))?;
        if range.0 > next {
            if previous != Some(DYNAMIC) {
                return None;
            }
            ranges.last_mut()?.1 = range.0 - 1;
        }
        previous = Some(size);
        next = range.1 + 1;
        ranges.push(range);
    }
    let last = i64::try_from(source.len()).ok()? - 1;
    (ranges.last()?.1 >= last).then_some(ranges)
}

/// [`ranges_for_collapse`] scanning right to left.
fn ranges_for_collapse_reversed(source: &[i64], target: &[i64]) -> Option<Vec<Range>> {
    let rev = |s: &[i64]| s.iter().rev().copied().collect::<Vec<_>>();
    let last = i64::try_from(source.len()).ok()? - 1;
    let mut ranges = ranges_for_collapse(&rev(source), &rev(target))?;
    for r in &mut ranges {
        *r = (last - r.1, last - r.0);
    }
    ranges.reverse();
    Some(ranges)
}

/// The groups of `source`'s dimensions that collapse it into `target`,
/// found scanning both ways; `None` unless the two scans agree up to unit
/// dimensions (MLIR's `getReassociationIndicesForCollapse`).
pub fn reassociation_for_collapse(source: &[i64], target: &[i64]) -> Option<Vec<Vec<i64>>> {
    if source.len() <= target.len() {
        return None;
    }
    if target.is_empty() {
        if source.iter().any(|&s| s != 1 && s != DYNAMIC) {
            return None;
        }
        return Some(vec![(0..i64::try_from(source.len()).ok()?).collect()]);
    }
    let forward = ranges_for_collapse(source, target)?;
    let backward = ranges_for_collapse_reversed(source, target)?;
    if forward.len() != target.len() || backward.len() != target.len() {
        return None;
    }
    let within = |i: i64, r: Range| r.0 <= i && i <= r.1;
    forward
        .iter()
        .zip(&backward)
        .map(|(&f, &b)| {
            let apart: Vec<i64> = (f.0..=f.1)
                .filter(|&i| !within(i, b))
                .chain((b.0..=b.1).filter(|&i| !within(i, f)))
                .collect();
            let sizes = (f.1 - f.0 + 1) + (b.1 - b.0 + 1);
            if i64::try_from(apart.len()).ok()? == sizes {
                return None;
            }
            if apart.iter().any(|&i| at(source, i) != 1) {
                return None;
            }
            Some((f.0..=f.1).collect())
        })
        .collect()
}

/// The shape of a ranked tensor type.
fn shape_of(ctx: &Context, ty: Type) -> Option<Vec<i64>> {
    ty.shape(ctx).map(<[i64]>::to_vec)
}

/// A collapse of an expand: the expand's groups and the collapse's,
/// matched up, give one collapse (to a lower rank), one expand (to a
/// higher one, its sizes multiplied out) or a cast (MLIR's
/// `ComposeCollapseOfExpandOp`).
pub(crate) fn compose_collapse_of_expand(
    op: Operation,
    rw: &mut PatternRewriter<'_>,
) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let collapse = CollapseShapeOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let expand = body
        .defining_op(collapse.src())
        .and_then(|d| ExpandShapeOp::cast(ctx, body, d))
        .ok_or(NoMatch)?;
    let (src, src_ty) = (expand.src(), body.value_type(expand.src()));
    let result_ty = body.value_type(collapse.result());
    if src_ty == result_ty {
        return Err(NoMatch);
    }
    let src_rank = src_ty.rank(ctx).ok_or(NoMatch)?;
    let result_rank = result_ty.rank(ctx).ok_or(NoMatch)?;
    let expand_groups = expand.reassociation().groups(ctx);
    let collapse_groups = collapse.reassociation().groups(ctx);
    let (higher, lower) = if src_rank > result_rank {
        (&expand_groups, &collapse_groups)
    } else {
        (&collapse_groups, &expand_groups)
    };
    let mut next = 0;
    let mut composed = Vec::with_capacity(lower.len());
    for group in lower {
        let end = *group.last().ok_or(NoMatch)?;
        let mut ids = Vec::new();
        while let Some(h) = higher.get(next) {
            let rightmost = *h.last().ok_or(NoMatch)?;
            if rightmost > end {
                return Err(NoMatch);
            }
            ids.push(i64::try_from(next).map_err(|_| NoMatch)?);
            next += 1;
            if rightmost == end {
                break;
            }
        }
        composed.push(ids);
    }
    let groups = groups_attr(ctx, &composed).ok_or(NoMatch)?;
    let loc = body.op_loc(op);
    if src_rank > result_rank {
        rw.replace_op_with(op, |b, loc| {
            CollapseShapeOp::build(b, loc, result_ty, src, groups)
        });
        return Ok(());
    }
    if src_rank == result_rank {
        rw.replace_op_with(op, |b, loc| CastOp::build(b, loc, result_ty, src));
        return Ok(());
    }
    let old_shape = mixed_list(
        &expand.static_output_shape().values(ctx),
        expand.output_shape(),
    );
    let index = Type::index(ctx);
    rw.set_insertion_point_before(op);
    let mut new_shape = Vec::with_capacity(collapse_groups.len());
    for group in &collapse_groups {
        let (mut known, mut dynamic) = (1i64, Vec::new());
        for &d in group {
            let size = *old_shape
                .get(usize::try_from(d).map_err(|_| NoMatch)?)
                .ok_or(NoMatch)?;
            let c = match size {
                Ofr::Static(s) => Some(s),
                Ofr::Value(v) => constant_int(ctx, rw.body(), v),
            };
            match (c, size) {
                (Some(c), _) => known = known.wrapping_mul(c),
                (None, Ofr::Value(v)) => dynamic.push(v),
                (None, Ofr::Static(_)) => return Err(NoMatch),
            }
        }
        let Some((&first, rest)) = dynamic.split_first() else {
            new_shape.push(Ofr::Static(known));
            continue;
        };
        let mul = |rw: &mut PatternRewriter<'_>, a: Value, b: Value| {
            let m = rw.build(|bd| MulIOp::build(bd, loc, index, a, b, None));
            rw.body().result(m, 0)
        };
        let mut product = first;
        for &v in rest {
            product = mul(rw, product, v);
        }
        if known != 1 {
            let attr = Attribute::integer(ctx, index, known).map_err(|_| NoMatch)?;
            let k = rw.build(|bd| ArithConstant::build(bd, loc, index, TypedAttr(attr)));
            let k = rw.body().result(k, 0);
            product = mul(rw, product, k);
        }
        new_shape.push(Ofr::Value(product));
    }
    let (statics, values) = split(&new_shape);
    let statics = i64_array(ctx, &statics).ok_or(NoMatch)?;
    rw.replace_op_with(op, |b, loc| {
        ExpandShapeOp::build(b, loc, result_ty, src, &values, groups, statics)
    });
    Ok(())
}

/// How the dimensions of `src_shape` collapse into `result_shape`, group
/// by group of the two reshapes (MLIR's `findCollapsingReassociation`).
fn collapsing_groups(
    src_groups: &[Vec<i64>],
    result_groups: &[Vec<i64>],
    src_shape: &[i64],
    result_shape: &[i64],
) -> Option<Vec<Vec<i64>>> {
    if src_groups.is_empty() {
        return reassociation_for_collapse(src_shape, result_shape);
    }
    let sub = |shape: &[i64], g: &[i64]| -> Option<Vec<i64>> {
        let first = usize::try_from(*g.first()?).ok()?;
        shape.get(first..first + g.len()).map(<[i64]>::to_vec)
    };
    let mut composed = Vec::new();
    for (sg, rg) in src_groups.iter().zip(result_groups) {
        let (src_sub, result_sub) = (sub(src_shape, sg)?, sub(result_shape, rg)?);
        let dynamic = |s: &[i64]| s.iter().filter(|&&x| x == DYNAMIC).count();
        if dynamic(&src_sub) >= 2 && dynamic(&result_sub) >= 2 {
            return None;
        }
        let first = sg[0];
        if src_sub.len() == result_sub.len() {
            if src_sub != result_sub {
                return None;
            }
            composed.extend((0..sg.len() as i64).map(|i| vec![first + i]));
            continue;
        }
        for g in reassociation_for_collapse(&src_sub, &result_sub)? {
            composed.push(g.iter().map(|&i| first + i).collect());
        }
    }
    Some(composed)
}

/// An expand of a collapse is one collapse (to a lower rank) or one expand
/// (to a higher one) when the sizes say how each group regroups (MLIR's
/// `ComposeExpandOfCollapseOp`).
pub(crate) fn compose_expand_of_collapse(
    op: Operation,
    rw: &mut PatternRewriter<'_>,
) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let expand = ExpandShapeOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let collapse = body
        .defining_op(expand.src())
        .and_then(|d| CollapseShapeOp::cast(ctx, body, d))
        .ok_or(NoMatch)?;
    let src = collapse.src();
    let (src_ty, result_ty) = (body.value_type(src), body.value_type(expand.result()));
    let src_shape = shape_of(ctx, src_ty).ok_or(NoMatch)?;
    let result_shape = shape_of(ctx, result_ty).ok_or(NoMatch)?;
    if src_shape.len() == result_shape.len() {
        return Err(NoMatch);
    }
    let src_groups = collapse.reassociation().groups(ctx);
    let result_groups = expand.reassociation().groups(ctx);
    if src_shape.len() > result_shape.len() {
        let groups = collapsing_groups(&src_groups, &result_groups, &src_shape, &result_shape)
            .and_then(|g| groups_attr(ctx, &g))
            .ok_or(NoMatch)?;
        rw.replace_op_with(op, |b, loc| {
            CollapseShapeOp::build(b, loc, result_ty, src, groups)
        });
        return Ok(());
    }
    let groups = collapsing_groups(&result_groups, &src_groups, &result_shape, &src_shape)
        .and_then(|g| groups_attr(ctx, &g))
        .ok_or(NoMatch)?;
    let (sizes, statics) = (
        expand.output_shape().collect::<Vec<_>>(),
        expand.static_output_shape(),
    );
    rw.replace_op_with(op, |b, loc| {
        ExpandShapeOp::build(b, loc, result_ty, src, &sizes, groups, statics)
    });
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::reassociation_for_collapse as find;
    use ir::uniqued::types::DYNAMIC as D;

    #[test]
    fn static_groups() {
        assert_eq!(
            find(&[2, 3, 4, 5], &[6, 20]),
            Some(vec![vec![0, 1], vec![2, 3]])
        );
        assert_eq!(find(&[2, 3, 4], &[3, 8]), None);
        assert_eq!(find(&[1, 1], &[]), Some(vec![vec![0, 1]]));
        assert_eq!(find(&[1, 2], &[]), None);
    }

    #[test]
    fn unit_dimensions_may_go_either_way_only_at_group_edges() {
        assert_eq!(find(&[4, 1, 5], &[4, 5]), Some(vec![vec![0], vec![1, 2]]));
        assert_eq!(find(&[D, 2, D], &[D, D]), None);
        assert_eq!(find(&[2, 2, D], &[2, D]), None);
    }
}
