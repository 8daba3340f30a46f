//! The rest of MLIR's `RewriterBase`/`OpBuilder` surface that patterns
//! use: blocks with per-argument locations and block-argument edits,
//! region-less and region clones, block moves, selective replacement, and
//! in-place modification bracketed by start/finalize/cancel.
//!
//! Kept apart from the core of [`PatternRewriter`] (creation, replacement,
//! erasure) so each file stays one concept. Every edit is reported: block
//! argument edits, which MLIR's listener has no event for, report the
//! block's parent op as modified (a driver revisits it, the nearest thing
//! to "its region changed"), rather than staying silent.
//!
//! ```
//! use ir::transforms::rewrite::PatternRewriter;
//! use ir::{Body, Context, Location, OperationState, Type};
//!
//! let ctx = Context::new();
//! let mut body = Body::with_root_regions(1);
//! let block = body.append_new_block(body.root_regions()[0]);
//! let (loc, i32) = (Location::unknown(&ctx), Type::int(&ctx, 32));
//! let mut st = OperationState::new(&ctx, "test.region_op", loc);
//! st.num_regions = 1;
//! let op = body.create_op(&ctx, &st);
//! body.append_op(block, op);
//! let region = body.regions(op)[0];
//!
//! let mut rw = PatternRewriter::new(&ctx, &mut body, None);
//! let arg_loc = Location::name(&ctx, "arg", Location::unknown(&ctx));
//! let entry = rw.create_block_with_args(region, None, &[(i32, arg_loc)]);
//! let extra = rw.add_block_argument(entry, i32, loc);
//! rw.set_insertion_point_after(op);
//! let copy = rw.clone_without_regions(op);
//! assert_eq!(body.block_arg_loc(entry, 0), arg_loc);
//! assert_eq!(body.block_args(entry)[1], extra);
//! assert!(body.region_is_empty(body.regions(copy)[0]));
//! assert_eq!(body.next_op(op), Some(copy));
//! ```

use super::PatternRewriter;
use crate::semantics::op::OpViewMut;
use crate::storage::body::{Block, Body, OpOperand, Operation, Region, Value, ValueDef};
use crate::storage::builder::InsertPoint;
use crate::storage::clone::{IRMapping, RegionCopy};
use crate::uniqued::location::Location;
use crate::uniqued::types::Type;

impl<'a> PatternRewriter<'a> {
    /// Inserts right after the definition of `v`: after its op, or at the
    /// start of its block for a block argument (MLIR's
    /// `setInsertionPointAfterValue`).
    pub fn set_insertion_point_after_value(&mut self, v: Value) {
        let ip = match self.body.value_def(v) {
            ValueDef::Result(op, _) => InsertPoint::After(op),
            ValueDef::BlockArgument(b, _) => InsertPoint::BlockStart(b),
        };
        self.set_insertion_point(Some(ip));
    }

    // --- Blocks and their arguments ----------------------------------------

    /// Creates a block in `region` before `before` (at the end when
    /// `None`) whose arguments have the given types and locations, reports
    /// it and moves the insertion point to its end (MLIR's
    /// `createBlock(region, pos, types, locs)`).
    pub fn create_block_with_args(
        &mut self,
        region: Region,
        before: Option<Block>,
        args: &[(Type, Location)],
    ) -> Block {
        let b = self.body.create_block();
        match before {
            Some(next) => self.body.insert_block_before(next, b),
            None => self.body.append_block(region, b),
        }
        for &(t, loc) in args {
            self.body.add_block_arg(b, t, loc);
        }
        self.ip = Some(InsertPoint::BlockEnd(b));
        self.notify(|l, body| l.block_inserted(body, b));
        b
    }

    /// Appends an argument of type `ty` at `loc` to `block` (MLIR's
    /// `Block::addArgument`) and reports the block's parent op as modified.
    pub fn add_block_argument(&mut self, block: Block, ty: Type, loc: Location) -> Value {
        let v = self.body.add_block_arg(block, ty, loc);
        self.block_modified(block);
        v
    }

    /// Inserts an argument of type `ty` at `loc` as argument `i` of
    /// `block` (MLIR's `Block::insertArgument`) and reports the block's
    /// parent op as modified.
    pub fn insert_block_argument(
        &mut self,
        block: Block,
        i: usize,
        ty: Type,
        loc: Location,
    ) -> Value {
        let v = self.body.insert_block_arg(block, i, ty, loc);
        self.block_modified(block);
        v
    }

