//! The rewriter patterns edit IR through (MLIR's `PatternRewriter`): an
//! insertion point, op creation, replacement, erasure, in-place updates
//! and block and region surgery on one [`Body`], each change reported to
//! an optional [`RewriteListener`] (the greedy driver's worklist).
//!
//! Notifications follow MLIR's `RewriterBase`: replacing uses reports
//! every user as modified, erasing an op reports the ops nested in it
//! innermost first (blocks of a region in post-order, ops of a block last
//! to first) and then the op, moving ops reports them as inserted. Ops
//! nested in an isolated op live in its own body and are not reported one
//! by one: the isolated op stands for them. With no listener the edits
//! take the direct paths of [`Body`].
//!
//! The rewriter holds `&mut Body` rather than handing patterns the body
//! directly, so that every change goes through a method that reports it;
//! [`PatternRewriter::body`] gives read access.
//!
//! The insertion point is MLIR's: the driver sets it before the op a
//! pattern matched, and every creation, [`PatternRewriter::replace_op_with`]
//! included (MLIR's `replaceOpWithNewOp`), builds there. A pattern that
//! replaces another op sets the point as MLIR's does, often inside
//! [`PatternRewriter::with_insertion_guard`]. The point is held as MLIR's
//! block iterator, before an op or at a block's end: "after `op`" and "at
//! the start" are resolved when set. A replacement that moved the point
//! to before the replaced op itself was rejected: it hid where MLIR
//! builds, and a pattern that hoists or sinks must say so. Erasing the op
//! the point stands at moves the point to that op's place (MLIR leaves it
//! dangling), so a later build cannot hit a dead op.
//!
//! ```
//! use ir::transforms::rewrite::PatternRewriter;
//! use ir::{Body, Context, Location, OperationState, Type};
//!
//! let ctx = Context::new();
//! let mut body = Body::with_root_regions(1);
//! let block = body.append_new_block(body.root_regions()[0]);
//! let i32 = Type::int(&ctx, 32);
//! let make = |body: &mut Body, name: &str, loc: Location| {
//!     let mut st = OperationState::new(&ctx, name, loc);
//!     st.result_types.push(i32);
//!     let op = body.create_op(&ctx, &st);
//!     body.append_op(block, op);
//!     op
//! };
//! let root = make(&mut body, "test.root", Location::unknown(&ctx));
//! let loc = Location::name(&ctx, "old", Location::unknown(&ctx));
//! let old = make(&mut body, "test.old", loc);
//!
//! let mut rw = PatternRewriter::new(&ctx, &mut body, None);
//! rw.set_insertion_point_before(root); // as the greedy driver does
//! // The replacement of `old` lands before `root`, with `old`'s location.
//! let new = rw.replace_op_with(old, |b, loc| {
//!     let mut st = OperationState::new(b.ctx, "test.new", loc);
//!     st.result_types.push(i32);
//!     b.create(&st)
//! });
//! assert_eq!(body.first_op(block), Some(new));
//! assert_eq!(body.op_loc(new), loc);
//! assert_eq!(body.next_op(new), Some(root));
//! ```

use super::pattern::{MatchResult, NoMatch};
use crate::semantics::op::{OpView, OpViewMut};
use crate::storage::body::{Block, Body, OpOperand, Operation, OperationState, Region, Value};
use crate::storage::builder::{InsertPoint, OpBuilder};
use crate::storage::clone::IRMapping;
use crate::transforms::listener::RewriteListener;
use crate::uniqued::context::Context;
use crate::uniqued::location::Location;
use crate::uniqued::types::Type;

mod surgery;
pub use surgery::OpModification;

/// Edits one body on behalf of a pattern, reporting each change.
pub struct PatternRewriter<'a> {
    ctx: &'a Context,
    body: &'a mut Body,
    listener: Option<&'a mut dyn RewriteListener>,
    ip: Option<InsertPoint>,
}

