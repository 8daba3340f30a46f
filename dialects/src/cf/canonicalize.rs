//! MLIR 22's canonicalization patterns of the cf dialect
//! (`ControlFlowOps.cpp`): `cf.assert`'s and `cf.br`'s `canonicalize`
//! methods and `cf.cond_br`'s five patterns, under MLIR's debug names
//! (the canonicalize methods have none, as in MLIR; see
//! [`cond_br_patterns`]).
//!
//! Every pattern rewrites through the [`PatternRewriter`] at its
//! insertion point, which the greedy driver puts right before the root
//! op: new constants and selects land there, as MLIR's do.
//!
//! ```
//! use ir::transforms::rewrite::{FrozenPatternSet, RewritePatternSet};
//!
//! let ctx = ir::Context::new();
//! let mut set = RewritePatternSet::new();
//! dialects::cf::canonicalize::cond_br_patterns(&mut set, &ctx);
//! let names: Vec<&str> = set.iter().map(|p| p.debug_name()).collect();
//! assert_eq!(names[0], "(anonymous namespace)::SimplifyConstCondBranchPred");
//! assert_eq!(FrozenPatternSet::new(&ctx, set, &[], &[]).len(), 5);
//! ```

use super::{BranchOp, CondBranchOp};
use crate::arith::{ConstantOp, SelectOp};
use ir::prelude::*;
use ir::semantics::fold::constant_attr;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};
use ir::{APInt, OpOperand, ValueDef};

/// The integer a value holds when its defining op is a constant (MLIR's
/// `m_ConstantInt`, for the integer constants cf branches on).
pub(crate) fn constant_int(ctx: &Context, body: &Body, v: Value) -> Option<APInt> {
    constant_attr(ctx, body, v)?.as_apint(ctx).cloned()
}

/// The destination and operands of a branch to `successor` with
/// `operands` once `successor` is skipped, when it holds nothing but a
/// `cf.br` and its arguments are used only by that branch (MLIR's
/// `collapseBranch`).
pub(crate) fn collapse_branch(
    ctx: &Context,
    body: &Body,
    successor: Block,
    operands: &[Value],
) -> Option<(Block, Vec<Value>)> {
    let only = body.first_op(successor)?;
    if body.last_op(successor) != Some(only) {
        return None;
    }
    let br = BranchOp::cast(ctx, body, only)?;
    for &arg in body.block_args(successor) {
        if body.uses(arg).any(|u| body.use_owner(u) != only) {
            return None;
        }
    }
    // A branch to itself is an infinite loop: not collapsed.
    let dest = br.dest();
    if dest == successor {
        return None;
    }
    let remapped = body
        .operands(only)
        .map(|v| match body.value_def(v) {
            ValueDef::BlockArgument(b, i) if b == successor => operands[i],
            _ => v,
        })
        .collect();
    Some((dest, remapped))
}

/// `cf.assert`'s canonicalization (MLIR's `AssertOp::canonicalize`):
/// an assertion of the constant true is erased.
pub fn canonicalize_assert(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let cond = rw.body().operand(op, 0);
    match constant_int(rw.ctx(), rw.body(), cond) {
        Some(v) if v.is_one() => {
            rw.erase_op(op);
            Ok(())
        }
        _ => Err(NoMatch),
    }
}

/// `cf.br`'s canonicalization (MLIR's `BranchOp::canonicalize`):
/// SimplifyBrToBlockWithSinglePred, else SimplifyPassThroughBr.
pub fn canonicalize_br(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    simplify_br_to_block_with_single_pred(op, rw).or_else(|_| simplify_pass_through_br(op, rw))
}

/// A branch to a block whose only predecessor it is merges the two
/// blocks (MLIR's `simplifyBrToBlockWithSinglePred`).
fn simplify_br_to_block_with_single_pred(
    op: Operation,
    rw: &mut PatternRewriter<'_>,
) -> MatchResult {
    let body = rw.body();
    let succ = body.successor(op, 0);
    let parent = body.parent_block(op).ok_or(NoMatch)?;
    if succ == parent || body.single_predecessor(succ).is_none() {
        return Err(NoMatch);
    }
    let args: Vec<Value> = body.operands(op).collect();
    rw.merge_blocks(succ, parent, &args);
    rw.erase_op(op);
    Ok(())
}

