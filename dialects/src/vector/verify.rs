//! The vector ops' verifiers, with MLIR 22's messages (`VectorOps.cpp`).
//!
//! `vector.extract` checks its result type here, after its positions,
//! where MLIR's `InferTypeOpInterface` check comes: MLIR verifies the op
//! first and the inferred type last, and accepts a one-element vector for
//! a scalar (`isCompatibleReturnTypes`), which an equality check of
//! inferred types would not. MLIR follows the type error with a second
//! one, `failed to infer returned types`; a verifier here returns one
//! diagnostic, the first.

use super::ops::*;
use crate::tensor::index_list::i64_array;
use ir::prelude::*;
use ir::uniqued::types::DYNAMIC;
use ir::{TypeKind, Value};

/// MLIR's poison position.
pub const POISON: i64 = -1;

fn ty(op: OpView<'_>, v: Value) -> Type {
    op.body.value_type(v)
}

/// The element type of a vector, or the type itself.
fn element(ctx: &Context, t: Type) -> Type {
    t.element_type_or_self(ctx)
}

fn same_element(op: OpView<'_>, a: Value, b: Value, what: &str) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    if element(ctx, ty(op, a)) != element(ctx, ty(op, b)) {
        return Err(op.emit_op_error(format_args!("failed to verify that {what}")));
    }
    Ok(())
}

/// `vector.broadcast`'s `PredOpTrait`.
pub fn broadcast_invariants(op: BroadcastOp<'_>) -> Result<(), Diagnostic> {
    same_element(
        op.0,
        op.source(),
        op.vector(),
        "source operand and result have same element type",
    )
}

/// `vector.extract`'s `PredOpTrait`.
pub fn extract_invariants(op: ExtractOp<'_>) -> Result<(), Diagnostic> {
    same_element(
        op.0,
        op.source(),
        op.result(),
        "operand and result have same element type",
    )
}

/// `vector.insert`'s `PredOpTrait`.
pub fn insert_invariants(op: InsertOp<'_>) -> Result<(), Diagnostic> {
    same_element(
        op.0,
        op.value_to_store(),
        op.result(),
        "source operand and result have same element type",
    )
}

/// `vector.transpose`'s `PredOpTrait`.
pub fn transpose_invariants(op: TransposeOp<'_>) -> Result<(), Diagnostic> {
    same_element(
        op.0,
        op.vector(),
        op.result(),
        "operand and result have same element type",
    )
}

/// A dimension as MLIR prints a `VectorDim`: `4`, or `[4]` when scalable.
fn dim_text(d: i64, scalable: bool) -> String {
    if scalable {
        format!("[{d}]")
    } else {
        d.to_string()
    }
}

/// A vector's shape with one scalable flag per dimension.
fn dims(ctx: &Context, t: Type) -> Vec<(i64, bool)> {
    let shape = t.shape(ctx).unwrap_or(&[]);
    let scalable = t.scalable_dims(ctx).unwrap_or_default();
    shape
        .iter()
        .enumerate()
        .map(|(i, &d)| (d, scalable.get(i).copied().unwrap_or(false)))
        .collect()
}

/// `vector.broadcast`: MLIR's `isBroadcastableTo`.
pub fn verify_broadcast(op: BroadcastOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (src, dst) = (ty(op.0, op.source()), ty(op.0, op.vector()));
    if !src.is_vector(ctx) {
        if dst.element_type(ctx) == Some(src) && ir::uniqued::types::valid_vector_element(ctx, src)
        {
            return Ok(());
        }
        return Err(op.emit_op_error("source type is not a vector"));
    }
    let (s, d) = (dims(ctx, src), dims(ctx, dst));
    if s.len() > d.len() {
        return Err(op.emit_op_error("source rank higher than destination rank"));
    }
    let lead = d.len() - s.len();
    for (i, &(sd, ss)) in s.iter().enumerate() {
        let (dd, ds) = d[lead + i];
        let mismatch =
            (sd != 1 && sd != dd) || (sd == 1 && ss && dd != 1) || (ss != ds && (sd != 1 || ss));
        if mismatch {
            return Err(op.emit_op_error(format_args!(
                "dimension mismatch ({} vs. {})",
                dim_text(sd, ss),
                dim_text(dd, ds)
            )));
        }
    }
    Ok(())
}

