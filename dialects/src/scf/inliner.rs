//! `scf`'s `DialectInlinerInterface` (MLIR's `SCFInlinerInterface`): every
//! scf op and region may be inlined; an inlined `scf.yield` that ends a
//! single-block body hands its operands to the users of the call's
//! results.

use super::{ScfDialect, YieldOp};
use ir::prelude::*;
use ir::transforms::inliner_interface::{DialectInlinerInterface, InlineLegality};

/// `scf`'s answers to the inliner.
#[derive(Debug)]
pub struct ScfInlinerInterface;

#[ir::dialect_interface(dialect = ScfDialect)]
impl DialectInlinerInterface for ScfInlinerInterface {
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
        if YieldOp::cast(ctx, body, op).is_none() {
            return;
        }
        let yielded: Vec<Value> = body.operands(op).collect();
        for (&from, to) in values_to_replace.iter().zip(yielded) {
            body.replace_all_uses_with(from, to);
        }
    }
}
