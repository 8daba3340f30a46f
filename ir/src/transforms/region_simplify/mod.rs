//! Region simplification, MLIR 22's `simplifyRegions`
//! (`mlir/lib/Transforms/Utils/RegionUtils.cpp`): erasing blocks no path
//! from the entry reaches, region dead-code elimination (ops and block
//! arguments nothing live needs, cycles included), and, at the aggressive
//! level, merging identical blocks and dropping block arguments every
//! predecessor passes the same value. The greedy driver calls
//! [`simplify_regions`] between sweeps, as canonicalize does with
//! `region-simplify=normal|aggressive`.
//!
//! Every change is reported to a [`RewriteListener`] as MLIR's rewriter
//! reports it: an erased op after the ops nested in it (innermost first,
//! blocks of a region in post-order, ops of a block last to first), an
//! erased block after its ops, and an op whose operands or successor
//! operands changed as modified. Notifications name the [`Body`] the id
//! belongs to: ops nested in an isolated op are reported with that op's
//! own body, whose ids mean nothing in the enclosing one.
//!
//! Each isolated op owns its arena, and no value crosses one, so every
//! piece runs body by body: first on the regions it is given, then on the
//! root regions of each isolated op nested in them (MLIR walks those
//! nested regions too). The result is MLIR's; only the order of
//! notifications between bodies differs. Where MLIR nulls the uses of a
//! value or block it is about to erase (`dropAllUses`), the uses are moved
//! to a placeholder value or a detached block, freed once the users are
//! gone; an op never has a missing operand, and a listener reading an
//! erased op's operands sees no defining op for those values, as in MLIR.
//! A recursive rewrite was rejected: deep nesting must not exhaust the
//! native stack, so every walk here keeps its own.
//!
//! ```
//! use ir::text::{ParseOptions, PrintOptions, parse_source, print_op};
//! use ir::transforms::{NoListener, simplify_regions};
//! use ir::Context;
//!
//! let ctx = Context::new();
//! let opts = ParseOptions { allow_unregistered_dialect: true, ..Default::default() };
//! let src = r#""t.f"() ({
//!   "t.use"() : () -> ()
//!   "t.exit"() : () -> ()
//! ^bb1:
//!   "t.dead"() : () -> ()
//!   "t.exit"() : () -> ()
//! }) : () -> ()
//! "#;
//! let mut m = parse_source(&ctx, src, "f.mlir", &opts).unwrap();
//! let body = m.body.nested_mut(m.op).unwrap();
//! let entry = body.entry_block(body.root_regions()[0]).unwrap();
//! let f = body.first_op(entry).unwrap();
//! let regions = body.regions(f).to_vec();
//! assert!(simplify_regions(&ctx, body, &regions, false, &mut NoListener));
//! let text = print_op(&ctx, &m.body, m.op, &PrintOptions::default());
//! assert!(!text.contains("t.dead"));
//! ```

mod dce;
mod merge;
#[cfg(test)]
mod tests;

pub use dce::run_region_dce;
pub use merge::{drop_redundant_arguments, merge_identical_blocks};

use crate::semantics::interfaces::branch::BranchOpInterfaceHandle;
use crate::semantics::interfaces::branch::SuccessorOperands;
use crate::semantics::op::OpView;
use crate::storage::body::{Block, Body, Operation, Region, Value, ValueDef};
use crate::transforms::listener::RewriteListener;
use crate::uniqued::attributes::Attribute;
use crate::uniqued::context::{Context, Ident};
use crate::uniqued::location::Location;
use crate::uniqued::typed_attrs::DenseI32ArrayAttr;
use crate::uniqued::types::Type;
use rustc_hash::FxHashSet;

/// Simplifies `regions` of `body` and everything nested in them (MLIR's
/// `simplifyRegions`): erases unreachable blocks, then dead ops and block
/// arguments; with `aggressive` (MLIR's
/// `GreedySimplifyRegionLevel::Aggressive`) also merges identical blocks
/// and drops block arguments every predecessor passes the same value.
/// Returns whether anything changed.
pub fn simplify_regions(
    ctx: &Context,
    body: &mut Body,
    regions: &[Region],
    aggressive: bool,
    listener: &mut dyn RewriteListener,
) -> bool {
    simplify_regions_in(
        ctx,
        body,
        regions,
        aggressive,
        &Settled::default(),
        listener,
    )
}

