//! MLIR 22's canonicalization patterns of the memref view ops
//! (`MemRefOps.cpp`), under mlir-opt-22's debug names:
//!
//! - `memref.view`: `ViewOpShapeFolder` (constant sizes become static
//!   dimensions, cast back to the old type) and `ViewOpMemrefCastFolder`
//!   (a view of a `memref.cast` views the cast's source);
//! - `memref.subview`: the constant-argument folder MLIR instantiates as
//!   `OpWithOffsetSizesAndStridesConstantArgumentFolder<SubViewOp, ...>`
//!   (constant offsets, sizes and strides become static), the
//!   `SubViewOpMemRefCastFolder` (a subview of a cast that only makes the
//!   type more dynamic views the cast's source, then casts) and the
//!   `TrivialSubViewOpFolder` (a subview of the whole source at offset 0
//!   with unit strides is its source, or a cast of it);
//! - `memref.reinterpret_cast`:
//!   `ReinterpretCastOpExtractStridedMetadataFolder` (a cast rebuilding
//!   what `extract_strided_metadata` took apart is the original memref)
//!   and `ReinterpretCastOpConstantFolder` (constant or type-known
//!   offsets, sizes and strides become static).
//!
//! Offsets, sizes and strides are handled as MLIR's `OpFoldResult` lists
//! ([`Ofr`]: a static integer or an operand), split back into the static
//! attribute and the operands when an op is built
//! ([`crate::static_values`]). MLIR 22's
//! `ViewOpMemrefCastFolder` also folds a cast from an unranked memref,
//! which gives a view op that does not verify; here that case is left
//! alone.
//!
//! ```
//! use ir::transforms::rewrite::RewritePatternSet;
//!
//! let ctx = ir::Context::new();
//! let mut set = RewritePatternSet::new();
//! dialects::memref::canon_view::view_patterns(&mut set, &ctx);
//! let names: Vec<&str> = set.iter().map(|p| p.debug_name()).collect();
//! assert_eq!(
//!     names,
//!     [
//!         "(anonymous namespace)::ViewOpShapeFolder",
//!         "(anonymous namespace)::ViewOpMemrefCastFolder",
//!     ]
//! );
//! ```

use super::fold::can_fold_into_consumer;
use super::ops::*;
use super::verify::{Mixed, infer_subview_type, memref_rank_reduction_mask, slice_in_bounds};
use crate::static_values::{
    Ofr, constant_index, constant_int, fold_list, i64_array, mixed_list, split, statics,
};
use ir::prelude::*;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};
use ir::uniqued::types::DYNAMIC;

/// Replaces `op` by `memref.cast(new)` to `op`'s type (MLIR's
/// `replaceOpWithNewOp<CastOp>`).
fn replace_with_cast(rw: &mut PatternRewriter<'_>, op: Operation, new: Value) {
    let ty = rw.body().value_type(rw.body().result(op, 0));
    rw.replace_op_with(op, |b, loc| CastOp::build(b, loc, ty, new));
}

// --- memref.view ------------------------------------------------------------

/// `memref.view`'s canonicalization patterns, in MLIR's order.
pub fn view_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("memref.view");
    set.add_fn(
        "(anonymous namespace)::ViewOpShapeFolder",
        root,
        view_shape_folder,
    )
    .add_fn(
        "(anonymous namespace)::ViewOpMemrefCastFolder",
        root,
        view_memref_cast_folder,
    );
}

