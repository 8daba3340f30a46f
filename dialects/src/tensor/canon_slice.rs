//! MLIR 22's canonicalization patterns of `tensor.extract_slice` and
//! `tensor.insert_slice` (`TensorOps.cpp`), and `tensor.cast`'s
//! `TensorCastExtractSlice`, under mlir-opt-22's debug names:
//!
//! - `extract_slice`: the constant-argument folder MLIR instantiates as
//!   `OpWithOffsetSizesAndStridesConstantArgumentFolder<ExtractSliceOp,
//!   ...>` (constant offsets, sizes and strides become static, the result
//!   cast back when its type changes) and `ExtractSliceOpCastFolder` (a
//!   slice of a cast to a more dynamic type slices the cast's source);
//! - `insert_slice`: `InsertSliceOpConstantArgumentFolder` (the same,
//!   casting the source to the type the new sizes give),
//!   `InsertSliceOpCastFolder` (casts to more dynamic types of the source
//!   or destination are looked through, the result cast back) and
//!   `InsertSliceOpSourceCastInserter` (sizes that constants give cast
//!   the source to a more static type);
//! - `cast`: `TensorCastExtractSlice` (a cast of a slice to a more static
//!   type is a slice of that type).
//!
//! The entries are [`Ofr`]s ([`crate::static_values`]), as in MLIR.
//!
//! ```
//! use ir::transforms::rewrite::RewritePatternSet;
//!
//! let ctx = ir::Context::new();
//! let mut set = RewritePatternSet::new();
//! dialects::tensor::canon_slice::insert_slice_patterns(&mut set, &ctx);
//! let names: Vec<&str> = set.iter().map(|p| p.debug_name()).collect();
//! assert_eq!(
//!     names[1],
//!     "(anonymous namespace)::InsertSliceOpCastFolder<mlir::tensor::InsertSliceOp>"
//! );
//! ```

use super::canon_shape::preserves_static_information;
use super::ops::*;
use super::slice::slice_in_bounds;
use crate::static_values::{
    Ofr, constant_index, constant_int, fold_list, i64_array, mixed_list, rank_reduction_mask,
    split, statics,
};
use ir::prelude::*;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};
use ir::uniqued::types::DYNAMIC;

/// A slice op's offsets, sizes and strides.
struct Parts {
    offsets: Vec<Ofr>,
    sizes: Vec<Ofr>,
    strides: Vec<Ofr>,
}

/// The [`Parts`] of either slice op (their handles share the accessor
/// names, not a type).
macro_rules! parts_of {
    ($ctx:expr, $op:expr) => {{
        let (ctx, op) = ($ctx, $op);
        Parts {
            offsets: mixed_list(&op.static_offsets().values(ctx), op.offsets()),
            sizes: mixed_list(&op.static_sizes().values(ctx), op.sizes()),
            strides: mixed_list(&op.static_strides().values(ctx), op.strides()),
        }
    }};
}

impl Parts {
    /// Folds constant operands: offsets and sizes when non-negative,
    /// strides when `stride_ok` accepts them; `true` when one folded.
    fn fold(&mut self, ctx: &Context, body: &Body, nonzero_strides: bool) -> bool {
        let o = fold_list(ctx, body, &mut self.offsets, true);
        let s = fold_list(ctx, body, &mut self.sizes, true);
        let mut t = false;
        for e in self.strides.iter_mut() {
            if let Ofr::Value(v) = *e
                && let Some(c) = constant_int(ctx, body, v)
                && !(nonzero_strides && c == 0)
            {
                *e = Ofr::Static(c);
                t = true;
            }
        }
        o || s || t
    }

    fn in_bounds(&self, shape: &[i64]) -> bool {
        slice_in_bounds(
            shape,
            [
                &statics(&self.offsets),
                &statics(&self.sizes),
                &statics(&self.strides),
            ],
        )
    }

    /// The static attributes and operands, for a builder.
    fn split(&self, ctx: &Context) -> Option<([DenseI64ArrayAttr; 3], [Vec<Value>; 3])> {
        let (so, vo) = split(&self.offsets);
        let (ss, vs) = split(&self.sizes);
        let (st, vt) = split(&self.strides);
        Some((
            [
                i64_array(ctx, &so)?,
                i64_array(ctx, &ss)?,
                i64_array(ctx, &st)?,
            ],
            [vo, vs, vt],
        ))
    }
}

