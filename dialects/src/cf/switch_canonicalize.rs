//! MLIR 22's canonicalization patterns of `cf.switch`
//! (`SwitchOp::getCanonicalizationPatterns` in `ControlFlowOps.cpp`), in
//! its order: a switch with only a default becomes a `cf.br`
//! (`simplifySwitchWithOnlyDefault`), cases that go where the default goes
//! are dropped (`dropSwitchCasesThatMatchDefault`), a constant flag picks
//! its destination (`simplifyConstSwitchValue`), destinations that only
//! branch on are skipped (`simplifyPassThroughSwitch`), and a switch
//! reached only from a switch on the same flag knows which way it goes
//! (`simplifySwitchFromSwitchOnSameCondition`) or which cases it cannot
//! take (`simplifySwitchFromDefaultSwitchOnSameCondition`).
//!
//! MLIR adds these as plain functions (`RewritePatternSet::add(&fn)`),
//! which makes patterns with an empty debug name: `enable-patterns` and
//! `disable-patterns` cannot name them, and a non-empty
//! `enable-patterns` list leaves them out. They are added the same way
//! here, so the filters behave as mlir-opt-22's; the Rust functions carry
//! MLIR's names.
//!
//! ```
//! use ir::transforms::rewrite::RewritePatternSet;
//!
//! let ctx = ir::Context::new();
//! let mut set = RewritePatternSet::new();
//! dialects::cf::switch_canonicalize::switch_patterns(&mut set, &ctx);
//! assert_eq!(set.len(), 6);
//! assert!(set.iter().all(|p| p.debug_name().is_empty()));
//! ```

use super::SwitchOp;
use super::canonicalize::{collapse_branch, replace_with_br};
use ir::APInt;
use ir::prelude::*;
use ir::semantics::fold::constant_attr;
use ir::transforms::rewrite::{
    MatchResult, NoMatch, PatternRewriter, PatternRoot, RewritePatternSet,
};

/// What a `cf.switch` holds, read once so the rewriter may borrow the body
/// afterwards.
struct Switch {
    block: Option<Block>,
    flag: Value,
    default_dest: Block,
    default_operands: Vec<Value>,
    /// The case values attribute as written, if any.
    values_attr: Option<Attribute>,
    values: Vec<APInt>,
    dests: Vec<Block>,
    case_operands: Vec<Vec<Value>>,
}

impl Switch {
    fn read(ctx: &Context, body: &Body, op: Operation) -> Option<Switch> {
        let v = SwitchOp::cast(ctx, body, op)?;
        let values = v.case_value_list();
        let dests: Vec<Block> = v.case_destinations().collect();
        // Only verified IR: one value and one operand list per destination.
        if values.len() != dests.len() {
            return None;
        }
        let case_operands = (0..dests.len())
            .map(|i| v.case_operands_group(i).collect())
            .collect();
        Some(Switch {
            block: body.parent_block(op),
            flag: v.flag(),
            default_dest: v.default_destination(),
            default_operands: v.default_operands().collect(),
            values_attr: v.case_values().map(|a| a.attr()),
            values,
            dests,
            case_operands,
        })
    }
}

/// Reads the switch at `op` for a pattern (no match when it is not one).
fn read(op: Operation, rw: &PatternRewriter<'_>) -> Result<Switch, NoMatch> {
    Switch::read(rw.ctx(), rw.body(), op).ok_or(NoMatch)
}

/// The cases a rewritten switch keeps.
#[derive(Default)]
struct Cases {
    values: Vec<APInt>,
    dests: Vec<Block>,
    operands: Vec<Vec<Value>>,
}

impl Cases {
    fn push(&mut self, s: &Switch, i: usize) {
        self.values.push(s.values[i].clone());
        self.dests.push(s.dests[i]);
        self.operands.push(s.case_operands[i].clone());
    }
}

