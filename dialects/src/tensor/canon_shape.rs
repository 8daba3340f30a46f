//! MLIR 22's canonicalization patterns about tensor shapes
//! (`TensorOps.cpp`), under mlir-opt-22's debug names:
//!
//! - `tensor.dim`: `DimOfCastOp` (the dim of a cast is the dim of its
//!   source), `DimOfDestStyleOp` (the dim of a destination-style op's
//!   result is the dim of its destination) and `DimOfReshapeOp` (the dim
//!   of a `tensor.reshape` reads its shape operand);
//! - `tensor.empty`: `FoldEmptyTensorWithCastOp` (a cast of an empty
//!   tensor to a more static type is an empty tensor of that type),
//!   `FoldEmptyTensorWithDimOp` (the dim of an empty tensor's dynamic
//!   dimension is its size operand) and
//!   `ReplaceEmptyTensorStaticShapeDims` (constant sizes become static
//!   dimensions, cast back to the old type);
//! - `tensor.generate`: `ExtractFromTensorGenerate` (an extract of a
//!   generate without side effects is a copy of its body) and
//!   `StaticTensorGenerate` (constant extents become static, the body
//!   moving to the new op).
//!
//! - the dialect: `FoldTensorCastProducerOp` (an insert into a cast to
//!   a more dynamic type inserts into the cast's source, cast back).
//!
//! MLIR finds destination-style ops through `DestinationStyleOpInterface`,
//! which `ir` does not have: of the ops here, MLIR's tensor dialect gives
//! it to `tensor.insert` and `tensor.insert_slice` (their destination is
//! operand 1), and [`destination_of`] names them.
//!
//! ```
//! use ir::transforms::rewrite::RewritePatternSet;
//!
//! let ctx = ir::Context::new();
//! let mut set = RewritePatternSet::new();
//! dialects::tensor::canon_shape::empty_patterns(&mut set, &ctx);
//! let names: Vec<&str> = set.iter().map(|p| p.debug_name()).collect();
//! assert_eq!(
//!     names,
//!     [
//!         "(anonymous namespace)::FoldEmptyTensorWithCastOp",
//!         "(anonymous namespace)::FoldEmptyTensorWithDimOp",
//!         "(anonymous namespace)::ReplaceEmptyTensorStaticShapeDims",
//!     ]
//! );
//! ```

use super::ops::*;
use crate::arith::IndexCastOp;
use crate::static_values::constant_int;
use ir::OperationState;
use ir::prelude::*;
use ir::semantics::interfaces::destination_style::DestinationStyleOpInterfaceHandle;
use ir::semantics::interfaces::side_effects::would_op_be_trivially_dead;
use ir::storage::clone::IRMapping;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};
use ir::uniqued::types::DYNAMIC;

/// The type of `v`.
fn ty(rw: &PatternRewriter<'_>, v: Value) -> Type {
    rw.body().value_type(v)
}

// --- tensor.dim ---------------------------------------------------------------

/// `tensor.dim`'s canonicalization patterns, in MLIR's order.
pub fn dim_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("tensor.dim");
    set.add_fn("(anonymous namespace)::DimOfCastOp", root, dim_of_cast)
        .add_fn(
            "(anonymous namespace)::DimOfDestStyleOp",
            root,
            dim_of_dest_style,
        )
        .add_fn(
            "(anonymous namespace)::DimOfReshapeOp",
            root,
            dim_of_reshape,
        );
}

/// `dim(cast(x), i)` is `dim(x, i)` (MLIR's `DimOfCastOp`).
fn dim_of_cast(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let dim = DimOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let cast = body
        .defining_op(dim.source())
        .and_then(|d| CastOp::cast(ctx, body, d))
        .ok_or(NoMatch)?;
    let (rt, source, index) = (body.value_type(dim.result()), cast.source(), dim.index());
    rw.replace_op_with(op, |b, loc| DimOp::build(b, loc, rt, source, index));
    Ok(())
}

/// The destination operand tied to result `result` of `op`, when `op` is
/// a `DestinationStyleOpInterface` op (in the tensor dialect,
/// `tensor.insert` and `tensor.insert_slice`).
pub fn destination_of(ctx: &Context, body: &Body, op: Operation, result: usize) -> Option<Value> {
    OpView::new(ctx, body, op)
        .cast::<DestinationStyleOpInterfaceHandle<'_>>()?
        .tied_op_operand(result)
}

