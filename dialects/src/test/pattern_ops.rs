//! The test ops MLIR's canonicalization tests run patterns and folders on
//! (`TestOps.td`'s "Test Patterns" ops, `test-canonicalize.mlir`,
//! `canonicalize-dce.mlir`): an op erased by a named pattern
//! (`TestRemoveOpWithInnerOps`, for `enable-patterns`/`disable-patterns`),
//! ops with regions removed by folding or as dead code, a folder with
//! variadic results, the dialect-wide pattern, `test.br` (a branch
//! describing its successor operands) and an op whose only effects are on
//! the value it allocates.
//!
//! Each op mirrors upstream's definition (operand and result constraints,
//! traits, which hooks it has), so that `mlir-opt-22` can check their
//! behaviour; the patterns are plain functions, as upstream's are one
//! `matchAndRewrite` each. Putting them beside their ops in `mod.rs` was
//! rejected: that file holds the structural test ops and other engineers
//! edit it.
//!
//! ```
//! use ir::opt::{OptConfig, Parsed, args, run};
//!
//! let _ = dialects::test::TestDialect; // link the dialects
//! let flags = ["--pass-pipeline=builtin.module(func.func(\
//!               canonicalize{enable-patterns=TestRemoveOpWithInnerOps}))"];
//! let Parsed::Run(o) = args::parse(
//!     &OptConfig::new("ir-opt"),
//!     "ir-opt",
//!     flags.iter().map(|s| s.to_string()).collect(),
//! ) else {
//!     panic!("bad flags")
//! };
//! let src = r#"func.func @f() {
//!   "test.op_with_region_pattern"() ({
//!     "test.op_with_region_terminator"() : () -> ()
//!   }) : () -> ()
//!   return
//! }"#;
//! let out = run(&o, "f.mlir", src);
//! assert_eq!(out.stdout, "module {\n  func.func @f() {\n    return\n  }\n}\n\n");
//! ```

use super::TestDialect;
use ir::prelude::*;
use ir::semantics::fold::FoldResults;
use ir::transforms::rewrite::PatternRewriter;

/// `test.op_with_region_pattern`: an op with one single-block region,
/// erased whole by its canonicalization pattern `TestRemoveOpWithInnerOps`.
#[op(dialect = TestDialect, name = "op_with_region_pattern",
     canonicalize = region_pattern_patterns, verify = verify_single_block,
     summary = "an op erased with its inner ops by a pattern")]
pub struct OpWithRegionPattern {
    /// The region (one block).
    #[region]
    region: Region,
}

/// Adds `TestRemoveOpWithInnerOps`.
fn region_pattern_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    set.add_fn(
        "TestRemoveOpWithInnerOps",
        PatternRoot::Op("test.op_with_region_pattern"),
        remove_op_with_inner_ops,
    );
}

/// Erases the op and everything in its region.
fn remove_op_with_inner_ops(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    rw.erase_op(op);
    Ok(())
}

/// `SizedRegion<1>` on the op's first region, worded as ODS words it.
fn verify_single_block_region(view: OpView<'_>, name: &str) -> Result<(), Diagnostic> {
    let body = view.body.region_body(view.op);
    let region = view.body.regions(view.op)[0];
    if body.region_blocks(region).count() == 1 {
        return Ok(());
    }
    Err(view.emit_op_error(format!(
        "region #0 ('{name}') failed to verify constraint: region with 1 blocks"
    )))
}

fn verify_single_block(op: OpWithRegionPattern<'_>) -> Result<(), Diagnostic> {
    verify_single_block_region(op.0, "region")
}

/// `test.op_with_region_fold_no_side_effect`: a region op without memory
/// effects (and without recursive ones), so unused it is dead whatever its
/// region holds.
#[op(dialect = TestDialect, name = "op_with_region_fold_no_side_effect",
     traits = [NoMemoryEffect], verify = verify_no_side_effect_region,
     summary = "a region op with no memory effects")]
pub struct OpWithRegionFoldNoSideEffect {
    /// The region (one block).
    #[region]
    region: Region,
}

fn verify_no_side_effect_region(op: OpWithRegionFoldNoSideEffect<'_>) -> Result<(), Diagnostic> {
    verify_single_block_region(op.0, "region")
}

/// `test.op_with_region_fold`: folds to its operand, region and all.
#[op(dialect = TestDialect, name = "op_with_region_fold",
     fold = fold_to_operand, verify = verify_region_fold,
     summary = "a region op folding to its operand")]
pub struct OpWithRegionFold {
    /// The value it folds to.
    #[operand(ty = AnyType)]
    operand: Value,
    /// The result.
    #[result(ty = AnyType)]
    result: Value,
    /// The region (one block).
    #[region]
    region: Region,
}

fn verify_region_fold(op: OpWithRegionFold<'_>) -> Result<(), Diagnostic> {
    verify_single_block_region(op.0, "region")
}

fn fold_to_operand(op: OpWithRegionFold<'_>, _c: &[Option<Attribute>]) -> Option<OpFoldResult> {
    Some(OpFoldResult::Value(op.operand()))
}

