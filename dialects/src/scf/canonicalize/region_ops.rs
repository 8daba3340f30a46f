//! The canonicalization patterns of scf's ops that run a region once:
//! `scf.execute_region`'s `SingleBlockExecuteInliner` and
//! `MultiBlockExecuteInliner`, and `scf.index_switch`'s
//! `FoldConstantCase` (MLIR 22's `SCF.cpp`).
//!
//! Both inliners leave an op marked `no_inline` alone, as MLIR 22 does.
//! The multi-block inliner needs a parent that can hold many blocks: a
//! function (any op with `FunctionOpInterface`, which may be the op that
//! owns the body being rewritten) or another `scf.execute_region`.

use super::{constant_int, replace_op_with_block};
use crate::cf::BranchOp;
use crate::scf::{ExecuteRegionOp, IndexSwitchOp, YieldOp};
use ir::prelude::*;
use ir::semantics::interfaces::InterfaceConcept;
use ir::transforms::populate_region_branch_op_interface_canonicalization_patterns;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};

/// `scf.execute_region`'s canonicalization patterns, in MLIR's order.
pub fn execute_region_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("scf.execute_region");
    set.add_fn(
        "SingleBlockExecuteInliner",
        root,
        single_block_execute_inliner,
    )
    .add_fn(
        "MultiBlockExecuteInliner",
        root,
        multi_block_execute_inliner,
    );
    populate_region_branch_op_interface_canonicalization_patterns(set, "scf.execute_region");
}

/// `scf.index_switch`'s canonicalization pattern.
pub fn index_switch_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    set.add_fn(
        "FoldConstantCase",
        PatternRoot::Op("scf.index_switch"),
        fold_constant_case,
    );
    populate_region_branch_op_interface_canonicalization_patterns(set, "scf.index_switch");
}

/// The region of an `scf.execute_region` that may be inlined: none when
/// the op is marked `no_inline`.
fn inlinable_region(rw: &PatternRewriter<'_>, op: Operation) -> Option<Region> {
    let v = ExecuteRegionOp::cast(rw.ctx(), rw.body(), op)?;
    if v.no_inline().is_some() {
        return None;
    }
    Some(v.region())
}

/// A single-block region replaces the op (MLIR's
/// `SingleBlockExecuteInliner`).
fn single_block_execute_inliner(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let region = inlinable_region(rw, op).ok_or(NoMatch)?;
    let body = rw.body();
    let block = body.entry_block(region).ok_or(NoMatch)?;
    if body.next_block(block).is_some() {
        return Err(NoMatch);
    }
    replace_op_with_block(rw, op, block, &[]);
    Ok(())
}

/// Whether the op holding `op` can take its blocks: a function or an
/// `scf.execute_region`.
fn parent_takes_blocks(rw: &PatternRewriter<'_>, op: Operation) -> bool {
    let (ctx, body) = (rw.ctx(), rw.body());
    let Some(name) = body.parent_op_name(op) else {
        return false;
    };
    ctx.op_name_str(name) == "scf.execute_region"
        || FunctionOpInterfaceConcept::cache().get(ctx, name).is_some()
}

/// A region of many blocks is spliced into the parent's region: the
/// block is split at the op, branches replace the `scf.yield`s, and the
/// results become arguments of the block after (MLIR's
/// `MultiBlockExecuteInliner`).
fn multi_block_execute_inliner(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let region = inlinable_region(rw, op).ok_or(NoMatch)?;
    if !parent_takes_blocks(rw, op) {
        return Err(NoMatch);
    }
    let body = rw.body();
    let entry = body.entry_block(region).ok_or(NoMatch)?;
    let prev = body.parent_block(op).ok_or(NoMatch)?;
    let loc = body.op_loc(op);
    let post = rw.split_block(prev, op);
    rw.set_insertion_point_to_end(prev);
    rw.build(|b| BranchOp::build(b, loc, &[], entry));
    let blocks: Vec<Block> = rw.body().region_blocks(region).collect();
    for blk in blocks {
        let (ctx, body) = (rw.ctx(), rw.body());
        let Some(term) = body.last_op(blk) else {
            continue;
        };
        if YieldOp::cast(ctx, body, term).is_none() {
            continue;
        }
        let values: Vec<Value> = body.operands(term).collect();
        let yloc = body.op_loc(term);
        rw.set_insertion_point_before(term);
        rw.build(|b| BranchOp::build(b, yloc, &values, post));
        rw.erase_op(term);
    }
    let dest = rw.body().block_parent(post).ok_or(NoMatch)?;
    rw.inline_region_before(region, dest, Some(post));
    let results: Vec<Value> = rw.body().results(op).collect();
    let args: Vec<Value> = results
        .into_iter()
        .map(|r| {
            let ty = rw.body().value_type(r);
            rw.add_block_argument(post, ty, loc)
        })
        .collect();
    rw.replace_op(op, &args);
    Ok(())
}

/// A switch on a constant becomes the region of the matching case, or
/// the default region (MLIR's `FoldConstantCase`).
fn fold_constant_case(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let v = IndexSwitchOp::cast(ctx, body, op).ok_or(NoMatch)?;
    let value = constant_int(ctx, body, v.arg())
        .ok_or(NoMatch)?
        .to_i64()
        .ok_or(NoMatch)?;
    let regions = body.regions(op);
    let region = match v.cases().values(ctx).iter().position(|&c| c == value) {
        Some(i) => regions[1 + i],
        None => regions[0],
    };
    let block = body.entry_block(region).ok_or(NoMatch)?;
    replace_op_with_block(rw, op, block, &[]);
    Ok(())
}
