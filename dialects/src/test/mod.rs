//! The `test` dialect: the ops MLIR's own symbol, region and format tests
//! use (`test.symbol_scope`, `test.one_region_op`, `test.finish`,
//! `test.format_implicit_terminator_region_a_op`, ...) and the test
//! passes `-test-symbol-uses` and `-test-symbol-rauw` ([`passes`]), and
//! those over the core IR API (`-test-print-nesting`, the generic
//! visitors, `-test-take-body`, `-test-clone`,
//! `-test-operations-equality`, `-test-single-fold`: [`ir_passes`]).
//!
//! Only the ops the conformance files need are declared; mirroring all of
//! MLIR's `TestOps.td` was rejected as hundreds of ops nobody runs.

pub mod conformance_ops;
pub mod cse_ops;
#[cfg(test)]
mod cse_tests;
pub mod defs;
pub mod destination_style;
pub mod format;
#[cfg(test)]
mod infer_tests;
pub mod inliner;
#[cfg(test)]
mod inliner_tests;
pub mod ir_passes;
#[cfg(test)]
mod loop_tests;
pub mod passes;
pub mod pattern_ops;
#[cfg(test)]
mod pattern_tests;
pub mod region_branch;
pub mod side_effects;
#[cfg(test)]
mod side_effects_tests;
#[cfg(test)]
mod tests;
pub mod traits;
pub mod visitors;

use ir::prelude::*;

/// The test dialect; like MLIR's, it accepts unknown `test.*` ops, and
/// words an unknown type mnemonic its own way (upstream parses its types
/// by hand). Its fallback model of `TestEffectOpInterface` gives effects
/// to the unregistered `test.unregistered_side_effect_op`, as MLIR's
/// `TestDialect::getRegisteredInterfaceForOp` does (see [`side_effects`]).
#[dialect(
    name = "test",
    allow_unknown_ops,
    unknown_type_message = "unknown type!",
    fallback = [TestEffectOpInterface],
    canonicalize = pattern_ops::dialect_canonicalization_patterns
)]
pub struct TestDialect;

use side_effects::TestEffectOpInterfaceConcept;

/// `test.symbol_scope`: a symbol table that is not a module.
#[op(dialect = TestDialect, name = "symbol_scope",
     traits = [SymbolTable, SingleBlockImplicitTerminator<FinishOp>],
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

/// `test.ssacfg_region`: any operands, results and regions, all of them
/// SSACFG regions by its `RegionKindInterface` (MLIR's `SSACFGRegionOp`).
#[op(dialect = TestDialect, name = "ssacfg_region", traits = [RegionKindInterface],
     summary = "operation with an SSACFG region")]
pub struct SsacfgRegionOp {
    /// The operands.
    #[operand(variadic, ty = AnyType)]
    operands: Value,
    /// The results.
    #[result(variadic, ty = AnyType)]
    results: Value,
    /// The regions.
    #[region(variadic)]
    regions: Region,
}

impl RegionKindInterface for SsacfgRegionOp<'_> {
    fn region_kind(&self, _index: usize) -> RegionKind {
        RegionKind::SSACFG
    }
}

/// `test.two_region_op`: exactly two regions of any shape.
#[op(dialect = TestDialect, name = "two_region_op", summary = "operation with two regions")]
pub struct TwoRegionOp {
    /// The first region.
    #[region]
    first: Region,
    /// The second region.
    #[region]
    second: Region,
}

/// `test.sized_region_op`: a region of two blocks (`my_region`), then an
/// unnamed one of one block (MLIR's `SizedRegion<N>` constraints).
#[op(dialect = TestDialect, name = "sized_region_op", verify = verify_sized_regions,
     summary = "sized region operation")]
pub struct SizedRegionOp {
    /// Must hold exactly two blocks.
    #[region]
    my_region: Region,
    /// Must hold exactly one block.
    #[region]
    unnamed: Region,
}

/// The `SizedRegion` checks, worded as ODS words them: a region's name is
/// given only when the op definition names it.
fn verify_sized_regions(op: SizedRegionOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let inner = view.body.region_body(view.op);
    for (i, (&r, (label, want))) in view
        .body
        .regions(view.op)
        .iter()
        .zip([(" ('my_region')", 2), ("", 1)])
        .enumerate()
    {
        if inner.region_blocks(r).count() != want {
            return Err(view.emit_op_error(format!(
                "region #{i}{label} failed to verify constraint: region with {want} blocks"
            )));
        }
    }
    Ok(())
}

/// `test.single_no_terminator_op : { ... }`: one block, no terminator.
#[op(dialect = TestDialect, name = "single_no_terminator_op",
     traits = [SingleBlock, NoTerminator], format = "attr-dict `:` $region",
     summary = "operation with a single region and no terminator")]
pub struct SingleNoTerminatorOp {
    /// The region.
    #[region]
    region: Region,
}

/// `test.variadic_no_terminator_op : {...}, {...}`: any number of
/// single-block regions without terminators.
#[op(dialect = TestDialect, name = "variadic_no_terminator_op",
     traits = [SingleBlock, NoTerminator], format = "attr-dict `:` $regions",
     summary = "operation with variadic regions and no terminator")]
pub struct VariadicNoTerminatorOp {
    /// The regions.
    #[region(variadic)]
    regions: Region,
}

/// `test.single_no_terminator_custom_asm_op{ ... }`: written by hand, the
/// region right after the name (MLIR's test op prints no space).
#[op(dialect = TestDialect, name = "single_no_terminator_custom_asm_op",
     traits = [SingleBlock, NoTerminator],
     parse = parse_region_only, print = print_region_only,
     summary = "operation with a single region, no terminator and custom syntax")]