/// Sizes that `index` constants give become static dimensions of a new
/// view, cast back to the old type (MLIR's `ViewOpShapeFolder`).
fn view_shape_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let view = ViewOp::cast(ctx, body, op).ok_or(NoMatch)?;
    if body
        .operands(op)
        .all(|v| constant_index(ctx, body, v).is_none())
    {
        return Err(NoMatch);
    }
    let (loc, source, shift) = (body.op_loc(op), view.source(), view.byte_shift());
    let ty = body.value_type(view.result());
    ty.strides_and_offset(ctx).ok_or(NoMatch)?;
    let shape = ty.shape(ctx).ok_or(NoMatch)?;
    let sizes: Vec<Value> = view.sizes().collect();
    let mut sizes = sizes.into_iter();
    let mut new_shape = Vec::with_capacity(shape.len());
    let mut new_sizes = Vec::new();
    for &d in shape {
        if d != DYNAMIC {
            new_shape.push(d);
            continue;
        }
        let size = sizes.next().ok_or(NoMatch)?;
        match constant_index(ctx, body, size) {
            Some(c) => new_shape.push(c),
            None => {
                new_shape.push(DYNAMIC);
                new_sizes.push(size);
            }
        }
    }
    let new_ty = Type::memref(
        ctx,
        &new_shape,
        ty.element_type(ctx).ok_or(NoMatch)?,
        ty.memref_layout(ctx),
        ty.memory_space(ctx),
    )
    .map_err(|_| NoMatch)?;
    if new_ty == ty {
        return Err(NoMatch);
    }
    rw.set_insertion_point_before(op);
    let new = rw.build(|b| ViewOp::build(b, loc, new_ty, source, shift, &new_sizes));
    let new = rw.body().result(new, 0);
    replace_with_cast(rw, op, new);
    Ok(())
}

/// A view of a `memref.cast` views the cast's source (MLIR's
/// `ViewOpMemrefCastFolder`; MLIR 22 takes any cast, and from an unranked
/// memref builds a view that does not verify, which is not done here).
fn view_memref_cast_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let view = ViewOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let cast = body
        .defining_op(view.source())
        .and_then(|d| CastOp::cast(ctx, body, d))
        .ok_or(NoMatch)?;
    let source = cast.source();
    if body.value_type(source).rank(ctx).is_none() {
        return Err(NoMatch);
    }
    let ty = body.value_type(view.result());
    let (shift, sizes) = (view.byte_shift(), view.sizes().collect::<Vec<_>>());
    rw.replace_op_with(op, |b, loc| {
        ViewOp::build(b, loc, ty, source, shift, &sizes)
    });
    Ok(())
}

// --- memref.subview -----------------------------------------------------------

/// The name mlir-opt-22 gives subview's constant-argument folder.
const SUBVIEW_CONSTANT_FOLDER: &str = "mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::memref::SubViewOp, SubViewReturnTypeCanonicalizer, SubViewCanonicalizer>";

/// `memref.subview`'s canonicalization patterns, in MLIR's order.
pub fn subview_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("memref.subview");
    set.add_fn(SUBVIEW_CONSTANT_FOLDER, root, subview_constant_folder)
        .add_fn(
            "(anonymous namespace)::SubViewOpMemRefCastFolder",
            root,
            subview_memref_cast_folder,
        )
        .add_fn(
            "(anonymous namespace)::TrivialSubViewOpFolder",
            root,
            trivial_subview_folder,
        );
}

/// A subview's offsets, sizes and strides.
struct SubViewParts {
    offsets: Vec<Ofr>,
    sizes: Vec<Ofr>,
    strides: Vec<Ofr>,
}

fn subview_parts(ctx: &Context, s: SubViewOp<'_>) -> SubViewParts {
    SubViewParts {
        offsets: mixed_list(&s.static_offsets().values(ctx), s.offsets()),
        sizes: mixed_list(&s.static_sizes().values(ctx), s.sizes()),
        strides: mixed_list(&s.static_strides().values(ctx), s.strides()),
    }
}

impl SubViewParts {
    fn statics(&self) -> Mixed {
        Mixed {
            offsets: statics(&self.offsets).into(),
            sizes: statics(&self.sizes).into(),
            strides: statics(&self.strides).into(),
        }
    }
}