/// Isolated ops of the given body whose own bodies a caller knows to be
/// simplified already (the greedy driver drove them to a fixed point and
/// nothing touched them since): region simplification leaves those bodies,
/// and everything nested in them, alone. Without it, the driver, which runs
/// once per isolated op, would walk every deeper body again at each level,
/// quadratic in the nesting depth.
pub(crate) type Settled = FxHashSet<Operation>;

/// [`simplify_regions`], leaving the bodies of `settled` isolated ops alone.
pub(crate) fn simplify_regions_in(
    ctx: &Context,
    body: &mut Body,
    regions: &[Region],
    aggressive: bool,
    settled: &Settled,
    listener: &mut dyn RewriteListener,
) -> bool {
    let erased_blocks = erase_unreachable_in(body, regions, settled, listener);
    let erased_dead = dce::region_dce_in(ctx, body, regions, settled, listener);
    let mut merged = false;
    let mut dropped = false;
    if aggressive {
        merged = merge::merge_identical_in(ctx, body, regions, settled, listener);
        dropped = merge::drop_redundant_in(ctx, body, regions, settled, listener);
    }
    erased_blocks || erased_dead || merged || dropped
}

/// Erases the blocks of `regions` (and of every region nested in them)
/// that no path from their region's entry block reaches (MLIR's
/// `eraseUnreachableBlocks`). Returns whether a block was erased.
pub fn erase_unreachable_blocks(
    ctx: &Context,
    body: &mut Body,
    regions: &[Region],
    listener: &mut dyn RewriteListener,
) -> bool {
    // Reachability needs no op semantics; the context is taken so that
    // every piece has the same signature.
    let _ = ctx;
    erase_unreachable_in(body, regions, &Settled::default(), listener)
}

/// [`erase_unreachable_blocks`], leaving the bodies of `settled` isolated
/// ops alone.
pub(crate) fn erase_unreachable_in(
    body: &mut Body,
    regions: &[Region],
    settled: &Settled,
    listener: &mut dyn RewriteListener,
) -> bool {
    in_every_body(body, regions, settled, |body, regions| {
        erase_unreachable_in_body(body, regions, listener)
    })
}

fn erase_unreachable_in_body(
    body: &mut Body,
    regions: &[Region],
    listener: &mut dyn RewriteListener,
) -> bool {
    let mut erased = false;
    let mut work: Vec<Region> = regions.to_vec();
    let mut tomb = Tombstones::default();
    while let Some(region) = work.pop() {
        let Some(entry) = body.entry_block(region) else {
            continue;
        };
        let blocks: Vec<Block> = body.region_blocks(region).collect();
        if blocks.len() == 1 {
            push_nested_regions(body, entry, &mut work);
            continue;
        }
        let reachable: FxHashSet<Block> = post_order_from(body, entry, &mut FxHashSet::default())
            .into_iter()
            .collect();
        for block in blocks {
            if reachable.contains(&block) {
                push_nested_regions(body, block, &mut work);
                continue;
            }
            tomb.drop_defined_value_uses(body, block);
            erase_block_notified(body, block, listener, &mut tomb);
            erased = true;
        }
    }
    tomb.finish(body);
    erased
}

/// Pushes the regions of `block`'s ops stored in this body.
fn push_nested_regions(body: &Body, block: Block, work: &mut Vec<Region>) {
    for op in body.block_ops(block) {
        if !body.is_isolated(op) {
            work.extend_from_slice(body.regions(op));
        }
    }
}

/// Runs `f` on `regions` of `body`, then on the root regions of every
/// isolated op nested in them, at any depth, each with its own body,
/// except the `settled` ops of `body` (and what they hold).
/// Returns whether any run changed something.
fn in_every_body(
    body: &mut Body,
    regions: &[Region],
    settled: &Settled,
    mut f: impl FnMut(&mut Body, &[Region]) -> bool,
) -> bool {
    let mut changed = f(body, regions);
    let mut paths: Vec<Vec<Operation>> = isolated_ops_in(body, regions)
        .into_iter()
        .filter(|op| !settled.contains(op))
        .rev()
        .map(|op| vec![op])
        .collect();
    while let Some(path) = paths.pop() {
        let Some(inner) = body_at(body, &path) else {
            continue;
        };
        let roots = inner.root_regions().to_vec();
        changed |= f(inner, &roots);
        for op in isolated_ops_in(inner, &roots).into_iter().rev() {
            let mut p = path.clone();
            p.push(op);
            paths.push(p);
        }
    }
    changed
}