/// MLIR's `ExtractSliceOp::inferCanonicalRankReducedResultType`: the
/// static sizes with `source`'s element type (and encoding, when no
/// dimension is dropped), the first unit dimensions dropped until the
/// rank is `rank`.
fn canonical_slice_type(ctx: &Context, rank: usize, source: Type, sizes: &[i64]) -> Option<Type> {
    let mut drop = sizes.len().saturating_sub(rank);
    // MLIR keeps the encoding only when no dimension is dropped.
    let encoding = (drop == 0).then(|| source.tensor_encoding(ctx)).flatten();
    let shape: Vec<i64> = sizes
        .iter()
        .copied()
        .filter(|&d| {
            if drop > 0 && d == 1 {
                drop -= 1;
                return false;
            }
            true
        })
        .collect();
    Type::ranked_tensor(ctx, &shape, source.element_type(ctx)?, encoding).ok()
}

/// Builds `tensor.extract_slice` of `source` with `parts` at type `ty`.
fn build_extract(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    ty: Type,
    source: Value,
    parts: &Parts,
) -> Option<Value> {
    let ([ao, a_s, at], [vo, vs, vt]) = parts.split(rw.ctx())?;
    let op = rw.build(|b| ExtractSliceOp::build(b, loc, ty, source, &vo, &vs, &vt, ao, a_s, at));
    Some(rw.body().result(op, 0))
}

/// Builds `tensor.insert_slice` of `source` into `dest` with `parts`.
fn build_insert(
    rw: &mut PatternRewriter<'_>,
    loc: Location,
    source: Value,
    dest: Value,
    parts: &Parts,
) -> Option<Value> {
    let ty = rw.body().value_type(dest);
    let ([ao, a_s, at], [vo, vs, vt]) = parts.split(rw.ctx())?;
    let op =
        rw.build(|b| InsertSliceOp::build(b, loc, ty, source, dest, &vo, &vs, &vt, ao, a_s, at));
    Some(rw.body().result(op, 0))
}

/// `value` as `ty`: itself, or a `tensor.cast` of it built at the
/// rewriter's insertion point.
fn cast_to(rw: &mut PatternRewriter<'_>, loc: Location, ty: Type, value: Value) -> Value {
    if rw.body().value_type(value) == ty {
        return value;
    }
    let c = rw.build(|b| CastOp::build(b, loc, ty, value));
    rw.body().result(c, 0)
}

/// MLIR's `canFoldIntoConsumerOp` for a `tensor.cast`: its source is at
/// least as static as its result. The cast's source when so.
fn foldable_cast_source(ctx: &Context, body: &Body, v: Value) -> Option<Value> {
    let cast = CastOp::cast(ctx, body, body.defining_op(v)?)?;
    let (src, res) = (body.value_type(cast.source()), body.value_type(cast.dest()));
    preserves_static_information(ctx, res, src).then(|| cast.source())
}

// --- tensor.extract_slice -------------------------------------------------------

/// The name mlir-opt-22 gives extract_slice's constant-argument folder.
const EXTRACT_SLICE_CONSTANT_FOLDER: &str = "mlir::OpWithOffsetSizesAndStridesConstantArgumentFolder<mlir::tensor::ExtractSliceOp, SliceReturnTypeCanonicalizer, SliceCanonicalizer>";

/// `tensor.extract_slice`'s canonicalization patterns, in MLIR's order.
pub fn extract_slice_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("tensor.extract_slice");
    set.add_fn(
        EXTRACT_SLICE_CONSTANT_FOLDER,
        root,
        extract_slice_constant_folder,
    )
    .add_fn(
        "(anonymous namespace)::ExtractSliceOpCastFolder",
        root,
        extract_slice_cast_folder,
    );
}

/// Constant offsets, sizes and strides of a slice become static; the new
/// slice is cast back to the old type when its own differs (MLIR's
/// `OpWithOffsetSizesAndStridesConstantArgumentFolder` with
/// `SliceReturnTypeCanonicalizer` and `SliceCanonicalizer`).
fn extract_slice_constant_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let slice = ExtractSliceOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let mut parts = parts_of!(ctx, slice);
    if !parts.fold(ctx, body, false) {
        return Err(NoMatch);
    }
    let (source, old) = (slice.source(), body.value_type(slice.result()));
    let src_ty = body.value_type(source);
    if !parts.in_bounds(src_ty.shape(ctx).ok_or(NoMatch)?) {
        return Err(NoMatch);
    }
    let rank = old.rank(ctx).ok_or(NoMatch)?;
    let ty = canonical_slice_type(ctx, rank, src_ty, &statics(&parts.sizes)).ok_or(NoMatch)?;
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let new = build_extract(rw, loc, ty, source, &parts).ok_or(NoMatch)?;
    let new = cast_to(rw, loc, old, new);
    rw.replace_op(op, &[new]);
    Ok(())
}

