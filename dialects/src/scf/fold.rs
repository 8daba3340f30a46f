//! The one fold MLIR 22 gives an scf op (`IfOp::fold`): `scf.if` on a
//! negated condition (`arith.xori %c, true`) becomes `scf.if %c` with its
//! regions swapped, in place. The dialect's other simplifications
//! (constant conditions, trivial loops) are canonicalization patterns.

use crate::arith::XOrIOp;
use ir::OpViewMut;
use ir::prelude::*;

/// `scf.if (xor %c, 1) {a} else {b}` → `scf.if %c {b} else {a}`; an `if`
/// without `else` stays.
pub fn fold_if(
    op: OpViewMut<'_>,
    _constants: &[Option<Attribute>],
    _: &mut FoldResults,
) -> FoldOutcome {
    FoldOutcome::in_place(swap_negated(op))
}

/// [`fold_if`]: `true` when the regions were swapped.
fn swap_negated(op: OpViewMut<'_>) -> bool {
    let (ctx, body, op) = (op.ctx, op.body, op.op);
    let regions = body.regions(op).to_vec();
    let [then_region, else_region] = regions[..] else {
        return false;
    };
    let (Some(then_block), Some(else_block)) =
        (body.entry_block(then_region), body.entry_block(else_region))
    else {
        return false;
    };
    let Some(xor) = body.defining_op(body.operand(op, 0)) else {
        return false;
    };
    if XOrIOp::cast(ctx, body, xor).is_none() {
        return false;
    }
    let (lhs, rhs) = (body.operand(xor, 0), body.operand(xor, 1));
    if !is_one(ctx, body, rhs) {
        return false;
    }
    body.set_operand(op, 0, lhs);
    body.detach_block(then_block);
    body.detach_block(else_block);
    body.append_block(then_region, else_block);
    body.append_block(else_region, then_block);
    true
}

/// Whether `v` is the integer constant 1 (`true` for `i1`; MLIR's
/// `m_One`).
fn is_one(ctx: &Context, body: &mut Body, v: Value) -> bool {
    let Some(c) = ir::semantics::fold::constant_value(ctx, body, v) else {
        return false;
    };
    let i1 = c.typed_value_type(ctx) == Some(Type::int(ctx, 1));
    match c.as_i64(ctx) {
        Some(1) => true,
        Some(-1) => i1,
        _ => false,
    }
}
