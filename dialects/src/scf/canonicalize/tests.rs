//! scf patterns the `canonicalize` pass cannot show on its own, applied
//! once by hand, and the pattern names `disable-patterns=` sees.
//!
//! `ReplaceIfYieldWithConditionOrValue` never fires under the full pass:
//! the driver hoists the yielded constants out of the branches before it
//! visits the `scf.if`, and then `ConvertTrivialIfToSelect`, tried first,
//! takes every result. So it is run here directly on a parsed function,
//! with the insertion point before the op as the driver sets it.

use ir::prelude::*;
use ir::transforms::rewrite::{PatternRewriter, RewritePatternSet};

/// Parses `src`, runs `pattern` on the first `scf.if` of its first
/// function and prints the module; `None` when the pattern declined.
fn apply_to_first_if(
    src: &str,
    pattern: fn(Operation, &mut PatternRewriter<'_>) -> ir::transforms::rewrite::MatchResult,
) -> Option<String> {
    let ctx = Context::new();
    let opts = ir::text::ParseOptions {
        allow_unregistered_dialect: true,
        ..Default::default()
    };
    let mut parsed = ir::text::parse_source(&ctx, src, "t.mlir", &opts).unwrap();
    let module = parsed.body.nested_mut(parsed.op).unwrap();
    let entry = module.entry_block(module.root_regions()[0]).unwrap();
    let func = module.first_op(entry).unwrap();
    let body = module.nested_mut(func).unwrap();
    let block = body.entry_block(body.root_regions()[0]).unwrap();
    let if_name = ctx.op_name("scf.if");
    let op = body
        .block_ops(block)
        .find(|&o| body.op_name(o) == if_name)
        .unwrap();
    let mut rw = PatternRewriter::new(&ctx, body, None);
    rw.set_insertion_point_before(op);
    pattern(op, &mut rw).ok()?;
    Some(ir::text::print_op(
        &ctx,
        &parsed.body,
        parsed.op,
        &Default::default(),
    ))
}

#[test]
fn yields_of_true_false_become_the_condition_or_its_negation() {
    let src = r#"func.func @f(%c: i1, %x: i32) -> (i1, i1, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %r:3 = scf.if %c -> (i1, i1, i32) {
    scf.yield %t, %f, %x : i1, i1, i32
  } else {
    scf.yield %f, %t, %x : i1, i1, i32
  }
  return %r#0, %r#1, %r#2 : i1, i1, i32
}
"#;
    let out = apply_to_first_if(src, super::if_op::replace_if_yield_with_condition_or_value);
    assert_eq!(
        out.unwrap().trim_end(),
        r#"module {
  func.func @f(%arg0: i1, %arg1: i32) -> (i1, i1, i32) {
    %true = arith.constant true
    %false = arith.constant false
    %true_0 = arith.constant true
    %0 = arith.xori %arg0, %true_0 : i1
    %1:3 = scf.if %arg0 -> (i1, i1, i32) {
      scf.yield %true, %false, %arg1 : i1, i1, i32
    } else {
      scf.yield %false, %true, %arg1 : i1, i1, i32
    }
    return %arg0, %0, %arg1 : i1, i1, i32
  }
}"#
    );
}

#[test]
fn unused_results_and_unknown_values_are_left_alone() {
    let src = r#"func.func @f(%c: i1, %x: i32, %y: i32) -> i32 {
  %t = arith.constant true
  %r:2 = scf.if %c -> (i1, i32) {
    scf.yield %t, %x : i1, i32
  } else {
    scf.yield %t, %y : i1, i32
  }
  return %r#1 : i32
}
"#;
    let out = apply_to_first_if(src, super::if_op::replace_if_yield_with_condition_or_value);
    assert_eq!(out, None);
}

#[test]
fn pattern_names_are_mlir_22_debug_names() {
    let ctx = Context::new();
    let mut set = RewritePatternSet::new();
    super::if_patterns(&mut set, &ctx);
    super::for_patterns(&mut set, &ctx);
    super::while_patterns(&mut set, &ctx);
    super::execute_region_patterns(&mut set, &ctx);
    super::index_switch_patterns(&mut set, &ctx);
    let names: Vec<&str> = set.iter().map(|p| p.debug_name()).collect();
    assert_eq!(
        names,
        [
            "(anonymous namespace)::CombineIfs",
            "(anonymous namespace)::CombineNestedIfs",
            "(anonymous namespace)::ConditionPropagation",
            "(anonymous namespace)::ConvertTrivialIfToSelect",
            "(anonymous namespace)::RemoveEmptyElseBranch",
            "(anonymous namespace)::RemoveStaticCondition",
            "RemoveUnusedResults",
            "(anonymous namespace)::ReplaceIfYieldWithConditionOrValue",
            "ForOpIterArgsFolder",
            "(anonymous namespace)::SimplifyTrivialLoops",
            "RemoveLoopInvariantArgsFromBeforeBlock",
            "RemoveLoopInvariantValueYielded",
            "(anonymous namespace)::WhileConditionTruth",
            "WhileUnusedResult",
            "SingleBlockExecuteInliner",
            "MultiBlockExecuteInliner",
            "FoldConstantCase",
        ]
    );
}