/// A slice of a cast to a more dynamic type slices the cast's source
/// (MLIR's `ExtractSliceOpCastFolder`); left to the constant folder while
/// an operand is an `index` constant.
fn extract_slice_cast_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let slice = ExtractSliceOp::cast(ctx, body, op).ok_or(NoMatch)?;
    if body
        .operands(op)
        .any(|v| constant_index(ctx, body, v).is_some())
    {
        return Err(NoMatch);
    }
    let source = foldable_cast_source(ctx, body, slice.source()).ok_or(NoMatch)?;
    let parts = parts_of!(ctx, slice);
    let (loc, ty) = (body.op_loc(op), body.value_type(slice.result()));
    rw.set_insertion_point_before(op);
    let new = build_extract(rw, loc, ty, source, &parts).ok_or(NoMatch)?;
    rw.replace_op(op, &[new]);
    Ok(())
}

// --- tensor.insert_slice ----------------------------------------------------------

/// `tensor.insert_slice`'s canonicalization patterns, in MLIR's order.
pub fn insert_slice_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("tensor.insert_slice");
    set.add_fn(
        "(anonymous namespace)::InsertSliceOpConstantArgumentFolder<mlir::tensor::InsertSliceOp>",
        root,
        insert_slice_constant_folder,
    )
    .add_fn(
        "(anonymous namespace)::InsertSliceOpCastFolder<mlir::tensor::InsertSliceOp>",
        root,
        insert_slice_cast_folder,
    )
    .add_fn(
        "(anonymous namespace)::InsertSliceOpSourceCastInserter<mlir::tensor::InsertSliceOp>",
        root,
        insert_slice_source_cast_inserter,
    );
}

/// Constant offsets, sizes (non-negative) and strides (non-zero) become
/// static; the source is cast to the type the new sizes give (MLIR's
/// `InsertSliceOpConstantArgumentFolder`).
fn insert_slice_constant_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let insert = InsertSliceOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let mut parts = parts_of!(ctx, insert);
    if !parts.fold(ctx, body, true) {
        return Err(NoMatch);
    }
    let (source, dest) = (insert.source(), insert.dest());
    let dest_ty = body.value_type(dest);
    if !parts.in_bounds(dest_ty.shape(ctx).ok_or(NoMatch)?) {
        return Err(NoMatch);
    }
    let rank = body.value_type(source).rank(ctx).ok_or(NoMatch)?;
    let ty = canonical_slice_type(ctx, rank, dest_ty, &statics(&parts.sizes)).ok_or(NoMatch)?;
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let source = cast_to(rw, loc, ty, source);
    let new = build_insert(rw, loc, source, dest, &parts).ok_or(NoMatch)?;
    rw.replace_op(op, &[new]);
    Ok(())
}

/// Whether `source` may be inserted into `dest` with these static lists:
/// its type is the slice type or a rank-reduced one (MLIR's
/// `verifyInsertSliceOp`).
fn insert_verifies(ctx: &Context, source: Type, dest: Type, sizes: &[i64]) -> bool {
    let Some(expected) = dest
        .element_type(ctx)
        .and_then(|e| Type::ranked_tensor(ctx, sizes, e, dest.tensor_encoding(ctx)).ok())
    else {
        return false;
    };
    super::slice::is_rank_reduced(ctx, expected, source)
}

/// Casts to more dynamic types of the source or the destination are
/// looked through, the sizes taking the source's static ones, and the
/// result is cast back to the old type (MLIR's `InsertSliceOpCastFolder`);
/// left to the constant folder while an operand is an `index` constant.
fn insert_slice_cast_folder(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let insert = InsertSliceOp::cast(ctx, body, op).ok_or(NoMatch)?;
    if body
        .operands(op)
        .any(|v| constant_index(ctx, body, v).is_some())
    {
        return Err(NoMatch);
    }
    let src_cast = foldable_cast_source(ctx, body, insert.source());
    let dst_cast = foldable_cast_source(ctx, body, insert.dest());
    if src_cast.is_none() && dst_cast.is_none() {
        return Err(NoMatch);
    }
    let src = src_cast.unwrap_or(insert.source());
    let dst = dst_cast.unwrap_or(insert.dest());
    let (src_ty, dst_ty) = (body.value_type(src), body.value_type(dst));
    let src_shape = src_ty.shape(ctx).ok_or(NoMatch)?;
    dst_ty.shape(ctx).ok_or(NoMatch)?;
    let mut parts = parts_of!(ctx, insert);
    let mut sizes = statics(&parts.sizes);
    let mask = rank_reduction_mask(&sizes, src_shape, true).ok_or(NoMatch)?;
    let mut r = 0;
    for (i, size) in sizes.iter_mut().enumerate() {
        if !mask[i] && src_shape.get(r).is_some_and(|&d| d != DYNAMIC) {
            parts.sizes[i] = Ofr::Static(src_shape[r]);
            *size = src_shape[r];
            r += 1;
        }
    }
    if !insert_verifies(ctx, src_ty, dst_ty, &sizes) {
        return Err(NoMatch);
    }
    let (loc, old) = (body.op_loc(op), body.value_type(insert.result()));
    rw.set_insertion_point_before(op);
    let new = build_insert(rw, loc, src, dst, &parts).ok_or(NoMatch)?;
    let new = cast_to(rw, loc, old, new);
    rw.replace_op(op, &[new]);
    Ok(())
}

