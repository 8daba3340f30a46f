//! End-to-end tests of `toy-opt`: the binary is run as a user would run
//! it, on the sample program and on the invalid inputs in this folder.
//!
//! Spawning the built binary (rather than calling `ir::opt::run` in
//! process) is deliberate: it checks that the dialect's link-time
//! registrations survive into a separate `*-opt` executable.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).to_path_buf()
}

fn toy_opt(args: &[&str], stdin: Option<&str>) -> Output {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_toy-opt"))
        .args(args)
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .expect("toy-opt starts");
    let mut input = child.stdin.take().expect("stdin is piped");
    input
        .write_all(stdin.unwrap_or("").as_bytes())
        .expect("stdin is writable");
    drop(input);
    child.wait_with_output().expect("toy-opt finishes")
}

fn ok(out: &Output) -> String {
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "toy-opt failed: {err}");
    String::from_utf8(out.stdout.clone()).expect("utf-8 output")
}

fn example() -> String {
    dir().join("example.toy.mlir").display().to_string()
}

#[test]
fn example_round_trips() {
    let first = ok(&toy_opt(&[&example()], None));
    assert!(first.contains("toy.func @first(%arg0: i32, %arg1: i32) -> i32 {"));
    assert!(first.contains("toy.func private @print(i32)\n"));
    assert!(first.contains("%2 = call @first(%0, %1) : (i32, i32) -> i32"));
    assert!(first.contains("%0 = constant 1 : i32"));
    let second = ok(&toy_opt(&["-"], Some(&first)));
    assert_eq!(first, second, "printing is a fixed point");
}

#[test]
fn generic_form_round_trips() {
    let generic = ok(&toy_opt(&[&example(), "--mlir-print-op-generic"], None));
    assert!(generic.contains("\"toy.call\""));
    let custom = ok(&toy_opt(&["-"], Some(&generic)));
    assert_eq!(custom, ok(&toy_opt(&[&example()], None)));
}

#[test]
fn symbol_dce_removes_only_the_unused_private_function() {
    let out = ok(&toy_opt(&[&example(), "--symbol-dce"], None));
    assert!(!out.contains("@unused"), "{out}");
    // `print` is private too but called; public functions always stay.
    assert!(out.contains("toy.func private @print(i32)"));
    assert!(out.contains("toy.func @first(%arg0: i32, %arg1: i32) -> i32"));
    assert!(out.contains("toy.func @main() -> i32"));
}

#[test]
fn invalid_inputs_give_the_expected_diagnostics() {
    let file = dir().join("tests").join("invalid.toy.mlir");
    let out = toy_opt(
        &[
            &file.display().to_string(),
            "--split-input-file",
            "--verify-diagnostics",
        ],
        None,
    );
    ok(&out);
}

#[test]
fn a_wrong_callee_type_fails_without_verify_diagnostics() {
    let src = "toy.func private @get() -> i32\n\
               toy.func @f() {\n  %0 = toy.call @get() : () -> i64\n  toy.return\n}\n";
    let out = toy_opt(&["-"], Some(src));
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("<stdin>:3:8: error: 'toy.call' op result type mismatch at index 0"),
        "{err}"
    );
}

#[test]
fn an_unnamed_argument_with_a_body_is_rejected() {
    // As with `func.func`: the body parses with no entry arguments, and
    // `FunctionOpInterface`'s shared verifier reports the mismatch.
    let out = toy_opt(&["-"], Some("toy.func @f(i32) {\n  toy.return\n}\n"));
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("<stdin>:1:1: error: 'toy.func' op entry block must have 1 arguments to match function signature"),
        "{err}"
    );
}

#[test]
fn signatures_share_func_syntax_and_its_errors() {
    // Argument and result attributes round-trip as they do on `func.func`.
    let text = "toy.func private @g(%arg0: i32 {toy.a}, %arg1: i32) -> (i32 {toy.r = 1 : i32}) {\n  toy.return %arg0 : i32\n}\n";
    let out = toy_opt(&["-"], Some(text));
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let printed = String::from_utf8_lossy(&out.stdout);
    assert!(
        printed.contains(
            "toy.func private @g(%arg0: i32 {toy.a}, %arg1: i32) -> (i32 {toy.r = 1 : i32}) {"
        ),
        "{printed}"
    );
    // Mixing named and unnamed arguments, and an empty body, are parse errors.
    for (bad, msg) in [
        (
            "toy.func @h(%a: i32, i32) {\n  toy.return\n}\n",
            "expected SSA identifier",
        ),
        ("toy.func @h() {\n}\n", "expected non-empty function body"),
    ] {
        let out = toy_opt(&["-"], Some(bad));
        assert!(!out.status.success());
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(msg), "{bad}: {err}");
    }
}

#[test]
fn the_dialects_pass_erases_dead_constants_in_each_function() {
    let input = dir().join("tests/dead-constants.toy.mlir");
    let out = ok(&toy_opt(
        &[&input.display().to_string(), "--toy-erase-dead-constants"],
        None,
    ));
    assert_eq!(
        out,
        "module {\n  toy.func @f() -> i32 {\n    %0 = constant 2 : i32\n    return %0 : i32\n  }\n  toy.func @g() {\n    return\n  }\n}\n\n"
    );
    let help = ok(&toy_opt(&["--help"], None));
    assert!(help.contains("--toy-erase-dead-constants"), "{help}");
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
    let bad = toy_opt(&["-"], Some("toy.func private @take(!toy.struct<>)\n"));
    assert!(!bad.status.success());
    let err = String::from_utf8_lossy(&bad.stderr);
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