/// `dim(dps_op(..., dest), i)` is `dim(dest, i)`, changed in place (MLIR's
/// `DimOfDestStyleOp`).
fn dim_of_dest_style(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let dim = DimOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let source = dim.source();
    let def = body.defining_op(source).ok_or(NoMatch)?;
    let n = body.results(def).position(|r| r == source).ok_or(NoMatch)?;
    let dest = destination_of(ctx, body, def, n).ok_or(NoMatch)?;
    rw.modify_op_in_place(op, |v| v.set_operand(0, dest));
    Ok(())
}

/// `dim(reshape(x, shape), i)` is `shape[i]`, cast to `index` when the
/// shape holds integers (MLIR's `DimOfReshapeOp`); the new ops go right
/// after the dim.
fn dim_of_reshape(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let dim = DimOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let reshape = body
        .defining_op(dim.source())
        .and_then(|d| ReshapeOp::cast(ctx, body, d))
        .ok_or(NoMatch)?;
    let (shape, index, loc) = (reshape.shape(), dim.index(), body.op_loc(op));
    let element = body.value_type(shape).element_type(ctx).ok_or(NoMatch)?;
    let index_ty = body.value_type(dim.result());
    rw.set_insertion_point_after(op);
    let value = rw.build(|b| {
        let e = ExtractOp::build(b, loc, element, shape, &[index]);
        let e = b.body.result(e, 0);
        if element == index_ty {
            return e;
        }
        let c = IndexCastOp::build(b, loc, index_ty, e);
        b.body.result(c, 0)
    });
    rw.replace_op(op, &[value]);
    Ok(())
}

// --- tensor.empty -------------------------------------------------------------

/// `tensor.empty`'s canonicalization patterns, in MLIR's order (the first
/// two are rooted at `tensor.cast` and `tensor.dim`).
pub fn empty_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    set.add_fn(
        "(anonymous namespace)::FoldEmptyTensorWithCastOp",
        PatternRoot::Op("tensor.cast"),
        fold_empty_with_cast,
    )
    .add_fn(
        "(anonymous namespace)::FoldEmptyTensorWithDimOp",
        PatternRoot::Op("tensor.dim"),
        fold_empty_with_dim,
    )
    .add_fn(
        "(anonymous namespace)::ReplaceEmptyTensorStaticShapeDims",
        PatternRoot::Op("tensor.empty"),
        empty_static_shape_dims,
    );
}

/// The shape `ty` gets when the sizes among `sizes` (one per dynamic
/// dimension) that non-negative constants give become static, and the
/// sizes left (MLIR's `foldDynamicToStaticDimSizes`).
fn fold_static_sizes(
    ctx: &Context,
    body: &Body,
    shape: &[i64],
    sizes: &[Value],
) -> (Vec<i64>, Vec<Value>) {
    let mut next = sizes.iter();
    let mut left = Vec::new();
    let shape = shape
        .iter()
        .map(|&d| {
            if d != DYNAMIC {
                return d;
            }
            let Some(&v) = next.next() else {
                return d;
            };
            match constant_int(ctx, body, v).filter(|&c| c >= 0) {
                Some(c) => c,
                None => {
                    left.push(v);
                    DYNAMIC
                }
            }
        })
        .collect();
    (shape, left)
}

/// A ranked tensor type like `t` with shape `shape`.
fn with_shape(ctx: &Context, t: Type, shape: &[i64]) -> Option<Type> {
    let element = t.element_type(ctx)?;
    Type::ranked_tensor(ctx, shape, element, t.tensor_encoding(ctx)).ok()
}

/// Constant sizes of an empty tensor become static dimensions of a new
/// one, cast back to the old type (MLIR's
/// `ReplaceEmptyTensorStaticShapeDims`).
fn empty_static_shape_dims(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let empty = EmptyOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let t = body.value_type(empty.result());
    let sizes: Vec<Value> = empty.dynamic_sizes().collect();
    let (shape, left) = fold_static_sizes(ctx, body, t.shape(ctx).ok_or(NoMatch)?, &sizes);
    let new_ty = with_shape(ctx, t, &shape).ok_or(NoMatch)?;
    if new_ty == t {
        return Err(NoMatch);
    }
    let loc = body.op_loc(op);
    rw.set_insertion_point_before(op);
    let new = rw.build(|b| EmptyOp::build(b, loc, new_ty, &left));
    let new = rw.body().result(new, 0);
    rw.replace_op_with(op, |b, loc| CastOp::build(b, loc, t, new));
    Ok(())
}

