//! The `test` dialect: the ops MLIR's own symbol tests use
//! (`test.symbol_scope`, `test.one_region_op`, `test.finish`) and the test
//! passes `-test-symbol-uses` and `-test-symbol-rauw` ([`passes`]).
//!
//! Only the ops the conformance files need are declared; mirroring all of
//! MLIR's `TestOps.td` was rejected as hundreds of ops nobody runs.

pub mod passes;

use ir::prelude::*;

/// The test dialect.
#[dialect(name = "test")]
pub struct TestDialect;

/// `test.symbol_scope`: a symbol table that is not a module.
#[op(dialect = TestDialect, name = "symbol_scope", traits = [SymbolTable],
     summary = "an op with a symbol table")]
pub struct SymbolScopeOp {
    /// The table's single-block region.
    #[region]
    region: Region,
}

/// `test.one_region_op`: any op with one region and no other rules.
#[op(dialect = TestDialect, name = "one_region_op", summary = "an op with one region")]
pub struct OneRegionOp {
    /// The region.
    #[region]
    region: Region,
}

/// `test.finish`: a terminator.
#[op(dialect = TestDialect, name = "finish", traits = [IsTerminator],
     summary = "a terminator")]
pub struct FinishOp {}