/// The type of a subview of `source` with `m`, with the dimensions
/// `dropped` removed (MLIR's `SubViewReturnTypeCanonicalizer` and
/// `getCanonicalSubViewResultType`). `None` for negative offsets or
/// sizes, zero strides (MLIR's `hasValidSizesOffsets`, `hasValidStrides`),
/// or a source that is not strided.
fn reduced_subview_type(ctx: &Context, source: Type, m: &Mixed, dropped: &[bool]) -> Option<Type> {
    let valid = |l: &[i64]| l.iter().all(|&v| v == DYNAMIC || v >= 0);
    if !valid(&m.offsets) || !valid(&m.sizes) || m.strides.contains(&0) {
        return None;
    }
    let full = infer_subview_type(ctx, source, m)?;
    if !dropped.contains(&true) {
        return Some(full);
    }
    let (strides, offset) = full.strides_and_offset(ctx)?;
    let shape = full.shape(ctx)?;
    let keep = |i: &usize| !dropped.get(*i).copied().unwrap_or(false);
    let new_shape: Vec<i64> = (0..shape.len()).filter(keep).map(|i| shape[i]).collect();
    let new_strides: Vec<i64> = (0..strides.len())
        .filter(keep)
        .map(|i| strides[i])
        .collect();
    let layout = Attribute::strided_layout(ctx, &new_strides, offset);
    Type::memref(
        ctx,
        &new_shape,
        full.element_type(ctx)?,
        Some(layout),
        full.memory_space(ctx),
    )
    .ok()
}

/// Builds a subview of `source` with `parts` at type `ty` before `op` and
/// replaces `op` with a cast of it to `op`'s type.
fn rebuild_subview(
    rw: &mut PatternRewriter<'_>,
    op: Operation,
    ty: Type,
    source: Value,
    parts: &SubViewParts,
) -> MatchResult {
    let ctx = rw.ctx();
    let (so, vo) = split(&parts.offsets);
    let (ss, vs) = split(&parts.sizes);
    let (st, vt) = split(&parts.strides);
    let (ao, a_s, at) = (
        i64_array(ctx, &so).ok_or(NoMatch)?,
        i64_array(ctx, &ss).ok_or(NoMatch)?,
        i64_array(ctx, &st).ok_or(NoMatch)?,
    );
    let loc = rw.body().op_loc(op);
    rw.set_insertion_point_before(op);
    let new = rw.build(|b| SubViewOp::build(b, loc, ty, source, &vo, &vs, &vt, ao, a_s, at));
    let new = rw.body().result(new, 0);
    replace_with_cast(rw, op, new);
    Ok(())
}

/// Constant offsets, sizes (non-negative ones) and strides become static
/// entries of a new subview, cast back to the old type (MLIR's
/// `OpWithOffsetSizesAndStridesConstantArgumentFolder`).
fn subview_constant_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let s = SubViewOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let mut parts = subview_parts(ctx, s);
    let folded = [
        fold_list(ctx, body, &mut parts.offsets, true),
        fold_list(ctx, body, &mut parts.sizes, true),
        fold_list(ctx, body, &mut parts.strides, false),
    ];
    if !folded.contains(&true) {
        return Err(NoMatch);
    }
    let source = s.source();
    let src_ty = body.value_type(source);
    let m = parts.statics();
    if !slice_in_bounds(src_ty.shape(ctx).unwrap_or(&[]), &m) {
        return Err(NoMatch);
    }
    let res_ty = body.value_type(s.result());
    let current = subview_parts(ctx, s).statics();
    let dropped = memref_rank_reduction_mask(ctx, src_ty, res_ty, &current.sizes).ok_or(NoMatch)?;
    let ty = reduced_subview_type(ctx, src_ty, &m, &dropped).ok_or(NoMatch)?;
    rebuild_subview(rw, op, ty, source, &parts)
}

