//! The aggressive level of region simplification: merging identical
//! blocks (MLIR's `mergeIdenticalBlocks`) and dropping block arguments
//! every predecessor passes the same value (`dropRedundantArguments`).
//!
//! Blocks other than the entry that branch to the same successors are
//! split into clusters of equivalent blocks: the same ops in the same
//! order (up to locations), using their own values in the same positions,
//! and nothing of theirs used outside. Operands that differ and come from
//! outside the block become new arguments of the cluster's leader (one
//! per position, a position passing the same values as an earlier one in
//! every predecessor reuses it), predecessors pass the values they used,
//! and the other blocks are erased. Clusters are found per group of
//! blocks with equal successor lists, groups in the order of their first
//! block (MLIR iterates a hash map; the result does not depend on it).

use super::{
    Settled, Tombstones, edit_successor_operands, erase_block_notified, in_every_body, is_branch,
    replace_all_uses_notified, successor_operands, unique_predecessors, value_loc,
};
use crate::semantics::equivalence::{EquivalenceFlags, compute_hash, ignore_hash_value};
use crate::storage::body::{Block, Body, Operation, Region, Value};
use crate::storage::walk::OpRef;
use crate::transforms::listener::RewriteListener;
use crate::uniqued::context::Context;
use rustc_hash::{FxHashMap, FxHashSet};
use std::collections::BTreeSet;

/// Merges identical blocks of `regions` and of every region nested in
/// them, adding block arguments for operands that differ (MLIR's
/// `mergeIdenticalBlocks`). Returns whether blocks were merged.
pub fn merge_identical_blocks(
    ctx: &Context,
    body: &mut Body,
    regions: &[Region],
    listener: &mut dyn RewriteListener,
) -> bool {
    merge_identical_in(ctx, body, regions, &Settled::default(), listener)
}

/// [`merge_identical_blocks`], leaving the bodies of `settled` isolated ops alone.
pub(super) fn merge_identical_in(
    ctx: &Context,
    body: &mut Body,
    regions: &[Region],
    settled: &Settled,
    listener: &mut dyn RewriteListener,
) -> bool {
    in_every_body(body, regions, settled, |body, regions| {
        let mut work = RegionWorklist::new(regions);
        let mut changed = false;
        while let Some(region) = work.pop() {
            if merge_in_region(ctx, body, region, listener) {
                changed = true;
                work.push(region);
            }
            for nested in nested_regions(body, region) {
                work.push(nested);
            }
        }
        changed
    })
}

/// MLIR's `SmallSetVector<Region *>` worklist: last in, first out, each
/// region queued at most once at a time.
struct RegionWorklist {
    stack: Vec<Region>,
    queued: FxHashSet<Region>,
}

impl RegionWorklist {
    fn new(regions: &[Region]) -> RegionWorklist {
        let mut w = RegionWorklist {
            stack: Vec::new(),
            queued: FxHashSet::default(),
        };
        for &r in regions {
            w.push(r);
        }
        w
    }

    fn push(&mut self, r: Region) {
        if self.queued.insert(r) {
            self.stack.push(r);
        }
    }

    fn pop(&mut self) -> Option<Region> {
        let r = self.stack.pop()?;
        self.queued.remove(&r);
        Some(r)
    }
}

/// The regions of the ops of `region`'s blocks stored in this body.
fn nested_regions(body: &Body, region: Region) -> Vec<Region> {
    let mut out = Vec::new();
    for b in body.region_blocks(region) {
        for op in body.block_ops(b) {
            if !body.is_isolated(op) {
                out.extend_from_slice(body.regions(op));
            }
        }
    }
    out
}

/// What the comparison of a block needs (MLIR's `BlockEquivalenceData`):
/// a hash of its ops and, per op with results, how many values the block
/// defines before it.
struct BlockData {
    block: Block,
    hash: u64,
    order: FxHashMap<Operation, usize>,
}

impl BlockData {
    fn new(ctx: &Context, body: &Body, block: Block) -> BlockData {
        let mut order = FxHashMap::default();
        let mut next = body.block_args(block).len();
        let mut hash = 0u64;
        for op in body.block_ops(block) {
            let n = body.num_results(op);
            if n > 0 {
                order.insert(op, next);
                next += n;
            }
            let h = compute_hash(
                ctx,
                OpRef::new(body, op),
                ignore_hash_value,
                ignore_hash_value,
                EquivalenceFlags::IGNORE_LOCATIONS,
            );
            hash = hash.rotate_left(5) ^ h;
        }
        BlockData { block, hash, order }
    }

