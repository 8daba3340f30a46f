//! ODS type constraints on operands and results ("operand #0 must be
//! signless-integer-like, but got 'f32'"), for ops' `invariants` hooks.
//!
//! They run right after the structural traits and attribute checks, where
//! ODS's `OpInvariants` trait sits. Encoding each constraint as a trait
//! type was rejected: a constraint applies to one operand, not to the op.

use super::tensor_or_vector_element;
use crate::semantics::diag::Diagnostic;
use crate::semantics::op::OpView;
use crate::uniqued::context::Context;
use crate::{Type, TypeKind};

/// Checks the operands or results (`what`, with `count` and `value`) in
/// `range` against `pred`, reporting the first mismatch.
fn values_must_be(
    op: OpView<'_>,
    what: &str,
    count: usize,
    value: impl Fn(usize) -> crate::Value,
    range: core::ops::Range<usize>,
    pred: fn(&Context, Type) -> bool,
    desc: &str,
) -> Result<(), Diagnostic> {
    for i in range.take_while(|&i| i < count) {
        let t = op.body.value_type(value(i));
        if !pred(op.ctx, t) {
            return Err(op.emit_op_error(format!(
                "{what} #{i} must be {desc}, but got '{}'",
                t.display(op.ctx)
            )));
        }
    }
    Ok(())
}

/// Checks operands `range` against `pred`, reporting the first mismatch.
pub fn operands_must_be(
    op: OpView<'_>,
    range: core::ops::Range<usize>,
    pred: fn(&Context, Type) -> bool,
    desc: &str,
) -> Result<(), Diagnostic> {
    let n = op.body.num_operands(op.op);
    values_must_be(op, "operand", n, |i| op.operand(i), range, pred, desc)
}

/// Checks results `range` against `pred`.
pub fn results_must_be(
    op: OpView<'_>,
    range: core::ops::Range<usize>,
    pred: fn(&Context, Type) -> bool,
    desc: &str,
) -> Result<(), Diagnostic> {
    let n = op.body.num_results(op.op);
    values_must_be(op, "result", n, |i| op.result(i), range, pred, desc)
}

fn scalar_or_container(ctx: &Context, t: Type, pred: fn(&Context, Type) -> bool) -> bool {
    match t.kind(ctx) {
        TypeKind::Vector { .. } | TypeKind::RankedTensor { .. } | TypeKind::UnrankedTensor(_) => {
            pred(ctx, tensor_or_vector_element(ctx, t))
        }
        _ => pred(ctx, t),
    }
}

/// A signless integer or `index`.
pub fn is_signless_int_or_index(ctx: &Context, t: Type) -> bool {
    t.is_signless_integer(ctx) || t.is_index(ctx)
}

/// `signless-integer-like`: signless integer or index, or a vector/tensor
/// of them.
pub fn is_signless_integer_like(ctx: &Context, t: Type) -> bool {
    scalar_or_container(ctx, t, is_signless_int_or_index)
}

/// `signless-fixed-width-integer-like`: no `index`.
pub fn is_signless_fixed_width_integer_like(ctx: &Context, t: Type) -> bool {
    scalar_or_container(ctx, t, |c, t| t.is_signless_integer(c))
}

/// `floating-point-like`.
pub fn is_float_like(ctx: &Context, t: Type) -> bool {
    scalar_or_container(ctx, t, |c, t| t.is_float(c))
}

/// `bool-like`: `i1` or a vector/tensor of it.
pub fn is_bool_like(ctx: &Context, t: Type) -> bool {
    scalar_or_container(ctx, t, |c, t| {
        matches!(
            t.kind(c),
            TypeKind::Integer {
                width: 1,
                signedness: crate::Signedness::Signless
            }
        )
    })
}
