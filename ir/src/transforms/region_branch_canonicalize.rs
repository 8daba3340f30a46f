//! MLIR 22's canonicalization patterns for any op with
//! `RegionBranchOpInterface` (`ControlFlowInterfaces.cpp`,
//! `populateRegionBranchOpInterfaceCanonicalizationPatterns`): they read
//! only the interface's edges, so a dialect gets them for its own
//! region-branch op by one call from its canonicalization hook, as scf's
//! `if`, `for`, `while`, `execute_region` and `index_switch` do.
//!
//! The edges of an op are the pairs (successor operand, successor
//! input): along every edge from a branch point (the op, then each
//! terminator with `RegionBranchTerminatorOpInterface`) to a successor
//! (a region's entry block arguments, or the op's results), each operand
//! passed flows into one input. The three patterns, in MLIR's order:
//!
//! - `MakeRegionBranchOpSuccessorInputsDead`: an input that can only ever
//!   hold one value from outside the edges (following inputs passed on as
//!   operands) is replaced by that value, when it is in scope there;
//! - `RemoveDuplicateSuccessorInputUses`: two inputs of one block or op
//!   that receive the same value from every branch point are one: the
//!   later one's uses move to the earlier one;
//! - `RemoveDeadRegionBranchOpSuccessorInputs`: inputs are tied in sets
//!   (two inputs fed by one operand belong together, as a loop's
//!   iteration argument and its result do); a set of inputs without uses
//!   is erased with the operands feeding it: block arguments and operands
//!   in place, results by recreating the op without them (MLIR's
//!   `eraseOpResults`).
//!
//! Their debug names are MLIR's (`(anonymous namespace)::...`), so
//! `disable-patterns=` filters them as it does in `mlir-opt-22`. Inputs
//! are visited in the order the edges list them (MLIR walks a hash map,
//! whose order no output depends on). An op whose edges do not pair up
//! (a successor with more inputs than operands, which the verifier
//! rejects) or that is `IsolatedFromAbove` is left alone.
//!
//! ```
//! use ir::transforms::RewritePatternSet;
//! use ir::transforms::region_branch_canonicalize::populate_region_branch_op_interface_canonicalization_patterns;
//!
//! let mut set = RewritePatternSet::new();
//! populate_region_branch_op_interface_canonicalization_patterns(&mut set, "scf.for");
//! let names: Vec<&str> = set.iter().map(|p| p.debug_name()).collect();
//! assert_eq!(names, [
//!     "(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead",
//!     "(anonymous namespace)::RemoveDuplicateSuccessorInputUses",
//!     "(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs",
//! ]);
//! ```

use crate::semantics::interfaces::region_branch::{
    RegionBranchOpInterfaceHandle, RegionSuccessor, all_region_branch_points, successor_operands,
};
use crate::semantics::op::OpView;
use crate::storage::body::{Block, Body, Operation, OperationState, Value, ValueDef};
use crate::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};
use crate::uniqued::context::Context;

/// Adds MLIR 22's three region-branch patterns for ops named `op_name`
/// (MLIR's `populateRegionBranchOpInterfaceCanonicalizationPatterns`).
pub fn populate_region_branch_op_interface_canonicalization_patterns(
    set: &mut RewritePatternSet,
    op_name: &'static str,
) {
    let root = PatternRoot::Op(op_name);
    set.add_fn(
        "(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead",
        root,
        make_successor_inputs_dead,
    )
    .add_fn(
        "(anonymous namespace)::RemoveDuplicateSuccessorInputUses",
        root,
        remove_duplicate_successor_input_uses,
    )
    .add_fn(
        "(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs",
        root,
        remove_dead_successor_inputs,
    );
}

/// One edge: operand `index` of `owner` (the op or a terminator in it)
/// flows into `input`.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
struct Edge {
    owner: Operation,
    index: usize,
    value: Value,
    input: Value,
}

/// The edges of `op` in MLIR's order (branch points, then successors,
/// then operands); `None` when `op` is not a region-branch op of this
/// body or its edges do not pair up.
fn edges(ctx: &Context, body: &Body, op: Operation) -> Option<Vec<Edge>> {
    if body.is_isolated(op) {
        return None;
    }
    let view = OpView::new(ctx, body, op);
    let branch = view.cast::<RegionBranchOpInterfaceHandle<'_>>()?;
    let mut out = Vec::new();
    for point in all_region_branch_points(view) {
        for successor in branch.successor_regions(point) {
            let (_, owner, operands) = successor_operands(&branch, point, &successor);
            let inputs = successor_inputs(body, op, &successor);
            if operands.len() != inputs.len() {
                return None;
            }
            for (index, input) in operands.zip(inputs) {
                out.push(Edge {
                    owner,
                    index,
                    value: body.operand(owner, index),
                    input,
                });
            }
        }
    }
    Some(out)
}