impl core::fmt::Debug for PatternRewriter<'_> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("PatternRewriter")
            .field("listener", &self.listener.is_some())
            .field("ip", &self.ip)
            .finish_non_exhaustive()
    }
}

/// One step of erasing a tree of ops, in the order it happens.
enum Erase {
    Op(Operation),
    Block(Block),
}

impl<'a> PatternRewriter<'a> {
    /// A rewriter over `body` with no insertion point, reporting to
    /// `listener` when there is one.
    pub fn new(
        ctx: &'a Context,
        body: &'a mut Body,
        listener: Option<&'a mut dyn RewriteListener>,
    ) -> Self {
        PatternRewriter {
            ctx,
            body,
            listener,
            ip: None,
        }
    }

    /// The context.
    pub fn ctx(&self) -> &'a Context {
        self.ctx
    }

    /// The body being rewritten, to read.
    pub fn body(&self) -> &Body {
        self.body
    }

    /// A view of `op`, to read it with its typed accessors.
    pub fn view(&self, op: Operation) -> OpView<'_> {
        OpView::new(self.ctx, self.body, op)
    }

    fn notify(&mut self, f: impl FnOnce(&mut dyn RewriteListener, &Body)) {
        if let Some(l) = self.listener.as_deref_mut() {
            f(l, self.body);
        }
    }

    // --- Insertion point -------------------------------------------------

    /// The current insertion point (`None`: created ops stay detached).
    /// It is always right before an op or at the end of a block, as
    /// MLIR's block iterator is.
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.ip
    }

    /// Sets the insertion point. A point after an op or at the start of a
    /// block is taken as MLIR takes it: before the op that is there now
    /// (the block's end when there is none), so ops moved in later land
    /// before it, not after.
    pub fn set_insertion_point(&mut self, ip: Option<InsertPoint>) {
        self.ip = ip.map(|ip| self.resolve(ip));
    }

    /// Inserts right before `op`.
    pub fn set_insertion_point_before(&mut self, op: Operation) {
        self.set_insertion_point(Some(InsertPoint::Before(op)));
    }

    /// Inserts right after `op` (before the op that follows it now).
    pub fn set_insertion_point_after(&mut self, op: Operation) {
        self.set_insertion_point(Some(InsertPoint::After(op)));
    }

    /// Inserts at the start of `block` (before its first op now).
    pub fn set_insertion_point_to_start(&mut self, block: Block) {
        self.set_insertion_point(Some(InsertPoint::BlockStart(block)));
    }

    /// Inserts at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: Block) {
        self.set_insertion_point(Some(InsertPoint::BlockEnd(block)));
    }

    /// The block ops are being inserted into.
    pub fn insertion_block(&self) -> Option<Block> {
        match self.ip? {
            InsertPoint::BlockEnd(b) | InsertPoint::BlockStart(b) => Some(b),
            InsertPoint::Before(o) | InsertPoint::After(o) => self.body.parent_block(o),
        }
    }

    /// Runs `f` and restores the insertion point it started with (MLIR's
    /// `OpBuilder::InsertionGuard` around a scope).
    pub fn with_insertion_guard<R>(&mut self, f: impl FnOnce(&mut Self) -> R) -> R {
        let saved = self.ip;
        let r = f(self);
        self.set_insertion_point(saved);
        r
    }

    /// `ip` as MLIR's iterator holds it: right before an op, or at the end
    /// of a block. A point after (or at the start of a block before) a
    /// detached op stays as it is.
    fn resolve(&self, ip: InsertPoint) -> InsertPoint {
        let body = &*self.body;
        let before_or_end = |next: Option<Operation>, block: Option<Block>| match (next, block) {
            (Some(n), _) => Some(InsertPoint::Before(n)),
            (None, Some(b)) => Some(InsertPoint::BlockEnd(b)),
            (None, None) => None,
        };
        let resolved = match ip {
            InsertPoint::After(o) if body.is_live(o) => {
                before_or_end(body.next_op(o), body.parent_block(o))
            }
            InsertPoint::BlockStart(b) => before_or_end(body.first_op(b), Some(b)),
            _ => None,
        };
        resolved.unwrap_or(ip)
    }

    /// Before `op` and what is nested in it are erased: an insertion point
    /// in that tree moves to where `op` was (before the op after it, or the
    /// end of its block). MLIR leaves such a point dangling; a pattern that
    /// builds after erasing the op it stood at gets the op's place instead
    /// of a crash.
    fn move_ip_off(&mut self, op: Operation) {
        let body = &*self.body;
        let anchor = match self.ip {
            Some(InsertPoint::Before(o) | InsertPoint::After(o)) => Some(o),
            Some(InsertPoint::BlockEnd(b) | InsertPoint::BlockStart(b)) => {
                match body.block_parent_op(b) {
                    Some(p) => Some(p),
                    None => return,
                }
            }
            None => return,
        };
        if !anchor.is_some_and(|a| body.is_live(a) && body.is_ancestor(op, a)) {
            return;
        }
        self.ip = match (body.next_op(op), body.parent_block(op)) {
            (Some(n), _) => Some(InsertPoint::Before(n)),
            (None, Some(b)) => Some(InsertPoint::BlockEnd(b)),
            (None, None) => None,
        };
    }

    // --- Creation --------------------------------------------------------

    /// Runs `f` with a builder at the insertion point (a typed `#[op]`
    /// builder, say), then reports every op it placed as inserted. The
    /// insertion point moves as the builder's did.
    pub fn build<R>(&mut self, f: impl FnOnce(&mut OpBuilder<'_>) -> R) -> R {
        let mut b = OpBuilder::new(self.ctx, self.body);
        b.set_insertion_point(self.ip);
        if self.listener.is_some() {
            b.start_recording();
        }
        let r = f(&mut b);
        let (ip, placed) = (b.insertion_point(), b.take_recorded());
        self.set_insertion_point(ip);
        for op in placed {
            if self.body.is_live(op) {
                self.notify(|l, body| l.op_inserted(body, op));
            }
        }
        r
    }

    /// Creates an op from `state` at the insertion point and reports it.
    pub fn create(&mut self, state: &OperationState) -> Operation {
        self.build(|b| b.create(state))
    }

    /// Creates a block with arguments of `arg_types` in `region`, before
    /// `before` (at the end when `None`), reports it and moves the
    /// insertion point to its end (MLIR's `createBlock`).
    pub fn create_block(
        &mut self,
        region: Region,
        before: Option<Block>,
        arg_types: &[Type],
        loc: Location,
    ) -> Block {
        let args: Vec<(Type, Location)> = arg_types.iter().map(|&t| (t, loc)).collect();
        self.create_block_with_args(region, before, &args)
    }

    /// Clones `op` with everything nested in it to the insertion point and
    /// reports the copy, then the blocks and ops nested in it in pre-order
    /// (MLIR's `clone`).
    pub fn clone_op(&mut self, op: Operation) -> Operation {
        self.clone_op_with(op, &mut IRMapping::new())
    }

    /// [`clone_op`](Self::clone_op), remapping operands through `map`
    /// (and adding the copy's values and blocks to it).
    pub fn clone_op_with(&mut self, op: Operation, map: &mut IRMapping) -> Operation {
        let copy = self.body.clone_op(op, map);
        self.insert_at_ip(copy);
        if self.listener.is_some() {
            self.report_inserted_tree(copy);
        }
        copy
    }

    /// Places the detached `copy` at the insertion point, which moves as
    /// a builder's does (after it); reports nothing.
    fn insert_at_ip(&mut self, copy: Operation) {
        let mut b = OpBuilder::new(self.ctx, self.body);
        b.set_insertion_point(self.ip);
        b.insert(copy);
        let ip = b.insertion_point();
        self.set_insertion_point(ip);
    }

    // --- Replacement -----------------------------------------------------

    /// Replaces every use of `from` with `to`, reporting each user as
    /// modified.
    pub fn replace_all_uses_with(&mut self, from: Value, to: Value) {
        if self.listener.is_none() {
            self.body.replace_all_uses_with(from, to);
            return;
        }
        self.replace_uses_with_if(from, to, |_, _| true);
    }

    /// Replaces the uses of `from` for which `pred` holds with `to`,
    /// reporting each user as modified.
    pub fn replace_uses_with_if(
        &mut self,
        from: Value,
        to: Value,
        mut pred: impl FnMut(&Body, OpOperand) -> bool,
    ) {
        if from == to {
            return;
        }
        let chosen: Vec<(Operation, usize)> = self
            .body
            .uses(from)
            .filter(|&u| pred(self.body, u))
            .map(|u| (self.body.use_owner(u), self.body.use_operand_number(u)))
            .collect();
        for (owner, i) in chosen {
            self.body.set_operand(owner, i, to);
            self.notify(|l, body| l.op_modified(body, owner));
        }
    }

    /// Reports `op` as replaced by `values` (one per result) and moves the
    /// uses of its results to them; the op stays.
    pub fn replace_all_op_uses_with(&mut self, op: Operation, values: &[Value]) {
        assert_eq!(
            values.len(),
            self.body.num_results(op),
            "replacement count mismatch"
        );
        self.notify(|l, body| l.op_replaced(body, op, values));
        for (i, &v) in values.iter().enumerate() {
            let r = self.body.result(op, i);
            self.replace_all_uses_with(r, v);
        }
    }

    /// Replaces the results of `op` with `values` and erases `op`.
    pub fn replace_op(&mut self, op: Operation, values: &[Value]) {
        self.replace_all_op_uses_with(op, values);
        self.erase_op(op);
    }

    /// Builds a replacement for `op` with `f` at the insertion point
    /// (which `f` gets with `op`'s location and returns the new op), then
    /// replaces `op` with its results and erases `op` (MLIR's
    /// `replaceOpWithNewOp`). The insertion point is the rewriter's own:
    /// the greedy driver puts it before the op a pattern matched, so a
    /// pattern replacing another op, or one that moved the point, sets it
    /// where MLIR's pattern does first (often [`with_insertion_guard`]
    /// around [`set_insertion_point_before`] of the op, as MLIR's
    /// `InsertionGuard` plus `setInsertionPoint(op)`).
    ///
    /// [`with_insertion_guard`]: Self::with_insertion_guard
    /// [`set_insertion_point_before`]: Self::set_insertion_point_before
    pub fn replace_op_with(
        &mut self,
        op: Operation,
        f: impl FnOnce(&mut OpBuilder<'_>, Location) -> Operation,
    ) -> Operation {
        let loc = self.body.op_loc(op);
        let new = self.build(|b| f(b, loc));
        let values: Vec<Value> = self.body.results(new).collect();
        self.replace_op(op, &values);
        new
    }

    /// Changes `op` in place with `f` and reports it as modified.
    pub fn modify_op_in_place<R>(
        &mut self,
        op: Operation,
        f: impl FnOnce(&mut OpViewMut<'_>) -> R,
    ) -> R {
        let r = f(&mut OpViewMut::new(self.ctx, self.body, op));
        self.notify(|l, body| l.op_modified(body, op));
        r
    }

    // --- Erasure ---------------------------------------------------------

    /// Erases `op` and everything nested in it, reporting the nested ops
    /// innermost first, then `op`. Its results must have no uses left
    /// outside it.
    pub fn erase_op(&mut self, op: Operation) {
        if self.ip.is_some() {
            self.move_ip_off(op);
        }
        if self.listener.is_none() {
            self.body.erase_op(op);
            return;
        }
        for step in erase_order(self.body, op) {
            match step {
                Erase::Op(o) => {
                    self.notify(|l, body| l.op_erased(body, o));
                    self.body.erase_op(o);
                }
                Erase::Block(b) => self.erase_empty_block(b),
            }
        }
    }

    /// Erases `block` with its ops (last to first), reporting each, then
    /// the block. The block must have no predecessors, and its values no
    /// uses outside it.
    pub fn erase_block(&mut self, block: Block) {
        while let Some(op) = self.body.last_op(block) {
            self.erase_op(op);
        }
        self.erase_empty_block(block);
    }

    /// Reports and erases a block whose ops are gone.
    fn erase_empty_block(&mut self, block: Block) {
        self.notify(|l, body| l.block_erased(body, block));
        // Users of the arguments left in unreachable blocks erased earlier
        // are gone; any other user would be invalid IR, so drop it.
        for &a in self.body.block_args(block).to_vec().iter() {
            let users: Vec<Operation> = self.body.uses(a).map(|u| self.body.use_owner(u)).collect();
            for u in users {
                self.body.drop_op_references(u);
            }
        }
        self.body.erase_block(block);
    }

    /// Reports a match failure at `op`'s location (only when a listener is
    /// attached; `reason` is not computed otherwise) and returns
    /// `Err(NoMatch)`, for `return rw.notify_match_failure(op, || ...)`.
    pub fn notify_match_failure(
        &mut self,
        op: Operation,
        reason: impl FnOnce() -> String,
    ) -> MatchResult {
        if let Some(l) = self.listener.as_deref_mut() {
            l.match_failure(self.body.op_loc(op), &reason());
        }
        Err(NoMatch)
    }

    // --- Moving ops and blocks --------------------------------------------

    /// Moves `op` right before `before` and reports it as inserted.
    pub fn move_op_before(&mut self, op: Operation, before: Operation) {
        self.body.move_op_before(op, before);
        self.notify(|l, body| l.op_inserted(body, op));
    }

    /// Moves `op` right after `after` and reports it as inserted.
    pub fn move_op_after(&mut self, op: Operation, after: Operation) {
        self.body.move_op_after(op, after);
        self.notify(|l, body| l.op_inserted(body, op));
    }

    /// Moves the ops of `source` into `dest` before `before` (at its end
    /// when `None`), after replacing `source`'s arguments with `args`, and
    /// erases `source` (MLIR's `inlineBlockBefore`). `source` must have no
    /// predecessors.
    pub fn inline_block_before(
        &mut self,
        source: Block,
        dest: Block,
        before: Option<Operation>,
        args: &[Value],
    ) {
        let params = self.body.block_args(source).to_vec();
        assert_eq!(params.len(), args.len(), "block argument count mismatch");
        for (p, &a) in params.into_iter().zip(args) {
            self.replace_all_uses_with(p, a);
        }
        // A point at the end of `source` moves to where its ops go; one
        // before an op of `source` moves with that op.
        if self.ip == Some(InsertPoint::BlockEnd(source)) {
            self.ip = Some(at(dest, before));
        }
        while let Some(op) = self.body.first_op(source) {
            match before {
                Some(b) => self.body.move_op_before(op, b),
                None => self.body.move_op_to_end(op, dest),
            }
            self.notify(|l, body| l.op_inserted(body, op));
        }
        self.erase_empty_block(source);
    }

    /// Moves the ops of `source` to the end of `dest`, replacing its
    /// arguments with `args`, and erases `source` (MLIR's `mergeBlocks`).
    pub fn merge_blocks(&mut self, source: Block, dest: Block, args: &[Value]) {
        self.inline_block_before(source, dest, None, args);
    }

    /// Splits `block` before `before`: `before` and the ops after it move to
    /// a new block right after `block`, which is returned. The new block is
    /// reported, then the moved ops, last first (MLIR's `splitBlock`).
    pub fn split_block(&mut self, block: Block, before: Operation) -> Block {
        let new = self.body.split_block(block, before);
        if self.listener.is_some() {
            self.notify(|l, body| l.block_inserted(body, new));
            let moved: Vec<Operation> = self.body.block_ops(new).collect();
            for op in moved.into_iter().rev() {
                self.notify(|l, body| l.op_inserted(body, op));
            }
        }
        new
    }

    /// Moves the blocks of `region` into `dest` before `before` (at its end
    /// when `None`), reporting each (MLIR's `inlineRegionBefore`).
    pub fn inline_region_before(&mut self, region: Region, dest: Region, before: Option<Block>) {
        while let Some(b) = self.body.entry_block(region) {
            self.body.detach_block(b);
            match before {
                Some(next) => self.body.insert_block_before(next, b),
                None => self.body.append_block(dest, b),
            }
            self.notify(|l, body| l.block_inserted(body, b));
        }
    }
}

/// The insertion point before `before` in `dest`, or at its end.
fn at(dest: Block, before: Option<Operation>) -> InsertPoint {
    match before {
        Some(o) => InsertPoint::Before(o),
        None => InsertPoint::BlockEnd(dest),
    }
}

/// The ops directly in `op`'s regions (in this body), in order.
fn nested_ops(body: &Body, op: Operation) -> Vec<Operation> {
    nested_blocks(body, op)
        .into_iter()
        .flat_map(|b| body.block_ops(b))
        .collect()
}

/// The blocks of `op`'s regions in this body (none for an isolated op).
fn nested_blocks(body: &Body, op: Operation) -> Vec<Block> {
    if body.is_isolated(op) {
        return Vec::new();
    }
    body.regions(op)
        .iter()
        .flat_map(|&r| body.region_blocks(r))
        .collect()
}

/// The order MLIR's `eraseOp` erases `op`'s tree in: regions last to
/// first; in a region, blocks in post-order of the successor graph from
/// the first block not yet visited (successors before predecessors), the
/// ops of each block last to first (each tree innermost first), then those
/// blocks; finally `op`. An explicit stack keeps deep nesting off the call
/// stack.
fn erase_order(body: &Body, op: Operation) -> Vec<Erase> {
    enum Task {
        Tree(Operation),
        Emit(Erase),
    }
    let mut out = Vec::new();
    let mut stack = vec![Task::Tree(op)];
    while let Some(t) = stack.pop() {
        let o = match t {
            Task::Emit(e) => {
                out.push(e);
                continue;
            }
            Task::Tree(o) => o,
        };
        stack.push(Task::Emit(Erase::Op(o)));
        if body.is_isolated(o) {
            continue;
        }
        // Regions are pushed first to last, so the last is done first.
        for &r in body.regions(o) {
            let mut steps: Vec<Task> = Vec::new();
            for segment in block_post_order(body, r) {
                for &b in &segment {
                    let ops: Vec<Operation> = body.block_ops(b).collect();
                    steps.extend(ops.into_iter().rev().map(Task::Tree));
                }
                steps.extend(segment.into_iter().map(|b| Task::Emit(Erase::Block(b))));
            }
            stack.extend(steps.into_iter().rev());
        }
    }
    out
}

/// The blocks of `region` in post-order of the successor graph, as
/// segments: one per traversal from the first block not yet visited.
fn block_post_order(body: &Body, region: Region) -> Vec<Vec<Block>> {
    let mut visited = rustc_hash::FxHashSet::default();
    let mut segments = Vec::new();
    for start in body.region_blocks(region) {
        if !visited.insert(start) {
            continue;
        }
        let mut seg = Vec::new();
        // (block, index of the next successor to visit)
        let mut stack: Vec<(Block, usize)> = vec![(start, 0)];
        while let Some((b, next)) = stack.last_mut() {
            let b = *b;
            let term = body.last_op(b);
            let n = term.map_or(0, |t| body.num_successors(t));
            match term {
                Some(t) if *next < n => {
                    let s = body.successor(t, *next);
                    *next += 1;
                    if visited.insert(s) {
                        stack.push((s, 0));
                    }
                }
                _ => {
                    seg.push(b);
                    stack.pop();
                }
            }
        }
        segments.push(seg);
    }
    segments
}
