//! MLIR 22's canonicalization patterns of the tensor dialect
//! (`TensorOps.cpp`), under MLIR 22's debug names: `tensor.cast`'s
//! `ChainedTensorCast` (a cast of a cast drops the middle one when it
//! checks nothing more at run time), `tensor.extract`'s
//! `ExtractFromTensorCast` (an extract reads through a cast from a ranked
//! tensor), `tensor.bitcast`'s `ChainedTensorBitcast`,
//! `tensor.from_elements`' `ExtractElementFromIndexCast` (rooted at
//! `tensor.extract`: the extract moves before an `arith.index_cast`) and
//! `tensor.concat`'s `SingleInputConcatOp`, `InferConcatOperandTypes`
//! and `InferConcatResultType`. The shape patterns (`tensor.dim`,
//! `tensor.empty`, `tensor.generate`) are in [`super::canon_shape`].
//!
//! MLIR compares the shapes the casts allow by joining them
//! (`joinShapes`); `join` does the same on shapes alone, which is what
//! MLIR's comparison of the joined types decides for tensors of one
//! element type without encodings.
//!
//! ```
//! use ir::transforms::rewrite::RewritePatternSet;
//!
//! let ctx = ir::Context::new();
//! let mut set = RewritePatternSet::new();
//! dialects::tensor::canonicalize::cast_patterns(&mut set, &ctx);
//! let names: Vec<&str> = set.iter().map(|p| p.debug_name()).collect();
//! assert_eq!(
//!     names,
//!     [
//!         "(anonymous namespace)::ChainedTensorCast",
//!         "(anonymous namespace)::TensorCastExtractSlice",
//!     ]
//! );
//! ```

use super::reshape::concat_shape;
use super::{BitcastOp, CastOp, ConcatOp, ExtractOp};
use crate::arith::IndexCastOp;
use ir::prelude::*;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};

/// MLIR's `ShapedType::kDynamic`.
const DYNAMIC: i64 = i64::MIN;

/// `tensor.cast`'s canonicalization patterns, in MLIR's order
/// (`TensorCastExtractSlice` is in [`super::canon_slice`]).
pub fn cast_patterns(set: &mut RewritePatternSet, ctx: &Context) {
    set.add_fn(
        "(anonymous namespace)::ChainedTensorCast",
        PatternRoot::Op("tensor.cast"),
        chained_tensor_cast,
    );
    super::canon_slice::cast_patterns(set, ctx);
}

/// `tensor.extract`'s canonicalization patterns handled here.
pub fn extract_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    set.add_fn(
        "(anonymous namespace)::ExtractFromTensorCast",
        PatternRoot::Op("tensor.extract"),
        extract_from_tensor_cast,
    );
}

/// The most static shape two tensor shapes agree on (`None` for an
/// unranked tensor; MLIR's `joinShapes`): `Err` when they conflict.
fn join(one: Option<&[i64]>, two: Option<&[i64]>) -> Result<Option<Vec<i64>>, ()> {
    let (Some(a), Some(b)) = (one, two) else {
        return Ok(one.or(two).map(<[i64]>::to_vec));
    };
    if a.len() != b.len() {
        return Err(());
    }
    a.iter()
        .zip(b)
        .map(|(&x, &y)| match (x, y) {
            (DYNAMIC, y) => Ok(y),
            (x, DYNAMIC) => Ok(x),
            (x, y) if x == y => Ok(x),
            _ => Err(()),
        })
        .collect::<Result<Vec<i64>, ()>>()
        .map(Some)
}