    /// The position of a value defined in this block among its values.
    fn order_of(&self, body: &Body, v: Value) -> usize {
        match body.defining_op(v) {
            Some(op) => self.order.get(&op).copied().unwrap_or(usize::MAX) + result_number(body, v),
            None => arg_number(body, v),
        }
    }
}

fn result_number(body: &Body, v: Value) -> usize {
    match body.value_def(v) {
        crate::storage::body::ValueDef::Result(_, i) => i,
        crate::storage::body::ValueDef::BlockArgument(..) => 0,
    }
}

fn arg_number(body: &Body, v: Value) -> usize {
    match body.value_def(v) {
        crate::storage::body::ValueDef::BlockArgument(_, i) => i,
        crate::storage::body::ValueDef::Result(..) => 0,
    }
}

/// Blocks to merge into a leader (MLIR's `BlockMergeCluster`).
struct Cluster {
    leader: BlockData,
    blocks: Vec<Block>,
    /// (op position, operand number) pairs whose values differ and become
    /// new arguments of the leader, sorted.
    operands: BTreeSet<(usize, usize)>,
}

impl Cluster {
    /// Adds `data`'s block when it is equivalent to the leader.
    fn try_add(&mut self, body: &Body, data: &BlockData) -> bool {
        if self.leader.hash != data.hash {
            return false;
        }
        let (lb, rb) = (self.leader.block, data.block);
        let types = |b: Block| -> Vec<_> {
            body.block_args(b)
                .iter()
                .map(|&a| body.value_type(a))
                .collect()
        };
        if types(lb) != types(rb) {
            return false;
        }
        let lops: Vec<Operation> = body.block_ops(lb).collect();
        let rops: Vec<Operation> = body.block_ops(rb).collect();
        if lops.len() != rops.len() {
            return false;
        }
        let mut mismatched = Vec::new();
        for (i, (&l, &r)) in lops.iter().zip(&rops).enumerate() {
            if !same_op_ignoring_operands(body, l, r) {
                return false;
            }
            for k in 0..body.num_operands(l) {
                let (lv, rv) = (body.operand(l, k), body.operand(r, k));
                if lv == rv {
                    continue;
                }
                if body.value_type(lv) != body.value_type(rv) {
                    return false;
                }
                let l_in = body.value_parent_block(lv) == Some(lb);
                let r_in = body.value_parent_block(rv) == Some(rb);
                if l_in != r_in {
                    return false;
                }
                if !l_in {
                    if !valid_successor_arg(body, lb, lv) || !valid_successor_arg(body, rb, rv) {
                        return false;
                    }
                    mismatched.push((i, k));
                    continue;
                }
                if self.leader.order_of(body, lv) != data.order_of(body, rv) {
                    return false;
                }
            }
            if used_outside(body, r, rb) || used_outside(body, l, lb) {
                return false;
            }
        }
        self.operands.extend(mismatched);
        self.blocks.push(rb);
        true
    }

    /// Merges the cluster's blocks into its leader. Returns whether
    /// anything was merged.
    fn merge(
        self,
        ctx: &Context,
        body: &mut Body,
        listener: &mut dyn RewriteListener,
        tomb: &mut Tombstones,
    ) -> bool {
        if self.blocks.is_empty() {
            return false;
        }
        let leader = self.leader.block;
        if !self.operands.is_empty() {
            let updatable = |b: Block| body.predecessors(b).all(|p| is_branch(ctx, body, p));
            if !updatable(leader) || !self.blocks.iter().all(|&b| updatable(b)) {
                return false;
            }
            let all: Vec<Block> = core::iter::once(leader)
                .chain(self.blocks.iter().copied())
                .collect();
            let ops: Vec<Vec<Operation>> =
                all.iter().map(|&b| body.block_ops(b).collect()).collect();
            let num_old = body.block_args(leader).len();
            let mut new_args: Vec<Vec<Value>> = vec![Vec::new(); all.len()];
            let mut modified = Vec::new();
            for &(i, k) in &self.operands {
                for (c, block_ops) in ops.iter().enumerate() {
                    let op = block_ops[i];
                    let v = body.operand(op, k);
                    new_args[c].push(v);
                    if c == 0 {
                        let loc = value_loc(ctx, body, v);
                        let arg = body.add_block_arg(leader, body.value_type(v), loc);
                        body.set_operand(op, k, arg);
                        modified.push(op);
                    }
                }
            }
            modified.dedup();
            for op in modified {
                listener.op_modified(body, op);
            }
            let new_args = prune_redundant_arguments(body, new_args, num_old, leader, listener);
            for (c, &b) in all.iter().enumerate() {
                append_to_predecessors(ctx, body, b, &new_args[c], listener);
            }
        }
        for &b in &self.blocks {
            for p in unique_predecessors(body, b) {
                for i in 0..body.num_successors(p) {
                    if body.successor(p, i) == b {
                        body.set_successor(p, i, leader);
                    }
                }
            }
            erase_block_notified(body, b, listener, tomb);
        }
        true
    }
}

