//! `cf`'s `DialectInlinerInterface` (MLIR's `ControlFlowInlinerInterface`):
//! cf ops and regions may always be inlined; branches stay branches, so
//! there is no terminator to rewrite.

use super::ControlFlowDialect;
use ir::transforms::inliner_interface::{DialectInlinerInterface, InlineLegality};

/// `cf`'s answers to the inliner.
#[derive(Debug)]
pub struct ControlFlowInlinerInterface;

#[ir::dialect_interface(dialect = ControlFlowDialect)]
impl DialectInlinerInterface for ControlFlowInlinerInterface {
    fn legal_by_default(&self) -> InlineLegality {
        InlineLegality::OPS_AND_REGIONS
    }
}
