//! `OpBuilder`: creates ops at an insertion point.
//!
//! The insertion point follows MLIR's iterator semantics: ops created one
//! after another land in creation order, whether the point is a block's
//! start or end, or before or after an op.
//!
//! A builder can also record the ops it places into blocks
//! ([`OpBuilder::start_recording`]), so that a rewriter running a typed
//! `#[op]` builder can tell its listener what was inserted. Recording is
//! off by default and then costs one branch per insertion; a listener
//! field on the builder was rejected because the builder sits in the
//! storage layer, below the rewriting that defines listeners.

use crate::storage::body::{Block, Body, Operation, OperationState, Region, Value};
use crate::uniqued::context::Context;
use crate::uniqued::location::Location;
use crate::uniqued::types::Type;

/// Where the next op goes.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum InsertPoint {
    /// At the end of a block.
    BlockEnd(Block),
    /// At the start of a block.
    BlockStart(Block),
    /// Right before an op.
    Before(Operation),
    /// Right after an op.
    After(Operation),
}

/// Creates ops in one body at an insertion point.
#[derive(Debug)]
pub struct OpBuilder<'b> {
    /// The context for names, types and attributes.
    pub ctx: &'b Context,
    /// The body being built.
    pub body: &'b mut Body,
    ip: Option<InsertPoint>,
    /// The ops placed into blocks since recording started, when on.
    recorded: Option<Vec<Operation>>,
}

impl<'b> OpBuilder<'b> {
    /// A builder with no insertion point: created ops stay detached.
    pub fn new(ctx: &'b Context, body: &'b mut Body) -> Self {
        OpBuilder {
            ctx,
            body,
            ip: None,
            recorded: None,
        }
    }

    /// A builder inserting at the end of `block`.
    pub fn at_end(ctx: &'b Context, body: &'b mut Body, block: Block) -> Self {
        OpBuilder {
            ctx,
            body,
            ip: Some(InsertPoint::BlockEnd(block)),
            recorded: None,
        }
    }

    /// Starts recording the ops placed into blocks from now on (see
    /// [`OpBuilder::take_recorded`]); ops created detached are not
    /// recorded.
    pub fn start_recording(&mut self) {
        self.recorded.get_or_insert_with(Vec::new);
    }

    /// The ops placed since recording started, in placement order, and
    /// stops recording. Empty when recording was off.
    pub fn take_recorded(&mut self) -> Vec<Operation> {
        self.recorded.take().unwrap_or_default()
    }

    /// The current insertion point.
    pub fn insertion_point(&self) -> Option<InsertPoint> {
        self.ip
    }

    /// Sets the insertion point.
    pub fn set_insertion_point(&mut self, ip: Option<InsertPoint>) {
        self.ip = ip;
    }

    /// Inserts at the end of `block`.
    pub fn set_insertion_point_to_end(&mut self, block: Block) {
        self.ip = Some(InsertPoint::BlockEnd(block));
    }

    /// Inserts at the start of `block`.
    pub fn set_insertion_point_to_start(&mut self, block: Block) {
        self.ip = Some(InsertPoint::BlockStart(block));
    }

    /// Inserts right before `op`.
    pub fn set_insertion_point_before(&mut self, op: Operation) {
        self.ip = Some(InsertPoint::Before(op));
    }

    /// Inserts right after `op`.
    pub fn set_insertion_point_after(&mut self, op: Operation) {
        self.ip = Some(InsertPoint::After(op));
    }

    /// The block ops are being inserted into.
    pub fn insertion_block(&self) -> Option<Block> {
        match self.ip? {
            InsertPoint::BlockEnd(b) | InsertPoint::BlockStart(b) => Some(b),
            InsertPoint::Before(o) | InsertPoint::After(o) => self.body.parent_block(o),
        }
    }

    /// Places a detached op at the insertion point.
    pub fn insert(&mut self, op: Operation) -> Operation {
        if let (Some(rec), Some(_)) = (&mut self.recorded, self.ip) {
            rec.push(op);
        }
        match self.ip {
            None => {}
            Some(InsertPoint::BlockEnd(b)) => self.body.append_op(b, op),
            Some(InsertPoint::BlockStart(b)) => {
                self.body.prepend_op(b, op);
                self.ip = Some(InsertPoint::After(op));
            }
            Some(InsertPoint::Before(o)) => self.body.insert_op_before(o, op),
            Some(InsertPoint::After(o)) => {
                self.body.insert_op_after(o, op);
                self.ip = Some(InsertPoint::After(op));
            }
        }
        op
    }

    /// Creates an op from `state` and places it at the insertion point.
    pub fn create(&mut self, state: &OperationState) -> Operation {
        let op = self.body.create_op(self.ctx, state);
        self.insert(op)
    }

    /// Creates a block at the end of `region` with arguments of the given
    /// types, and moves the insertion point to its end (MLIR's
    /// `createBlock`).
    pub fn create_block(&mut self, region: Region, arg_types: &[Type], loc: Location) -> Block {
        let b = self.body.append_new_block(region);
        for &t in arg_types {
            self.body.add_block_arg(b, t, loc);
        }
        self.ip = Some(InsertPoint::BlockEnd(b));
        b
    }

    /// Creates an op with one result and returns it.
    pub fn create_value(&mut self, state: &OperationState) -> Value {
        let op = self.create(state);
        self.body.result(op, 0)
    }
}
