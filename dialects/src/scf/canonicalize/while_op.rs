//! `scf.while`'s canonicalization patterns (MLIR 22's
//! `WhileOp::getCanonicalizationPatterns`): `WhileConditionTruth`, then
//! the generic region-branch patterns, which drop invariant, duplicated
//! and unused values.

use crate::arith::ConstantOp;
use crate::scf::{ConditionOp, YieldOp};
use ir::prelude::*;
use ir::transforms::populate_region_branch_op_interface_canonicalization_patterns;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};

/// `scf.while`'s canonicalization patterns, in MLIR's order.
pub fn while_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("scf.while");
    set.add_fn(
        "(anonymous namespace)::WhileConditionTruth",
        root,
        while_condition_truth,
    );
    populate_region_branch_op_interface_canonicalization_patterns(set, "scf.while");
}

/// What an `scf.while` holds, read once.
struct WhileParts {
    loc: Location,
    after_args: Vec<Value>,
    condition: Value,
    condition_args: Vec<Value>,
}

impl WhileParts {
    fn read(rw: &PatternRewriter<'_>, op: Operation) -> Option<WhileParts> {
        let (ctx, body) = (rw.ctx(), rw.body());
        let regions = body.regions(op);
        let before = body.entry_block(regions[0])?;
        let after = body.entry_block(regions[1])?;
        let condition_op = body.last_op(before)?;
        ConditionOp::cast(ctx, body, condition_op)?;
        let yield_op = body.last_op(after)?;
        YieldOp::cast(ctx, body, yield_op)?;
        let cond_operands: Vec<Value> = body.operands(condition_op).collect();
        Some(WhileParts {
            loc: body.op_loc(op),
            after_args: body.block_args(after).to_vec(),
            condition: cond_operands[0],
            condition_args: cond_operands[1..].to_vec(),
        })
    }
}

/// In `after`, an argument that `scf.condition` fed with the condition
/// itself is `true` (MLIR's `WhileConditionTruth`).
fn while_condition_truth(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let w = WhileParts::read(rw, op).ok_or(NoMatch)?;
    let mut constant: Option<Value> = None;
    let mut replaced = false;
    for (&passed, &arg) in w.condition_args.iter().zip(&w.after_args) {
        if passed != w.condition || rw.body().use_empty(arg) {
            continue;
        }
        let c = match constant {
            Some(c) => c,
            None => {
                let ctx = rw.ctx();
                let ty = rw.body().value_type(w.condition);
                let value = TypedAttr(Attribute::bool(ctx, true));
                let loc = w.loc;
                let c = rw.build(|b| ConstantOp::build(b, loc, ty, value));
                let c = rw.body().result(c, 0);
                constant = Some(c);
                c
            }
        };
        rw.replace_all_uses_with(arg, c);
        replaced = true;
    }
    if replaced { Ok(()) } else { Err(NoMatch) }
}
