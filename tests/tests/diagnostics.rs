//! Diagnostics of `ir-opt` against mlir-opt-22 on invalid inputs, and
//! `--verify-diagnostics` on this project's own files.
//!
//! Each `tests/lit/{invalid,verify}/*.mlir` file has a RUN line (the
//! options), optionally `// REQUIRES-OPS: a.b c.d` (skipped until those ops
//! are registered), and a snapshot `<file>.stderr` of mlir-opt-22's stderr
//! for the same command. The driver runs in-process through
//! [`ir::opt::run`]; its stderr and exit code must equal the snapshot and
//! the code the RUN line implies (`not` = 1). When
//! `/usr/lib/llvm-22/bin/mlir-opt` is installed, the snapshot itself is
//! checked against a fresh mlir-opt run, so it cannot drift from the
//! reference; `IR_BLESS=1` rewrites snapshots from mlir-opt.
//!
//! The op text of `see current operation` notes is replaced by `<op>` on
//! both sides before comparing: it is the printer's output, which the
//! round-trip tests check; here the note's presence, location and order
//! count. A file marked `// XFAIL: reason` whose stderr differs from
//! mlir-opt's (it has a `<file>.ir-opt.stderr`) records a known gap: it
//! must still differ from mlir-opt, and the test fails once it matches so
//! that the mark gets removed. The `lit` test checks every lit file's
//! stdout, stderr and exit status against committed expectations.

use dialects as _;
use ir::opt::{OptConfig, Parsed, args};
use std::path::{Path, PathBuf};
use std::process::Command;

const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

struct Case {
    path: PathBuf,
    name: String,
    text: String,
    args: Vec<String>,
    expect_failure: bool,
    required_ops: Vec<String>,
    xfail: bool,
}

/// Whether a stderr line starts a diagnostic (`file:l:c: severity: ...`).
fn is_header(line: &str) -> bool {
    !line.starts_with([' ', '"', '^', '}', '%'])
        && [": error: ", ": warning: ", ": note: ", ": remark: "]
            .iter()
            .any(|s| line.contains(s))
}

/// Replaces the op printed by each `see current operation` note with `<op>`.
fn normalize_op_notes(stderr: &str) -> String {
    const NOTE: &str = "see current operation: ";
    let mut out = String::new();
    let mut skipping = false;
    for line in stderr.lines() {
        if skipping && !is_header(line) {
            continue;
        }
        skipping = false;
        match line.find(NOTE) {
            Some(i) if is_header(line) => {
                out.push_str(&line[..i + NOTE.len()]);
                out.push_str("<op>\n");
                skipping = line[i + NOTE.len()..].is_empty();
            }
            _ => {
                out.push_str(line);
                out.push('\n');
            }
        }
    }
    out
}

fn load(path: &Path) -> Case {
    let text = std::fs::read_to_string(path).expect("readable test file");
    let run = text
        .lines()
        .find_map(|l| l.split_once("RUN:").map(|(_, r)| r.trim().to_owned()))
        .expect("a RUN line");
    let mut words = tests::shell::split(&run).expect("a RUN line quoted as in a shell");
    let expect_failure = words.first().is_some_and(|w| w == "not");
    if expect_failure {
        words.remove(0);
    }
    assert_eq!(
        words.first().map(String::as_str),
        Some("ir-opt"),
        "{}",
        path.display()
    );
    let args = words[1..].iter().filter(|w| *w != "%s").cloned().collect();
    let required_ops = text
        .lines()
        .find_map(|l| l.split_once("REQUIRES-OPS:").map(|(_, r)| r.to_owned()))
        .map(|r| r.split_whitespace().map(str::to_owned).collect())
        .unwrap_or_default();
    // An XFAIL file's gap may be in its printed output only (see
    // tests/lit/update-expected.sh); it is a known gap here when ir-opt's
    // stderr has its own expectation.
    let xfail = text.lines().any(|l| l.starts_with("// XFAIL:"))
        && path.with_extension("ir-opt.stderr").exists();
    Case {
        xfail,
        name: path.file_name().unwrap().to_string_lossy().into_owned(),
        path: path.to_owned(),
        text,
        args,
        expect_failure,
        required_ops,
    }
}