/// `cast(cast(x))` becomes `cast(x)` when joining all three shapes gives
/// what joining the outer two does (MLIR's `ChainedTensorCast`).
fn chained_tensor_cast(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let outer = CastOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let inner_op = body.defining_op(outer.source()).ok_or(NoMatch)?;
    let inner = CastOp::cast(ctx, body, inner_op).ok_or(NoMatch)?;
    let source = inner.source();
    let shape = |v: Value| body.value_type(v).shape(ctx).map(<[i64]>::to_vec);
    let (s, m, r) = (shape(source), shape(inner.dest()), shape(outer.dest()));
    let first = join(s.as_deref(), m.as_deref())
        .and_then(|j| join(j.as_deref(), r.as_deref()))
        .map_err(|_| NoMatch)?;
    let direct = join(s.as_deref(), r.as_deref()).map_err(|_| NoMatch)?;
    if first != direct {
        return Err(NoMatch);
    }
    let ty = body.value_type(outer.dest());
    rw.replace_op_with(op, |b, loc| CastOp::build(b, loc, ty, source));
    Ok(())
}

/// `extract(cast(x))` reads `x` directly when `x` is ranked (MLIR's
/// `ExtractFromTensorCast`).
fn extract_from_tensor_cast(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let extract = ExtractOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let cast_op = body.defining_op(extract.tensor()).ok_or(NoMatch)?;
    let cast = CastOp::cast(ctx, body, cast_op).ok_or(NoMatch)?;
    let source = cast.source();
    if body.value_type(source).rank(ctx).is_none() {
        return Err(NoMatch);
    }
    let indices: Vec<Value> = extract.indices().collect();
    let ty = body.value_type(extract.result());
    rw.replace_op_with(op, |b, loc| ExtractOp::build(b, loc, ty, source, &indices));
    Ok(())
}

/// `tensor.bitcast`'s canonicalization patterns.
pub fn bitcast_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    set.add_fn(
        "(anonymous namespace)::ChainedTensorBitcast",
        PatternRoot::Op("tensor.bitcast"),
        chained_tensor_bitcast,
    );
}

/// `bitcast(bitcast(x))` is `bitcast(x)` (MLIR's `ChainedTensorBitcast`).
fn chained_tensor_bitcast(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let outer = BitcastOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let inner = body
        .defining_op(outer.source())
        .and_then(|d| BitcastOp::cast(ctx, body, d))
        .ok_or(NoMatch)?;
    let (ty, source) = (body.value_type(outer.dest()), inner.source());
    rw.replace_op_with(op, |b, loc| BitcastOp::build(b, loc, ty, source));
    Ok(())
}

/// `tensor.from_elements`' canonicalization patterns (rooted at
/// `tensor.extract`).
pub fn from_elements_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    set.add_fn(
        "(anonymous namespace)::ExtractElementFromIndexCast",
        PatternRoot::Op("tensor.extract"),
        extract_element_from_index_cast,
    );
}

/// `extract(index_cast(t), i)` is `index_cast(extract(t, i))` (MLIR's
/// `ExtractElementFromIndexCast`).
fn extract_element_from_index_cast(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let extract = ExtractOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let cast_op = body.defining_op(extract.tensor()).ok_or(NoMatch)?;
    let cast = IndexCastOp::cast(ctx, body, cast_op).ok_or(NoMatch)?;
    let source = cast.r#in();
    let element = body.value_type(source).element_type_or_self(ctx);
    let indices: Vec<Value> = extract.indices().collect();
    let (loc, ty) = (body.op_loc(op), body.value_type(extract.result()));
    rw.set_insertion_point_before(op);
    let new = rw.build(|b| ExtractOp::build(b, loc, element, source, &indices));
    let new = rw.body().result(new, 0);
    rw.replace_op_with(op, |b, loc| IndexCastOp::build(b, loc, ty, new));
    Ok(())
}

/// `tensor.concat`'s canonicalization patterns.
pub fn concat_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("tensor.concat");
    set.add_fn(
        "(anonymous namespace)::SingleInputConcatOp",
        root,
        single_input_concat,
    )
    .add_fn(
        "(anonymous namespace)::InferConcatOperandTypes",
        root,
        infer_concat_operand_types,
    )
    .add_fn(
        "(anonymous namespace)::InferConcatResultType",
        root,
        infer_concat_result_type,
    );
}

