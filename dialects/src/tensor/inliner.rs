//! `tensor`'s `DialectInlinerInterface` (MLIR 22's `TensorInlinerInterface`):
//! every tensor op may be inlined, and a body may be inlined into any region of a tensor op.

use super::TensorDialect;
use ir::transforms::inliner_interface::{DialectInlinerInterface, InlineLegality};

/// `tensor`'s answers to the inliner.
#[derive(Debug)]
pub struct TensorInlinerInterface;

#[ir::dialect_interface(dialect = TensorDialect)]
impl DialectInlinerInterface for TensorInlinerInterface {
    fn legal_by_default(&self) -> InlineLegality {
        InlineLegality::OPS_AND_REGIONS
    }
}
