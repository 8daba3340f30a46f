//! Region dead-code elimination (MLIR's `runRegionDCE`): an optimistic
//! liveness analysis that assumes every op and block argument dead until a
//! live use proves otherwise, iterated to a fixed point, so dead cycles
//! (a loop-carried argument nothing reads, ops in a graph region feeding
//! each other) go too. Then dead ops are erased, the operands branches
//! forward to dead block arguments are dropped, and the dead arguments of
//! every block but the entry are erased.
//!
//! An op is live when it cannot be erased (`wouldOpBeTriviallyDead` is
//! false: unknown effects, writes, terminators) or a live op uses one of
//! its results. A branch operand does not make its value live by itself:
//! it feeds a block argument, and only a live argument needs it (MLIR
//! treats each successor operand as its own phi node). Values go to the
//! analysis in a fixed order, computed once per body: a region's blocks in
//! post-order, each block's ops last to first with the ops nested in an op
//! before the op, then the block's arguments — uses before definitions,
//! for quick convergence. Blocks the entry does not reach, which MLIR's
//! walk skips, are analysed like the others, so the IR stays valid when
//! this runs without [`erase_unreachable_blocks`](super::erase_unreachable_blocks)
//! first.

use super::{Settled, Tombstones, edit_successor_operands, erase_op_notified, in_every_body};
use super::{post_order_chunks, successor_operands};
use crate::semantics::interfaces::branch::successor_block_argument;
use crate::semantics::interfaces::side_effects::would_op_be_trivially_dead;
use crate::semantics::op::OpView;
use crate::semantics::traits::IsTerminator;
use crate::storage::body::{Block, Body, Operation, Region, Value};
use crate::transforms::listener::RewriteListener;
use crate::uniqued::context::Context;
use rustc_hash::FxHashSet;

/// Erases the ops and block arguments of `regions` (and of every region
/// nested in them) that nothing live needs (MLIR's `runRegionDCE`).
/// Returns whether an op was erased (as MLIR, dropped block arguments
/// alone do not count).
pub fn run_region_dce(
    ctx: &Context,
    body: &mut Body,
    regions: &[Region],
    listener: &mut dyn RewriteListener,
) -> bool {
    region_dce_in(ctx, body, regions, &Settled::default(), listener)
}

/// [`run_region_dce`], leaving the bodies of `settled` isolated ops alone.
pub(super) fn region_dce_in(
    ctx: &Context,
    body: &mut Body,
    regions: &[Region],
    settled: &Settled,
    listener: &mut dyn RewriteListener,
) -> bool {
    in_every_body(body, regions, settled, |body, regions| {
        let order = liveness_order(body, regions);
        let mut live = LiveMap::default();
        loop {
            live.changed = false;
            for step in &order {
                match *step {
                    Step::Op(op) => propagate_op(ctx, body, op, &mut live),
                    Step::Args(block) => {
                        for &arg in body.block_args(block) {
                            if !live.values.contains(&arg) {
                                process_value(ctx, body, arg, &mut live);
                            }
                        }
                    }
                }
            }
            if !live.changed {
                break;
            }
        }
        delete_dead(ctx, body, regions, &live, listener)
    })
}

/// What has been proved live (MLIR's `LiveMap`): ops, and block arguments.
/// A result is live when its op is.
#[derive(Default)]
struct LiveMap {
    ops: FxHashSet<Operation>,
    values: FxHashSet<Value>,
    changed: bool,
}

impl LiveMap {
    fn set_value_live(&mut self, body: &Body, v: Value) {
        match body.defining_op(v) {
            Some(op) => self.set_op_live(op),
            None => self.changed |= self.values.insert(v),
        }
    }

    fn set_op_live(&mut self, op: Operation) {
        self.changed |= self.ops.insert(op);
    }
}

/// One step of the analysis.
#[derive(Copy, Clone)]
enum Step {
    /// Look at an op.
    Op(Operation),
    /// Look at the arguments of a block other than its region's entry.
    Args(Block),
}

/// The analysis order of `regions` in this body (see the module doc).
fn liveness_order(body: &Body, regions: &[Region]) -> Vec<Step> {
    enum Task {
        Region(Region),
        Op(Operation),
        Emit(Step),
    }
    let mut out = Vec::new();
    let mut stack: Vec<Task> = regions.iter().rev().map(|&r| Task::Region(r)).collect();
    while let Some(task) = stack.pop() {
        match task {
            Task::Emit(step) => out.push(step),
            Task::Op(op) => {
                if body.is_isolated(op) || body.num_regions(op) == 0 {
                    out.push(Step::Op(op));
                    continue;
                }
                stack.push(Task::Emit(Step::Op(op)));
                stack.extend(body.regions(op).iter().rev().map(|&r| Task::Region(r)));
            }
            Task::Region(r) => {
                let entry = body.entry_block(r);
                let mut seq = Vec::new();
                for block in post_order_chunks(body, r).into_iter().flatten() {
                    let ops: Vec<Operation> = body.block_ops(block).collect();
                    seq.extend(ops.into_iter().rev().map(Task::Op));
                    if Some(block) != entry {
                        seq.push(Task::Emit(Step::Args(block)));
                    }
                }
                stack.extend(seq.into_iter().rev());
            }
        }
    }
    out
}

