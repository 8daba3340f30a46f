//! MLIR 22's canonicalization patterns of `tensor.pad` (`TensorOps.cpp`),
//! under mlir-opt-22's debug names, in MLIR's order:
//! `FoldStaticZeroPadding` (padding by nothing is a cast),
//! `FoldSourceTensorCast` (a pad of a cast to a more dynamic type pads the
//! cast's source), `FoldTargetTensorCast` (a pad whose only user casts it
//! to a more static type gets that type), `FoldStaticPadding` (constant
//! paddings become static, and the result type with them),
//! `FoldOrthogonalPaddings` (a slice/pad pair of a slice/pad pair padding
//! other dimensions is one pair) and `FoldConsecutiveConstantPadding`
//! (two pads with the same padding value are one; paddings that are not
//! both known are added by a composed, folded `affine.apply`, as MLIR's
//! `makeComposedFoldedAffineApply` builds it).
//!
//! A new pad takes the old one's body: moved when the old pad goes, or
//! copied (its single block) when MLIR clones it.
//!
//! ```
//! use ir::transforms::rewrite::RewritePatternSet;
//!
//! let ctx = ir::Context::new();
//! let mut set = RewritePatternSet::new();
//! dialects::tensor::canon_pad::pad_patterns(&mut set, &ctx);
//! assert_eq!(set.len(), 6);
//! ```

use super::canon_shape::preserves_static_information;
use super::ops::*;
use crate::affine::canonicalize_map::make_composed_folded_apply;
use crate::static_values::{Ofr, constant_int, i64_array, mixed_list, split, statics};
use ir::prelude::*;
use ir::semantics::fold::constant_attr;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};
use ir::uniqued::attributes::{AffineBuilder, AffineMap};
use ir::uniqued::types::DYNAMIC;

/// `tensor.pad`'s canonicalization patterns, in MLIR's order.
pub fn pad_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("tensor.pad");
    set.add_fn(
        "(anonymous namespace)::FoldStaticZeroPadding",
        root,
        fold_static_zero_padding,
    )
    .add_fn(
        "(anonymous namespace)::FoldSourceTensorCast",
        root,
        fold_source_tensor_cast,
    )
    .add_fn(
        "(anonymous namespace)::FoldTargetTensorCast",
        root,
        fold_target_tensor_cast,
    )
    .add_fn(
        "(anonymous namespace)::FoldOrthogonalPaddings",
        root,
        fold_orthogonal_paddings,
    )
    .add_fn(
        "(anonymous namespace)::FoldStaticPadding",
        root,
        fold_static_padding,
    )
    .add_fn(
        "(anonymous namespace)::FoldConsecutiveConstantPadding",
        root,
        fold_consecutive_constant_padding,
    );
}

/// A pad's low and high paddings.
fn paddings(ctx: &Context, pad: PadOp<'_>) -> (Vec<Ofr>, Vec<Ofr>) {
    (
        mixed_list(&pad.static_low().values(ctx), pad.low()),
        mixed_list(&pad.static_high().values(ctx), pad.high()),
    )
}

/// The integer an entry stands for, when known.
fn known(ctx: &Context, body: &Body, o: Ofr) -> Option<i64> {
    match o {
        Ofr::Static(v) => (v != DYNAMIC).then_some(v),
        Ofr::Value(v) => constant_int(ctx, body, v),
    }
}

/// How a new pad gets its body from an old one.
#[derive(Copy, Clone, PartialEq, Eq)]
enum PadBody {
    /// The old region's blocks move over (MLIR's `takeBody`,
    /// `inlineRegionBefore`).
    Move,
    /// The old region's single block is copied (MLIR's `cloneInto`).
    Copy,
}