/// The body of the last isolated op of `path`, each op of which lives in
/// the previous one's body.
fn body_at<'a>(mut body: &'a mut Body, path: &[Operation]) -> Option<&'a mut Body> {
    for &op in path {
        if !body.is_live(op) {
            return None;
        }
        body = body.nested_mut(op)?;
    }
    Some(body)
}

/// The isolated ops nested in `regions` of this body (not inside one
/// another), in walk order.
fn isolated_ops_in(body: &Body, regions: &[Region]) -> Vec<Operation> {
    let mut out = Vec::new();
    if !body.holds_isolated_ops() {
        return out;
    }
    let mut work: Vec<Region> = regions.iter().rev().copied().collect();
    while let Some(r) = work.pop() {
        let mut nested = Vec::new();
        for b in body.region_blocks(r) {
            for op in body.block_ops(b) {
                if body.is_isolated(op) {
                    out.push(op);
                } else {
                    nested.extend_from_slice(body.regions(op));
                }
            }
        }
        work.extend(nested.into_iter().rev());
    }
    out
}

/// The successors of `block` as the CFG of its region sees them: none in
/// a single-block region (MLIR's `SuccessorRange`), else its last op's.
fn block_successors(body: &Body, block: Block) -> Vec<Block> {
    let single = body
        .block_parent(block)
        .is_none_or(|r| body.region_blocks(r).nth(1).is_none());
    match body.last_op(block) {
        Some(term) if !single => body.successors(term).collect(),
        _ => Vec::new(),
    }
}

/// The blocks reachable from `root` and not in `visited`, in post-order
/// (successors before the blocks that branch to them, as
/// `llvm::post_order`); marks them visited.
fn post_order_from(body: &Body, root: Block, visited: &mut FxHashSet<Block>) -> Vec<Block> {
    let mut out = Vec::new();
    if !visited.insert(root) {
        return out;
    }
    let mut stack = vec![(root, block_successors(body, root), 0usize)];
    while let Some((block, succs, next)) = stack.last_mut() {
        if let Some(&s) = succs.get(*next) {
            *next += 1;
            if visited.insert(s) {
                let ss = block_successors(body, s);
                stack.push((s, ss, 0));
            }
        } else {
            out.push(*block);
            stack.pop();
        }
    }
    out
}

/// Every block of `region` in post-order chunks: first those the entry
/// reaches, then, again and again, those the first block not yet visited
/// reaches (the order in which MLIR's rewriter erases a region's blocks).
fn post_order_chunks(body: &Body, region: Region) -> Vec<Vec<Block>> {
    let mut visited = FxHashSet::default();
    let mut chunks = Vec::new();
    for b in body.region_blocks(region) {
        if !visited.contains(&b) {
            chunks.push(post_order_from(body, b, &mut visited));
        }
    }
    chunks
}