/// MLIR's `propagateLiveness` on one op (its nested ops come earlier in
/// the order).
fn propagate_op(ctx: &Context, body: &Body, op: Operation, live: &mut LiveMap) {
    let view = OpView::new(ctx, body, op);
    if view.has_trait::<IsTerminator>() {
        propagate_terminator(ctx, body, op, live);
        return;
    }
    if live.ops.contains(&op) {
        return;
    }
    if !would_op_be_trivially_dead(view) {
        live.set_op_live(op);
        return;
    }
    for r in body.results(op) {
        process_value(ctx, body, r, live);
    }
}

/// A terminator is live; the block arguments it produces itself, and all
/// arguments of successors it does not describe (no `BranchOpInterface`),
/// are live too.
fn propagate_terminator(ctx: &Context, body: &Body, op: Operation, live: &mut LiveMap) {
    live.set_op_live(op);
    for (i, dest) in body.successors(op).enumerate() {
        let args = body.block_args(dest);
        let produced = match successor_operands(ctx, body, op, i) {
            Some(s) => s.produced.min(args.len()),
            None => args.len(),
        };
        for &arg in &args[..produced] {
            live.set_value_live(body, arg);
        }
    }
}

/// Marks `v` live when a live op needs it.
fn process_value(ctx: &Context, body: &Body, v: Value, live: &mut LiveMap) {
    let proved = body.uses(v).any(|u| {
        let owner = body.use_owner(u);
        !use_known_dead(ctx, body, owner, body.use_operand_number(u), live)
            && live.ops.contains(&owner)
    });
    if proved {
        live.set_value_live(body, v);
    }
}

/// MLIR's `isUseSpeciallyKnownDead`: a branch operand feeding a block
/// argument not (yet) proved live.
fn use_known_dead(
    ctx: &Context,
    body: &Body,
    owner: Operation,
    operand: usize,
    live: &LiveMap,
) -> bool {
    let view = OpView::new(ctx, body, owner);
    if !view.has_trait::<IsTerminator>() {
        return false;
    }
    successor_block_argument(view, operand).is_some_and(|(_, arg)| !live.values.contains(&arg))
}

/// MLIR's `deleteDeadness`: erases dead ops (walking into live ones),
/// drops branch operands feeding dead arguments, then erases those
/// arguments. Returns whether an op was erased.
fn delete_dead(
    ctx: &Context,
    body: &mut Body,
    regions: &[Region],
    live: &LiveMap,
    listener: &mut dyn RewriteListener,
) -> bool {
    enum Task {
        Region(Region),
        Terminator(Block),
        Op(Operation),
        Args(Region),
    }
    let mut erased = false;
    let mut tomb = Tombstones::default();
    let mut stack: Vec<Task> = regions.iter().rev().map(|&r| Task::Region(r)).collect();
    while let Some(task) = stack.pop() {
        match task {
            Task::Region(r) => {
                if body.region_is_empty(r) {
                    continue;
                }
                let single = body.region_blocks(r).nth(1).is_none();
                let mut seq = Vec::new();
                for block in post_order_chunks(body, r).into_iter().flatten() {
                    if !single {
                        seq.push(Task::Terminator(block));
                    }
                    let ops: Vec<Operation> = body.block_ops(block).collect();
                    seq.extend(ops.into_iter().rev().map(Task::Op));
                }
                seq.push(Task::Args(r));
                stack.extend(seq.into_iter().rev());
            }
            Task::Terminator(block) => {
                if let Some(term) = body.last_op(block) {
                    erase_dead_successor_operands(ctx, body, term, live, listener);
                }
            }
            Task::Op(op) => {
                if !live.ops.contains(&op) {
                    erase_op_notified(body, op, listener, &mut tomb);
                    erased = true;
                } else if !body.is_isolated(op) {
                    stack.extend(body.regions(op).iter().rev().map(|&r| Task::Region(r)));
                }
            }
            Task::Args(r) => {
                let blocks: Vec<Block> = body.region_blocks(r).skip(1).collect();
                for block in blocks {
                    for i in (0..body.block_args(block).len()).rev() {
                        let arg = body.block_args(block)[i];
                        if !live.values.contains(&arg) && body.use_empty(arg) {
                            body.erase_block_arg(block, i);
                        }
                    }
                }
            }
        }
    }
    tomb.finish(body);
    erased
}

/// Drops the operands `term` forwards to block arguments not proved live
/// (MLIR's `eraseTerminatorSuccessorOperands`); reports `term` modified
/// when it dropped any.
fn erase_dead_successor_operands(
    ctx: &Context,
    body: &mut Body,
    term: Operation,
    live: &LiveMap,
    listener: &mut dyn RewriteListener,
) {
    let mut modified = false;
    for succ in (0..body.num_successors(term)).rev() {
        let Some(operands) = successor_operands(ctx, body, term, succ) else {
            return;
        };
        let args = body.block_args(body.successor(term, succ));
        let dead: Vec<usize> = (operands.produced..operands.len())
            .filter(|&a| args.get(a).is_some_and(|v| !live.values.contains(v)))
            .map(|a| a - operands.produced)
            .collect();
        if dead.is_empty() {
            continue;
        }
        modified |= edit_successor_operands(ctx, body, term, succ, |vals| {
            for &i in dead.iter().rev() {
                if i < vals.len() {
                    vals.remove(i);
                }
            }
        });
    }
    if modified {
        listener.op_modified(body, term);
    }
}
