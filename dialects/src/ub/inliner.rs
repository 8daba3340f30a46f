//! `ub`'s `DialectInlinerInterface` (MLIR's `UBInlinerInterface`): every
//! ub op may be inlined.

use super::UBDialect;
use ir::transforms::inliner_interface::{DialectInlinerInterface, InlineLegality};

/// `ub`'s answers to the inliner.
#[derive(Debug)]
pub struct UBInlinerInterface;

#[ir::dialect_interface(dialect = UBDialect)]
impl DialectInlinerInterface for UBInlinerInterface {
    fn legal_by_default(&self) -> InlineLegality {
        InlineLegality::OPS
    }
}