/// `br ^bb1` where `^bb1` only branches on becomes a branch to where
/// `^bb1` goes (MLIR's `simplifyPassThroughBr`).
fn simplify_pass_through_br(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let (ctx, body) = (rw.ctx(), rw.body());
    let dest = body.successor(op, 0);
    if Some(dest) == body.parent_block(op) {
        return Err(NoMatch);
    }
    let operands: Vec<Value> = body.operands(op).collect();
    let (dest, operands) = collapse_branch(ctx, body, dest, &operands).ok_or(NoMatch)?;
    rw.replace_op_with(op, |b, loc| BranchOp::build(b, loc, &operands, dest));
    Ok(())
}

/// What a `cf.cond_br` holds, read once so the rewriter may borrow the
/// body afterwards.
struct CondBr {
    loc: Location,
    block: Option<Block>,
    condition: Value,
    true_dest: Block,
    false_dest: Block,
    true_operands: Vec<Value>,
    false_operands: Vec<Value>,
    weights: Option<DenseI32ArrayAttr>,
}

impl CondBr {
    fn read(op: Operation, rw: &PatternRewriter<'_>) -> CondBr {
        let (ctx, body) = (rw.ctx(), rw.body());
        let v = CondBranchOp::cast(ctx, body, op).expect("a cf.cond_br root");
        CondBr {
            loc: body.op_loc(op),
            block: body.parent_block(op),
            condition: v.condition(),
            true_dest: v.true_dest(),
            false_dest: v.false_dest(),
            true_operands: v.true_dest_operands().collect(),
            false_operands: v.false_dest_operands().collect(),
            weights: v.branch_weights(),
        }
    }
}

/// Replaces `op` with `cf.br dest(operands)` (MLIR's
/// `replaceOpWithNewOp<BranchOp>`).
pub(crate) fn replace_with_br(
    rw: &mut PatternRewriter<'_>,
    op: Operation,
    dest: Block,
    operands: &[Value],
) {
    rw.replace_op_with(op, |b, loc| BranchOp::build(b, loc, operands, dest));
}

/// `cf.cond_br` on a constant becomes a `cf.br` to the taken successor
/// (MLIR's `SimplifyConstCondBranchPred`).
fn simplify_const_cond_branch_pred(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let c = CondBr::read(op, rw);
    let v = constant_int(rw.ctx(), rw.body(), c.condition).ok_or(NoMatch)?;
    if v.is_zero() {
        replace_with_br(rw, op, c.false_dest, &c.false_operands);
    } else {
        replace_with_br(rw, op, c.true_dest, &c.true_operands);
    }
    Ok(())
}

/// Each successor that only branches on is skipped (MLIR's
/// `SimplifyPassThroughCondBranch`).
fn simplify_pass_through_cond_branch(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let c = CondBr::read(op, rw);
    let (ctx, body) = (rw.ctx(), rw.body());
    let t = collapse_branch(ctx, body, c.true_dest, &c.true_operands);
    let f = collapse_branch(ctx, body, c.false_dest, &c.false_operands);
    if t.is_none() && f.is_none() {
        return Err(NoMatch);
    }
    let (td, to) = t.unwrap_or((c.true_dest, c.true_operands));
    let (fd, fo) = f.unwrap_or((c.false_dest, c.false_operands));
    let cond = c.condition;
    let weights = c.weights;
    rw.replace_op_with(op, |b, loc| {
        CondBranchOp::build(b, loc, cond, &to, &fo, weights, td, fd)
    });
    Ok(())
}