/// A subview of a `memref.cast` that only makes the type more dynamic
/// views the cast's source and casts the result (MLIR's
/// `SubViewOpMemRefCastFolder`); left to the constant folder while an
/// operand is an `index` constant.
fn subview_memref_cast_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let s = SubViewOp::cast(ctx, body, op).ok_or(NoMatch)?;
    if body
        .operands(op)
        .any(|v| constant_index(ctx, body, v).is_some())
    {
        return Err(NoMatch);
    }
    let cast = body
        .defining_op(s.source())
        .and_then(|d| CastOp::cast(ctx, body, d))
        .ok_or(NoMatch)?;
    let (cast_src, cast_res) = (body.value_type(cast.source()), body.value_type(cast.dest()));
    if !can_fold_into_consumer(ctx, cast_src, cast_res) {
        return Err(NoMatch);
    }
    let parts = subview_parts(ctx, s);
    let m = parts.statics();
    let res_ty = body.value_type(s.result());
    let dropped = memref_rank_reduction_mask(ctx, cast_res, res_ty, &m.sizes).ok_or(NoMatch)?;
    let ty = reduced_subview_type(ctx, cast_src, &m, &dropped).ok_or(NoMatch)?;
    let source = cast.source();
    rebuild_subview(rw, op, ty, source, &parts)
}

/// A subview at offset 0 with unit strides over the whole of a source of
/// its own rank is the source, or a cast of it (MLIR's
/// `TrivialSubViewOpFolder`).
fn trivial_subview_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let s = SubViewOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let (src_ty, res_ty) = (body.value_type(s.source()), body.value_type(s.result()));
    let shape = src_ty.shape(ctx).ok_or(NoMatch)?;
    if Some(shape.len()) != res_ty.rank(ctx) {
        return Err(NoMatch);
    }
    let parts = subview_parts(ctx, s);
    let value = |o: Ofr| match o {
        Ofr::Static(v) => Some(v),
        Ofr::Value(v) => constant_int(ctx, body, v),
    };
    let all = |l: &[Ofr], want: &dyn Fn(usize) -> i64| {
        l.iter()
            .enumerate()
            .all(|(i, &o)| value(o).is_some_and(|v| v == want(i) && v != DYNAMIC))
    };
    if !all(&parts.offsets, &|_| 0) || !all(&parts.strides, &|_| 1) {
        return Err(NoMatch);
    }
    if !all(&parts.sizes, &|i| shape.get(i).copied().unwrap_or(DYNAMIC)) {
        return Err(NoMatch);
    }
    let source = s.source();
    if src_ty == res_ty {
        rw.replace_op(op, &[source]);
    } else {
        replace_with_cast(rw, op, source);
    }
    Ok(())
}

// --- memref.reinterpret_cast --------------------------------------------------

/// `memref.reinterpret_cast`'s canonicalization patterns, in MLIR's order.
pub fn reinterpret_cast_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("memref.reinterpret_cast");
    set.add_fn(
        "(anonymous namespace)::ReinterpretCastOpExtractStridedMetadataFolder",
        root,
        reinterpret_cast_of_metadata,
    )
    .add_fn(
        "(anonymous namespace)::ReinterpretCastOpConstantFolder",
        root,
        reinterpret_cast_constant_folder,
    );
}

/// `values` with the entries `known` gives statically, and the operands
/// constants define, made static (MLIR's `constifyIndexValues`).
fn constify(ctx: &Context, body: &Body, values: &[Ofr], known: &[i64]) -> Vec<Ofr> {
    values
        .iter()
        .zip(known)
        .map(|(&o, &k)| match (o, k) {
            (_, k) if k != DYNAMIC => Ofr::Static(k),
            (Ofr::Value(v), _) => constant_int(ctx, body, v).map_or(o, Ofr::Static),
            (o, _) => o,
        })
        .collect()
}

/// A reinterpret_cast's offset, sizes and strides with what its result
/// type knows made static (`getConstifiedMixedOffset` ...).
fn constified_cast(ctx: &Context, body: &Body, r: ReinterpretCastOp<'_>) -> Option<[Vec<Ofr>; 3]> {
    let ty = body.value_type(r.result());
    let (strides, offset) = ty.strides_and_offset(ctx)?;
    let shape = ty.shape(ctx)?;
    let offsets = mixed_list(&r.static_offsets().values(ctx), r.offsets());
    let sizes = mixed_list(&r.static_sizes().values(ctx), r.sizes());
    let st = mixed_list(&r.static_strides().values(ctx), r.strides());
    Some([
        constify(ctx, body, &offsets, &[offset]),
        constify(ctx, body, &sizes, shape),
        constify(ctx, body, &st, &strides),
    ])
}

