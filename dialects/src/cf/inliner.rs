//! `cf`'s `DialectInlinerInterface` (MLIR's `ControlFlowInlinerInterface`):
//! cf ops and regions may always be inlined; branches stay branches, so
//! there is no terminator to rewrite.

use super::ControlFlowDialect;
use ir::prelude::*;
use ir::transforms::inliner_interface::DialectInlinerInterface;

/// `cf`'s answers to the inliner.
#[derive(Debug)]
pub struct ControlFlowInlinerInterface;

#[ir::dialect_interface(dialect = ControlFlowDialect)]
impl DialectInlinerInterface for ControlFlowInlinerInterface {
    fn is_legal_to_inline_region(&self, _: &Context, _: Region, _: Region, _: bool) -> bool {
        true
    }

    fn is_legal_to_inline_op(&self, _: OpView<'_>, _: Region, _: bool) -> bool {
        true
    }
}