pub struct SingleNoTerminatorCustomAsmOp {
    /// The region.
    #[region]
    region: Region,
}

/// `test.dummy_op_with_region_ref { ... }`: a region op with hand-written
/// syntax whose printer pads the region with spaces on both sides, as
/// MLIR's test op of that name does.
#[op(dialect = TestDialect, name = "dummy_op_with_region_ref",
     traits = [SingleBlock, NoTerminator],
     parse = parse_region_only, print = print_padded_region,
     summary = "an op whose region is printed between spaces")]
pub struct DummyOpWithRegionRef {
    /// The region.
    #[region]
    body: Region,
}

fn print_padded_region(p: &mut ir::text::OpAsmPrinter<'_, '_>) {
    p.write(" ");
    p.print_region(0, false, true);
    p.write(" ");
}

fn parse_region_only(p: &mut ir::text::OpAsmParser<'_, '_>) -> ir::text::PResult<()> {
    p.parse_region(&[])
}

fn print_region_only(p: &mut ir::text::OpAsmPrinter<'_, '_>) {
    p.print_region(0, false, false);
}

/// `test.op_involution_trait_no_operation_fold`: `f(f(x)) = x`, folded
/// by the trait alone.
#[op(dialect = TestDialect, name = "op_involution_trait_no_operation_fold",
     traits = [SameOperandsAndResultType, NoMemoryEffect, Involution],
     summary = "an involution without a fold of its own")]
pub struct InvolutionNoFoldOp {
    /// The argument.
    #[operand]
    op1: Value,
    /// The result.
    #[result]
    result: Value,
}

/// `test.op_involution_trait_failing_operation_fold`: its own fold never
/// succeeds, so the trait's fold runs.
#[op(dialect = TestDialect, name = "op_involution_trait_failing_operation_fold",
     traits = [SameOperandsAndResultType, NoMemoryEffect, Involution],
     fold = fold_never, summary = "an involution whose own fold fails")]
pub struct InvolutionFailingFoldOp {
    /// The argument.
    #[operand]
    op1: Value,
    /// The result.
    #[result]
    result: Value,
}

fn fold_never(
    _op: InvolutionFailingFoldOp<'_>,
    _c: &[Option<Attribute>],
) -> Option<ir::semantics::fold::OpFoldResult> {
    None
}

/// `test.op_involution_trait_succesful_operation_fold` (sic, MLIR's
/// name): its own fold returns its operand when an op defines it, which
/// keeps the trait's fold from running.
#[op(dialect = TestDialect, name = "op_involution_trait_succesful_operation_fold",
     traits = [SameOperandsAndResultType, NoMemoryEffect, Involution],
     fold = fold_to_defined_operand, summary = "an involution whose own fold succeeds")]
pub struct InvolutionSuccessfulFoldOp {
    /// The argument.
    #[operand]
    op1: Value,
    /// The result.
    #[result]
    result: Value,
}

fn fold_to_defined_operand(
    op: InvolutionSuccessfulFoldOp<'_>,
    _c: &[Option<Attribute>],
) -> Option<ir::semantics::fold::OpFoldResult> {
    let v = op.op1();
    op.0.body
        .defining_op(v)
        .map(|_| ir::semantics::fold::OpFoldResult::Value(v))
}

/// `test.op_idempotent_trait`: `f(f(x)) = f(x)`.
#[op(dialect = TestDialect, name = "op_idempotent_trait",
     traits = [SameOperandsAndResultType, NoMemoryEffect, Idempotent],
     summary = "an idempotent op")]
pub struct IdempotentOp {
    /// The argument.
    #[operand]
    op1: Value,
    /// The result.
    #[result]
    result: Value,
}

/// `test.op_idempotent_trait_binary`: `f(x, x) = x`.
#[op(dialect = TestDialect, name = "op_idempotent_trait_binary",
     traits = [SameOperandsAndResultType, NoMemoryEffect, Idempotent],
     summary = "an idempotent binary op")]
pub struct IdempotentBinaryOp {
    /// The first argument.
    #[operand]
    op1: Value,
    /// The second argument.
    #[operand]
    op2: Value,
    /// The result.
    #[result]
    result: Value,
}

/// `test.finish`: a terminator.
#[op(dialect = TestDialect, name = "finish", traits = [IsTerminator],
     summary = "a terminator")]
pub struct FinishOp {}

/// `test.return`: a terminator taking any operands (MLIR's `TestReturnOp`,
/// which has no custom form).
#[op(dialect = TestDialect, name = "return", traits = [IsTerminator],
     summary = "a terminator with any operands")]
pub struct ReturnOp {
    /// The returned values.
    #[operand(variadic)]
    operands: Value,
}

/// `test.format_implicit_terminator_region_a_op { ... }`: a region whose
/// block ends in `test.return`, left out of the custom form when it
/// returns nothing (MLIR's op of that name).
#[op(dialect = TestDialect, name = "format_implicit_terminator_region_a_op",
     traits = [SingleBlockImplicitTerminator<ReturnOp<'static>>],
     format = "$region attr-dict",
     summary = "an op with an implicitly terminated region")]
pub struct FormatImplicitTerminatorRegionAOp {
    /// The region.
    #[region]
    region: Region,
}

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

ir::__private::inventory::submit! {
    ir::semantics::verify::dialect_attrs::DialectAttrVerifier {
        dialect: "test",
        verify_region_arg_attr: reject_invalid_attr,
        verify_region_result_attr: reject_invalid_attr,
        source: module_path!(),
    }
}