/// Replaces `op` with a switch on `s`'s flag to `default` and `cases`
/// (MLIR's `SwitchOp::build` from values: no `case_values` when there is
/// no case), or with `values_attr` as the case values when given.
fn replace_with_switch(
    rw: &mut PatternRewriter<'_>,
    op: Operation,
    s: &Switch,
    default: (Block, &[Value]),
    cases: &Cases,
    values_attr: Option<Attribute>,
) {
    let ctx = rw.ctx();
    let flag_ty = rw.body().value_type(s.flag);
    let values = values_attr.or_else(|| {
        if cases.values.is_empty() {
            return None;
        }
        let vector = Type::vector(ctx, &[cases.values.len() as i64], flag_ty, &[]).ok()?;
        Attribute::dense_ints(ctx, vector, &cases.values).ok()
    });
    let values = values.and_then(|a| AnyIntElementsAttr::from_attr(ctx, a));
    let groups: Vec<&[Value]> = cases.operands.iter().map(Vec::as_slice).collect();
    let flag = s.flag;
    rw.replace_op_with(op, |b, loc| {
        SwitchOp::build(
            b,
            loc,
            flag,
            default.1,
            &groups,
            values,
            default.0,
            &cases.dests,
        )
    });
}

/// A switch with no case is a branch to its default destination (MLIR's
/// `simplifySwitchWithOnlyDefault`).
pub fn simplify_switch_with_only_default(
    op: Operation,
    rw: &mut PatternRewriter<'_>,
) -> MatchResult {
    let s = read(op, rw)?;
    if !s.dests.is_empty() {
        return Err(NoMatch);
    }
    replace_with_br(rw, op, s.default_dest, &s.default_operands);
    Ok(())
}

/// Cases branching where the default does, with the same operands, are
/// dropped (MLIR's `dropSwitchCasesThatMatchDefault`).
pub fn drop_switch_cases_that_match_default(
    op: Operation,
    rw: &mut PatternRewriter<'_>,
) -> MatchResult {
    let s = read(op, rw)?;
    drop_cases(rw, op, &s, |i| {
        s.dests[i] == s.default_dest && s.case_operands[i] == s.default_operands
    })
}

/// Replaces the switch `s` at `op` with one without the cases `drop`
/// picks (by index); no match when it picks none.
fn drop_cases(
    rw: &mut PatternRewriter<'_>,
    op: Operation,
    s: &Switch,
    drop: impl Fn(usize) -> bool,
) -> MatchResult {
    let mut kept = Cases::default();
    for i in (0..s.dests.len()).filter(|&i| !drop(i)) {
        kept.push(s, i);
    }
    if kept.dests.len() == s.dests.len() {
        return Err(NoMatch);
    }
    let default = (s.default_dest, &s.default_operands[..]);
    replace_with_switch(rw, op, s, default, &kept, None);
    Ok(())
}

/// Replaces the switch `s` at `op` with a branch to where `value` goes
/// (MLIR's `foldSwitch`).
fn fold_switch(rw: &mut PatternRewriter<'_>, op: Operation, s: &Switch, value: &APInt) {
    match s.values.iter().position(|v| v == value) {
        Some(i) => replace_with_br(rw, op, s.dests[i], &s.case_operands[i]),
        None => replace_with_br(rw, op, s.default_dest, &s.default_operands),
    }
}

/// A switch on a constant is a branch to the destination of its value
/// (MLIR's `simplifyConstSwitchValue`).
pub fn simplify_const_switch_value(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let s = read(op, rw)?;
    let ctx = rw.ctx();
    let value = constant_attr(ctx, rw.body(), s.flag)
        .and_then(|a| a.as_apint(ctx).cloned())
        .ok_or(NoMatch)?;
    fold_switch(rw, op, &s, &value);
    Ok(())
}

