//! scf patterns the `canonicalize` pass cannot show on its own, applied
//! once by hand, and the pattern names `disable-patterns=` sees.
//!
//! `ReplaceIfYieldWithConditionOrValue` never fires under the full pass:
//! the driver hoists the yielded constants out of the branches before it
//! visits the `scf.if`, and then `ConvertTrivialIfToSelect`, tried first,
//! takes every result. So it is run here directly on a parsed function,
//! with the insertion point before the op as the driver sets it.
//!
//! The region-branch patterns filtered one at a time by the names
//! mlir-opt-22 gives them, which a lit RUN line cannot carry (a space in
//! a quoted option value): expected texts are `mlir-opt-22`'s output for
//! the same input and flags.

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
    super::parallel_patterns(&mut set, &ctx);
    super::forall_patterns(&mut set, &ctx);
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
            "(anonymous namespace)::ReplaceIfYieldWithConditionOrValue",
            MAKE_DEAD,
            DUPLICATES,
            REMOVE_DEAD,
            "(anonymous namespace)::SimplifyTrivialLoops",
            "(anonymous namespace)::ForOpTensorCastFolder",
            MAKE_DEAD,
            DUPLICATES,
            REMOVE_DEAD,
            "(anonymous namespace)::WhileConditionTruth",
            "(anonymous namespace)::WhileCmpCond",
            "(anonymous namespace)::WhileOpAlignBeforeArgs",
            "(anonymous namespace)::WhileMoveIfDown",
            MAKE_DEAD,
            DUPLICATES,
            REMOVE_DEAD,
            "SingleBlockExecuteInliner",
            "MultiBlockExecuteInliner",
            MAKE_DEAD,
            DUPLICATES,
            REMOVE_DEAD,
            "FoldConstantCase",
            MAKE_DEAD,
            DUPLICATES,
            REMOVE_DEAD,
            "(anonymous namespace)::ParallelOpSingleOrZeroIterationDimsFolder",
            "(anonymous namespace)::MergeNestedParallelLoops",
            "(anonymous namespace)::DimOfForallOp",
            "(anonymous namespace)::FoldTensorCastOfOutputIntoForallOp",
            "(anonymous namespace)::ForallOpControlOperandsFolder",
            "(anonymous namespace)::ForallOpIterArgsFolder",
            "(anonymous namespace)::ForallOpSingleOrZeroIterationDimsFolder",
            "(anonymous namespace)::ForallOpReplaceConstantInductionVar",
        ]
    );
}

const MAKE_DEAD: &str = "(anonymous namespace)::MakeRegionBranchOpSuccessorInputsDead";
const DUPLICATES: &str = "(anonymous namespace)::RemoveDuplicateSuccessorInputUses";
const REMOVE_DEAD: &str = "(anonymous namespace)::RemoveDeadRegionBranchOpSuccessorInputs";

/// Runs `--canonicalize` on functions with `disable-patterns=` `name`.
fn canonicalize_without(name: &str, text: &str) -> String {
    use ir::opt::{OptConfig, Parsed, args, run};
    let flags = [
        "--allow-unregistered-dialect".to_string(),
        format!(
            "--pass-pipeline=builtin.module(func.func(canonicalize{{disable-patterns='{name}'}}))"
        ),
    ];
    let Parsed::Run(o) = args::parse(&OptConfig::new("ir-opt"), "ir-opt", flags.to_vec()) else {
        panic!("bad flags")
    };
    let out = run(&o, "f.mlir", text);
    assert_eq!((out.code, out.stderr.as_str()), (0, ""), "{name}");
    out.stdout
}

/// A loop with a duplicated iteration argument (`%c`) and one that only
/// ever holds `%y` (`%b`).
const LOOP: &str = r#"func.func @f(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) -> (i32, i32) {
  %r:3 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y, %c = %x) -> (i32, i32, i32) {
    %z = "test.op"(%a, %c) : (i32, i32) -> i32
    scf.yield %z, %b, %z : i32, i32, i32
  }
  return %r#0, %r#2 : i32, i32
}
"#;

#[test]
fn without_make_dead_the_forwarded_argument_stays() {
    assert_eq!(
        canonicalize_without(MAKE_DEAD, LOOP),
        r#"module {
  func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> (i32, i32) {
    %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4) -> (i32, i32) {
      %1 = "test.op"(%arg6, %arg6) : (i32, i32) -> i32
      scf.yield %1, %arg7 : i32, i32
    }
    return %0#0, %0#0 : i32, i32
  }
}

"#
    );
}

#[test]
fn without_duplicates_the_duplicated_argument_stays() {
    assert_eq!(
        canonicalize_without(DUPLICATES, LOOP),
        r#"module {
  func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> (i32, i32) {
    %0:2 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg3) -> (i32, i32) {
      %1 = "test.op"(%arg6, %arg7) : (i32, i32) -> i32
      scf.yield %1, %1 : i32, i32
    }
    return %0#0, %0#1 : i32, i32
  }
}

"#
    );
}

#[test]
fn without_remove_dead_every_argument_stays() {
    assert_eq!(
        canonicalize_without(REMOVE_DEAD, LOOP),
        r#"module {
  func.func @f(%arg0: index, %arg1: index, %arg2: index, %arg3: i32, %arg4: i32) -> (i32, i32) {
    %0:3 = scf.for %arg5 = %arg0 to %arg1 step %arg2 iter_args(%arg6 = %arg3, %arg7 = %arg4, %arg8 = %arg3) -> (i32, i32, i32) {
      %1 = "test.op"(%arg6, %arg6) : (i32, i32) -> i32
      scf.yield %1, %arg4, %1 : i32, i32, i32
    }
    return %0#0, %0#0 : i32, i32
  }
}

"#
    );
}