    /// Erases argument `i` of `block`, which must have no uses (MLIR's
    /// `Block::eraseArgument`), and reports the block's parent op as
    /// modified.
    pub fn erase_block_argument(&mut self, block: Block, i: usize) {
        self.body.erase_block_arg(block, i);
        self.block_modified(block);
    }

    fn block_modified(&mut self, block: Block) {
        if let Some(op) = self.body.block_parent_op(block) {
            self.notify(|l, body| l.op_modified(body, op));
        }
    }

    /// Moves `block` right before `before` (which may be in another
    /// region) and reports it as inserted (MLIR's `moveBlockBefore`).
    pub fn move_block_before(&mut self, block: Block, before: Block) {
        self.body.detach_block(block);
        self.body.insert_block_before(before, block);
        self.notify(|l, body| l.block_inserted(body, block));
    }

    /// Moves `block` to the end of `region` and reports it as inserted
    /// (MLIR's `moveBlockBefore(block, region, region->end())`).
    pub fn move_block_to_end(&mut self, block: Block, region: Region) {
        self.body.detach_block(block);
        self.body.append_block(region, block);
        self.notify(|l, body| l.block_inserted(body, block));
    }

    /// Redirects every branch to `from` to `to`, reporting each branching
    /// op as modified (MLIR's `replaceAllUsesWith(Block *, Block *)`).
    pub fn replace_all_block_uses_with(&mut self, from: Block, to: Block) {
        let mut preds: Vec<Operation> = self.body.predecessors(from).collect();
        preds.dedup();
        for p in preds {
            for i in 0..self.body.num_successors(p) {
                if self.body.successor(p, i) == from {
                    self.body.set_successor(p, i, to);
                }
            }
            self.notify(|l, body| l.op_modified(body, p));
        }
    }

    // --- Cloning -------------------------------------------------------------

    /// Clones `op` without what its regions hold (as many regions, all
    /// empty) to the insertion point and reports the copy (MLIR's
    /// `cloneWithoutRegions`).
    pub fn clone_without_regions(&mut self, op: Operation) -> Operation {
        self.clone_without_regions_with(op, &mut IRMapping::new())
    }

    /// [`clone_without_regions`](Self::clone_without_regions), remapping
    /// operands and successors through `map` (and adding the copy's results
    /// to it).
    pub fn clone_without_regions_with(&mut self, op: Operation, map: &mut IRMapping) -> Operation {
        let copy = self.body.clone_op_without_regions(op, map);
        self.insert_at_ip(copy);
        self.notify(|l, body| l.op_inserted(body, copy));
        copy
    }

    /// Clones the blocks of `region` into `dest` before `before` (at its
    /// end when `None`), remapping through `map`, and reports each new block
    /// followed by the ops in it and nested in it, in pre-order (MLIR's
    /// `cloneRegionBefore`, which reports no nested block). Returns the new
    /// blocks.
    pub fn clone_region_before(
        &mut self,
        region: Region,
        dest: Region,
        before: Option<Block>,
        map: &mut IRMapping,
    ) -> Vec<Block> {
        let copy = RegionCopy::record(self.body, region);
        let blocks = copy.build_into(self.body, dest, before, map);
        if self.listener.is_some() {
            for &blk in &blocks {
                self.notify(|l, body| l.block_inserted(body, blk));
                // Ops in pre-order; nested blocks are not reported (as
                // MLIR's `cloneRegionBefore` walks ops only).
                let mut stack: Vec<Operation> = self.body.block_ops(blk).collect();
                stack.reverse();
                while let Some(o) = stack.pop() {
                    self.notify(|l, body| l.op_inserted(body, o));
                    stack.extend(super::nested_ops(self.body, o).into_iter().rev());
                }
            }
        }
        blocks
    }

    // --- Selective replacement ----------------------------------------------

    /// Replaces the uses of `op`'s results (one value per result) for which
    /// `pred` holds, reporting each user as modified; `op` stays (MLIR's
    /// `replaceOpUsesWithIf`). Returns whether every use was replaced.
    pub fn replace_op_uses_with_if(
        &mut self,
        op: Operation,
        values: &[Value],
        mut pred: impl FnMut(&Body, OpOperand) -> bool,
    ) -> bool {
        assert_eq!(
            values.len(),
            self.body.num_results(op),
            "replacement count mismatch"
        );
        let mut all = true;
        for (i, &v) in values.iter().enumerate() {
            let r = self.body.result(op, i);
            self.replace_uses_with_if(r, v, |body, u| {
                let keep = pred(body, u);
                all &= keep;
                keep
            });
        }
        all
    }

