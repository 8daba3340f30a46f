//! The checks of the scf ops, with MLIR 22's messages: each op's `verify`
//! and `verifyRegions`, the region constraints ODS generates
//! (`SizedRegion<1>`), and the `LoopLikeOpInterface` verifier.
//!
//! MLIR runs the loop-like and region-branch interface verifiers after
//! the nested ops (`verifyWithRegions`); `#[op_interface]` runs interface
//! verifiers on entrance. So that each invalid op gets MLIR's first
//! message, the op checks that MLIR makes before the region-branch
//! verifier run here as `invariants` hooks, ahead of it, in MLIR's order.

use super::loops::constant_int;
use super::loops::{DYNAMIC, ForOp, ForallOp, InParallelOp, ParallelOp, ReduceOp, ReduceReturnOp};
use super::ops::{
    ConditionOp, ExecuteRegionOp, IfOp, IndexSwitchOp, WhileOp, YieldOp, entry_args,
    terminator_operands,
};
use ir::prelude::*;

/// The number of blocks of region `index` of the op.
fn block_count(view: OpView<'_>, index: usize) -> usize {
    let inner = view.body.region_body(view.op);
    view.body
        .regions(view.op)
        .get(index)
        .map_or(0, |&r| inner.region_blocks(r).count())
}

/// ODS's `SizedRegion<1>` (`exact`) or `MaxSizedRegion<1>` check of
/// region `index`, named `name` in the op's definition.
fn sized_region(view: OpView<'_>, index: usize, name: &str, exact: bool) -> Result<(), Diagnostic> {
    let n = block_count(view, index);
    let (ok, what) = if exact {
        (n == 1, "region with 1 blocks")
    } else {
        (n <= 1, "region with at most 1 blocks")
    };
    if ok {
        return Ok(());
    }
    Err(view.emit_op_error(format!(
        "region #{index} ('{name}') failed to verify constraint: {what}"
    )))
}

/// The `SingleBlock` check MLIR makes before the region constraints: no
/// region of the op has more than one block.
fn single_block(view: OpView<'_>) -> Result<(), Diagnostic> {
    for i in 0..view.body.regions(view.op).len() {
        if block_count(view, i) > 1 {
            return Err(view.emit_op_error(format!("expects region #{i} to have 0 or 1 blocks")));
        }
    }
    Ok(())
}

/// The op ending the entry block of region `index`, if any.
fn terminator(view: OpView<'_>, index: usize) -> Option<Operation> {
    let inner = view.body.region_body(view.op);
    let r = *view.body.regions(view.op).get(index)?;
    inner.last_op(inner.entry_block(r)?)
}

/// MLIR's `verifyAndGetTerminator`: region `index` must end in an op
/// `is`; otherwise `message`, with a note at the last op.
fn expect_terminator(
    view: OpView<'_>,
    index: usize,
    is: impl Fn(Operation) -> bool,
    message: &str,
) -> Result<Operation, Diagnostic> {
    let inner = view.body.region_body(view.op);
    match terminator(view, index) {
        Some(t) if is(t) => Ok(t),
        Some(t) => Err(view
            .emit_op_error(message)
            .with_note(inner.op_loc(t), "terminator here")),
        None => Err(view.emit_op_error(message)),
    }
}

fn type_str(view: OpView<'_>, t: Type) -> String {
    t.display(view.ctx).to_string()
}

