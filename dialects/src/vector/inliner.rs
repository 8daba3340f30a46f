//! `vector`'s `DialectInlinerInterface` (MLIR 22's `VectorInlinerInterface`):
//! every vector op may be inlined (the dialect has no region ops to inline into).

use super::VectorDialect;
use ir::transforms::inliner_interface::{DialectInlinerInterface, InlineLegality};

/// `vector`'s answers to the inliner.
#[derive(Debug)]
pub struct VectorInlinerInterface;

#[ir::dialect_interface(dialect = VectorDialect)]
impl DialectInlinerInterface for VectorInlinerInterface {
    fn legal_by_default(&self) -> InlineLegality {
        InlineLegality::OPS
    }
}
