//! Running the built `toy-opt` as a user would, shared by the
//! integration tests of this crate.
//!
//! Spawning the binary (rather than calling `ir::opt::run` in process) is
//! deliberate: it checks that the dialect's link-time registrations
//! survive into a separate `*-opt` executable.

#![allow(dead_code, reason = "each test binary uses part of the helpers")]

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};

/// A path under the crate's directory.
pub fn path(rel: &str) -> String {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join(rel)
        .display()
        .to_string()
}

/// The text of a file under the crate's directory.
pub fn read(rel: &str) -> String {
    let p: PathBuf = path(rel).into();
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// Runs `toy-opt args` with `stdin` as its input.
pub fn toy_opt(args: &[&str], stdin: Option<&str>) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_toy-opt"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("toy-opt starts");
    let mut input = child.stdin.take().expect("stdin is piped");
    input
        .write_all(stdin.unwrap_or("").as_bytes())
        .expect("stdin is writable");
    drop(input);
    child.wait_with_output().expect("toy-opt finishes")
}

/// The standard output of a run that must succeed.
pub fn ok(out: &Output) -> String {
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "toy-opt failed: {err}");
    String::from_utf8(out.stdout.clone()).expect("utf-8 output")
}

/// The standard error of a run that must fail.
pub fn fails(out: &Output) -> String {
    assert!(!out.status.success(), "toy-opt succeeded");
    String::from_utf8_lossy(&out.stderr).into_owned()
}
