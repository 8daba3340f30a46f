//! `complex`'s `DialectInlinerInterface` (MLIR's `ComplexInlinerInterface`):
//! every complex op may be inlined (it has no calls, regions or
//! terminators).

use super::ComplexDialect;
use ir::transforms::inliner_interface::{DialectInlinerInterface, InlineLegality};

/// `complex`'s answers to the inliner.
#[derive(Debug)]
pub struct ComplexInlinerInterface;

#[ir::dialect_interface(dialect = ComplexDialect)]
impl DialectInlinerInterface for ComplexInlinerInterface {
    fn legal_by_default(&self) -> InlineLegality {
        InlineLegality::OPS
    }
}