/// A concat of one tensor is a cast of it (MLIR's `SingleInputConcatOp`).
fn single_input_concat(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let concat = ConcatOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let inputs: Vec<Value> = concat.inputs().collect();
    let [input] = inputs[..] else {
        return Err(NoMatch);
    };
    let ty = body.value_type(concat.result());
    rw.replace_op_with(op, |b, loc| CastOp::build(b, loc, ty, input));
    Ok(())
}

/// A concat's dimension, its input types and the shape they give.
fn concat_parts(ctx: &Context, body: &Body, op: Operation) -> Option<(usize, Vec<Type>, Vec<i64>)> {
    let concat = ConcatOp::cast(ctx, body, op)?;
    let dim = usize::try_from(concat.dim().0.as_i64(ctx)?).ok()?;
    let inputs: Vec<Type> = concat.inputs().map(|v| body.value_type(v)).collect();
    let shape = concat_shape(ctx, &inputs, dim).ok()?;
    Some((dim, inputs, shape))
}

/// A tensor type like `t` with shape `shape`.
fn reshaped(ctx: &Context, t: Type, shape: &[i64]) -> Option<Type> {
    Type::ranked_tensor(ctx, shape, t.element_type(ctx)?, t.tensor_encoding(ctx)).ok()
}

/// Inputs whose sizes outside the concatenated dimension are dynamic where
/// the other inputs give them are cast to those sizes (MLIR's
/// `InferConcatOperandTypes`).
fn infer_concat_operand_types(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let (dim, inputs, shape) = concat_parts(ctx, body, op).ok_or(NoMatch)?;
    let mut casts = Vec::new();
    for (i, &t) in inputs.iter().enumerate() {
        let own = t.shape(ctx).ok_or(NoMatch)?;
        let refined: Vec<i64> = own
            .iter()
            .zip(&shape)
            .enumerate()
            .map(|(d, (&o, &s))| if d == dim || o != DYNAMIC { o } else { s })
            .collect();
        if refined != own {
            casts.push((i, reshaped(ctx, t, &refined).ok_or(NoMatch)?));
        }
    }
    if casts.is_empty() {
        return Err(NoMatch);
    }
    let loc = body.op_loc(op);
    let operands: Vec<Value> = body.operands(op).collect();
    rw.set_insertion_point_before(op);
    let mut new_operands = operands.clone();
    for (i, t) in casts {
        let c = rw.build(|b| CastOp::build(b, loc, t, operands[i]));
        new_operands[i] = rw.body().result(c, 0);
    }
    rw.modify_op_in_place(op, |v| {
        for (i, &o) in new_operands.iter().enumerate() {
            v.set_operand(i, o);
        }
    });
    Ok(())
}

/// When the inputs give a size the result type leaves dynamic, the concat
/// gets the type its inputs give, cast back to the old one (MLIR's
/// `InferConcatResultType`).
fn infer_concat_result_type(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let (_, _, shape) = concat_parts(ctx, body, op).ok_or(NoMatch)?;
    let result = body.result(op, 0);
    let old = body.value_type(result);
    let old_shape = old.shape(ctx).ok_or(NoMatch)?;
    let gains = old_shape
        .iter()
        .zip(&shape)
        .any(|(&o, &s)| o == DYNAMIC && s != DYNAMIC);
    if !gains {
        return Err(NoMatch);
    }
    let new_ty = reshaped(ctx, old, &shape).ok_or(NoMatch)?;
    let concat = ConcatOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let (loc, dim, inputs) = (
        body.op_loc(op),
        concat.dim(),
        concat.inputs().collect::<Vec<_>>(),
    );
    rw.set_insertion_point_before(op);
    let new = rw.build(|b| ConcatOp::build(b, loc, new_ty, &inputs, dim));
    let new = rw.body().result(new, 0);
    rw.replace_op_with(op, |b, loc| CastOp::build(b, loc, old, new));
    Ok(())
}