/// Sizes that constants give make the source's type more static: the
/// source is cast to it (MLIR's `InsertSliceOpSourceCastInserter`).
fn insert_slice_source_cast_inserter(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let insert = InsertSliceOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let (source, dest) = (insert.source(), insert.dest());
    let src_ty = body.value_type(source);
    let shape = src_ty.shape(ctx).ok_or(NoMatch)?;
    if Some(shape.len()) != body.value_type(dest).rank(ctx) {
        return Err(NoMatch);
    }
    let parts = parts_of!(ctx, insert);
    let mut new_shape = shape.to_vec();
    for (d, &s) in new_shape.iter_mut().zip(&parts.sizes) {
        let c = match s {
            Ofr::Static(c) if c != DYNAMIC => Some(c),
            Ofr::Value(v) => constant_int(ctx, body, v),
            _ => None,
        };
        if let Some(c) = c {
            if c < 0 {
                return Err(NoMatch);
            }
            *d = c;
        }
    }
    let element = src_ty.element_type(ctx).ok_or(NoMatch)?;
    let new_ty = Type::ranked_tensor(ctx, &new_shape, element, src_ty.tensor_encoding(ctx))
        .map_err(|_| NoMatch)?;
    let compatible = shape
        .iter()
        .zip(&new_shape)
        .all(|(&a, &b)| a == DYNAMIC || b == DYNAMIC || a == b);
    if new_ty == src_ty || !preserves_static_information(ctx, src_ty, new_ty) || !compatible {
        return Err(NoMatch);
    }
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let cast = cast_to(rw, loc, new_ty, source);
    let new = build_insert(rw, loc, cast, dest, &parts).ok_or(NoMatch)?;
    rw.replace_op(op, &[new]);
    Ok(())
}

// --- tensor.cast ------------------------------------------------------------------

/// `tensor.cast`'s patterns on slices.
pub fn cast_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    set.add_fn(
        "(anonymous namespace)::TensorCastExtractSlice",
        PatternRoot::Op("tensor.cast"),
        tensor_cast_extract_slice,
    );
}

/// A cast of a slice to a more static type is a slice of that type, its
/// sizes taken from the type (MLIR's `TensorCastExtractSlice`).
fn tensor_cast_extract_slice(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let cast = CastOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let slice = body
        .defining_op(cast.source())
        .and_then(|d| ExtractSliceOp::cast(ctx, body, d))
        .ok_or(NoMatch)?;
    let (src, res) = (body.value_type(cast.source()), body.value_type(cast.dest()));
    let res_shape = res
        .shape(ctx)
        .filter(|_| res.is_tensor(ctx))
        .ok_or(NoMatch)?;
    if !preserves_static_information(ctx, src, res) || Some(res_shape) == src.shape(ctx) {
        return Err(NoMatch);
    }
    let mut parts = parts_of!(ctx, slice);
    let slice_shape = body.value_type(slice.result()).shape(ctx).ok_or(NoMatch)?;
    let mask = rank_reduction_mask(&statics(&parts.sizes), slice_shape, false);
    let mut r = 0;
    for (i, size) in parts.sizes.iter_mut().enumerate() {
        if mask.as_ref().is_some_and(|m| m[i]) {
            continue;
        }
        let d = *res_shape.get(r).ok_or(NoMatch)?;
        r += 1;
        if d != DYNAMIC {
            *size = Ofr::Static(d);
        }
    }
    let (loc, source) = (body.op_loc(op), slice.source());
    rw.set_insertion_point_before(op);
    let new = build_extract(rw, loc, res, source, &parts).ok_or(NoMatch)?;
    rw.replace_op(op, &[new]);
    Ok(())
}
