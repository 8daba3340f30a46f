//! The toy dialect's answers to the inliner (chapter 4's
//! `ToyInlinerInterface`): every call, op and function body of `toy` may
//! be inlined; an inlined `toy.return` hands its operand to the call's
//! users; and where a call passes a `tensor<2x3xf64>` to a function
//! taking `tensor<*xf64>` (or the reverse for results), the inliner gets
//! a `toy.cast` between the two.
//!
//! It is a `#[dialect_interface]` of `ToyDialect`, found by the `inline`
//! pass through the dialect of each op it meets; nothing else registers
//! it. The tutorial's `handleTerminator(op, newDest)` for bodies of
//! several blocks is not given: a toy function has one block.

use crate::{CastOp, ReturnOp, ToyDialect};
use ir::prelude::*;
use ir::transforms::inliner_interface::{
    DialectInlinerInterface, InlineLegality, replace_with_terminator_operands,
};

/// `toy`'s answers to the inliner.
#[derive(Debug)]
pub struct ToyInlinerInterface;

#[ir::dialect_interface(dialect = ToyDialect)]
impl DialectInlinerInterface for ToyInlinerInterface {
    /// Every `toy.generic_call`, toy function body and toy op may be
    /// inlined.
    fn legal_by_default(&self) -> InlineLegality {
        InlineLegality::ALL
    }

    /// An inlined `toy.return` hands its operand to the call's users.
    fn handle_terminator_values(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        values_to_replace: &[Value],
    ) {
        if ReturnOp::cast(ctx, body, op).is_some() {
            replace_with_terminator_operands(body, op, values_to_replace);
        }
    }

    /// A `toy.cast` from `input` to `result_type`.
    fn materialize_call_conversion(
        &self,
        b: &mut OpBuilder<'_>,
        input: Value,
        result_type: Type,
        loc: Location,
    ) -> Option<Operation> {
        Some(CastOp::build(b, loc, result_type, input))
    }
}
