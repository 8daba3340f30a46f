//! The tensor ops' verifiers, with MLIR 22's messages (`TensorOps.cpp`).
//!
//! Plain `emitError`s (not prefixed with the op name) stay plain where
//! MLIR uses them (`tensor.generate`'s body arguments, `tensor.pad`'s
//! inferred type); each is a [`Diagnostic::error`] at the op.

use super::ops::*;
use ir::TypeKind;
use ir::prelude::*;
use ir::uniqued::types::DYNAMIC;

/// The type of `v`.
fn ty(op: OpView<'_>, v: Value) -> Type {
    op.body.value_type(v)
}

/// MLIR's `verifyCompatibleShape` for two shaped types: an unranked side
/// is compatible with anything; ranks must agree, and static sizes too.
pub fn compatible_shapes(ctx: &Context, a: Type, b: Type) -> bool {
    match (a.shape(ctx), b.shape(ctx)) {
        (Some(x), Some(y)) if a.has_rank(ctx) && b.has_rank(ctx) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(&p, &q)| p == q || p == DYNAMIC || q == DYNAMIC)
        }
        _ => true,
    }
}

fn cast_incompatible(op: OpView<'_>, a: Type, b: Type) -> Diagnostic {
    let ctx = op.ctx;
    op.emit_op_error(format_args!(
        "operand type '{}' and result type '{}' are cast incompatible",
        a.display(ctx),
        b.display(ctx)
    ))
}

/// `tensor.cast`: same element type, compatible shapes.
pub fn verify_cast(op: CastOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (a, b) = (ty(op.0, op.source()), ty(op.0, op.dest()));
    if a.element_type(ctx) != b.element_type(ctx) || !compatible_shapes(ctx, a, b) {
        return Err(cast_incompatible(op.0, a, b));
    }
    Ok(())
}

/// `tensor.bitcast`: element types of one bit width, compatible shapes.
pub fn verify_bitcast(op: BitcastOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (a, b) = (ty(op.0, op.source()), ty(op.0, op.dest()));
    let width = |t: Type| t.element_type(ctx).and_then(|e| element_width(ctx, e));
    if width(a).is_none() || width(a) != width(b) || !compatible_shapes(ctx, a, b) {
        return Err(cast_incompatible(op.0, a, b));
    }
    Ok(())
}

/// The bit width of an integer, index (64, as MLIR's data layout default)
/// or float element.
fn element_width(ctx: &Context, t: Type) -> Option<u32> {
    if t.is_index(ctx) {
        return Some(64);
    }
    t.int_or_float_width(ctx)
}

/// `incorrect number of dynamic sizes, has N, expected M` for the ops
/// that take one size per dynamic dimension of their result.
fn check_dynamic_sizes(op: OpView<'_>, result: Type, given: usize) -> Result<(), Diagnostic> {
    let expected = result.num_dynamic_dims(op.ctx);
    if given != expected {
        return Err(op.emit_op_error(format_args!(
            "incorrect number of dynamic sizes, has {given}, expected {expected}"
        )));
    }
    Ok(())
}

/// `tensor.empty`: one size per dynamic dimension.
pub fn verify_empty(op: EmptyOp<'_>) -> Result<(), Diagnostic> {
    check_dynamic_sizes(op.0, ty(op.0, op.result()), op.dynamic_sizes().len())
}

/// `tensor.splat`: one size per dynamic dimension.
pub fn verify_splat(op: SplatOp<'_>) -> Result<(), Diagnostic> {
    check_dynamic_sizes(op.0, ty(op.0, op.aggregate()), op.dynamic_sizes().len())
}

/// `tensor.generate`: one extent per dynamic dimension.
pub fn verify_generate(op: GenerateOp<'_>) -> Result<(), Diagnostic> {
    check_dynamic_sizes(op.0, ty(op.0, op.result()), op.dynamic_extents().len())
}

/// `tensor.extract`: one index per dimension.
pub fn verify_extract(op: ExtractOp<'_>) -> Result<(), Diagnostic> {
    let rank = ty(op.0, op.tensor()).rank(op.ctx).unwrap_or(0);
    if op.indices().len() != rank {
        return Err(op.emit_op_error("incorrect number of indices for extract_element"));
    }
    Ok(())
}

/// `tensor.insert`: one index per dimension.
pub fn verify_insert(op: InsertOp<'_>) -> Result<(), Diagnostic> {
    let rank = ty(op.0, op.dest()).rank(op.ctx).unwrap_or(0);
    if op.indices().len() != rank {
        return Err(op.emit_op_error("incorrect number of indices"));
    }
    Ok(())
}