fn cases(dir: &str) -> Vec<Case> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("lit").join(dir);
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("test directory")
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    files.sort();
    assert!(!files.is_empty(), "no tests in {}", dir.display());
    files.iter().map(|p| load(p)).collect()
}

fn snapshot_path(c: &Case) -> PathBuf {
    c.path.with_extension("stderr")
}

/// mlir-opt's stderr and exit code for the case, run from the file's
/// directory so file names match.
fn oracle(c: &Case) -> Option<(String, i32)> {
    if !Path::new(MLIR_OPT).exists() {
        return None;
    }
    let out = Command::new(MLIR_OPT)
        .current_dir(c.path.parent().unwrap())
        .arg(&c.name)
        .args(&c.args)
        .output()
        .expect("mlir-opt runs");
    Some((
        String::from_utf8_lossy(&out.stderr).into_owned(),
        out.status.code().unwrap_or(-1),
    ))
}

fn check_dir(dir: &str) {
    let ctx = ir::Context::new();
    let mut failures = Vec::new();
    let mut ran = 0;
    for c in cases(dir) {
        let snap = snapshot_path(&c);
        if let Some((stderr, code)) = oracle(&c) {
            assert_eq!(
                code != 0,
                c.expect_failure,
                "mlir-opt exit code on {}",
                c.name
            );
            if std::env::var_os("IR_BLESS").is_some() {
                std::fs::write(&snap, &stderr).unwrap();
            }
            let stored = std::fs::read_to_string(&snap).unwrap_or_default();
            assert_eq!(
                stored,
                stderr,
                "snapshot {} is stale (IR_BLESS=1)",
                snap.display()
            );
        }
        if let Some(op) = c
            .required_ops
            .iter()
            .find(|op| ctx.registry().op_by_name(op).is_none())
        {
            eprintln!("skipping {}: `{op}` is not registered yet", c.name);
            continue;
        }
        let mut argv = c.args.clone();
        argv.push(c.name.clone());
        let opts = match args::parse(&OptConfig::new("ir-opt"), "ir-opt", argv) {
            Parsed::Run(o) => o,
            other => panic!("bad RUN line in {}: {other:?}", c.name),
        };
        let out = ir::opt::run(&opts, &c.name, &c.text);
        let want = normalize_op_notes(&std::fs::read_to_string(&snap).expect("a .stderr snapshot"));
        let got = normalize_op_notes(&out.stderr);
        ran += 1;
        let matches = got == want && (out.code != 0) == c.expect_failure;
        if c.xfail && matches {
            failures.push(format!(
                "{} matches mlir-opt now: remove its XFAIL mark",
                c.name
            ));
        } else if !c.xfail && !matches {
            failures.push(format!(
                "--- {} (exit {}):\n{}--- expected:\n{}",
                c.name, out.code, got, want
            ));
        }
    }
    assert!(ran > 0, "every case in {dir} was skipped");
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn invalid_inputs_match_mlir_opt() {
    check_dir("invalid");
}

#[test]
fn verify_diagnostics_on_own_files() {
    check_dir("verify");
}

#[test]
fn verify_diagnostics_failures_exit_with_1() {
    let c = load(&Path::new(env!("CARGO_MANIFEST_DIR")).join("lit/verify/missing.mlir"));
    let opts = match args::parse(
        &OptConfig::new("ir-opt"),
        "ir-opt",
        vec!["-verify-diagnostics".into(), "--split-input-file".into()],
    ) {
        Parsed::Run(o) => o,
        other => panic!("{other:?}"),
    };
    let out = ir::opt::run(&opts, &c.name, &c.text);
    assert_eq!(out.code, 1);
    assert!(
        out.stderr
            .contains("error: expected error \"this is never reported\" was not produced")
    );
    assert!(
        out.stderr
            .contains("error: 'error' diagnostic emitted when expecting a 'warning'")
    );
}
