//! Every `.mlir` file under `tests/lit/` against its committed expected
//! output, which `tests/lit/update-expected.sh` generates from mlir-opt-22.
//!
//! Each file has one or more `// RUN: [not] ir-opt %s FLAGS` lines (FLAGS
//! quoted as in a shell: `'a b'` and `"a b"` are one argument); RUN
//! line k of `foo.mlir` expects the stdout in `foo.out` (`foo.k.out` for
//! k > 1), the stderr in `foo.stderr` (empty when that file is absent)
//! and a non-zero exit status exactly when the line starts with `not`.
//! The script's header describes the scheme in full.
//!
//! [`lit_files_match_expectations`] runs `ir-opt`'s driver in process
//! ([`ir::opt::run`], with the `dialects` crate linked as in the binary)
//! on every RUN line, as the program `/usr/lib/llvm-22/bin/mlir-opt` (the
//! name LLVM's option parser puts in its messages), and compares all three
//! byte for byte; it needs no
//! LLVM, so a fresh checkout tests the same facts as a machine with
//! mlir-opt-22. A file marked `// XFAIL: reason` differs from mlir-opt-22
//! knowingly: where its `foo.ir-opt.out` / `foo.ir-opt.stderr` exist,
//! ir-opt is held to those instead, and they must still differ from
//! mlir-opt-22's, so that a closed gap gets its mark removed.
//!
//! [`expectations_match_mlir_opt`] is the differential check: when
//! `/usr/lib/llvm-22/bin/mlir-opt` is installed, the committed
//! expectations must still be what it prints, so they cannot drift from
//! the reference; without it the test says it skipped.

use dialects as _;
use ir::opt::{OptConfig, Parsed, args};
use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::{Path, PathBuf};
use std::process::Command;

use tests::MLIR_OPT;

/// What regenerates the expectations, for failure messages.
const UPDATE: &str = "tests/lit/update-expected.sh";

/// One RUN line.
struct Run {
    /// The line after `RUN:`, for messages.
    line: String,
    /// The arguments after `ir-opt`, `%s` replaced by the file name.
    args: Vec<String>,
    expect_failure: bool,
    /// `foo` for the first RUN line of `foo.mlir`, `foo.k` for the k-th:
    /// the expectation files' names without their extension.
    base: String,
}

/// One `.mlir` file under `tests/lit/`.
struct LitFile {
    path: PathBuf,
    /// The path below `tests/lit/`, for messages.
    rel: String,
    /// The bare file name, as the input is named on both sides.
    name: String,
    text: String,
    runs: Vec<Run>,
    xfail: bool,
    required_ops: Vec<String>,
}

impl LitFile {
    fn dir(&self) -> &Path {
        self.path.parent().expect("a parent directory")
    }

    /// The expectation file `base.ext` next to this file.
    fn expectation(&self, run: &Run, ext: &str) -> PathBuf {
        self.dir().join(format!("{}.{ext}", run.base))
    }
}

fn lit_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("lit")
}