/// Builds a pad of `source` at the rewriter's insertion point, with the
/// paddings, `nofold` and the body of `old`.
fn build_pad(
    rw: &mut PatternRewriter<'_>,
    old: Operation,
    ty: Type,
    source: Value,
    (low, high): (&[Ofr], &[Ofr]),
    how: PadBody,
) -> Option<Value> {
    let ctx = rw.ctx();
    let pad = PadOp::cast(ctx, rw.body(), old)?;
    let (loc, nofold) = (rw.body().op_loc(old), pad.nofold());
    let (sl, vl) = split(low);
    let (sh, vh) = split(high);
    let (al, ah) = (i64_array(ctx, &sl)?, i64_array(ctx, &sh)?);
    let new = rw.build(|b| PadOp::build(b, loc, ty, source, &vl, &vh, al, ah, nofold));
    // The builder gave the region a block of its own; the old body
    // replaces it (that of a copy of the old pad when MLIR clones it).
    let from = match how {
        PadBody::Move => old,
        PadBody::Copy => {
            rw.set_insertion_point_before(new);
            rw.clone_op(old)
        }
    };
    let (from_region, new_region) = (rw.body().regions(from)[0], rw.body().regions(new)[0]);
    if let Some(made) = rw.body().entry_block(new_region) {
        rw.erase_block(made);
    }
    rw.inline_region_before(from_region, new_region, None);
    if how == PadBody::Copy {
        rw.erase_op(from);
    }
    rw.set_insertion_point_before(old);
    Some(rw.body().result(new, 0))
}

/// Padding by nothing (not `nofold`) is a cast to the result type (MLIR's
/// `FoldStaticZeroPadding`).
fn fold_static_zero_padding(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let pad = PadOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let (low, high) = paddings(ctx, pad);
    let zero = |l: &[Ofr]| l.iter().all(|&o| known(ctx, body, o) == Some(0));
    if !zero(&low) || !zero(&high) || pad.nofold().is_some() {
        return Err(NoMatch);
    }
    let (ty, source) = (body.value_type(pad.result()), pad.source());
    rw.replace_op_with(op, |b, loc| CastOp::build(b, loc, ty, source));
    Ok(())
}

/// MLIR's `PadOp::inferResultType` with a result shape: the padded sizes
/// where the source size and both paddings are static, `shape`'s
/// elsewhere.
fn padded_type(
    ctx: &Context,
    source: Type,
    low: &[i64],
    high: &[i64],
    shape: &[i64],
) -> Option<Type> {
    let src = source.shape(ctx)?;
    if low.len() != src.len() || high.len() != src.len() || shape.len() != src.len() {
        return None;
    }
    let dims: Vec<i64> = (0..src.len())
        .map(|i| {
            if [src[i], low[i], high[i]].contains(&DYNAMIC) {
                shape[i]
            } else {
                src[i] + low[i] + high[i]
            }
        })
        .collect();
    Type::ranked_tensor(ctx, &dims, source.element_type(ctx)?, None).ok()
}

/// A pad of a cast to a more dynamic type pads the cast's source: in place
/// when the result type stays, else a new pad cast back (MLIR's
/// `FoldSourceTensorCast`).
fn fold_source_tensor_cast(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let pad = PadOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let cast = body
        .defining_op(pad.source())
        .and_then(|d| CastOp::cast(ctx, body, d))
        .ok_or(NoMatch)?;
    let (src, res) = (body.value_type(cast.source()), body.value_type(cast.dest()));
    if !preserves_static_information(ctx, res, src) {
        return Err(NoMatch);
    }
    let old = body.value_type(pad.result());
    let (sl, sh) = (pad.static_low().values(ctx), pad.static_high().values(ctx));
    let ty = padded_type(ctx, src, &sl, &sh, old.shape(ctx).ok_or(NoMatch)?).ok_or(NoMatch)?;
    let source = cast.source();
    if ty == old {
        rw.modify_op_in_place(op, |v| v.set_operand(0, source));
        return Ok(());
    }
    let (low, high) = paddings(ctx, pad);
    // MLIR builds the new pad on the old pad's source (the cast); the
    // pattern runs again on it to read through the cast in place.
    let old_source = pad.source();
    rw.set_insertion_point_before(op);
    let new = build_pad(rw, op, ty, old_source, (&low, &high), PadBody::Copy).ok_or(NoMatch)?;
    rw.replace_op_with(op, |b, loc| CastOp::build(b, loc, old, new));
    Ok(())
}