/// What `extract_strided_metadata` gives, with what its source type
/// knows made static (`getConstifiedMixedOffset` ...).
fn constified_metadata(
    ctx: &Context,
    body: &Body,
    e: ExtractStridedMetadataOp<'_>,
) -> Option<[Vec<Ofr>; 3]> {
    let ty = body.value_type(e.source());
    let (strides, offset) = ty.strides_and_offset(ctx)?;
    let shape = ty.shape(ctx)?;
    let values = |vs: Vec<Value>| vs.into_iter().map(Ofr::Value).collect::<Vec<_>>();
    Some([
        constify(ctx, body, &[Ofr::Value(e.offset())], &[offset]),
        constify(ctx, body, &values(e.sizes().collect()), shape),
        constify(ctx, body, &values(e.strides().collect()), &strides),
    ])
}

/// A reinterpret_cast of the base buffer of `extract_strided_metadata(x)`
/// with `x`'s own offset, sizes and strides is `x` (cast to its type when
/// it differs); otherwise it reads `x`'s buffer directly (MLIR's
/// `ReinterpretCastOpExtractStridedMetadataFolder`).
fn reinterpret_cast_of_metadata(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let r = ReinterpretCastOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let meta = body
        .defining_op(r.source())
        .and_then(|d| ExtractStridedMetadataOp::cast(ctx, body, d))
        .ok_or(NoMatch)?;
    let source = meta.source();
    let noop = match (
        constified_metadata(ctx, body, meta),
        constified_cast(ctx, body, r),
    ) {
        (Some([mo, ms, mt]), Some([ro, rs, rt])) => mt == rt && ms == rs && mo == ro,
        _ => false,
    };
    if !noop {
        rw.modify_op_in_place(op, |v| v.set_operand(0, source));
        return Ok(());
    }
    if body.value_type(source) == body.value_type(r.result()) {
        rw.replace_op(op, &[source]);
    } else {
        replace_with_cast(rw, op, source);
    }
    Ok(())
}

/// Offsets, sizes and strides that the result type or a constant gives
/// become static entries of a new reinterpret_cast, cast back to the old
/// type (MLIR's `ReinterpretCastOpConstantFolder`).
fn reinterpret_cast_constant_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let r = ReinterpretCastOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let count = |l: &[i64]| l.iter().filter(|&&v| v != DYNAMIC).count();
    let before = count(&r.static_offsets().values(ctx))
        + count(&r.static_sizes().values(ctx))
        + count(&r.static_strides().values(ctx));
    let [offsets, sizes, strides] = constified_cast(ctx, body, r).ok_or(NoMatch)?;
    let (so, vo) = split(&offsets);
    let (ss, vs) = split(&sizes);
    let (st, vt) = split(&strides);
    if before == count(&so) + count(&ss) + count(&st) {
        return Err(NoMatch);
    }
    let source = r.source();
    let src_ty = body.value_type(source);
    let layout = Attribute::strided_layout(ctx, &st, *so.first().ok_or(NoMatch)?);
    let ty = Type::memref(
        ctx,
        &ss,
        src_ty.element_type(ctx).ok_or(NoMatch)?,
        Some(layout),
        src_ty.memory_space(ctx),
    )
    .map_err(|_| NoMatch)?;
    let (ao, a_s, at) = (
        i64_array(ctx, &so).ok_or(NoMatch)?,
        i64_array(ctx, &ss).ok_or(NoMatch)?,
        i64_array(ctx, &st).ok_or(NoMatch)?,
    );
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let new =
        rw.build(|b| ReinterpretCastOp::build(b, loc, ty, source, &vo, &vs, &vt, ao, a_s, at));
    let new = rw.body().result(new, 0);
    replace_with_cast(rw, op, new);
    Ok(())
}