/// All files under `dir`, recursively, sorted.
fn files_under(dir: &Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut todo = vec![dir.to_owned()];
    while let Some(d) = todo.pop() {
        for e in std::fs::read_dir(&d).unwrap_or_else(|e| panic!("{}: {e}", d.display())) {
            let p = e.expect("a directory entry").path();
            if p.is_dir() {
                todo.push(p);
            } else {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fn parse_run(rel: &str, k: usize, stem: &str, name: &str, line: &str) -> Run {
    // Quoted as lit's shell quotes (`tests::shell`), so that an argument
    // may hold spaces.
    let mut words =
        tests::shell::split(line).unwrap_or_else(|e| panic!("{rel}: RUN line {k}: {e}"));
    let expect_failure = words.first().is_some_and(|w| w == "not");
    if expect_failure {
        words.remove(0);
    }
    assert_eq!(
        words.first().map(String::as_str),
        Some("ir-opt"),
        "{rel}: RUN line {k} must be `[not] ir-opt %s FLAGS`: {line}"
    );
    assert!(
        !words.iter().any(|w| w.contains(['|', '<', '>'])),
        "{rel}: RUN line {k} must be a single ir-opt command: {line}"
    );
    let args = words[1..]
        .iter()
        .map(|w| if w == "%s" { name } else { w }.to_owned())
        .collect();
    let base = if k == 1 {
        stem.to_owned()
    } else {
        format!("{stem}.{k}")
    };
    Run {
        line: line.to_owned(),
        args,
        expect_failure,
        base,
    }
}

fn load(path: &Path) -> LitFile {
    let rel = path
        .strip_prefix(lit_root())
        .expect("under tests/lit")
        .display()
        .to_string();
    let name = path.file_name().unwrap().to_string_lossy().into_owned();
    let stem = name.strip_suffix(".mlir").expect(".mlir").to_owned();
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{rel}: {e}"));
    let runs: Vec<Run> = text
        .lines()
        .filter_map(|l| l.strip_prefix("// RUN:"))
        .enumerate()
        .map(|(i, l)| parse_run(&rel, i + 1, &stem, &name, l.trim()))
        .collect();
    assert!(!runs.is_empty(), "{rel}: no `// RUN:` line");
    let required_ops = text
        .lines()
        .find_map(|l| l.strip_prefix("// REQUIRES-OPS:"))
        .map(|r| r.split_whitespace().map(str::to_owned).collect())
        .unwrap_or_default();
    LitFile {
        xfail: text.lines().any(|l| l.starts_with("// XFAIL:")),
        path: path.to_owned(),
        rel,
        name,
        text,
        runs,
        required_ops,
    }
}

/// Every `.mlir` file under `tests/lit/`, sorted by path.
fn lit_files() -> Vec<LitFile> {
    let files: Vec<LitFile> = files_under(&lit_root())
        .iter()
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .map(|p| load(p))
        .collect();
    assert!(!files.is_empty(), "no .mlir files under tests/lit");
    files
}

/// The file's text, or `None` when it does not exist.
fn read_opt(path: &Path) -> Option<String> {
    match std::fs::read(path) {
        Ok(b) => Some(String::from_utf8(b).unwrap_or_else(|e| panic!("{}: {e}", path.display()))),
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => None,
        Err(e) => panic!("{}: {e}", path.display()),
    }
}

/// A unified diff from `want` (named `want_name`) to `got`.
fn diff(want_name: &str, want: &str, got_name: &str, got: &str) -> String {
    similar::TextDiff::from_lines(want, got)
        .unified_diff()
        .context_radius(3)
        .header(want_name, got_name)
        .to_string()
}

/// Counts comparisons and collects failures.
#[derive(Default)]
struct Report {
    checks: usize,
    failures: Vec<String>,
}

impl Report {
    /// One comparison of `got` (from `who`) against the file `want_path`.
    fn compare(&mut self, what: &str, want_path: &Path, want: &str, who: &str, got: &str) {
        self.checks += 1;
        if want != got {
            let name = want_path
                .strip_prefix(lit_root())
                .unwrap_or(want_path)
                .display();
            self.failures.push(format!(
                "{what}: {who} differs from lit/{name}\n{}",
                diff(&format!("lit/{name}"), want, who, got)
            ));
        }
    }

    /// One comparison of an exit status against the RUN line's.
    fn exit(&mut self, what: &str, who: &str, code: i32, expect_failure: bool) {
        self.checks += 1;
        if (code != 0) != expect_failure {
            let want = if expect_failure {
                "failure (`not`)"
            } else {
                "success"
            };
            self.failures.push(format!(
                "{what}: {who} exited with {code}, the RUN line expects {want}"
            ));
        }
    }

    /// Fails with every failure, after `hint` on what to do.
    fn finish(self, label: &str, hint: &str) {
        assert!(
            self.failures.is_empty(),
            "{label}: {} of {} checks failed ({hint}):\n\n{}",
            self.failures.len(),
            self.checks,
            self.failures.join("\n\n")
        );
    }
}

/// The expectation files of every RUN line must have distinct names, and
/// every file under `tests/lit/` must be a lit file, the script or such an
/// expectation: a stale expectation (of a removed RUN line) is an error.
fn check_file_set(files: &[LitFile], report: &mut Report) {
    let mut owner: BTreeMap<PathBuf, String> = BTreeMap::new();
    for f in files {
        for (k, run) in f.runs.iter().enumerate() {
            for ext in ["out", "stderr", "ir-opt.out", "ir-opt.stderr"] {
                let claim = format!("{} RUN {}", f.rel, k + 1);
                if let Some(prev) = owner.insert(f.expectation(run, ext), claim.clone()) {
                    report.failures.push(format!(
                        "{claim} and {prev} both expect lit/{}.{ext}: rename one file",
                        Path::new(&f.rel).with_file_name(&run.base).display()
                    ));
                }
            }
        }
    }
    for p in files_under(&lit_root()) {
        let known = p.extension().is_some_and(|e| e == "mlir")
            || p.file_name().is_some_and(|n| n == "update-expected.sh")
            || owner.contains_key(&p);
        if !known {
            report.failures.push(format!(
                "lit/{}: belongs to no RUN line (stale? rerun {UPDATE})",
                p.strip_prefix(lit_root()).unwrap_or(&p).display()
            ));
        }
    }
}

/// The XFAIL bookkeeping of one file: ir-opt-specific expectations exist
/// exactly for marked files and differ from mlir-opt-22's.
fn check_xfail(f: &LitFile, report: &mut Report) -> usize {
    let mut pinned = 0;
    for run in &f.runs {
        for (ext, mlir_ext) in [("ir-opt.out", "out"), ("ir-opt.stderr", "stderr")] {
            let Some(own) = read_opt(&f.expectation(run, ext)) else {
                continue;
            };
            pinned += 1;
            if !f.xfail {
                report.failures.push(format!(
                    "{}: has {}.{ext} but no `// XFAIL:` mark saying why ir-opt differs",
                    f.rel, run.base
                ));
            }
            report.checks += 1;
            let reference = read_opt(&f.expectation(run, mlir_ext)).unwrap_or_default();
            if own == reference {
                report.failures.push(format!(
                    "{}: {}.{ext} equals mlir-opt-22's expectation: delete it (rerun {UPDATE})",
                    f.rel, run.base
                ));
            }
        }
    }
    if f.xfail && pinned == 0 {
        report.failures.push(format!(
            "{}: marked XFAIL but has no `.ir-opt.out`/`.ir-opt.stderr` expectation: remove \
             the mark if ir-opt matches mlir-opt-22 now, else rerun {UPDATE}",
            f.rel
        ));
    }
    pinned
}

#[test]
fn lit_files_match_expectations() {
    let ctx = ir::Context::new();
    let config = OptConfig::new("ir-opt");
    let files = lit_files();
    let mut report = Report::default();
    check_file_set(&files, &mut report);
    let (mut ran_files, mut runs, mut pinned, mut skipped) = (0, 0, 0, 0);
    for f in &files {
        pinned += check_xfail(f, &mut report);
        if let Some(op) = f
            .required_ops
            .iter()
            .find(|op| ctx.registry().op_by_name(op).is_none())
        {
            println!("lit: skipping {}: `{op}` is not registered", f.rel);
            skipped += 1;
            continue;
        }
        ran_files += 1;
        for (k, run) in f.runs.iter().enumerate() {
            runs += 1;
            let what = format!("{} RUN {} `{}`", f.rel, k + 1, run.line);
            // The driver is invoked as the script invokes mlir-opt-22, so
            // that the messages naming the program (LLVM's option parser
            // names it by `argv[0]`: `mlir-opt: for the --x option: ...`)
            // are the same.
            let out = match args::parse(&config, MLIR_OPT, run.args.clone()) {
                Parsed::Run(opts) => ir::opt::run(&opts, &f.name, &f.text),
                Parsed::Error(stderr) => ir::opt::RunOutput {
                    stderr,
                    code: 1,
                    ..Default::default()
                },
                Parsed::Help(_) => panic!("{what}: --help is not a lit test"),
            };
            report.exit(&what, "ir-opt", i32::from(out.code), run.expect_failure);
            for (stream, got, mlir_ext, own_ext) in [
                ("stdout", &out.stdout, "out", "ir-opt.out"),
                ("stderr", &out.stderr, "stderr", "ir-opt.stderr"),
            ] {
                let own = f.expectation(run, own_ext);
                let (path, want) = match read_opt(&own) {
                    Some(w) => (own, Some(w)),
                    None => {
                        let p = f.expectation(run, mlir_ext);
                        let w = read_opt(&p);
                        (p, w)
                    }
                };
                let want = match (want, stream) {
                    (Some(w), _) => w,
                    // An absent `.stderr` means nothing on stderr.
                    (None, "stderr") => String::new(),
                    (None, _) => {
                        report.checks += 1;
                        report.failures.push(format!(
                            "{what}: lit/{} is missing (run {UPDATE})",
                            path.strip_prefix(lit_root()).unwrap_or(&path).display()
                        ));
                        continue;
                    }
                };
                report.compare(&format!("{what} {stream}"), &path, &want, "ir-opt", got);
            }
        }
    }
    let mut summary = format!(
        "lit: {ran_files} files, {runs} runs, {} checks (stdout, stderr and exit status of each \
         run; {pinned} XFAIL streams held to ir-opt's own expectation, each checked to still \
         differ from mlir-opt-22's)",
        report.checks
    );
    if skipped > 0 {
        let _ = write!(summary, ", {skipped} files skipped");
    }
    println!("{summary}");
    assert!(runs > 0, "every lit file was skipped");
    report.finish(
        "lit",
        &format!(
            "the expectations are mlir-opt-22's output: a difference is ir-opt's to fix, \
             unless a lit file changed and {UPDATE} must be rerun"
        ),
    );
}

#[test]
fn expectations_match_mlir_opt() {
    if !Path::new(MLIR_OPT).exists() {
        println!("lit vs mlir-opt-22: {MLIR_OPT} not found; differential check skipped");
        return;
    }
    let files = lit_files();
    let mut report = Report::default();
    let mut runs = 0;
    for f in &files {
        for (k, run) in f.runs.iter().enumerate() {
            runs += 1;
            let what = format!("{} RUN {} `{}`", f.rel, k + 1, run.line);
            // As the script runs it: in the file's directory, on its name.
            let out = Command::new(MLIR_OPT)
                .current_dir(f.dir())
                .args(&run.args)
                .output()
                .unwrap_or_else(|e| panic!("{MLIR_OPT}: {e}"));
            let code = out.status.code().unwrap_or(-1);
            report.exit(&what, "mlir-opt-22", code, run.expect_failure);
            for (stream, bytes, ext) in [
                ("stdout", &out.stdout, "out"),
                ("stderr", &out.stderr, "stderr"),
            ] {
                let got = String::from_utf8_lossy(bytes);
                let path = f.expectation(run, ext);
                let want = read_opt(&path).unwrap_or_default();
                report.compare(
                    &format!("{what} {stream}"),
                    &path,
                    &want,
                    "mlir-opt-22",
                    &got,
                );
            }
        }
    }
    println!(
        "lit vs mlir-opt-22: {} files, {runs} runs, {} checks",
        files.len(),
        report.checks
    );
    report.finish(
        "lit vs mlir-opt-22",
        &format!("the committed expectations are stale: rerun {UPDATE} and review the diff"),
    );
}
