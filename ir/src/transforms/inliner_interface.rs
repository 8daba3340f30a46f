//! `DialectInlinerInterface`: what a dialect tells the inliner (issue 17
//! builds the inliner on it) — whether a call, a region or an op may be
//! inlined, how an inlined terminator is rewritten, and how a value is
//! converted where a call's and its callee's types differ.
//!
//! As in MLIR, every `is_legal_to_inline_*` answers `false` unless the
//! dialect says otherwise, so a dialect that registers nothing is never
//! inlined into or from. Most dialects answer `true` to some of the three
//! whatever they are asked; they say so once with
//! [`DialectInlinerInterface::legal_by_default`] (an [`InlineLegality`])
//! instead of writing the hooks. A dialect owning a terminator that may
//! end an inlined region (`func.return`) implements both
//! `handle_terminator_*`; the defaults leave the IR as it is (MLIR's are
//! unreachable).
//!
//! The legality hooks see what MLIR's see: the region inlined into as an
//! [`InlineRegion`] (the region, the body storing it and a view of the op
//! holding it, which for a root region of an isolated op lives in another
//! body than the region), the region inlined from likewise, and the
//! [`IRMapping`] from the callee's arguments to the values the call
//! passes. A bare `Region` id was rejected: it names a region only within
//! its body, so a hook could not see the op owning it (the affine
//! dialect's rule needs it).
//!
//! ```
//! use ir::prelude::*;
//! use ir::semantics::interfaces::dialect::DialectInterfaceCollection;
//! use ir::transforms::inliner_interface::{DialectInlinerInterface, InlineLegality, InlineRegion};
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
//!     fn legal_by_default(&self) -> InlineLegality {
//!         InlineLegality::OPS
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
//! let view = OpView::new(&ctx, &body, op);
//! // The region's owner would be the op holding `body`; any op serves here.
//! let dest = InlineRegion { region, body: &body, parent: view };
//! let map = ir::IRMapping::new();
//! assert!(i.is_legal_to_inline_op(view, dest, false, &map));
//! assert!(!i.is_legal_to_inline_region(dest, dest, false, &map), "MLIR's default");
//! ```

use crate::semantics::op::OpView;
use crate::storage::body::{Block, Body, Operation, Region, Value};
use crate::storage::builder::OpBuilder;
use crate::storage::clone::IRMapping;
use crate::uniqued::attributes::Attribute;
use crate::uniqued::context::Context;
use crate::uniqued::location::Location;
use crate::uniqued::types::Type;

/// A region an inlining reads from or writes into, with what is needed
/// to look at it: the body storing it and the op holding it (in that
/// op's own body, which differs from `body` when `region` is a root
/// region of an isolated op such as `func.func`).
#[derive(Copy, Clone, Debug)]
pub struct InlineRegion<'a> {
    /// The region.
    pub region: Region,
    /// The body storing `region`.
    pub body: &'a Body,
    /// The op holding `region` (MLIR's `region->getParentOp()`).
    pub parent: OpView<'a>,
}

/// Which `is_legal_to_inline_*` hooks answer `true` when a dialect does
/// not write them ([`DialectInlinerInterface::legal_by_default`]): the
/// common answers of MLIR's dialects, said once.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct InlineLegality {
    /// `is_legal_to_inline_call`.
    pub calls: bool,
    /// `is_legal_to_inline_region`.
    pub regions: bool,
    /// `is_legal_to_inline_op`.
    pub ops: bool,
}

impl InlineLegality {
    /// Nothing may be inlined (MLIR's default).
    pub const NONE: InlineLegality = InlineLegality {
        calls: false,
        regions: false,
        ops: false,
    };
    /// The dialect's ops may be inlined (arith, math, complex, ...).
    pub const OPS: InlineLegality = InlineLegality {
        calls: false,
        regions: false,
        ops: true,
    };
    /// Ops, and regions into the dialect's region ops (cf, scf, memref, ...).
    pub const OPS_AND_REGIONS: InlineLegality = InlineLegality {
        calls: false,
        regions: true,
        ops: true,
    };
    /// Calls, regions and ops.
    pub const ALL: InlineLegality = InlineLegality {
        calls: true,
        regions: true,
        ops: true,
    };
}

/// What a dialect tells the inliner (MLIR's `DialectInlinerInterface`).
#[crate::dialect_interface]
pub trait DialectInlinerInterface {
    /// What the three `is_legal_to_inline_*` hooks answer when the
    /// dialect does not write them: [`InlineLegality::NONE`], MLIR's
    /// `false`, unless the dialect says more.
    fn legal_by_default(&self) -> InlineLegality {
        InlineLegality::NONE
    }

    /// Whether `call` may be replaced by the body of `callable` (MLIR's
    /// `isLegalToInline(call, callable, wouldBeCloned)`); asked of the
    /// dialect of the call.
    fn is_legal_to_inline_call(
        &self,
        _call: OpView<'_>,
        _callable: OpView<'_>,
        _would_be_cloned: bool,
    ) -> bool {
        self.legal_by_default().calls
    }

    /// Whether region `src` may be inlined into region `dest` (MLIR's
    /// `isLegalToInline(dest, src, wouldBeCloned, valueMapping)`), where
    /// `mapping` takes `src`'s entry arguments to the values passed for
    /// them; asked of the dialect of `dest`'s parent op.
    fn is_legal_to_inline_region(
        &self,
        _dest: InlineRegion<'_>,
        _src: InlineRegion<'_>,
        _would_be_cloned: bool,
        _mapping: &IRMapping,
    ) -> bool {
        self.legal_by_default().regions
    }

    /// Whether `op` may be inlined into region `dest` (MLIR's
    /// `isLegalToInline(op, dest, wouldBeCloned, valueMapping)`); asked of
    /// the op's dialect.
    fn is_legal_to_inline_op(
        &self,
        _op: OpView<'_>,
        _dest: InlineRegion<'_>,
        _would_be_cloned: bool,
        _mapping: &IRMapping,
    ) -> bool {
        self.legal_by_default().ops
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