/// A pad whose only user casts it to a more static type gets that type,
/// replacing both (MLIR's `FoldTargetTensorCast`).
fn fold_target_tensor_cast(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let pad = PadOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let result = pad.result();
    let mut uses = body.uses(result);
    let (Some(only), None) = (uses.next(), uses.next()) else {
        return Err(NoMatch);
    };
    let user = body.use_owner(only);
    let cast = CastOp::cast(ctx, body, user).ok_or(NoMatch)?;
    let ty = body.value_type(cast.dest());
    if !preserves_static_information(ctx, body.value_type(result), ty) {
        return Err(NoMatch);
    }
    let (low, high) = paddings(ctx, pad);
    let source = pad.source();
    rw.set_insertion_point_before(op);
    let new = build_pad(rw, op, ty, source, (&low, &high), PadBody::Move).ok_or(NoMatch)?;
    rw.replace_op(op, &[new]);
    rw.replace_op(user, &[new]);
    Ok(())
}

/// Paddings that constants give become static, and the result type gets
/// the sizes they determine; the new pad is cast back (MLIR's
/// `FoldStaticPadding`).
fn fold_static_padding(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let pad = PadOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let input = body.value_type(pad.source()).shape(ctx).ok_or(NoMatch)?;
    let old = body.value_type(pad.result());
    let output = old.shape(ctx).ok_or(NoMatch)?;
    let (mut low, mut high) = paddings(ctx, pad);
    if input.len() != output.len() || low.len() != input.len() || high.len() != input.len() {
        return Err(NoMatch);
    }
    for o in low.iter_mut().chain(high.iter_mut()) {
        if let Ofr::Value(v) = *o
            && let Some(c) = constant_int(ctx, body, v)
        {
            *o = Ofr::Static(c);
        }
    }
    let (sl, sh) = (split(&low).0, split(&high).0);
    let dims: Vec<i64> = (0..input.len())
        .map(|i| {
            if output[i] != DYNAMIC {
                output[i]
            } else if [input[i], sl[i], sh[i]].contains(&DYNAMIC) {
                DYNAMIC
            } else {
                input[i] + sl[i] + sh[i]
            }
        })
        .collect();
    if dims == output || dims.iter().all(|&d| d == DYNAMIC) {
        return Err(NoMatch);
    }
    let element = old.element_type(ctx).ok_or(NoMatch)?;
    let ty = Type::ranked_tensor(ctx, &dims, element, None).map_err(|_| NoMatch)?;
    let source = pad.source();
    rw.set_insertion_point_before(op);
    let new = build_pad(rw, op, ty, source, (&low, &high), PadBody::Copy).ok_or(NoMatch)?;
    rw.replace_op_with(op, |b, loc| CastOp::build(b, loc, old, new));
    Ok(())
}

/// The padding value of a pad when it is a constant or defined outside
/// its body (MLIR's `getConstantPaddingValue`).
fn constant_padding_value(ctx: &Context, body: &Body, pad: Operation) -> Option<Value> {
    let block = body.entry_block(body.regions(pad)[0])?;
    let terminator = body.last_op(block)?;
    YieldOp::cast(ctx, body, terminator)?;
    let value = body.operand(terminator, 0);
    if constant_attr(ctx, body, value).is_some() {
        return Some(value);
    }
    let inside = match body.value_def(value) {
        ir::ValueDef::Result(d, _) => body.parent_block(d) == Some(block),
        ir::ValueDef::BlockArgument(b, _) => b == block,
    };
    (!inside).then_some(value)
}

/// `d0 + d1`, the map MLIR adds two paddings with.
fn sum_map() -> Option<AffineMap> {
    let mut b = AffineBuilder::new();
    let (d0, d1) = (b.dim(0), b.dim(1));
    let sum = b.add(d0, d1);
    AffineMap::new(&b, 2, 0, &[sum]).ok()
}