/// MLIR's `isEquivalentTo` with `ignoreValueEquivalence` on ops without
/// regions: same name, attributes, properties and result types, as many
/// operands, results, regions and successors; operands are compared by
/// the caller.
fn same_op_ignoring_operands(body: &Body, l: Operation, r: Operation) -> bool {
    body.op_name(l) == body.op_name(r)
        && body.attributes(l) == body.attributes(r)
        && body.properties(l) == body.properties(r)
        && body.num_regions(l) == body.num_regions(r)
        && body.num_successors(l) == body.num_successors(r)
        && body.num_operands(l) == body.num_operands(r)
        && body.num_results(l) == body.num_results(r)
        && body
            .results(l)
            .zip(body.results(r))
            .all(|(a, b)| body.value_type(a) == body.value_type(b))
}

/// Whether a value of another block can be passed to `block` as a
/// successor operand: not a result of the terminator of one of `block`'s
/// predecessors, which would not dominate the branch passing it.
fn valid_successor_arg(body: &Body, block: Block, v: Value) -> bool {
    let Some(def) = body.defining_op(v) else {
        return true;
    };
    let Some(parent) = body.value_parent_block(v) else {
        return true;
    };
    if body.last_op(parent) != Some(def) {
        return true;
    }
    !body
        .predecessors(block)
        .any(|p| body.parent_block(p) == Some(parent))
}

/// Whether a result of `op` is used by an op outside `block`.
fn used_outside(body: &Body, op: Operation, block: Block) -> bool {
    body.results(op).any(|r| {
        body.uses(r)
            .any(|u| body.parent_block(body.use_owner(u)) != Some(block))
    })
}

/// MLIR's `pruneRedundantArguments`: a new argument position whose values
/// equal, in every predecessor list, those of the first position passing
/// the same value in list 0 is replaced by it. Returns the pruned lists.
fn prune_redundant_arguments(
    body: &mut Body,
    lists: Vec<Vec<Value>>,
    num_old: usize,
    block: Block,
    listener: &mut dyn RewriteListener,
) -> Vec<Vec<Value>> {
    let Some(first) = lists.first() else {
        return lists;
    };
    let n = first.len();
    let mut first_index: FxHashMap<Value, usize> = FxHashMap::default();
    for (j, &v) in first.iter().enumerate() {
        first_index.entry(v).or_insert(j);
    }
    let mut replacement: Vec<Option<usize>> = vec![None; n];
    for j in 0..n {
        let k = first_index[&first[j]];
        if k != j && lists[1..].iter().all(|l| l[k] == l[j]) {
            replacement[j] = Some(k);
        }
    }
    let pruned: Vec<Vec<Value>> = lists
        .iter()
        .map(|l| {
            l.iter()
                .enumerate()
                .filter(|&(j, _)| replacement[j].is_none())
                .map(|(_, &v)| v)
                .collect()
        })
        .collect();
    let mut erase = Vec::new();
    for (j, k) in replacement.iter().enumerate() {
        if let Some(k) = *k {
            let old = body.block_args(block)[num_old + j];
            let new = body.block_args(block)[num_old + k];
            replace_all_uses_notified(body, old, new, listener);
            erase.push(num_old + j);
        }
    }
    for i in erase.into_iter().rev() {
        body.erase_block_arg(block, i);
    }
    pruned
}

/// Appends `values` to what every predecessor passes to `block`.
fn append_to_predecessors(
    ctx: &Context,
    body: &mut Body,
    block: Block,
    values: &[Value],
    listener: &mut dyn RewriteListener,
) {
    for p in unique_predecessors(body, block) {
        let mut changed = false;
        for i in 0..body.num_successors(p) {
            if body.successor(p, i) == block {
                changed |=
                    edit_successor_operands(ctx, body, p, i, |v| v.extend_from_slice(values));
            }
        }
        if changed && !values.is_empty() {
            listener.op_modified(body, p);
        }
    }
}

