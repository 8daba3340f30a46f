//! `gpu`'s `DialectInlinerInterface` (MLIR's `GPUInlinerInterface`):
//! every gpu op may be inlined.

use super::GPUDialect;
use ir::transforms::inliner_interface::{DialectInlinerInterface, InlineLegality};

/// `gpu`'s answers to the inliner.
#[derive(Debug)]
pub struct GPUInlinerInterface;

#[ir::dialect_interface(dialect = GPUDialect)]
impl DialectInlinerInterface for GPUInlinerInterface {
    fn legal_by_default(&self) -> InlineLegality {
        InlineLegality::OPS
    }
}