/// The values receiving what flows along an edge into `successor`.
fn successor_inputs(body: &Body, op: Operation, successor: &RegionSuccessor) -> Vec<Value> {
    match successor {
        RegionSuccessor::Parent { results } => results
            .clone()
            .filter(|&i| i < body.num_results(op))
            .map(|i| body.result(op, i))
            .collect(),
        RegionSuccessor::Region { index, inputs } => {
            let args = body
                .regions(op)
                .get(*index)
                .and_then(|&r| body.entry_block(r))
                .map(|b| body.block_args(b))
                .unwrap_or_default();
            inputs
                .clone()
                .filter_map(|i| args.get(i).copied())
                .collect()
        }
    }
}

/// The distinct inputs of `edges`, in the order they first appear.
fn inputs_of(edges: &[Edge]) -> Vec<Value> {
    let mut seen = Vec::new();
    for e in edges {
        if !seen.contains(&e.input) {
            seen.push(e.input);
        }
    }
    seen
}

/// Every value that may reach `input` from outside the edges: operands
/// feeding it, following operands that are themselves inputs (MLIR's
/// `computeReachableValuesFromSuccessorInput`). Stops at two.
fn reachable_values(edges: &[Edge], input: Value) -> Vec<Value> {
    let mut reachable = Vec::new();
    let mut visited = Vec::new();
    let mut work = vec![input];
    while let Some(next) = work.pop() {
        let mut feeding = edges.iter().filter(|e| e.input == next).peekable();
        if feeding.peek().is_none() {
            if !reachable.contains(&next) {
                reachable.push(next);
                if reachable.len() > 1 {
                    break;
                }
            }
            continue;
        }
        for e in feeding {
            if !visited.contains(&e.value) {
                visited.push(e.value);
                work.push(e.value);
            }
        }
    }
    reachable
}

/// The op holding the region that holds `v`.
fn region_parent_op(body: &Body, v: Value) -> Option<Operation> {
    let block = match body.value_def(v) {
        ValueDef::Result(op, _) => body.parent_block(op)?,
        ValueDef::BlockArgument(b, _) => b,
    };
    body.block_parent_op(block)
}

/// Whether `a`, a value reaching the input `b` of `op`, is in scope
/// wherever `b` is (MLIR's `isDefinedBefore`): a value from outside the
/// op always is; one from inside only when both are arguments of one
/// block.
fn defined_before(body: &Body, op: Operation, a: Value, b: Value) -> bool {
    if region_parent_op(body, a) != Some(op) {
        return true;
    }
    match (body.value_def(a), body.value_def(b)) {
        (ValueDef::BlockArgument(ba, _), ValueDef::BlockArgument(bb, _)) => ba == bb,
        _ => false,
    }
}

/// Inputs that can hold one value only take that value
/// (MLIR's `MakeRegionBranchOpSuccessorInputsDead`).
fn make_successor_inputs_dead(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let edges = edges(rw.ctx(), rw.body(), op).ok_or(NoMatch)?;
    let mut changed = false;
    for input in inputs_of(&edges) {
        if rw.body().use_empty(input) {
            continue;
        }
        let reachable = reachable_values(&edges, input);
        let [value] = reachable[..] else {
            continue;
        };
        if !defined_before(rw.body(), op, value, input) {
            continue;
        }
        rw.replace_all_uses_with(input, value);
        changed = true;
    }
    if changed { Ok(()) } else { Err(NoMatch) }
}

/// What owns `v`: its block, or its defining op.
fn owner_of(body: &Body, v: Value) -> (Option<Block>, Option<Operation>) {
    match body.value_def(v) {
        ValueDef::BlockArgument(b, _) => (Some(b), None),
        ValueDef::Result(o, _) => (None, Some(o)),
    }
}

/// The position of `v` among its block's arguments or its op's results.
fn arg_or_result_number(body: &Body, v: Value) -> usize {
    match body.value_def(v) {
        ValueDef::BlockArgument(_, i) | ValueDef::Result(_, i) => i,
    }
}

/// What each branch point passes to `input`, by branch point.
fn operands_by_owner(edges: &[Edge], input: Value) -> Vec<(Operation, Value)> {
    let mut by_owner: Vec<(Operation, Value)> = edges
        .iter()
        .filter(|e| e.input == input)
        .map(|e| (e.owner, e.value))
        .collect();
    by_owner.sort_by_key(|&(o, _)| o);
    by_owner
}

/// Of two inputs of one block or op fed the same values by every branch
/// point, the later one's uses move to the earlier one (MLIR's
/// `RemoveDuplicateSuccessorInputUses`).
fn remove_duplicate_successor_input_uses(
    op: Operation,
    rw: &mut PatternRewriter<'_>,
) -> MatchResult {
    let edges = edges(rw.ctx(), rw.body(), op).ok_or(NoMatch)?;
    let mut inputs = inputs_of(&edges);
    inputs.sort_by_key(|&v| arg_or_result_number(rw.body(), v));
    let mut changed = false;
    for (i, &first) in inputs.iter().enumerate() {
        for &second in &inputs[i + 1..] {
            let body = rw.body();
            if body.use_empty(second) || owner_of(body, first) != owner_of(body, second) {
                continue;
            }
            if operands_by_owner(&edges, first) == operands_by_owner(&edges, second) {
                rw.replace_all_uses_with(second, first);
                changed = true;
            }
        }
    }
    if changed { Ok(()) } else { Err(NoMatch) }
}

