//! `DialectInlinerInterface`: what a dialect tells the inliner (issue 17
//! builds the inliner on it) — whether a call, a region or an op may be
//! inlined, how an inlined terminator is rewritten, and how a value is
//! converted where a call's and its callee's types differ.
//!
//! As in MLIR, every `is_legal_to_inline_*` answers `false` unless the
//! dialect says otherwise, so a dialect that registers nothing is never
//! inlined into or from. A dialect owning a terminator that may end an
//! inlined region (`func.return`) implements both `handle_terminator_*`;
//! the defaults leave the IR as it is (MLIR's are unreachable).
//!
//! ```
//! use ir::prelude::*;
//! use ir::semantics::interfaces::dialect::DialectInterfaceCollection;
//! use ir::transforms::inliner_interface::DialectInlinerInterface;
//!
//! /// The `inldoc` dialect.
//! #[dialect(name = "inldoc")]
//! pub struct InlDocDialect;
//!
//! /// Every `inldoc` op may be inlined.
//! #[derive(Debug)]
//! pub struct InlDocInliner;
//! #[ir::dialect_interface(dialect = InlDocDialect)]
//! impl DialectInlinerInterface for InlDocInliner {
//!     fn is_legal_to_inline_op(&self, _: OpView<'_>, _: Region, _: bool) -> bool {
//!         true
//!     }
//! }
//!
//! let ctx = Context::new();
//! let inliners = DialectInterfaceCollection::<dyn DialectInlinerInterface>::new(&ctx);
//! let i = inliners.get("inldoc").unwrap();
//! let mut body = Body::with_root_regions(1);
//! let region = body.root_regions()[0];
//! let block = body.append_new_block(region);
//! let st = ir::OperationState::new(&ctx, "inldoc.x", Location::unknown(&ctx));
//! let op = body.create_op(&ctx, &st);
//! body.append_op(block, op);
//! assert!(i.is_legal_to_inline_op(OpView::new(&ctx, &body, op), region, false));
//! assert!(!i.is_legal_to_inline_region(&ctx, region, region, false), "MLIR's default");
//! ```

use crate::semantics::op::OpView;
use crate::storage::body::{Block, Body, Operation, Region, Value};
use crate::storage::builder::OpBuilder;
use crate::uniqued::attributes::Attribute;
use crate::uniqued::context::Context;
use crate::uniqued::location::Location;
use crate::uniqued::types::Type;

/// What a dialect tells the inliner (MLIR's `DialectInlinerInterface`).
#[crate::dialect_interface]
pub trait DialectInlinerInterface {
    /// Whether `call` may be replaced by the body of `callable` (MLIR's
    /// `isLegalToInline(call, callable, wouldBeCloned)`); asked of the
    /// dialect of the call.
    fn is_legal_to_inline_call(
        &self,
        _call: OpView<'_>,
        _callable: OpView<'_>,
        _would_be_cloned: bool,
    ) -> bool {
        false
    }

    /// Whether region `src` may be inlined into region `dest` (MLIR's
    /// `isLegalToInline(dest, src, wouldBeCloned, valueMapping)`); asked
    /// of the dialect of `dest`'s parent op.
    fn is_legal_to_inline_region(
        &self,
        _ctx: &Context,
        _dest: Region,
        _src: Region,
        _would_be_cloned: bool,
    ) -> bool {
        false
    }

    /// Whether `op` may be inlined into region `dest` (MLIR's
    /// `isLegalToInline(op, dest, wouldBeCloned, valueMapping)`); asked of
    /// the op's dialect.
    fn is_legal_to_inline_op(
        &self,
        _op: OpView<'_>,
        _dest: Region,
        _would_be_cloned: bool,
    ) -> bool {
        false
    }

    /// The terminator `op` ends an inlined region of one block: make the
    /// values it returns replace `values_to_replace` (the call's results);
    /// the inliner then erases `op` (MLIR's `handleTerminator(op,
    /// valuesToReplace)`).
    fn handle_terminator_values(
        &self,
        _ctx: &Context,
        _body: &mut Body,
        _op: Operation,
        _values_to_replace: &[Value],
    ) {
    }

    /// The terminator `op` ends a block of an inlined region of several
    /// blocks: replace it with a branch to `new_dest`, the block after the
    /// call (MLIR's `handleTerminator(op, newDest)`).
    fn handle_terminator_branch(
        &self,
        _ctx: &Context,
        _body: &mut Body,
        _op: Operation,
        _new_dest: Block,
    ) {
    }

    /// Whether the inliner should check the ops nested in `op`'s regions
    /// when it checks a region for legality (MLIR's
    /// `shouldAnalyzeRecursively`); `false` for an op whose regions form a
    /// scope of their own.
    fn should_analyze_recursively(&self, _op: OpView<'_>) -> bool {
        true
    }

    /// Whether a region inlined as one block may be merged into the block
    /// of the call (MLIR's `allowSingleBlockOptimization`); asked of the
    /// dialect of the op whose region receives the blocks.
    fn allow_single_block_optimization(
        &self,
        _ctx: &Context,
        _body: &Body,
        _blocks: &[Block],
    ) -> bool {
        true
    }

    /// Rewrites the value `argument` passed for a callable argument whose
    /// argument attributes are the dictionary `attrs`, with `b` placed
    /// where the inlined body goes; returns the value to use, of the same
    /// type (MLIR's `handleArgument`); asked of the callable's dialect.
    fn handle_argument(
        &self,
        _b: &mut OpBuilder<'_>,
        _call: Operation,
        argument: Value,
        _attrs: Attribute,
    ) -> Value {
        argument
    }

    /// Rewrites the value `result` that replaces a call result whose
    /// result attributes are `attrs` (MLIR's `handleResult`); the uses of
    /// `result` that existed before move to the value returned. Asked of
    /// the callable's dialect.
    fn handle_result(
        &self,
        _b: &mut OpBuilder<'_>,
        _call: Operation,
        result: Value,
        _attrs: Attribute,
    ) -> Value {
        result
    }

    /// Called with the blocks just inlined at `call` (in `body`), before
    /// their terminators are rewritten (MLIR's `processInlinedCallBlocks`);
    /// asked of the call's dialect.
    fn process_inlined_call_blocks(
        &self,
        _ctx: &Context,
        _body: &mut Body,
        _call: Operation,
        _blocks: &[Block],
    ) {
    }

    /// An op converting `input` to `result_type` where a call's and its
    /// callable's types differ, built with `b`, or `None` when the dialect
    /// cannot (MLIR's `materializeCallConversion`).
    fn materialize_call_conversion(
        &self,
        _b: &mut OpBuilder<'_>,
        _input: Value,
        _result_type: Type,
        _loc: Location,
    ) -> Option<Operation> {
        None
    }
}

/// The usual `handle_terminator_values`: each of `values_to_replace` is
/// replaced by the matching operand of the terminator `op` (what
/// `func.return`, `scf.yield` and `test.return` do).
pub fn replace_with_terminator_operands(
    body: &mut Body,
    op: Operation,
    values_to_replace: &[Value],
) {
    let returned: Vec<Value> = body.operands(op).collect();
    debug_assert_eq!(returned.len(), values_to_replace.len());
    for (&from, to) in values_to_replace.iter().zip(returned) {
        body.replace_all_uses_with(from, to);
    }
}