/// `test.op_with_variadic_results_and_folder`: each result folds to the
/// operand in its place.
#[op(dialect = TestDialect, name = "op_with_variadic_results_and_folder",
     fold_multi = fold_results_to_operands,
     summary = "variadic results folding to the operands")]
pub struct OpWithVariadicResultsAndFolder {
    /// The values the results fold to.
    #[operand(variadic, ty = I32)]
    inputs: Value,
    /// The results.
    #[result(variadic, ty = I32)]
    outputs: Value,
}

/// Upstream pushes every operand and succeeds. Two cases differ here:
/// with a count other than the results' its fold breaks the driver's
/// invariant (mlir-opt-22 crashes), and with no results its empty
/// success means "folded in place", so the greedy driver puts the op back
/// on its worklist forever (mlir-opt-22 hangs on
/// `"test.op_with_variadic_results_and_folder"() : () -> ()`). Neither
/// folds here.
fn fold_results_to_operands(
    op: OpWithVariadicResultsAndFolder<'_>,
    _c: &[Option<Attribute>],
    out: &mut FoldResults,
) -> FoldOutcome {
    let n = op.outputs().count();
    if n == 0 || op.inputs().count() != n {
        return FoldOutcome::Failure;
    }
    out.extend(op.inputs().map(OpFoldResult::Value));
    FoldOutcome::Success
}

/// `test.dialect_canonicalizable`: rewritten by the test dialect's own
/// canonicalization pattern into `arith.constant 42 : i32`.
#[op(dialect = TestDialect, name = "dialect_canonicalizable",
     summary = "an op the dialect's pattern replaces")]
pub struct DialectCanonicalizableOp {
    /// The result.
    #[result(ty = I32)]
    result: Value,
}

/// The test dialect's canonicalization patterns (MLIR's
/// `TestDialect::getCanonicalizationPatterns`): one function pattern on
/// `test.dialect_canonicalizable`, with an empty debug name as MLIR gives
/// patterns made from a function.
pub fn dialect_canonicalization_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    set.add_fn(
        "",
        PatternRoot::Op("test.dialect_canonicalizable"),
        replace_with_constant_42,
    );
}

fn replace_with_constant_42(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let ctx = rw.ctx();
    let i32 = Type::int(ctx, 32);
    let value = Attribute::integer(ctx, i32, 42).map_err(|_| NoMatch)?;
    let value = TypedAttr(value);
    rw.replace_op_with(op, |b, loc| {
        crate::arith::ConstantOp::build(b, loc, i32, value)
    });
    Ok(())
}

/// `"test.br"(%a)[^bb] : (T) -> ()`: a terminator passing all its operands
/// to its one successor, through `BranchOpInterface` (MLIR's
/// `TestBranchOp`), so region simplification may drop them.
#[op(dialect = TestDialect, name = "br", traits = [BranchOpInterface, IsTerminator],
     summary = "a branch to one block")]
pub struct TestBranchOp {
    /// The successor's arguments.
    #[operand(variadic, ty = AnyType)]
    target_operands: Value,
    /// The successor.
    #[successor]
    target: Block,
}

impl BranchOpInterface for TestBranchOp<'_> {
    fn successor_operands(&self, _index: usize) -> SuccessorOperands {
        SuccessorOperands::forwarded(0..self.0.body.num_operands(self.0.op))
    }
}

/// `test.test_effects_result`: allocates its result and writes it, and
/// has no other effect, so an unused one is dead.
#[op(dialect = TestDialect, name = "test_effects_result",
     summary = "an op with effects only on its allocated result")]
pub struct TestEffectsResultOp {
    /// Allocated, then written.
    #[result(ty = I32, effects = [MemAlloc, MemWrite])]
    result: Value,
}

/// `test.op_commutative2`: a two-operand commutative op (constants sorted
/// last by the trait's fold).
#[op(dialect = TestDialect, name = "op_commutative2", traits = [Commutative],
     summary = "a commutative op of two operands")]
pub struct TestCommutative2Op {
    /// First.
    #[operand(ty = I32)]
    op1: Value,
    /// Second.
    #[operand(ty = I32)]
    op2: Value,
    /// The result.
    #[result(ty = I32)]
    result: Value,
}

/// `test.fold_to_call_op`'s canonicalization patterns: upstream's
/// `FoldToCallOpPattern`, which replaces the op with a `func.call` of its
/// callee taking and returning nothing. The debug name is the one
/// mlir-opt-22 gives it (the C++ type name, in an anonymous namespace),
/// so `disable-patterns` takes the same spelling.
pub fn fold_to_call_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    set.add_fn(
        "(anonymous namespace)::FoldToCallOpPattern",
        PatternRoot::Op("test.fold_to_call_op"),
        fold_to_call,
    );
}

fn fold_to_call(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let callee = super::inliner::FoldToCallOp::cast(ctx, body, op)
        .ok_or(NoMatch)?
        .callee();
    rw.replace_op_with(op, |b, loc| {
        crate::func::CallOp::build(b, loc, &[], &[], callee, None, None, None)
    });
    Ok(())
}