/// Merges the identical blocks of one region. Returns whether any were.
fn merge_in_region(
    ctx: &Context,
    body: &mut Body,
    region: Region,
    listener: &mut dyn RewriteListener,
) -> bool {
    let blocks: Vec<Block> = body.region_blocks(region).collect();
    if blocks.len() < 2 {
        return false;
    }
    // Blocks other than the entry, grouped by their successor lists in
    // the order of each group's first block.
    let mut groups: Vec<(Vec<Block>, Vec<Block>)> = Vec::new();
    let mut index: FxHashMap<Vec<Block>, usize> = FxHashMap::default();
    for &b in &blocks[1..] {
        let succs: Vec<Block> = body
            .last_op(b)
            .map(|t| body.successors(t).collect())
            .unwrap_or_default();
        let g = *index.entry(succs.clone()).or_insert_with(|| {
            groups.push((succs, Vec::new()));
            groups.len() - 1
        });
        groups[g].1.push(b);
    }
    let mut merged = false;
    let mut tomb = Tombstones::default();
    for (_, members) in groups {
        if members.len() == 1 {
            continue;
        }
        let mut clusters: Vec<Cluster> = Vec::new();
        for b in members {
            let has_region = body.block_ops(b).any(|op| {
                body.regions(op)
                    .iter()
                    .any(|&r| !body.region_body(op).region_is_empty(r))
            });
            if has_region {
                continue;
            }
            let arg_used_outside = body.block_args(b).iter().any(|&a| {
                body.uses(a)
                    .any(|u| body.parent_block(body.use_owner(u)) != Some(b))
            });
            if arg_used_outside {
                continue;
            }
            let data = BlockData::new(ctx, body, b);
            if !clusters.iter_mut().any(|c| c.try_add(body, &data)) {
                clusters.push(Cluster {
                    leader: data,
                    blocks: Vec::new(),
                    operands: BTreeSet::new(),
                });
            }
        }
        for c in clusters {
            merged |= c.merge(ctx, body, listener, &mut tomb);
        }
    }
    tomb.finish(body);
    merged
}

/// Drops the arguments of the blocks of `regions` (and of every region
/// nested in them) to which every predecessor passes the same value, using
/// that value instead (MLIR's `dropRedundantArguments`). Returns whether
/// any argument was dropped.
pub fn drop_redundant_arguments(
    ctx: &Context,
    body: &mut Body,
    regions: &[Region],
    listener: &mut dyn RewriteListener,
) -> bool {
    drop_redundant_in(ctx, body, regions, &Settled::default(), listener)
}

/// [`drop_redundant_arguments`], leaving the bodies of `settled` isolated ops alone.
pub(super) fn drop_redundant_in(
    ctx: &Context,
    body: &mut Body,
    regions: &[Region],
    settled: &Settled,
    listener: &mut dyn RewriteListener,
) -> bool {
    in_every_body(body, regions, settled, |body, regions| {
        let mut work = RegionWorklist::new(regions);
        let mut changed = false;
        while let Some(region) = work.pop() {
            let blocks: Vec<Block> = body.region_blocks(region).collect();
            for b in blocks {
                changed |= drop_in_block(ctx, body, b, listener);
            }
            for nested in nested_regions(body, region) {
                work.push(nested);
            }
        }
        changed
    })
}

/// `dropRedundantArguments` on one block.
fn drop_in_block(
    ctx: &Context,
    body: &mut Body,
    block: Block,
    listener: &mut dyn RewriteListener,
) -> bool {
    // (predecessor, successor index) pairs, in use-list order.
    let mut edges = Vec::new();
    for p in unique_predecessors(body, block) {
        for i in 0..body.num_successors(p) {
            if body.successor(p, i) == block {
                edges.push((p, i));
            }
        }
    }
    let mut to_erase = Vec::new();
    for idx in 0..body.block_args(block).len() {
        let arg = body.block_args(block)[idx];
        let mut common: Option<Value> = None;
        let mut same = true;
        for &(p, i) in &edges {
            let Some(ops) = successor_operands(ctx, body, p, i) else {
                same = false;
                break;
            };
            // MLIR indexes the forwarded operands by argument number.
            let Some(v) = ops
                .forwarded
                .clone()
                .nth(idx)
                .filter(|_| ops.produced == 0)
                .map(|o| body.operand(p, o))
            else {
                same = false;
                break;
            };
            match common {
                None => common = Some(v),
                Some(c) if c != v => {
                    same = false;
                    break;
                }
                Some(_) => {}
            }
        }
        if let Some(c) = common
            && same
            && c != arg
        {
            to_erase.push(idx);
            replace_all_uses_notified(body, arg, c, listener);
        }
    }
    if to_erase.is_empty() {
        return false;
    }
    for &idx in to_erase.iter().rev() {
        for &(p, i) in &edges {
            edit_successor_operands(ctx, body, p, i, |v| {
                if idx < v.len() {
                    v.remove(idx);
                }
            });
        }
        if body.use_empty(body.block_args(block)[idx]) {
            body.erase_block_arg(block, idx);
        }
    }
    let mut preds: Vec<Operation> = edges.iter().map(|&(p, _)| p).collect();
    preds.dedup();
    for p in preds {
        listener.op_modified(body, p);
    }
    true
}