    /// Replaces the uses of `op`'s results by ops inside `block` (at any
    /// depth), reporting each user as modified (MLIR's
    /// `replaceOpUsesWithinBlock`).
    pub fn replace_op_uses_within_block(&mut self, op: Operation, values: &[Value], block: Block) {
        self.replace_op_uses_with_if(op, values, |body, u| {
            let mut cur = Some(body.use_owner(u));
            while let Some(o) = cur {
                if body.parent_block(o) == Some(block) {
                    return true;
                }
                cur = body.parent_op(o);
            }
            false
        });
    }

    /// Replaces every use of `from` but those by `except` with `to`,
    /// reporting each user as modified (MLIR's `replaceAllUsesExcept`).
    pub fn replace_all_uses_except(&mut self, from: Value, to: Value, except: Operation) {
        self.replace_uses_with_if(from, to, |body, u| body.use_owner(u) != except);
    }

    // --- In-place modification -----------------------------------------------

    /// Starts changing `op` in place (MLIR's `startOpModification`): edit
    /// it through [`OpModification::op`], then
    /// [`finalize`](OpModification::finalize) (reports it as modified, as
    /// dropping the guard does) or [`cancel`](OpModification::cancel) (the
    /// edits were undone: nothing is reported).
    ///
    /// ```
    /// # use ir::transforms::rewrite::PatternRewriter;
    /// # use ir::{Body, Context, Location, OperationState};
    /// let ctx = Context::new();
    /// let mut body = Body::new();
    /// let op = body.create_op(&ctx, &OperationState::new(&ctx, "t.x", Location::unknown(&ctx)));
    /// let mut rw = PatternRewriter::new(&ctx, &mut body, None);
    /// let mut m = rw.start_op_modification(op);
    /// let view = m.op();
    /// view.body.set_op_loc(view.op, Location::name(&ctx, "here", Location::unknown(&ctx)));
    /// m.finalize();
    /// assert_eq!(body.op_loc(op), Location::name(&ctx, "here", Location::unknown(&ctx)));
    /// ```
    pub fn start_op_modification(&mut self, op: Operation) -> OpModification<'_, 'a> {
        OpModification {
            rw: self,
            op,
            cancelled: false,
        }
    }

    /// Reports `op`, then (in pre-order) the blocks and ops nested in it in
    /// this body, as inserted.
    pub(super) fn report_inserted_tree(&mut self, op: Operation) {
        self.notify(|l, body| l.op_inserted(body, op));
        let mut stack: Vec<Operation> = super::nested_ops(self.body, op);
        stack.reverse();
        while let Some(o) = stack.pop() {
            let (blocks, inner) = (
                super::nested_blocks(self.body, o),
                super::nested_ops(self.body, o),
            );
            for blk in blocks {
                self.notify(|l, body| l.block_inserted(body, blk));
            }
            self.notify(|l, body| l.op_inserted(body, o));
            stack.extend(inner.into_iter().rev());
        }
    }
}

/// An in-place modification of one op in progress (from
/// [`PatternRewriter::start_op_modification`]): reported as modified when
/// finalized or dropped, not at all when cancelled.
#[must_use = "a modification is reported when finalized or dropped"]
pub struct OpModification<'r, 'a> {
    rw: &'r mut PatternRewriter<'a>,
    op: Operation,
    cancelled: bool,
}

impl core::fmt::Debug for OpModification<'_, '_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("OpModification")
            .field("op", &self.op)
            .field("cancelled", &self.cancelled)
            .finish()
    }
}

impl OpModification<'_, '_> {
    /// The op being modified, to edit.
    pub fn op(&mut self) -> OpViewMut<'_> {
        OpViewMut::new(self.rw.ctx, self.rw.body, self.op)
    }

    /// The body holding the op, to read.
    pub fn body(&self) -> &Body {
        self.rw.body
    }

    /// Ends the modification and reports the op as modified (MLIR's
    /// `finalizeOpModification`).
    pub fn finalize(self) {}

    /// Ends the modification without reporting it: the caller undid its
    /// edits (MLIR's `cancelOpModification`).
    pub fn cancel(mut self) {
        self.cancelled = true;
    }
}

impl Drop for OpModification<'_, '_> {
    fn drop(&mut self) {
        if !self.cancelled {
            let op = self.op;
            self.rw.notify(|l, body| l.op_modified(body, op));
        }
    }
}