/// A pad of a pad with the same constant padding value (neither
/// `nofold`) is one pad of the inner source, the paddings added (MLIR's
/// `FoldConsecutiveConstantPadding`).
fn fold_consecutive_constant_padding(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let pad = PadOp::cast(ctx, body, op).ok_or(NoMatch)?;
    if pad.nofold().is_some() {
        return rw.notify_match_failure(op, || "skipping unfoldable pad".into());
    }
    let Some(producer) = body
        .defining_op(pad.source())
        .and_then(|d| PadOp::cast(ctx, body, d))
        .filter(|p| p.nofold().is_none())
    else {
        return rw.notify_match_failure(op, || "producer is not a foldable tensor.pad op".into());
    };
    let value = constant_padding_value(ctx, body, op);
    if value.is_none() || value != constant_padding_value(ctx, body, producer.0.op) {
        return rw.notify_match_failure(op, || {
            "cannot fold PadOps with different or non-constant padding values".into()
        });
    }
    let ((cl, ch), (pl, ph)) = (paddings(ctx, pad), paddings(ctx, producer));
    let (ty, source, loc) = (
        body.value_type(pad.result()),
        producer.source(),
        body.op_loc(op),
    );
    let map = sum_map().ok_or(NoMatch)?;
    rw.set_insertion_point_before(op);
    let mut add = |c: &[Ofr], p: &[Ofr]| -> Option<Vec<Ofr>> {
        c.iter()
            .zip(p)
            .map(|(&x, &y)| make_composed_folded_apply(rw, loc, &map, &[x, y]))
            .collect()
    };
    let high = add(&ch, &ph).ok_or(NoMatch)?;
    let low = add(&cl, &pl).ok_or(NoMatch)?;
    let new = build_pad(rw, op, ty, source, (&low, &high), PadBody::Move).ok_or(NoMatch)?;
    rw.replace_op(op, &[new]);
    Ok(())
}

/// The dimensions a pad pads: where its low or high padding is not a
/// known zero (MLIR's `getPaddedDims`).
fn padded_dims(ctx: &Context, body: &Body, low: &[Ofr], high: &[Ofr]) -> Vec<bool> {
    low.iter()
        .zip(high)
        .map(|(&l, &h)| known(ctx, body, l) != Some(0) || known(ctx, body, h) != Some(0))
        .collect()
}

/// A slice's offsets, sizes and strides.
fn slice_lists(ctx: &Context, s: ExtractSliceOp<'_>) -> [Vec<Ofr>; 3] {
    [
        mixed_list(&s.static_offsets().values(ctx), s.offsets()),
        mixed_list(&s.static_sizes().values(ctx), s.sizes()),
        mixed_list(&s.static_strides().values(ctx), s.strides()),
    ]
}