/// `dim(empty(..., %n, ...), i)` of a dynamic dimension `i` is `%n`
/// (MLIR's `FoldEmptyTensorWithDimOp`).
fn fold_empty_with_dim(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let dim = DimOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let index = constant_int(ctx, body, dim.index()).ok_or(NoMatch)?;
    let empty = body
        .defining_op(dim.source())
        .and_then(|d| EmptyOp::cast(ctx, body, d))
        .ok_or(NoMatch)?;
    let shape = body.value_type(empty.result()).shape(ctx).ok_or(NoMatch)?;
    let i = usize::try_from(index)
        .ok()
        .filter(|&i| i < shape.len())
        .ok_or(NoMatch)?;
    if shape[i] != DYNAMIC {
        return Err(NoMatch);
    }
    let k = shape[..i].iter().filter(|&&d| d == DYNAMIC).count();
    let size = empty.dynamic_sizes().nth(k).ok_or(NoMatch)?;
    rw.replace_op(op, &[size]);
    Ok(())
}

/// MLIR's `preservesStaticInformation(source, target)`: ranked tensors of
/// one element type and rank, with no dimension static in `source` and
/// dynamic in `target`.
pub fn preserves_static_information(ctx: &Context, source: Type, target: Type) -> bool {
    let (Some(s), Some(t)) = (source.shape(ctx), target.shape(ctx)) else {
        return false;
    };
    source.is_tensor(ctx)
        && target.is_tensor(ctx)
        && source.element_type(ctx) == target.element_type(ctx)
        && s.len() == t.len()
        && !s.iter().zip(t).any(|(&a, &b)| a != DYNAMIC && b == DYNAMIC)
}

/// A cast of an empty tensor to a more static type is an empty tensor of
/// that type, its sizes taken from the cast where static (MLIR's
/// `FoldEmptyTensorWithCastOp`; like MLIR, the encoding is dropped).
fn fold_empty_with_cast(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let cast = CastOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let (src, res) = (ty(rw, cast.source()), ty(rw, cast.dest()));
    if !preserves_static_information(ctx, src, res) {
        return Err(NoMatch);
    }
    let empty = body
        .defining_op(cast.source())
        .and_then(|d| EmptyOp::cast(ctx, body, d))
        .ok_or(NoMatch)?;
    let (from, to) = (
        src.shape(ctx).ok_or(NoMatch)?,
        res.shape(ctx).ok_or(NoMatch)?,
    );
    let (empty_op, sizes) = (empty.0.op, empty.dynamic_sizes().collect::<Vec<_>>());
    let mut sizes = sizes.into_iter();
    let mut left = Vec::new();
    for (&f, &t) in from.iter().zip(to) {
        if f != DYNAMIC {
            if t != f {
                return rw.notify_match_failure(empty_op, || {
                    "mismatch in static value of shape of empty tensor result and cast result"
                        .into()
                });
            }
            continue;
        }
        let size = sizes.next().ok_or(NoMatch)?;
        if t == DYNAMIC {
            left.push(size);
        }
    }
    let element = res.element_type(ctx).ok_or(NoMatch)?;
    let new_ty = Type::ranked_tensor(ctx, to, element, None).map_err(|_| NoMatch)?;
    rw.replace_op_with(op, |b, loc| EmptyOp::build(b, loc, new_ty, &left));
    Ok(())
}

// --- tensor.generate ------------------------------------------------------------

/// `tensor.generate`'s canonicalization patterns, in MLIR's order (the
/// first is rooted at `tensor.extract`).
pub fn generate_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    set.add_fn(
        "(anonymous namespace)::ExtractFromTensorGenerate",
        PatternRoot::Op("tensor.extract"),
        extract_from_tensor_generate,
    )
    .add_fn(
        "(anonymous namespace)::StaticTensorGenerate",
        PatternRoot::Op("tensor.generate"),
        static_tensor_generate,
    );
}

