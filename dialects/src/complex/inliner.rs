//! `complex`'s `DialectInlinerInterface` (MLIR's `ComplexInlinerInterface`):
//! every complex op may be inlined (it has no calls, regions or
//! terminators).

use super::ComplexDialect;
use ir::prelude::*;
use ir::transforms::inliner_interface::DialectInlinerInterface;

/// `complex`'s answers to the inliner.
#[derive(Debug)]
pub struct ComplexInlinerInterface;

#[ir::dialect_interface(dialect = ComplexDialect)]
impl DialectInlinerInterface for ComplexInlinerInterface {
    fn is_legal_to_inline_op(&self, _: OpView<'_>, _: Region, _: bool) -> bool {
        true
    }
}