/// The sets of inputs that must go together: two inputs fed by one
/// operand are in one set (MLIR's `computeTiedSuccessorInputs`).
fn tied_sets(edges: &[Edge]) -> Vec<Vec<Value>> {
    let inputs = inputs_of(edges);
    let index = |v: Value| inputs.iter().position(|&x| x == v).expect("an input");
    let mut parent: Vec<usize> = (0..inputs.len()).collect();
    fn find(parent: &mut [usize], mut i: usize) -> usize {
        while parent[i] != i {
            parent[i] = parent[parent[i]];
            i = parent[i];
        }
        i
    }
    for (k, e) in edges.iter().enumerate() {
        if let Some(first) = edges[..k]
            .iter()
            .find(|f| (f.owner, f.index) == (e.owner, e.index))
        {
            let (a, b) = (
                find(&mut parent, index(first.input)),
                find(&mut parent, index(e.input)),
            );
            parent[b] = a;
        }
    }
    let mut sets: Vec<(usize, Vec<Value>)> = Vec::new();
    for (i, &v) in inputs.iter().enumerate() {
        let root = find(&mut parent, i);
        match sets.iter_mut().find(|(r, _)| *r == root) {
            Some((_, set)) => set.push(v),
            None => sets.push((root, vec![v])),
        }
    }
    sets.into_iter().map(|(_, s)| s).collect()
}

/// Sets of tied inputs without uses are erased, with the operands
/// feeding them (MLIR's `RemoveDeadRegionBranchOpSuccessorInputs`).
fn remove_dead_successor_inputs(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let body = rw.body();
    let edges = edges(rw.ctx(), body, op).ok_or(NoMatch)?;
    let dead: Vec<Value> = tied_sets(&edges)
        .into_iter()
        .filter(|set| set.iter().all(|&v| body.use_empty(v)))
        .flatten()
        .collect();
    if dead.is_empty() {
        return Err(NoMatch);
    }
    // Operands to erase, by owner, in the order owners are first met.
    let mut operands: Vec<(Operation, Vec<usize>)> = Vec::new();
    for e in edges.iter().filter(|e| dead.contains(&e.input)) {
        match operands.iter_mut().find(|(o, _)| *o == e.owner) {
            Some((_, v)) => v.push(e.index),
            None => operands.push((e.owner, vec![e.index])),
        }
    }
    let mut args: Vec<(Block, Vec<usize>)> = Vec::new();
    let mut results = Vec::new();
    for &v in &dead {
        match body.value_def(v) {
            ValueDef::BlockArgument(b, i) => match args.iter_mut().find(|(x, _)| *x == b) {
                Some((_, list)) => list.push(i),
                None => args.push((b, vec![i])),
            },
            ValueDef::Result(_, i) => results.push(i),
        }
    }
    for (owner, erased) in operands {
        let kept: Vec<Value> = rw
            .body()
            .operands(owner)
            .enumerate()
            .filter(|(i, _)| !erased.contains(i))
            .map(|(_, v)| v)
            .collect();
        rw.modify_op_in_place(owner, |v| v.body.set_operands(owner, &kept));
    }
    for (block, mut erased) in args {
        erased.sort_unstable();
        let parent = rw.body().block_parent_op(block).expect("a block of the op");
        rw.modify_op_in_place(parent, |v| {
            for &i in erased.iter().rev() {
                v.body.erase_block_arg(block, i);
            }
        });
    }
    if !results.is_empty() {
        erase_op_results(rw, op, &results);
    }
    Ok(())
}

/// Replaces `op` by a copy without the results `erased` (which have no
/// uses), its regions moved over (MLIR's `RewriterBase::eraseOpResults`).
fn erase_op_results(rw: &mut PatternRewriter<'_>, op: Operation, erased: &[usize]) {
    let body = rw.body();
    let mut st = OperationState::with_name(rw.ctx(), body.op_name(op), body.op_loc(op));
    st.operands.extend(body.operands(op));
    st.result_types.extend(
        body.results(op)
            .enumerate()
            .filter(|(i, _)| !erased.contains(i))
            .map(|(_, r)| body.value_type(r)),
    );
    st.properties = body.properties(op);
    st.attributes = body.attributes(op);
    st.successors.extend(body.successors(op));
    st.num_regions = body.regions(op).len();
    let new = rw.with_insertion_guard(|rw| {
        rw.set_insertion_point_before(op);
        rw.create(&st)
    });
    let old_regions = rw.body().regions(op).to_vec();
    let new_regions = rw.body().regions(new).to_vec();
    for (from, to) in old_regions.into_iter().zip(new_regions) {
        rw.inline_region_before(from, to, None);
    }
    let mut kept = rw.body().results(new);
    let replacements: Vec<Value> = (0..rw.body().num_results(op))
        .map(|i| {
            if erased.contains(&i) {
                rw.body().result(op, i)
            } else {
                kept.next().expect("one new result per kept one")
            }
        })
        .collect();
    rw.replace_op(op, &replacements);
}

#[cfg(test)]
mod tests;