/// An extract of a generate whose body has no side effects is the body,
/// copied before the extract with the indices for its arguments (MLIR's
/// `ExtractFromTensorGenerate`).
fn extract_from_tensor_generate(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let extract = ExtractOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let generate = body
        .defining_op(extract.tensor())
        .filter(|&d| GenerateOp::cast(ctx, body, d).is_some())
        .ok_or(NoMatch)?;
    if !would_op_be_trivially_dead(OpView::new(ctx, body, generate)) {
        return Err(NoMatch);
    }
    let block = body.entry_block(body.regions(generate)[0]).ok_or(NoMatch)?;
    let terminator = body.last_op(block).ok_or(NoMatch)?;
    let mut map = IRMapping::new();
    for (&arg, index) in body.block_args(block).iter().zip(extract.indices()) {
        map.map_value(arg, index);
    }
    let ops: Vec<Operation> = body.block_ops(block).filter(|&o| o != terminator).collect();
    let yielded = body.operand(terminator, 0);
    rw.set_insertion_point_before(op);
    for o in ops {
        rw.clone_op_with(o, &mut map);
    }
    rw.replace_op(op, &[map.lookup_value(yielded)]);
    Ok(())
}

/// Constant extents of a generate become static dimensions of a new one
/// that takes over the body, cast back to the old type (MLIR's
/// `StaticTensorGenerate`).
fn static_tensor_generate(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let generate = GenerateOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let t = body.value_type(generate.result());
    let extents: Vec<Value> = generate.dynamic_extents().collect();
    let (shape, left) = fold_static_sizes(ctx, body, t.shape(ctx).ok_or(NoMatch)?, &extents);
    if left.len() == extents.len() {
        return Err(NoMatch);
    }
    let new_ty = with_shape(ctx, t, &shape).ok_or(NoMatch)?;
    let (loc, region) = (body.op_loc(op), body.regions(op)[0]);
    // Built from a state rather than with `GenerateOp::build`, which would
    // give the region a block of its own: the old body moves in instead.
    let mut state = OperationState::new(ctx, GenerateOp::NAME, loc);
    state.operands.extend(left);
    state.result_types.push(new_ty);
    state.num_regions = 1;
    rw.set_insertion_point_before(op);
    let new = rw.create(&state);
    let new_region = rw.body().regions(new)[0];
    rw.inline_region_before(region, new_region, None);
    let new = rw.body().result(new, 0);
    rw.replace_op_with(op, |b, loc| CastOp::build(b, loc, t, new));
    Ok(())
}

// --- The dialect ------------------------------------------------------------------

/// The tensor dialect's own canonicalization pattern,
/// `FoldTensorCastProducerOp`: MLIR applies it to every
/// `DestinationStyleOpInterface` op but `tensor.insert_slice`; of the ops
/// here that leaves `tensor.insert` (see [`destination_of`]).
pub fn dialect_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    set.add_fn(
        "FoldTensorCastProducerOp",
        PatternRoot::Op("tensor.insert"),
        fold_tensor_cast_producer,
    );
}

/// An insert into a cast to a more dynamic type inserts into the cast's
/// source, and the result is cast back (MLIR's
/// `FoldTensorCastProducerOp`).
fn fold_tensor_cast_producer(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let insert = InsertOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let dest = body
        .defining_op(insert.dest())
        .and_then(|d| CastOp::cast(ctx, body, d))
        .filter(|c| {
            let (src, res) = (body.value_type(c.source()), body.value_type(c.dest()));
            preserves_static_information(ctx, res, src)
        })
        .map(|c| c.source())
        .ok_or(NoMatch)?;
    let (loc, scalar, indices) = (
        body.op_loc(op),
        insert.scalar(),
        insert.indices().collect::<Vec<_>>(),
    );
    let (old, ty) = (body.value_type(insert.result()), body.value_type(dest));
    rw.set_insertion_point_before(op);
    let new = rw.build(|b| InsertOp::build(b, loc, ty, scalar, dest, &indices));
    let mut value = rw.body().result(new, 0);
    if ty != old {
        let c = rw.build(|b| CastOp::build(b, loc, old, value));
        value = rw.body().result(c, 0);
    }
    rw.replace_op(op, &[value]);
    Ok(())
}
