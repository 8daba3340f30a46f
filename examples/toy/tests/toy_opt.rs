//! `toy-opt` as a tool: the sample program, `--symbol-dce`, the invalid
//! inputs of `invalid.toy.mlir`, the custom syntax of each op, the
//! crate's own pass and `!toy.struct`.

mod common;

use common::{fails, ok, path, toy_opt};

#[test]
fn example_round_trips() {
    let first = ok(&toy_opt(&[&path("example.toy.mlir")], None));
    assert!(first.contains(
        "toy.func @first(%arg0: tensor<*xf64>, %arg1: tensor<*xf64>) -> tensor<*xf64> {"
    ));
    assert!(first.contains("toy.func private @external(tensor<*xf64>) -> tensor<*xf64>\n"));
    assert!(first.contains(
        "%2 = toy.generic_call @first(%0, %1) : (tensor<f64>, tensor<2xf64>) -> tensor<*xf64>"
    ));
    assert!(first.contains("%0 = toy.constant dense<1.000000e+00> : tensor<f64>"));
    let second = ok(&toy_opt(&["-"], Some(&first)));
    assert_eq!(first, second, "printing is a fixed point");
}

#[test]
fn symbol_dce_removes_only_the_unused_private_function() {
    let out = ok(&toy_opt(&[&path("example.toy.mlir"), "--symbol-dce"], None));
    assert!(!out.contains("@unused"), "{out}");
    // `external` is private too but called; public functions always stay.
    assert!(out.contains("toy.func private @external("));
    assert!(out.contains("toy.func @first("));
    assert!(out.contains("toy.func @main() -> tensor<*xf64>"));
}

#[test]
fn invalid_inputs_give_the_expected_diagnostics() {
    let out = toy_opt(
        &[
            &path("tests/invalid.toy.mlir"),
            "--split-input-file",
            "--verify-diagnostics",
        ],
        None,
    );
    ok(&out);
}

#[test]
fn an_incompatible_callee_type_fails_without_verify_diagnostics() {
    let src = "toy.func private @get() -> tensor<2xf64>\n\
               toy.func @f() {\n  %0 = toy.generic_call @get() : () -> tensor<3xf64>\n  toy.return\n}\n";
    let err = fails(&toy_opt(&["-"], Some(src)));
    assert!(
        err.starts_with("<stdin>:3:8: error: 'toy.generic_call' op result type 'tensor<3xf64>' is not compatible"),
        "{err}"
    );
}

#[test]
fn binary_ops_print_one_type_or_a_function_type() {
    let src = "toy.func @f(%a: tensor<2xf64>, %b: tensor<*xf64>) {\n\
               %0 = toy.add %a, %a : tensor<2xf64>\n\
               %1 = toy.mul %a, %b {note} : (tensor<2xf64>, tensor<*xf64>) -> tensor<*xf64>\n\
               %2 = toy.add %b, %b : (tensor<*xf64>, tensor<*xf64>) -> tensor<*xf64>\n\
               toy.return\n}\n";
    let out = ok(&toy_opt(&["-"], Some(src)));
    assert_eq!(
        out,
        "module {\n  toy.func @f(%arg0: tensor<2xf64>, %arg1: tensor<*xf64>) {\n    \
         %0 = toy.add %arg0, %arg0 : tensor<2xf64>\n    \
         %1 = toy.mul %arg0, %arg1 {note} : (tensor<2xf64>, tensor<*xf64>) -> tensor<*xf64>\n    \
         %2 = toy.add %arg1, %arg1 : tensor<*xf64>\n    \
         toy.return\n  }\n}\n\n"
    );
    let err = fails(&toy_opt(
        &["-"],
        Some(
            "toy.func @f(%a: tensor<2xf64>) {\n  %0 = toy.add %a, %a : (tensor<2xf64>) -> tensor<2xf64>\n  toy.return\n}\n",
        ),
    ));
    assert!(
        err.starts_with("<stdin>:2:16: error: custom op 'toy.add' number of operands and types do not match: got 2 operands and 1 types"),
        "{err}"
    );
}

