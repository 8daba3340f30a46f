//! The `ir-opt` process: input from a file or stdin, `-o`, exit codes and
//! the messages mlir-opt prints for command-line and file errors.

use std::io::Write;
use std::process::{Command, Stdio};

const IR_OPT: &str = env!("CARGO_BIN_EXE_ir-opt");

fn run(args: &[&str], stdin: &str) -> (String, String, i32) {
    let mut child = Command::new(IR_OPT)
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("ir-opt starts");
    child
        .stdin
        .take()
        .unwrap()
        .write_all(stdin.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    (
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    )
}

#[test]
fn stdin_is_named_stdin_in_diagnostics() {
    let (out, err, code) = run(&["-"], "x\n");
    assert_eq!(code, 1);
    assert_eq!(out, "");
    assert!(err.starts_with("<stdin>:1:1: error: "), "{err}");
    assert!(err.ends_with("x\n^\n"), "{err}");
}

#[test]
fn valid_input_exits_with_0_and_prints() {
    let (out, err, code) = run(&[], "module {\n}\n");
    assert_eq!((code, err.as_str()), (0, ""));
    assert!(out.starts_with("module {"), "{out}");
    assert!(out.ends_with("}\n\n"), "{out:?}");
}

#[test]
fn output_file_and_open_errors() {
    let dir = std::env::temp_dir().join(format!("ir-opt-cli-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let input = dir.join("in.mlir");
    std::fs::write(&input, "module {\n}\n").unwrap();
    let output = dir.join("out.mlir");
    let (out, _, code) = run(
        &[input.to_str().unwrap(), "-o", output.to_str().unwrap()],
        "",
    );
    assert_eq!((code, out.as_str()), (0, ""));
    assert!(
        std::fs::read_to_string(&output)
            .unwrap()
            .starts_with("module {")
    );

    let missing = dir.join("missing.mlir");
    let (_, err, code) = run(&[missing.to_str().unwrap()], "");
    assert_eq!(code, 1);
    assert_eq!(
        err,
        format!(
            "cannot open input file '{}': No such file or directory\n",
            missing.display()
        )
    );
    let (_, err, code) = run(
        &[input.to_str().unwrap(), "-o", "/nonexistent-dir/x.mlir"],
        "",
    );
    assert_eq!(code, 1);
    assert_eq!(
        err,
        "cannot open output file '/nonexistent-dir/x.mlir': No such file or directory\n"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn unknown_options_and_help() {
    let (_, err, code) = run(&["-frobnicate"], "");
    assert_eq!(code, 1);
    assert_eq!(
        err,
        format!(
            "ir-opt: Unknown command line argument '-frobnicate'.  Try: '{IR_OPT} --help'\n\
             ir-opt: Did you mean '--canonicalize'?\n"
        )
    );
    let (out, _, code) = run(&["--help"], "");
    assert_eq!(code, 0);
    assert!(out.contains("--split-input-file"), "{out}");
    assert!(out.contains("--verify-diagnostics"), "{out}");
}

/// The text of a file is freed once parsed; a diagnostic's source line is
/// then read from the file again, for parse and verifier errors alike, and
/// with `--split-input-file` (where the text is kept) it is the same.
#[test]
fn file_diagnostics_show_their_source_lines() {
    let dir = std::env::temp_dir().join(format!("ir-opt-cli-src-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cases = [
        (
            "parse.mlir",
            "func.func @f() {\n  %0 = arith.constant 1 : i32 +\n}\n",
            ":2:30: error: expected operation name in quotes\n  %0 = arith.constant 1 : i32 +\n                             ^\n",
        ),
        (
            "verify.mlir",
            "func.func @f() -> i64 {\n  %0 = arith.constant 1 : i32\n  return %0 : i32\n}\n",
            ":3:3: error: type of return operand 0 ('i32') doesn't match function result type ('i64') in function @f\n  return %0 : i32\n  ^\n",
        ),
    ];
    for (file, text, expected) in cases {
        let path = dir.join(file);
        std::fs::write(&path, text).unwrap();
        let p = path.to_str().unwrap();
        for args in [&[p][..], &[p, "--split-input-file"][..]] {
            let (out, err, code) = run(args, "");
            assert_eq!((code, out.as_str()), (1, ""), "{args:?}");
            let first = err.split_inclusive('\n').take(3).collect::<String>();
            assert_eq!(first, format!("{p}{expected}"), "{args:?}");
        }
    }
    std::fs::remove_dir_all(&dir).unwrap();
}