/// Each destination that only branches on is skipped (MLIR's
/// `simplifyPassThroughSwitch`).
pub fn simplify_pass_through_switch(op: Operation, rw: &mut PatternRewriter<'_>) -> MatchResult {
    let s = read(op, rw)?;
    let (ctx, body) = (rw.ctx(), rw.body());
    let mut changed = false;
    let mut cases = Cases::default();
    for i in 0..s.dests.len() {
        let (dest, operands) = match collapse_branch(ctx, body, s.dests[i], &s.case_operands[i]) {
            Some(collapsed) => {
                changed = true;
                collapsed
            }
            None => (s.dests[i], s.case_operands[i].clone()),
        };
        cases.values.push(s.values[i].clone());
        cases.dests.push(dest);
        cases.operands.push(operands);
    }
    let default = match collapse_branch(ctx, body, s.default_dest, &s.default_operands) {
        Some(collapsed) => {
            changed = true;
            collapsed
        }
        None => (s.default_dest, s.default_operands.clone()),
    };
    if !changed {
        return Err(NoMatch);
    }
    let values_attr = s.values_attr;
    replace_with_switch(rw, op, &s, (default.0, &default.1), &cases, values_attr);
    Ok(())
}

/// The switch ending the single predecessor of `s`'s block, when it
/// switches on the same flag.
fn predecessor_switch(ctx: &Context, body: &Body, s: &Switch) -> Option<Switch> {
    let pred = body.single_predecessor(s.block?)?;
    let pred = Switch::read(ctx, body, body.last_op(pred)?)?;
    (pred.flag == s.flag).then_some(pred)
}

/// In a block reached only through a case of a switch on the same flag,
/// the flag is known: the switch becomes a branch (MLIR's
/// `simplifySwitchFromSwitchOnSameCondition`).
pub fn simplify_switch_from_switch_on_same_condition(
    op: Operation,
    rw: &mut PatternRewriter<'_>,
) -> MatchResult {
    let s = read(op, rw)?;
    let pred = predecessor_switch(rw.ctx(), rw.body(), &s).ok_or(NoMatch)?;
    if Some(pred.default_dest) == s.block {
        return Err(NoMatch);
    }
    match pred.dests.iter().position(|&d| Some(d) == s.block) {
        Some(i) => fold_switch(rw, op, &s, &pred.values[i]),
        None => replace_with_br(rw, op, s.default_dest, &s.default_operands),
    }
    Ok(())
}

/// In a block reached only through the default of a switch on the same
/// flag, that switch's case values cannot occur: those cases are dropped
/// (MLIR's `simplifySwitchFromDefaultSwitchOnSameCondition`).
pub fn simplify_switch_from_default_switch_on_same_condition(
    op: Operation,
    rw: &mut PatternRewriter<'_>,
) -> MatchResult {
    let s = read(op, rw)?;
    let pred = predecessor_switch(rw.ctx(), rw.body(), &s).ok_or(NoMatch)?;
    if Some(pred.default_dest) != s.block {
        return Err(NoMatch);
    }
    let impossible: Vec<&APInt> = (0..pred.dests.len())
        .filter(|&i| Some(pred.dests[i]) != s.block)
        .map(|i| &pred.values[i])
        .collect();
    drop_cases(rw, op, &s, |i| impossible.contains(&&s.values[i]))
}

/// `cf.switch`'s canonicalization patterns, in MLIR's order, each with
/// MLIR's empty debug name (see the module docs).
pub fn switch_patterns(set: &mut RewritePatternSet, _ctx: &Context) {
    let root = PatternRoot::Op("cf.switch");
    set.add_fn("", root, simplify_switch_with_only_default)
        .add_fn("", root, drop_switch_cases_that_match_default)
        .add_fn("", root, simplify_const_switch_value)
        .add_fn("", root, simplify_pass_through_switch)
        .add_fn("", root, simplify_switch_from_switch_on_same_condition)
        .add_fn(
            "",
            root,
            simplify_switch_from_default_switch_on_same_condition,
        );
}