/// One step of reporting an erased op tree.
enum Note<'a> {
    /// Queue the notes of an op: its nested ops and blocks, then itself.
    Expand(&'a Body, Operation),
    /// Report an erased op.
    Op(&'a Body, Operation),
    /// Report an erased block.
    Block(&'a Body, Block),
}

/// Reports `op` and everything nested in it as erased, in the order of
/// MLIR's `RewriterBase::eraseOp`: regions last to first, a region's
/// blocks in post-order (successors first), a block's ops last to first,
/// each op after what it holds, each block after its ops.
fn notify_op_tree_erased(body: &Body, op: Operation, listener: &mut dyn RewriteListener) {
    let mut stack = vec![Note::Expand(body, op)];
    while let Some(note) = stack.pop() {
        match note {
            Note::Op(b, o) => listener.op_erased(b, o),
            Note::Block(b, blk) => listener.block_erased(b, blk),
            Note::Expand(b, o) => {
                let inner = b.region_body(o);
                let mut seq = Vec::new();
                for &r in b.regions(o).iter().rev() {
                    for chunk in post_order_chunks(inner, r) {
                        for &blk in &chunk {
                            let ops: Vec<Operation> = inner.block_ops(blk).collect();
                            seq.extend(ops.into_iter().rev().map(|x| Note::Expand(inner, x)));
                        }
                        seq.extend(chunk.into_iter().map(|blk| Note::Block(inner, blk)));
                    }
                }
                seq.push(Note::Op(b, o));
                stack.extend(seq.into_iter().rev());
            }
        }
    }
}

/// Erases `op` and what it holds, reporting each erasure first; uses of
/// its results that remain (in ops erased later) move to placeholders.
fn erase_op_notified(
    body: &mut Body,
    op: Operation,
    listener: &mut dyn RewriteListener,
    tomb: &mut Tombstones,
) {
    for r in body.results(op) {
        tomb.redirect_value(body, r);
    }
    notify_op_tree_erased(body, op, listener);
    body.erase_op(op);
}

/// Erases `block`, whose values have no uses outside it and which no live
/// op branches to, reporting its ops (last to first) and then itself, as
/// MLIR's `RewriterBase::eraseBlock`.
fn erase_block_notified(
    body: &mut Body,
    block: Block,
    listener: &mut dyn RewriteListener,
    tomb: &mut Tombstones,
) {
    let ops: Vec<Operation> = body.block_ops(block).collect();
    for &op in ops.iter().rev() {
        notify_op_tree_erased(body, op, listener);
    }
    listener.block_erased(body, block);
    tomb.redirect_block(body, block);
    body.erase_block(block);
}

/// Stand-ins for the uses MLIR drops (sets to null) before erasing what
/// they name: placeholder values and one detached block. Freed by
/// [`Tombstones::finish`] once their users are gone.
#[derive(Default)]
struct Tombstones {
    values: Vec<Value>,
    block: Option<Block>,
}

impl Tombstones {
    /// Moves every use of `v` to a new placeholder of its type.
    fn redirect_value(&mut self, body: &mut Body, v: Value) {
        if body.use_empty(v) {
            return;
        }
        let p = body.create_placeholder_value(body.value_type(v));
        body.replace_all_uses_with(v, p);
        self.values.push(p);
    }

    /// Points every branch to `block` at the detached stand-in block.
    fn redirect_block(&mut self, body: &mut Body, block: Block) {
        let preds: Vec<Operation> = unique_predecessors(body, block);
        if preds.is_empty() {
            return;
        }
        let dummy = *self.block.get_or_insert_with(|| body.create_block());
        for p in preds {
            for i in 0..body.num_successors(p) {
                if body.successor(p, i) == block {
                    body.set_successor(p, i, dummy);
                }
            }
        }
    }

    /// MLIR's `Block::dropAllDefinedValueUses`: the uses of the block's
    /// arguments, of the results of every op in it (and of the ops and
    /// block arguments nested in them in this body) and of the block
    /// itself move to stand-ins.
    fn drop_defined_value_uses(&mut self, body: &mut Body, block: Block) {
        let mut values = Vec::new();
        let mut blocks = vec![block];
        while let Some(b) = blocks.pop() {
            values.extend_from_slice(body.block_args(b));
            for op in body.block_ops(b) {
                values.extend(body.results(op));
                if !body.is_isolated(op) {
                    for &r in body.regions(op) {
                        blocks.extend(body.region_blocks(r));
                    }
                }
            }
        }
        for v in values {
            self.redirect_value(body, v);
        }
        self.redirect_block(body, block);
    }

    /// Frees the stand-ins nothing uses any more.
    fn finish(self, body: &mut Body) {
        for v in self.values {
            if body.use_empty(v) {
                body.free_placeholder_value(v);
            }
        }
        if let Some(b) = self.block
            && !body.has_predecessors(b)
        {
            body.erase_block(b);
        }
    }
}

/// The ops branching to `block`, each once, in use-list order.
fn unique_predecessors(body: &Body, block: Block) -> Vec<Operation> {
    let mut seen = FxHashSet::default();
    body.predecessors(block)
        .filter(|&p| seen.insert(p))
        .collect()
}

/// Whether `op` is a `BranchOpInterface` op.
fn is_branch(ctx: &Context, body: &Body, op: Operation) -> bool {
    OpView::new(ctx, body, op)
        .cast::<BranchOpInterfaceHandle<'_>>()
        .is_some()
}

/// The operands `op` passes to successor `succ`, when it is a
/// `BranchOpInterface` op.
fn successor_operands(
    ctx: &Context,
    body: &Body,
    op: Operation,
    succ: usize,
) -> Option<SuccessorOperands> {
    let view = OpView::new(ctx, body, op);
    let branch = view.cast::<BranchOpInterfaceHandle<'_>>()?;
    Some(branch.successor_operands(succ))
}

/// Rewrites the operands `op` forwards to successor `succ` with `edit`
/// (MLIR's `SuccessorOperands::erase`/`append` on its mutable range),
/// keeping the segment-size entries that count them in step. Returns
/// false when `op` is not a `BranchOpInterface` op.
///
/// The entries are those the interface names
/// ([`SuccessorOperands::segments`], MLIR's `OperandSegment`s): a
/// `cf.switch` case names its entry of `operandSegmentSizes` and of
/// `case_operand_segments`. A branch that names none but has
/// `operandSegmentSizes` gets the entry spanning exactly the forwarded
/// range; when several empty entries sit at that position (a
/// `cf.cond_br` forwarding nothing to either block), the successors'
/// order among them picks it.
fn edit_successor_operands(
    ctx: &Context,
    body: &mut Body,
    op: Operation,
    succ: usize,
    edit: impl FnOnce(&mut Vec<Value>),
) -> bool {
    let Some(described) = successor_operands(ctx, body, op, succ) else {
        return false;
    };
    let all: Vec<Value> = body.operands(op).collect();
    let range = described.forwarded.start.min(all.len())..described.forwarded.end.min(all.len());
    let mut forwarded = all[range.clone()].to_vec();
    edit(&mut forwarded);
    let delta = forwarded.len() as i64 - range.len() as i64;
    let mut new = all[..range.start].to_vec();
    new.extend_from_slice(&forwarded);
    new.extend_from_slice(&all[range.end..]);
    if delta != 0 {
        if described.segments.is_empty() {
            resize_spanning_segment(ctx, body, op, succ, &range, delta);
        }
        for seg in &described.segments {
            resize_segment(ctx, body, op, ctx.ident(seg.attr), seg.index, delta);
        }
    }
    body.set_operands(op, &new);
    true
}

/// Resizes by `delta` the `operandSegmentSizes` entry spanning exactly
/// `range`, the forwarded operands of successor `succ` of a branch that
/// does not name its segments.
fn resize_spanning_segment(
    ctx: &Context,
    body: &mut Body,
    op: Operation,
    succ: usize,
    range: &core::ops::Range<usize>,
    delta: i64,
) {
    let name = ctx.ident("operandSegmentSizes");
    let Some(sizes) = body
        .property(ctx, op, name)
        .and_then(|a| DenseI32ArrayAttr::from_attr_opt(ctx, a))
    else {
        return;
    };
    // Successors forwarding the same empty range before this one.
    let rank = (0..succ)
        .filter(|&s| successor_operands(ctx, body, op, s).is_some_and(|o| o.forwarded == *range))
        .count();
    let mut start = 0usize;
    let mut matches = Vec::new();
    for (j, &n) in sizes.iter().enumerate() {
        let n = n.max(0) as usize;
        if start == range.start && n == range.len() {
            matches.push(j);
        }
        start += n;
    }
    if let Some(&j) = matches.get(rank).or(matches.first()) {
        resize_segment(ctx, body, op, name, j, delta);
    }
}

/// Resizes by `delta` entry `k` of the segment-size property `name` (a
/// dense `i32` array) of `op`, when it has one that long.
fn resize_segment(
    ctx: &Context,
    body: &mut Body,
    op: Operation,
    name: Ident,
    k: usize,
    delta: i64,
) {
    let Some(mut sizes) = body
        .property(ctx, op, name)
        .and_then(|a| DenseI32ArrayAttr::from_attr_opt(ctx, a))
    else {
        return;
    };
    let Some(entry) = sizes.get_mut(k) else {
        return;
    };
    *entry = (i64::from(*entry) + delta).max(0) as i32;
    let i32 = Type::int(ctx, 32);
    let values: Vec<u64> = sizes.iter().map(|&s| s as u32 as u64).collect();
    if let Ok(a) = Attribute::dense_array(ctx, i32, &values) {
        body.set_property(ctx, op, name, Some(a));
    }
}

/// Where a value was defined (MLIR's `Value::getLoc`): its op's
/// location, or its block argument's.
fn value_loc(ctx: &Context, body: &Body, v: Value) -> Location {
    if body.is_placeholder_value(v) {
        return Location::unknown(ctx);
    }
    match body.value_def(v) {
        ValueDef::Result(op, _) => body.op_loc(op),
        ValueDef::BlockArgument(b, i) => body.block_arg_loc(b, i),
    }
}

/// MLIR's `RewriterBase::replaceAllUsesWith` on a value: each user is
/// reported modified.
fn replace_all_uses_notified(
    body: &mut Body,
    from: Value,
    to: Value,
    listener: &mut dyn RewriteListener,
) {
    let users: Vec<Operation> = body.uses(from).map(|u| body.use_owner(u)).collect();
    body.replace_all_uses_with(from, to);
    let mut seen = FxHashSet::default();
    for u in users {
        if seen.insert(u) {
            listener.op_modified(body, u);
        }
    }
}