/// MLIR 22's `verifyLoopLikeOpInterface`. `iter_count` is the number of
/// region iteration arguments as the op computes it (`scf.for` drops its
/// induction variable from a block that may have no argument, which MLIR
/// reports as a wrapped-around count).
fn verify_loop_like(
    view: OpView<'_>,
    inits: &[Value],
    iter_count: u64,
    iter_args: &[Value],
    yielded: &[Value],
    results: Option<&[Value]>,
) -> Result<(), Diagnostic> {
    let inner = view.body.region_body(view.op);
    let outer = view.body;
    if inits.len() as u64 != iter_count {
        return Err(view.emit_op_error(format!(
            "different number of inits and region iter_args: {} != {iter_count}",
            inits.len()
        )));
    }
    if !yielded.is_empty() && iter_count != yielded.len() as u64 {
        return Err(view.emit_op_error(format!(
            "different number of region iter_args and yielded values: {iter_count} != {}",
            yielded.len()
        )));
    }
    if let Some(results) = results
        && results.len() as u64 != iter_count
    {
        return Err(view.emit_op_error(format!(
            "different number of loop results and region iter_args: {} != {iter_count}",
            results.len()
        )));
    }
    for (i, (&init, &arg)) in inits.iter().zip(iter_args).enumerate() {
        let (a, b) = (outer.value_type(init), inner.value_type(arg));
        if a != b {
            return Err(view.emit_op_error(format!(
                "{i}-th init and {i}-th region iter_arg have different type: '{}' != '{}'",
                type_str(view, a),
                type_str(view, b)
            )));
        }
        if let Some(&y) = yielded.get(i) {
            let c = inner.value_type(y);
            if b != c {
                return Err(view.emit_op_error(format!(
                    "{i}-th region iter_arg and {i}-th yielded value have different type: '{}' != '{}'",
                    type_str(view, b),
                    type_str(view, c)
                )));
            }
        }
    }
    // MLIR advances its counter once, after the loop: every message names
    // the 0-th pair.
    for (&arg, &result) in iter_args.iter().zip(results.unwrap_or_default()) {
        let (a, b) = (inner.value_type(arg), outer.value_type(result));
        if a != b {
            return Err(view.emit_op_error(format!(
                "0-th region iter_arg and 0-th loop result have different type: '{}' != '{}'",
                type_str(view, a),
                type_str(view, b)
            )));
        }
    }
    Ok(())
}

// ----- scf.if, scf.execute_region, scf.index_switch, scf.while -----------------

/// `scf.if`: its regions' sizes, and an `else` when it has results.
pub fn verify_if(op: IfOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    single_block(view)?;
    sized_region(view, 0, "thenRegion", true)?;
    sized_region(view, 1, "elseRegion", false)?;
    if op.results().len() != 0 && block_count(view, 1) == 0 {
        return Err(view.emit_op_error("must have an else block if defining values"));
    }
    Ok(())
}

/// `scf.execute_region`: a block, without arguments.
pub fn verify_execute_region(op: ExecuteRegionOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    if block_count(view, 0) == 0 {
        return Err(view.emit_op_error("region needs to have at least one block"));
    }
    if !entry_args(view, 0).is_empty() {
        return Err(view.emit_op_error("region cannot have any arguments"));
    }
    Ok(())
}

