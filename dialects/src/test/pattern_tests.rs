//! The test dialect's patterns filtered by the names mlir-opt-22 gives
//! them, in spellings a lit RUN line cannot carry (a space inside a
//! quoted option value). Expected texts were produced by
//! `/usr/lib/llvm-22/bin/mlir-opt` with the same input and flags.

use ir::opt::RunOutput;

fn opt(flags: &[&str], text: &str) -> RunOutput {
    super::tests::opt(flags, "q.mlir", text)
}

const SRC: &str = r#"func.func @f() {
  "test.fold_to_call_op"() {callee = @f} : () -> ()
  "test.op_with_region_pattern"() ({
    "test.op_with_region_terminator"() : () -> ()
  }) : () -> ()
  return
}
"#;

fn canonicalize(options: &str) -> String {
    let flag = format!("-pass-pipeline=builtin.module(func.func(canonicalize{{{options}}}))");
    let out = opt(&[&flag], SRC);
    assert_eq!((out.code, out.stderr.as_str()), (0, ""), "{options}");
    out.stdout
}

/// `FoldToCallOpPattern` is named as MLIR 22 names a pattern class in an
/// anonymous namespace; the name is quoted with `'` or `"`, and a list
/// may mix it with plain names.
#[test]
fn fold_to_call_pattern_is_filtered_by_its_qualified_name() {
    assert_eq!(
        canonicalize("disable-patterns='(anonymous namespace)::FoldToCallOpPattern'"),
        r#"module {
  func.func @f() {
    "test.fold_to_call_op"() <{callee = @f}> : () -> ()
    return
  }
}

"#
    );
    let kept = r#"module {
  func.func @f() {
    "test.fold_to_call_op"() <{callee = @f}> : () -> ()
    "test.op_with_region_pattern"() ({
      "test.op_with_region_terminator"() : () -> ()
    }) : () -> ()
    return
  }
}

"#;
    assert_eq!(
        canonicalize(
            "disable-patterns=\"(anonymous namespace)::FoldToCallOpPattern\",TestRemoveOpWithInnerOps"
        ),
        kept
    );
    assert_eq!(
        canonicalize("enable-patterns='(anonymous namespace)::FoldToCallOpPattern'"),
        r#"module {
  func.func @f() {
    call @f() : () -> ()
    "test.op_with_region_pattern"() ({
      "test.op_with_region_terminator"() : () -> ()
    }) : () -> ()
    return
  }
}

"#
    );
}

/// Where upstream's `test.op_with_variadic_results_and_folder` fold goes
/// wrong, it does not fold here: with no operands and no results its
/// empty success ("folded in place") sends mlir-opt-22's greedy driver
/// round forever, and with more operands than results mlir-opt-22
/// crashes. Canonicalization ends and keeps the op (it declares no memory
/// effects, so it is not dead).
#[test]
fn degenerate_variadic_folds_leave_the_op() {
    let out = opt(
        &["-canonicalize"],
        "func.func @f(%a: i32) {
  \"test.op_with_variadic_results_and_folder\"() : () -> ()
  \"test.op_with_variadic_results_and_folder\"(%a) : (i32) -> ()
  return
}
",
    );
    assert_eq!(
        out.stdout,
        "module {
  func.func @f(%arg0: i32) {
    \"test.op_with_variadic_results_and_folder\"() : () -> ()
    \"test.op_with_variadic_results_and_folder\"(%arg0) : (i32) -> ()
    return
  }
}

"
    );
}
