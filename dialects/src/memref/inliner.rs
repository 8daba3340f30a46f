//! `memref`'s `DialectInlinerInterface` (MLIR 22's `MemRefInlinerInterface`):
//! every memref op may be inlined, and a body may be inlined into any region of a memref op.

use super::MemRefDialect;
use ir::transforms::inliner_interface::{DialectInlinerInterface, InlineLegality};

/// `memref`'s answers to the inliner.
#[derive(Debug)]
pub struct MemRefInlinerInterface;

#[ir::dialect_interface(dialect = MemRefDialect)]
impl DialectInlinerInterface for MemRefInlinerInterface {
    fn legal_by_default(&self) -> InlineLegality {
        InlineLegality::OPS_AND_REGIONS
    }
}