#[test]
fn an_unnamed_argument_with_a_body_is_rejected() {
    // As with `func.func`: the body parses with no entry arguments, and
    // `FunctionOpInterface`'s shared verifier reports the mismatch.
    let err = fails(&toy_opt(
        &["-"],
        Some("toy.func @f(tensor<*xf64>) {\n  toy.return\n}\n"),
    ));
    assert!(
        err.contains("<stdin>:1:1: error: 'toy.func' op entry block must have 1 arguments to match function signature"),
        "{err}"
    );
}

#[test]
fn signatures_share_func_syntax_and_its_errors() {
    // Argument and result attributes round-trip as they do on `func.func`.
    let sig = "toy.func private @g(%arg0: tensor<*xf64> {toy.a}, %arg1: tensor<2xf64>) -> (tensor<*xf64> {toy.r = 1 : i32})";
    let text = format!("{sig} {{\n  toy.return %arg0 : tensor<*xf64>\n}}\n");
    let printed = ok(&toy_opt(&["-"], Some(&text)));
    assert!(printed.contains(&format!("{sig} {{")), "{printed}");
    // Mixing named and unnamed arguments, and an empty body, are parse errors.
    for (bad, msg) in [
        (
            "toy.func @h(%a: tensor<*xf64>, tensor<*xf64>) {\n  toy.return\n}\n",
            "expected SSA identifier",
        ),
        ("toy.func @h() {\n}\n", "expected non-empty function body"),
    ] {
        let err = fails(&toy_opt(&["-"], Some(bad)));
        assert!(err.contains(msg), "{bad}: {err}");
    }
}

#[test]
fn the_dialects_pass_erases_dead_constants_in_each_function() {
    let out = ok(&toy_opt(
        &[
            &path("tests/dead-constants.toy.mlir"),
            "--toy-erase-dead-constants",
        ],
        None,
    ));
    assert_eq!(
        out,
        "module {\n  toy.func @f() -> tensor<f64> {\n    %0 = toy.constant dense<2.000000e+00> : tensor<f64>\n    toy.return %0 : tensor<f64>\n  }\n  toy.func @g() {\n    toy.return\n  }\n}\n\n"
    );
    let help = ok(&toy_opt(&["--help"], None));
    assert!(help.contains("--toy-erase-dead-constants"), "{help}");
    assert!(help.contains("--toy-shape-inference"), "{help}");
}

#[test]
fn the_struct_type_round_trips_through_toy_opt() {
    let src = "toy.func private @take(!toy.struct<i32, f64>, !toy.struct<!toy.struct<i1>>)\n";
    let out = ok(&toy_opt(&["-"], Some(src)));
    assert_eq!(
        out,
        "module {\n  toy.func private @take(!toy.struct<i32, f64>, !toy.struct<!toy.struct<i1>>)\n}\n\n"
    );
    let generic = ok(&toy_opt(&["-", "--mlir-print-op-generic"], Some(src)));
    assert!(
        generic.contains(
            "function_type = (!toy.struct<i32, f64>, !toy.struct<!toy.struct<i1>>) -> ()"
        ),
        "{generic}"
    );
}

#[test]
fn struct_type_errors_name_the_problem_and_the_place() {
    let err = fails(&toy_opt(
        &["-"],
        Some("toy.func private @take(!toy.struct<>)\n"),
    ));
    assert!(
        err.starts_with("<stdin>:1:36: error: expected non-function type"),
        "{err}"
    );
    let unknown = toy_opt(&["-"], Some("toy.func private @take(!toy.tuple<i32>)\n"));
    let err = String::from_utf8_lossy(&unknown.stderr);
    assert!(
        err.starts_with("<stdin>:1:29: error: unknown  type `tuple` in dialect `toy`"),
        "{err}"
    );
}
