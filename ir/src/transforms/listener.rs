//! What a rewrite driver hears about the changes a rewriter makes (MLIR's
//! `RewriterBase::Listener`): every op inserted, modified, replaced or
//! erased, every block inserted or erased, and every match failure.
//!
//! Rewriters (the pattern rewriter and the region
//! simplifier) call these as they edit a [`Body`]; the greedy driver uses
//! them to keep its worklist exact. Every method has an empty default, so
//! a listener overrides only what it needs.
//!
//! Erasure is reported before it happens, while the op (or block) and
//! everything nested in it can still be read; an op with regions is
//! reported after the ops nested in it, innermost first, as MLIR does.
//!
//! ```
//! use ir::transforms::RewriteListener;
//! use ir::{Body, Context, Location, Operation, OperationState};
//!
//! /// Counts the ops a rewrite erased.
//! #[derive(Default)]
//! struct Erased(usize);
//! impl RewriteListener for Erased {
//!     fn op_erased(&mut self, _body: &Body, _op: Operation) {
//!         self.0 += 1;
//!     }
//! }
//! let ctx = Context::new();
//! let mut body = Body::new();
//! let op = body.create_op(&ctx, &OperationState::new(&ctx, "t.x", Location::unknown(&ctx)));
//! let mut n = Erased::default();
//! n.op_erased(&body, op);
//! assert_eq!(n.0, 1);
//! ```

use crate::storage::body::{Block, Body, Operation, Value};
use crate::uniqued::location::Location;

/// Hears every change a rewriter makes (MLIR's `RewriterBase::Listener`).
pub trait RewriteListener {
    /// `op` was inserted into a block (created there, moved or cloned).
    /// Ops nested in it are reported too when they are new.
    fn op_inserted(&mut self, _body: &Body, _op: Operation) {}

    /// `block` was inserted into a region.
    fn block_inserted(&mut self, _body: &Body, _block: Block) {}

    /// `op` was changed in place (operands, attributes, successors).
    fn op_modified(&mut self, _body: &Body, _op: Operation) {}

    /// Every use of `op`'s results is about to move to `with` (one value
    /// per result); the op is erased right after.
    fn op_replaced(&mut self, _body: &Body, _op: Operation, _with: &[Value]) {}

    /// `op` is about to be erased; it and its nested ops are still readable.
    fn op_erased(&mut self, _body: &Body, _op: Operation) {}

    /// `block` is about to be erased, after its ops were reported erased.
    fn block_erased(&mut self, _body: &Body, _block: Block) {}

    /// A pattern declined to match at `loc`, saying why (MLIR's
    /// `notifyMatchFailure`; drivers print it in debug output only).
    fn match_failure(&mut self, _loc: Location, _reason: &str) {}
}

/// The listener that hears nothing.
#[derive(Copy, Clone, Debug, Default)]
pub struct NoListener;

impl RewriteListener for NoListener {}
