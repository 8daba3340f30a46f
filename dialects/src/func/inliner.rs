//! `func`'s `DialectInlinerInterface` (MLIR's `FuncInlinerInterface`, in
//! its inliner extension): calls, ops and regions of `func` may always be
//! inlined; an inlined `func.return` hands its operands to the call's
//! users, or becomes a `cf.br` to the block after the call when the
//! inlined body has several blocks.

use super::{FuncDialect, ReturnOp};
use crate::cf::BranchOp;
use ir::prelude::*;
use ir::transforms::inliner_interface::{
    DialectInlinerInterface, InlineLegality, replace_with_terminator_operands,
};

/// `func`'s answers to the inliner.
#[derive(Debug)]
pub struct FuncInlinerInterface;

#[ir::dialect_interface(dialect = FuncDialect)]
impl DialectInlinerInterface for FuncInlinerInterface {
    fn is_legal_to_inline_call(&self, call: OpView<'_>, callable: OpView<'_>, _: bool) -> bool {
        // `no_inline` on the call or on the callee keeps the call.
        let key = call.ctx.ident("no_inline");
        call.body.get_attr(call.ctx, call.op, key).is_none()
            && callable.body.get_attr(call.ctx, callable.op, key).is_none()
    }

    fn legal_by_default(&self) -> InlineLegality {
        InlineLegality::OPS_AND_REGIONS
    }

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

    fn handle_terminator_branch(
        &self,
        ctx: &Context,
        body: &mut Body,
        op: Operation,
        new_dest: Block,
    ) {
        if ReturnOp::cast(ctx, body, op).is_none() {
            return;
        }
        let returned: Vec<Value> = body.operands(op).collect();
        let loc = body.op_loc(op);
        let mut b = OpBuilder::new(ctx, body);
        b.set_insertion_point_before(op);
        BranchOp::build(&mut b, loc, &returned, new_dest);
        body.erase_op(op);
    }
}