/// The checks `vector.extract` and `vector.insert` share on a position
/// into `vector`: the dynamic markers match the operands, and the
/// position is no longer than the rank (`dest` words the message).
fn check_position(
    op: OpView<'_>,
    statics: &[i64],
    dynamic: usize,
    vector: Type,
    dest: &str,
) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let markers = statics.iter().filter(|&&p| p == DYNAMIC).count();
    if markers != dynamic {
        return Err(op.emit_op_error(
            "mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    let shape = vector.shape(ctx).unwrap_or(&[]);
    if statics.len() > shape.len() {
        return Err(op.emit_op_error(format_args!(
            "expected position attribute of rank no greater than {dest}vector rank"
        )));
    }
    Ok(())
}

/// Whether static position entry `p` is valid for a dimension of size
/// `d` (MLIR's `isValidPositiveIndexOrPoison`).
fn valid_position(p: i64, d: i64) -> bool {
    p == DYNAMIC || p == POISON || (0..d).contains(&p)
}

/// MLIR's `expected a scalar instead of a 0-d vector as the {what}`.
fn not_zero_d(op: OpView<'_>, t: Type, what: &str) -> Result<(), Diagnostic> {
    if t.is_vector(op.ctx) && t.rank(op.ctx) == Some(0) {
        return Err(Diagnostic::error(
            op.loc(),
            format!("expected a scalar instead of a 0-d vector as the {what}"),
        ));
    }
    Ok(())
}

/// Each static entry of `pos` in bounds of `vector`'s dimension; `what`
/// ends the message.
fn check_bounds(op: OpView<'_>, pos: &[i64], vector: Type, what: &str) -> Result<(), Diagnostic> {
    let shape = vector.shape(op.ctx).unwrap_or(&[]);
    for (i, (&p, &d)) in pos.iter().zip(shape).enumerate() {
        if !valid_position(p, d) {
            return Err(op.emit_op_error(format_args!(
                "expected position attribute #{} to be a non-negative integer smaller than the corresponding {what}",
                i + 1
            )));
        }
    }
    Ok(())
}

/// `vector.extract`: positions, then the result type.
pub fn verify_extract(op: ExtractOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (src, res) = (ty(op.0, op.source()), ty(op.0, op.result()));
    not_zero_d(op.0, res, "result type")?;
    let pos = i64_array(ctx, Some(op.static_position().0));
    check_position(op.0, &pos, op.dynamic_position().len(), src, "")?;
    check_bounds(op.0, &pos, src, "vector dimension or poison (-1)")?;
    let inferred = extract_result_type(ctx, src, pos.len());
    if !compatible_extract_types(ctx, inferred, res) {
        return Err(op.emit_op_error(format_args!(
            "inferred type(s) '{}' are incompatible with return type(s) of operation '{}'",
            inferred.display(ctx),
            res.display(ctx)
        )));
    }
    Ok(())
}

/// The type `vector.extract` at a position of length `n` gives: the
/// element type at full length, the trailing sub-vector otherwise.
pub fn extract_result_type(ctx: &Context, src: Type, n: usize) -> Type {
    let d = dims(ctx, src);
    let elem = element(ctx, src);
    if n == d.len() {
        return elem;
    }
    let rest = &d[n.min(d.len())..];
    let shape: Vec<i64> = rest.iter().map(|x| x.0).collect();
    let scalable: Vec<bool> = rest.iter().map(|x| x.1).collect();
    Type::vector(ctx, &shape, elem, &scalable).unwrap_or(elem)
}

/// MLIR's `ExtractOp::isCompatibleReturnTypes`: equal, or a one-element
/// vector against its element.
fn compatible_extract_types(ctx: &Context, a: Type, b: Type) -> bool {
    let one_of = |v: Type, s: Type| matches!(v.kind(ctx), TypeKind::Vector { shape, element, .. } if **shape == [1] && *element == s);
    a == b || one_of(a, b) || one_of(b, a)
}

/// `vector.insert`: the stored value's rank and the position.
pub fn verify_insert(op: InsertOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (src, dest) = (ty(op.0, op.value_to_store()), ty(op.0, op.dest()));
    not_zero_d(op.0, src, "source operand")?;
    let pos = i64_array(ctx, Some(op.static_position().0));
    check_position(op.0, &pos, op.dynamic_position().len(), dest, "dest ")?;
    let rank = dest.rank(ctx).unwrap_or(0);
    match src.rank(ctx).filter(|_| src.is_vector(ctx)) {
        Some(r) if r + pos.len() != rank => {
            return Err(op.emit_op_error(
                "expected position attribute rank + source rank to match dest vector rank",
            ));
        }
        None if pos.len() != rank => {
            return Err(
                op.emit_op_error("expected position attribute rank to match the dest vector rank")
            );
        }
        _ => {}
    }
    check_bounds(op.0, &pos, dest, "dest vector dimension")?;
    Ok(())
}

/// `vector.shape_cast`: element type, element count and scalability kept.
pub fn verify_shape_cast(op: ShapeCastOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (src, res) = (ty(op.0, op.source()), ty(op.0, op.result()));
    if element(ctx, src) != element(ctx, res) {
        return Err(op.emit_op_error("has different source and result element types"));
    }
    let (n, m) = (
        src.num_elements(ctx).unwrap_or(0),
        res.num_elements(ctx).unwrap_or(0),
    );
    if n != m {
        return Err(op.emit_op_error(format_args!(
            "has different number of elements at source ({n}) and result ({m})"
        )));
    }
    let scalable = |t: Type| dims(ctx, t).iter().filter(|d| d.1).count();
    let (a, b) = (scalable(src), scalable(res));
    if a != b {
        return Err(op.emit_op_error(format_args!(
            "has different number of scalable dims at source ({a}) and result ({b})"
        )));
    }
    Ok(())
}

/// `vector.transpose`: ranks, a permutation, and the permuted sizes.
pub fn verify_transpose(op: TransposeOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (src, res) = (ty(op.0, op.vector()), ty(op.0, op.result()));
    let (s, r) = (dims(ctx, src), dims(ctx, res));
    let rank = r.len();
    if s.len() != rank {
        return Err(op.emit_op_error(format_args!("vector result rank mismatch: {rank}")));
    }
    let perm = i64_array(ctx, Some(op.permutation().0));
    if perm.len() != rank {
        return Err(op.emit_op_error(format_args!(
            "transposition length mismatch: {}",
            perm.len()
        )));
    }
    let mut seen = vec![false; rank];
    for (i, &p) in perm.iter().enumerate() {
        if p < 0 || p as usize >= rank {
            return Err(op.emit_op_error(format_args!("transposition index out of range: {p}")));
        }
        if std::mem::replace(&mut seen[p as usize], true) {
            return Err(op.emit_op_error(format_args!("duplicate position index: {p}")));
        }
        if r[i].0 != s[p as usize].0 {
            return Err(op.emit_op_error(format_args!("dimension size mismatch at: {p}")));
        }
    }
    Ok(())
}

/// The size in bits of a vector element (MLIR's default data layout:
/// integers and floats their width, `index` 64).
pub fn element_bits(ctx: &Context, t: Type) -> u64 {
    if t.is_index(ctx) {
        return 64;
    }
    t.int_or_float_width(ctx).unwrap_or(0) as u64
}

/// `vector.bitcast`: leading sizes kept, the minor dimension's bits kept.
pub fn verify_bitcast(op: BitCastOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let (src, res) = (ty(op.0, op.source()), ty(op.0, op.result()));
    let (s, r) = (src.shape(ctx).unwrap_or(&[]), res.shape(ctx).unwrap_or(&[]));
    for i in 0..s.len().saturating_sub(1) {
        if s[i] != r[i] {
            return Err(op.emit_op_error(format_args!("dimension size mismatch at: {i}")));
        }
    }
    let (sb, rb) = (
        element_bits(ctx, element(ctx, src)),
        element_bits(ctx, element(ctx, res)),
    );
    if s.is_empty() {
        if sb != rb {
            return Err(op.emit_op_error(
                "source/result bitwidth of the 0-D vector element types must be equal",
            ));
        }
    } else if sb.saturating_mul(s[s.len() - 1] as u64) != rb.saturating_mul(r[r.len() - 1] as u64) {
        return Err(
            op.emit_op_error("source/result bitwidth of the minor 1-D vectors must be equal")
        );
    }
    Ok(())
}

/// `vector.constant_mask`: one size per dimension, in bounds, all zero or
/// none.
pub fn verify_constant_mask(op: ConstantMaskOp<'_>) -> Result<(), Diagnostic> {
    let ctx = op.ctx;
    let res = ty(op.0, op.result());
    let sizes = i64_array(ctx, Some(op.mask_dim_sizes().0));
    let d = dims(ctx, res);
    if d.is_empty() {
        if sizes.len() != 1 {
            return Err(Diagnostic::error(
                op.loc(),
                "array attr must have length 1 for 0-D vectors",
            ));
        }
        if sizes[0] != 0 && sizes[0] != 1 {
            return Err(Diagnostic::error(
                op.loc(),
                "mask dim size must be either 0 or 1 for 0-D vectors",
            ));
        }
        return Ok(());
    }
    if sizes.len() != d.len() {
        return Err(op.emit_op_error("must specify array attr of size equal vector result rank"));
    }
    for (&m, &(size, scalable)) in sizes.iter().zip(&d) {
        if m < 0 || m > size {
            return Err(op.emit_op_error(
                "array attr of size out of bounds of vector result dimension size",
            ));
        }
        if scalable && m != 0 && m != size {
            return Err(
                op.emit_op_error("only supports 'none set' or 'all set' scalable dimensions")
            );
        }
    }
    if sizes.contains(&0) && sizes.iter().any(|&m| m != 0) {
        return Err(op.emit_op_error(
            "expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim",
        ));
    }
    Ok(())
}

/// `vector.create_mask`: one operand per dimension (one for a 0-D mask).
pub fn verify_create_mask(op: CreateMaskOp<'_>) -> Result<(), Diagnostic> {
    let rank = ty(op.0, op.result()).rank(op.ctx).unwrap_or(0);
    let n = op.operands().len();
    if rank == 0 {
        if n != 1 {
            return Err(op.emit_op_error("must specify exactly one operand for 0-D create_mask"));
        }
    } else if n != rank {
        return Err(op.emit_op_error("must specify an operand for each result vector dimension"));
    }
    Ok(())
}