/// `tensor.reshape`: element types, element counts and the shape's length.
pub fn verify_reshape(op: ReshapeOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (src, res) = (ty(op.0, op.source()), ty(op.0, op.result()));
    if src.element_type(ctx) != res.element_type(ctx) {
        return Err(op.emit_op_error(
            "element types of source and destination tensor types should be the same",
        ));
    }
    if !res.has_rank(ctx) {
        return Ok(());
    }
    if src.has_rank(ctx)
        && src.has_static_shape(ctx)
        && res.has_static_shape(ctx)
        && src.num_elements(ctx) != res.num_elements(ctx)
    {
        return Err(op.emit_op_error(
            "source and destination tensor should have the same number of elements",
        ));
    }
    let len = ty(op.0, op.shape()).dim_size(ctx, 0).unwrap_or(DYNAMIC);
    if len == DYNAMIC {
        return Err(op.emit_op_error(
            "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type",
        ));
    }
    if res.rank(ctx) != Some(len as usize) {
        return Err(
            op.emit_op_error("length of shape operand differs from the result's tensor rank")
        );
    }
    Ok(())
}

/// The entry block of `region` and the value its `tensor.yield` yields.
fn body_and_yield(op: OpView<'_>, region: Region) -> Option<(Block, Option<Value>)> {
    let block = op.body.region_blocks(region).next()?;
    let term = op.body.block_ops(block).last();
    let yielded = term
        .filter(|&t| YieldOp::cast(op.ctx, op.body, t).is_some())
        .and_then(|t| (op.body.num_operands(t) == 1).then(|| op.body.operand(t, 0)));
    Some((block, yielded))
}

/// `tensor.generate`'s body: one `index` argument per dimension, and a
/// yield of the element type.
pub fn verify_generate_region(op: GenerateOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let result = ty(op.0, op.result());
    let Some((block, yielded)) = body_and_yield(op.0, op.body()) else {
        return Ok(());
    };
    let args = op.body.block_args(block);
    if args.len() != result.rank(ctx).unwrap_or(0) {
        return Err(Diagnostic::error(
            op.loc(),
            "must have one body argument per input dimension",
        ));
    }
    if args.iter().any(|&a| !op.body.value_type(a).is_index(ctx)) {
        return Err(Diagnostic::error(
            op.loc(),
            "all body arguments must be index",
        ));
    }
    if yielded.map(|v| op.body.value_type(v)) != result.element_type(ctx) {
        return Err(op.emit_op_error(
            "body must be terminated with a `yield` operation of the tensor element type",
        ));
    }
    Ok(())
}

/// `tensor.pad`'s result type: the source's, each static size grown by
/// its static padding, dynamic where a size or padding is dynamic.
pub fn verify_pad(op: PadOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (src, res) = (ty(op.0, op.source()), ty(op.0, op.result()));
    let low = super::index_list::i64_array(ctx, Some(op.static_low().0));
    let high = super::index_list::i64_array(ctx, Some(op.static_high().0));
    let shape = src.shape(ctx).unwrap_or(&[]);
    let res_shape = res.shape(ctx).unwrap_or(&[]);
    if low.len() != shape.len() || high.len() != shape.len() {
        return Err(Diagnostic::error(
            op.loc(),
            format!(
                "failed to infer expectedType from sourceType '{}', specified resultType is '{}'",
                src.display(ctx),
                res.display(ctx)
            ),
        ));
    }
    let inferred: Vec<i64> = shape
        .iter()
        .zip(low.iter().zip(&high))
        .enumerate()
        .map(|(i, (&d, (&l, &h)))| {
            let known = res_shape.get(i).copied().unwrap_or(DYNAMIC);
            if d == DYNAMIC || l == DYNAMIC || h == DYNAMIC {
                known
            } else {
                d.saturating_add(l).saturating_add(h)
            }
        })
        .collect();
    let elem = src.element_type(ctx).expect("ranked tensor");
    let expected =
        Type::ranked_tensor(ctx, &inferred, elem, None).map_err(|e| op.emit_op_error(e))?;
    let matches = matches!(res.kind(ctx), TypeKind::RankedTensor { shape, element, .. }
        if **shape == *inferred && *element == elem);
    if !matches {
        return Err(Diagnostic::error(
            op.loc(),
            format!(
                "specified type '{}' does not match the inferred type '{}'",
                res.display(ctx),
                expected.display(ctx)
            ),
        ));
    }
    Ok(())
}

/// `tensor.pad`'s body: one `index` argument per dimension, and a yield
/// of the element type.
pub fn verify_pad_region(op: PadOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let res = ty(op.0, op.result());
    let Some((block, yielded)) = body_and_yield(op.0, op.region()) else {
        return Ok(());
    };
    let rank = res.rank(ctx).unwrap_or(0);
    let args = op.body.block_args(block);
    if args.len() != rank {
        return Err(Diagnostic::error(
            op.loc(),
            format!("expected the block to have {rank} arguments"),
        ));
    }
    if let Some(i) = args
        .iter()
        .position(|&a| !op.body.value_type(a).is_index(ctx))
    {
        return Err(op.emit_op_error(format_args!(
            "expected block argument {} to be an index",
            i + 1
        )));
    }
    if yielded.map(|v| op.body.value_type(v)) != res.element_type(ctx) {
        return Err(op.emit_op_error("expected yield type to match shape element type"));
    }
    Ok(())
}
