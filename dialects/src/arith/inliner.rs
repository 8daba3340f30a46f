//! `arith`'s `DialectInlinerInterface` (MLIR's `ArithInlinerInterface`):
//! every arith op may be inlined; arith has no calls, regions or
//! terminators to say more about.

use super::ArithDialect;
use ir::prelude::*;
use ir::transforms::inliner_interface::DialectInlinerInterface;

/// `arith`'s answers to the inliner.
#[derive(Debug)]
pub struct ArithInlinerInterface;

#[ir::dialect_interface(dialect = ArithDialect)]
impl DialectInlinerInterface for ArithInlinerInterface {
    fn is_legal_to_inline_op(&self, _: OpView<'_>, _: Region, _: bool) -> bool {
        true
    }
}
