//! The `test` dialect: the ops MLIR's own symbol tests use
//! (`test.symbol_scope`, `test.one_region_op`, `test.finish`) and the test
//! passes `-test-symbol-uses` and `-test-symbol-rauw` ([`passes`]).
//!
//! Only the ops the conformance files need are declared; mirroring all of
//! MLIR's `TestOps.td` was rejected as hundreds of ops nobody runs.

pub mod passes;
#[cfg(test)]
mod tests;

use ir::prelude::*;

/// The test dialect; like MLIR's, it accepts unknown `test.*` ops.
#[dialect(name = "test", allow_unknown_ops)]
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

/// `test.graph_region`: one region whose ops need not dominate their uses
/// (MLIR's `GraphRegionOp`), written `test.graph_region { ... }`.
#[op(dialect = TestDialect, name = "graph_region", traits = [HasOnlyGraphRegion],
     format = "attr-dict-with-keyword $region",
     summary = "graph region operation")]
pub struct GraphRegionOp {
    /// The graph region.
    #[region]
    region: Region,
}

/// `test.finish`: a terminator.
#[op(dialect = TestDialect, name = "finish", traits = [IsTerminator],
     summary = "a terminator")]
pub struct FinishOp {}

/// MLIR's test dialect rejects `test.invalid_attr` on region arguments
/// and results, to exercise the dialect attribute hooks.
fn reject_invalid_attr(
    ctx: &Context,
    op: OpRef<'_>,
    _region: usize,
    _index: usize,
    attr: ir::NamedAttribute,
) -> Result<(), Diagnostic> {
    if ctx.str(attr.0) == "test.invalid_attr" {
        return Err(Diagnostic::error(
            op.body.op_loc(op.op),
            "invalid to use 'test.invalid_attr'",
        ));
    }
    Ok(())
}

inventory::submit! {
    ir::verify::dialect_attrs::DialectAttrVerifier {
        dialect: "test",
        verify_region_arg_attr: reject_invalid_attr,
        verify_region_result_attr: reject_invalid_attr,
    }
}

inventory::submit! {
    ir::attr_defs::ParametricAttrDef { dialect: "test", name: "sub_elements_access", arity: 3 }
}