/// `pad(slice(pad(slice(x))))` where the pads only pad high, different
/// dimensions, with one constant value, and the slices have unit strides:
/// one slice of `x` and one pad (MLIR's `FoldOrthogonalPaddings`).
fn fold_orthogonal_paddings(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let pad = PadOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let def = |v: Value| body.defining_op(v);
    let inner_slice = def(pad.source())
        .and_then(|d| ExtractSliceOp::cast(ctx, body, d))
        .ok_or(NoMatch)?;
    let outer_pad = def(inner_slice.source())
        .and_then(|d| PadOp::cast(ctx, body, d))
        .filter(|p| p.nofold().is_none())
        .ok_or(NoMatch)?;
    let outer_slice = def(outer_pad.source())
        .and_then(|d| ExtractSliceOp::cast(ctx, body, d))
        .ok_or(NoMatch)?;
    let rank = body.value_type(pad.source()).rank(ctx).ok_or(NoMatch)?;
    if body.value_type(outer_slice.source()).rank(ctx) != Some(rank) {
        return rw.notify_match_failure(op, || "cannot fold rank-reducing chain".into());
    }
    let [io, is, it] = slice_lists(ctx, inner_slice);
    let [oo, os, ot] = slice_lists(ctx, outer_slice);
    let unit = |l: &[Ofr]| l.iter().all(|&o| known(ctx, body, o) == Some(1));
    if !unit(&it) || !unit(&ot) {
        return rw
            .notify_match_failure(op, || "cannot fold non-unit stride ExtractSliceOps".into());
    }
    let ((low, high), (olow, ohigh)) = (paddings(ctx, pad), paddings(ctx, outer_pad));
    let zero = |l: &[Ofr]| l.iter().all(|&o| known(ctx, body, o) == Some(0));
    if !zero(&low) || !zero(&olow) {
        return rw.notify_match_failure(op, || "cannot fold PadOps with low padding".into());
    }
    let value_attr = |p: Operation| {
        constant_padding_value(ctx, body, p).and_then(|v| constant_attr(ctx, body, v))
    };
    let (inner_value, outer_value) = (value_attr(op), value_attr(outer_pad.0.op));
    if inner_value.is_none() || inner_value != outer_value {
        return rw.notify_match_failure(op, || {
            "cannot fold PadOps with different padding values".into()
        });
    }
    let inner_dims = padded_dims(ctx, body, &low, &high);
    let outer_dims = padded_dims(ctx, body, &olow, &ohigh);
    if inner_dims.iter().zip(&outer_dims).any(|(&a, &b)| a && b) {
        return rw.notify_match_failure(op, || {
            "cannot fold PadOps with common padding dimensions".into()
        });
    }
    let mut offsets = Vec::with_capacity(rank);
    for i in 0..rank {
        if !inner_dims[i] && known(ctx, body, io[i]) == Some(0) {
            offsets.push(oo[i]);
        } else if !outer_dims[i] && known(ctx, body, oo[i]) == Some(0) {
            offsets.push(io[i]);
        } else {
            return rw.notify_match_failure(op, || {
                "cannot find zero-offset and zero-padding pair".into()
            });
        }
    }
    let inner_source = body.value_type(inner_slice.source());
    let inner_shape = inner_source.shape(ctx).ok_or(NoMatch)?;
    let mut sizes = is.clone();
    for i in (0..rank).filter(|&i| outer_dims[i]) {
        if known(ctx, body, is[i]) != Some(inner_shape[i]) || inner_shape[i] == DYNAMIC {
            return rw.notify_match_failure(op, || {
                "cannot fold since the inner ExtractSliceOp size does not match the size of the outer padding".into()
            });
        }
        sizes[i] = os[i];
    }
    let new_high: Vec<Ofr> = (0..rank)
        .map(|i| {
            if inner_dims[i] {
                high[i]
            } else if outer_dims[i] {
                ohigh[i]
            } else {
                Ofr::Static(0)
            }
        })
        .collect();
    let source = outer_slice.source();
    let src_ty = body.value_type(source);
    let slice_ty = Type::ranked_tensor(
        ctx,
        &statics(&sizes),
        src_ty.element_type(ctx).ok_or(NoMatch)?,
        src_ty.tensor_encoding(ctx),
    )
    .map_err(|_| NoMatch)?;
    let (so, vo) = split(&offsets);
    let (ss, vs) = split(&sizes);
    let (st, vt) = split(&it);
    let arrays = (
        i64_array(ctx, &so).ok_or(NoMatch)?,
        i64_array(ctx, &ss).ok_or(NoMatch)?,
        i64_array(ctx, &st).ok_or(NoMatch)?,
    );
    let (loc, ty) = (body.op_loc(op), body.value_type(pad.result()));
    rw.set_insertion_point_before(op);
    let slice = rw.build(|b| {
        ExtractSliceOp::build(
            b, loc, slice_ty, source, &vo, &vs, &vt, arrays.0, arrays.1, arrays.2,
        )
    });
    let slice = rw.body().result(slice, 0);
    let new = build_pad(rw, op, ty, slice, (&low, &new_high), PadBody::Move).ok_or(NoMatch)?;
    rw.replace_op(op, &[new]);
    Ok(())
}
