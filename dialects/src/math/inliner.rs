//! `math`'s `DialectInlinerInterface` (MLIR's `MathInlinerInterface`):
//! every math op is pure and region-free, so each may be inlined.

use super::MathDialect;
use ir::prelude::*;
use ir::transforms::inliner_interface::DialectInlinerInterface;

/// `math`'s answers to the inliner.
#[derive(Debug)]
pub struct MathInlinerInterface;

#[ir::dialect_interface(dialect = MathDialect)]
impl DialectInlinerInterface for MathInlinerInterface {
    fn is_legal_to_inline_op(&self, _: OpView<'_>, _: Region, _: bool) -> bool {
        true
    }
}