/// `scf.index_switch`: a region per case value, distinct values, and
/// regions yielding the op's result types.
pub fn verify_index_switch(op: IndexSwitchOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    single_block(view)?;
    let regions = view.body.regions(view.op).len();
    for i in 0..regions {
        let name = if i == 0 {
            "defaultRegion"
        } else {
            "caseRegions"
        };
        sized_region(view, i, name, true)?;
    }
    let cases = op
        .try_cases()
        .map(|c| c.values(view.ctx))
        .unwrap_or_default();
    let case_regions = regions.saturating_sub(1);
    if cases.len() != case_regions {
        return Err(view.emit_op_error(format!(
            "has {case_regions} case regions but {} case values",
            cases.len()
        )));
    }
    let mut seen = std::collections::HashSet::new();
    if let Some(dup) = cases.iter().find(|&&c| !seen.insert(c)) {
        return Err(view.emit_op_error(format!("has duplicate case value: {dup}")));
    }
    let inner = view.body.region_body(view.op);
    let results: Vec<Type> = view
        .body
        .results(view.op)
        .map(|v| view.body.value_type(v))
        .collect();
    for i in 0..regions {
        let name = if i == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", i - 1)
        };
        let Some(t) = terminator(view, i) else {
            return Err(view.emit_op_error("expected region to end with scf.yield, but got "));
        };
        if YieldOp::cast(view.ctx, inner, t).is_none() {
            let got = view.ctx.op_name_str(inner.op_name(t));
            return Err(view.emit_op_error(format!(
                "expected region to end with scf.yield, but got {got}"
            )));
        }
        let yielded: Vec<Type> = inner.operands(t).map(|v| inner.value_type(v)).collect();
        if yielded.len() != results.len() {
            return Err(view
                .emit_op_error(format!(
                    "expected each region to return {} values, but {name} returns {}",
                    results.len(),
                    yielded.len()
                ))
                .with_note(inner.op_loc(t), "see yield operation here"));
        }
        if let Some(k) = (0..results.len()).find(|&k| results[k] != yielded[k]) {
            return Err(view
                .emit_op_error(format!(
                    "expected result #{k} of each region to be '{}'",
                    type_str(view, results[k])
                ))
                .with_note(
                    inner.op_loc(t),
                    format!("{name} returns '{}' here", type_str(view, yielded[k])),
                ));
        }
    }
    Ok(())
}

/// `scf.while`: `before` ends in `scf.condition`, `after` in `scf.yield`.
pub fn verify_while(op: WhileOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    single_block(view)?;
    sized_region(view, 0, "before", true)?;
    sized_region(view, 1, "after", true)?;
    let inner = view.body.region_body(view.op);
    expect_terminator(
        view,
        0,
        |t| ConditionOp::cast(view.ctx, inner, t).is_some(),
        "expects the 'before' region to terminate with 'scf.condition'",
    )?;
    expect_terminator(
        view,
        1,
        |t| YieldOp::cast(view.ctx, inner, t).is_some(),
        "expects the 'after' region to terminate with 'scf.yield'",
    )?;
    Ok(())
}

/// `scf.while`'s loop-like checks, which MLIR makes after the
/// region-branch ones (the op lists `RegionBranchOpInterface` first).
pub fn verify_while_loop(op: WhileOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let inits: Vec<Value> = op.init_values().collect();
    let args = entry_args(view, 0);
    let yielded = terminator_operands(view, 1);
    verify_loop_like(view, &inits, args.len() as u64, &args, &yielded, None)
}

// ----- loops -------------------------------------------------------------------

/// `scf.for`: bounds of one type, as many results as loop-carried values,
/// the loop-like checks, then an induction variable of the bounds' type.
pub fn verify_for(op: ForOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let body = view.body;
    let [lb, ub, step] =
        [op.lower_bound(), op.upper_bound(), op.step()].map(|v| body.value_type(v));
    if lb != ub || lb != step {
        return Err(view.emit_op_error(
            "failed to verify that all of {lowerBound, upperBound, step} have same type",
        ));
    }
    single_block(view)?;
    sized_region(view, 0, "region", true)?;
    let inits: Vec<Value> = op.init_args().collect();
    let results: Vec<Value> = op.results().collect();
    if inits.len() != results.len() {
        return Err(
            view.emit_op_error("mismatch in number of loop-carried values and defined values")
        );
    }
    let args = entry_args(view, 0);
    let iter_args = args.get(1..).unwrap_or_default();
    let yielded = terminator_operands(view, 0);
    let iter_count = (args.len() as u64).wrapping_sub(1);
    verify_loop_like(
        view,
        &inits,
        iter_count,
        iter_args,
        &yielded,
        Some(&results),
    )?;
    let inner = body.region_body(view.op);
    if args.first().map(|&iv| inner.value_type(iv)) != Some(lb) {
        return Err(
            view.emit_op_error("expected induction variable to be same type as bounds and step")
        );
    }
    Ok(())
}

