//! `arith`'s `DialectInlinerInterface` (MLIR's `ArithInlinerInterface`):
//! every arith op may be inlined; arith has no calls, regions or
//! terminators to say more about.

use super::ArithDialect;
use ir::transforms::inliner_interface::{DialectInlinerInterface, InlineLegality};

/// `arith`'s answers to the inliner.
#[derive(Debug)]
pub struct ArithInlinerInterface;

#[ir::dialect_interface(dialect = ArithDialect)]
impl DialectInlinerInterface for ArithInlinerInterface {
    fn legal_by_default(&self) -> InlineLegality {
        InlineLegality::OPS
    }
}