/// Both successors the same block: a `cf.br`, with an `arith.select` for
/// each operand that differs when this block is the only one reaching it
/// (MLIR's `SimplifyCondBranchIdenticalSuccessors`).
fn simplify_cond_branch_identical_successors(
    op: Operation,
    rw: &mut PatternRewriter<'_>,
) -> MatchResult {
    let c = CondBr::read(op, rw);
    if c.true_dest != c.false_dest {
        return Err(NoMatch);
    }
    if c.true_operands == c.false_operands {
        replace_with_br(rw, op, c.true_dest, &c.true_operands);
        return Ok(());
    }
    if rw.body().unique_predecessor(c.true_dest) != c.block {
        return Err(NoMatch);
    }
    let mut merged = Vec::with_capacity(c.true_operands.len());
    for (&t, &f) in c.true_operands.iter().zip(&c.false_operands) {
        if t == f {
            merged.push(t);
            continue;
        }
        let ty = rw.body().value_type(t);
        let sel = rw.build(|b| SelectOp::build(b, c.loc, ty, c.condition, t, f));
        merged.push(rw.body().result(sel, 0));
    }
    replace_with_br(rw, op, c.true_dest, &merged);
    Ok(())
}

/// A `cf.cond_br` in a block reached only from a `cf.cond_br` on the same
/// condition knows which way it goes (MLIR's
/// `SimplifyCondBranchFromCondBranchOnSameCondition`).
fn simplify_cond_branch_from_cond_branch_on_same_condition(
    op: Operation,
    rw: &mut PatternRewriter<'_>,
) -> MatchResult {
    let c = CondBr::read(op, rw);
    let (ctx, body) = (rw.ctx(), rw.body());
    let current = c.block.ok_or(NoMatch)?;
    let pred = body.single_predecessor(current).ok_or(NoMatch)?;
    let term = body.last_op(pred).ok_or(NoMatch)?;
    let pred_br = CondBranchOp::cast(ctx, body, term).ok_or(NoMatch)?;
    if pred_br.condition() != c.condition {
        return Err(NoMatch);
    }
    if current == pred_br.true_dest() {
        replace_with_br(rw, op, c.true_dest, &c.true_operands);
    } else {
        replace_with_br(rw, op, c.false_dest, &c.false_operands);
    }
    Ok(())
}

/// In a successor reached only from this branch, the condition is known:
/// its uses there become `arith.constant true` / `false` (MLIR's
/// `CondBranchTruthPropagation`).
fn cond_branch_truth_propagation(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let c = CondBr::read(op, rw);
    let mut replaced = false;
    for (dest, truth) in [(c.true_dest, true), (c.false_dest, false)] {
        let body = rw.body();
        if body.single_predecessor(dest).is_none() {
            continue;
        }
        let in_dest =
            |body: &Body, u: OpOperand| body.parent_block(body.use_owner(u)) == Some(dest);
        if !body.uses(c.condition).any(|u| in_dest(body, u)) {
            continue;
        }
        replaced = true;
        let i1 = Type::i1(rw.ctx());
        let value = TypedAttr(Attribute::bool(rw.ctx(), truth));
        let constant = rw.build(|b| ConstantOp::build(b, c.loc, i1, value));
        let constant = rw.body().result(constant, 0);
        rw.replace_uses_with_if(c.condition, constant, in_dest);
    }
    if replaced { Ok(()) } else { Err(NoMatch) }
}

/// `cf.cond_br`'s canonicalization patterns, in MLIR's order, under
/// MLIR 22's debug names: a pattern struct without a name of its own is
/// named by `llvm::getTypeName`, which for these (in an anonymous
/// namespace) is `(anonymous namespace)::SimplifyConstCondBranchPred`
/// and so on, the names `enable-patterns`/`disable-patterns` match.
pub fn cond_br_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("cf.cond_br");
    set.add_fn(
        "(anonymous namespace)::SimplifyConstCondBranchPred",
        root,
        simplify_const_cond_branch_pred,
    )
    .add_fn(
        "(anonymous namespace)::SimplifyPassThroughCondBranch",
        root,
        simplify_pass_through_cond_branch,
    )
    .add_fn(
        "(anonymous namespace)::SimplifyCondBranchIdenticalSuccessors",
        root,
        simplify_cond_branch_identical_successors,
    )
    .add_fn(
        "(anonymous namespace)::SimplifyCondBranchFromCondBranchOnSameCondition",
        root,
        simplify_cond_branch_from_cond_branch_on_same_condition,
    )
    .add_fn(
        "(anonymous namespace)::CondBranchTruthPropagation",
        root,
        cond_branch_truth_propagation,
    );
}