/// `scf.forall`: a device mapping (none can be expressed here), results
/// and block arguments matching the outputs, and bound lists of the
/// loop's rank.
pub fn verify_forall(op: ForallOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let ctx = view.ctx;
    // No attribute of this workspace implements MLIR's
    // `DeviceMappingAttrInterface`, so only an empty mapping is valid.
    if op
        .mapping()
        .is_some_and(|m| !m.attr().as_array(ctx).unwrap_or_default().is_empty())
    {
        return Err(view.emit_op_error(
            "attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute",
        ));
    }
    single_block(view)?;
    sized_region(view, 0, "region", true)?;
    let rank = op.rank();
    let outputs: Vec<Value> = op.outputs().collect();
    let results = view.body.num_results(view.op);
    if results != outputs.len() {
        return Err(view.emit_op_error(format!(
            "produces {results} results, but has only {} outputs",
            outputs.len()
        )));
    }
    let args = entry_args(view, 0);
    if args.len() != rank + outputs.len() {
        return Err(view.emit_op_error(format!("region expects {rank} arguments")));
    }
    let inner = view.body.region_body(view.op);
    let index = Type::index(ctx);
    if let Some(i) = (0..rank).find(|&i| inner.value_type(args[i]) != index) {
        return Err(view.emit_op_error(format!("expects {i}-th block argument to be an index")));
    }
    for (i, &out) in outputs.iter().enumerate() {
        if inner.value_type(args[rank + i]) != view.body.value_type(out) {
            return Err(view.emit_op_error(format!(
                "type mismatch between {i}-th output and corresponding block argument"
            )));
        }
    }
    if let Some(m) = op.mapping()
        && m.attr()
            .as_array(ctx)
            .is_some_and(|a| !a.is_empty() && a.len() != rank)
    {
        return Err(view.emit_op_error("mapping attribute size must match op rank"));
    }
    let lists = [
        (
            "lower bound",
            op.try_static_lower_bound(),
            op.dynamic_lower_bound().len(),
        ),
        (
            "upper bound",
            op.try_static_upper_bound(),
            op.dynamic_upper_bound().len(),
        ),
        ("step", op.try_static_step(), op.dynamic_step().len()),
    ];
    for (name, statics, dynamic) in lists {
        let statics = statics.map(|s| s.values(ctx)).unwrap_or_default();
        if statics.len() != rank {
            return Err(Diagnostic::error(
                view.loc(),
                format!("expected {rank} {name} values, got {}", statics.len()),
            ));
        }
        let expected = statics.iter().filter(|&&s| s == DYNAMIC).count();
        if dynamic != expected {
            return Err(Diagnostic::error(
                view.loc(),
                format!("expected {expected} dynamic {name} values"),
            ));
        }
    }
    let iter_args = args.get(rank..).unwrap_or_default();
    verify_loop_like(view, &outputs, iter_args.len() as u64, iter_args, &[], None)
}

/// `scf.forall.in_parallel`: only ops combining into the shared outputs,
/// and none of this workspace's ops does.
pub fn verify_in_parallel(op: InParallelOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    single_block(view)?;
    sized_region(view, 0, "region", true)?;
    let inner = view.body.region_body(view.op);
    let any = view
        .body
        .regions(view.op)
        .first()
        .and_then(|&r| inner.entry_block(r))
        .is_some_and(|b| !inner.block_is_empty(b));
    if any {
        return Err(view.emit_op_error("expected only ParallelCombiningOpInterface ops"));
    }
    Ok(())
}

