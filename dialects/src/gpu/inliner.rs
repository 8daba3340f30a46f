//! `gpu`'s `DialectInlinerInterface` (MLIR's `GPUInlinerInterface`):
//! every gpu op may be inlined.

use super::GPUDialect;
use ir::prelude::*;
use ir::transforms::inliner_interface::DialectInlinerInterface;

/// `gpu`'s answers to the inliner.
#[derive(Debug)]
pub struct GPUInlinerInterface;

#[ir::dialect_interface(dialect = GPUDialect)]
impl DialectInlinerInterface for GPUInlinerInterface {
    fn is_legal_to_inline_op(&self, _: OpView<'_>, _: Region, _: bool) -> bool {
        true
    }
}
