//! `math`'s `DialectInlinerInterface` (MLIR's `MathInlinerInterface`):
//! every math op is pure and region-free, so each may be inlined.

use super::MathDialect;
use ir::transforms::inliner_interface::{DialectInlinerInterface, InlineLegality};

/// `math`'s answers to the inliner.
#[derive(Debug)]
pub struct MathInlinerInterface;

#[ir::dialect_interface(dialect = MathDialect)]
impl DialectInlinerInterface for MathInlinerInterface {
    fn legal_by_default(&self) -> InlineLegality {
        InlineLegality::OPS
    }
}