/// `scf.parallel`: bounds, positive constant steps, index induction
/// variables, and an `scf.reduce` matching the results.
pub fn verify_parallel(op: ParallelOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    single_block(view)?;
    sized_region(view, 0, "region", true)?;
    let steps: Vec<Value> = op.step().collect();
    if steps.is_empty() {
        return Err(view.emit_op_error(
            "needs at least one tuple element for lowerBound, upperBound and step",
        ));
    }
    if steps
        .iter()
        .any(|&s| constant_int(view, s).is_some_and(|c| c <= 0))
    {
        return Err(view.emit_op_error("constant step operand must be positive"));
    }
    let args = entry_args(view, 0);
    if args.len() != steps.len() {
        return Err(view.emit_op_error(format!(
            "expects the same number of induction variables: {} as bound and step values: {}",
            args.len(),
            steps.len()
        )));
    }
    let inner = view.body.region_body(view.op);
    let index = Type::index(view.ctx);
    if args.iter().any(|&a| inner.value_type(a) != index) {
        return Err(
            view.emit_op_error("expects arguments for the induction variable to be of index type")
        );
    }
    let reduce = expect_terminator(
        view,
        0,
        |t| ReduceOp::cast(view.ctx, inner, t).is_some(),
        "expects body to terminate with 'scf.reduce'",
    )?;
    let results: Vec<Type> = view
        .body
        .results(view.op)
        .map(|v| view.body.value_type(v))
        .collect();
    let reductions = inner.regions(reduce).len();
    let inits = op.init_vals().len();
    if results.len() != reductions {
        return Err(view.emit_op_error(format!(
            "expects number of results: {} to be the same as number of reductions: {reductions}",
            results.len()
        )));
    }
    if results.len() != inits {
        return Err(view.emit_op_error(format!(
            "expects number of results: {} to be the same as number of initial values: {inits}",
            results.len()
        )));
    }
    if inner.num_operands(reduce) != inits {
        return Ok(());
    }
    let reduce_view = OpView::new(view.ctx, inner, reduce);
    for (i, &result) in results.iter().enumerate() {
        let operand = inner.value_type(inner.operand(reduce, i));
        if operand != result {
            return Err(reduce_view.emit_op_error(format!(
                "expects type of {i}-th reduction operand: '{}' to be the same as the {i}-th result type: '{}'",
                type_str(view, operand),
                type_str(view, result)
            )));
        }
    }
    Ok(())
}

/// `scf.reduce` (after its regions): one region per operand, each taking
/// two values of the operand's type and ending in `scf.reduce.return`.
pub fn verify_reduce(op: ReduceOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let regions = view.body.regions(view.op).len();
    for i in 0..regions {
        sized_region(view, i, "reductions", true)?;
    }
    let operands: Vec<Value> = op.operands().collect();
    if regions != operands.len() {
        return Err(view.emit_op_error(format!(
            "expects number of reduction regions: {regions} to be the same as number of reduction operands: {}",
            operands.len()
        )));
    }
    let inner = view.body.region_body(view.op);
    for (i, &operand) in operands.iter().enumerate() {
        let ty = view.body.value_type(operand);
        let args = entry_args(view, i);
        if args.len() != 2 || args.iter().any(|&a| inner.value_type(a) != ty) {
            return Err(view.emit_op_error(format!(
                "expected two block arguments with type '{}' in the {i}-th reduction region",
                type_str(view, ty)
            )));
        }
        let ends_in_return =
            terminator(view, i).is_some_and(|t| ReduceReturnOp::cast(view.ctx, inner, t).is_some());
        if !ends_in_return {
            return Err(view.emit_op_error(
                "reduction bodies must be terminated with an 'scf.reduce.return' op",
            ));
        }
    }
    Ok(())
}

/// `scf.reduce.return`: the type of its region's arguments.
pub fn verify_reduce_return(op: ReduceReturnOp<'_>) -> Result<(), Diagnostic> {
    let view = op.0;
    let body = view.body;
    let Some(expected) = body
        .parent_block(view.op)
        .and_then(|b| body.block_args(b).first().copied())
        .map(|a| body.value_type(a))
    else {
        return Ok(());
    };
    let got = body.value_type(op.result());
    if got != expected {
        return Err(view.emit_op_error(format!(
            "must have type '{}' (the type of the reduction inputs)",
            type_str(view, expected)
        )));
    }
    Ok(())
}
