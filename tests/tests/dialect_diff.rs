//! Differential test over every dialect of the workspace: generated
//! modules (`tests::dialect_gen`), 200 valid seeds printed in custom form,
//! generic form and with debug info, and 120 invalid ones whose
//! diagnostics are compared, all against `mlir-opt-22`.
//!
//! `ir-opt` runs in-process (as in `lit.rs`), on the module as `<stdin>`,
//! and `mlir-opt` reads the same text from its standard input. The
//! expectations live in `tests/expected/dialect_diff.txt`: one stable hash
//! of mlir-opt-22's output per case, so that the test checks behaviour on
//! a machine without LLVM too. With mlir-opt installed the outputs are
//! compared directly (a difference shows the first differing line) and
//! the file is checked to still hold mlir-opt's hashes; after a change of
//! the generator, `UPDATE_DIALECT_DIFF=1 cargo test -p tests --test
//! dialect_diff` rewrites it from mlir-opt's outputs, and
//! `DIALECT_DIFF_DUMP=DIR` only writes the generated inputs to `DIR`.

use dialects as _;
use ir::opt::{OptConfig, Parsed, args};
use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use tests::MLIR_OPT;
use tests::dialect_gen::{invalid_module, stable_hash, valid_module};

const VALID_SEEDS: u64 = 200;
const INVALID_SEEDS: u64 = 120;

/// Print modes of the valid modules: name and flags.
const MODES: [(&str, &[&str]); 3] = [
    ("custom", &[]),
    ("generic", &["--mlir-print-op-generic"]),
    ("debuginfo", &["--mlir-print-debuginfo"]),
];

struct Case {
    key: String,
    text: String,
    flags: &'static [&'static str],
    valid: bool,
}

/// What a run printed: exit code and the stream that is compared (stdout
/// when a valid input succeeds, stderr otherwise).
#[derive(PartialEq, Eq, Debug, Clone)]
struct Outcome {
    code: i32,
    text: String,
}

impl Outcome {
    fn hash(&self) -> String {
        let mut bytes = self.code.to_le_bytes().to_vec();
        bytes.extend_from_slice(self.text.as_bytes());
        format!("{:016x}", stable_hash(&bytes))
    }
}

fn cases() -> Vec<Case> {
    let mut v = Vec::new();
    for seed in 0..VALID_SEEDS {
        let text = valid_module(seed);
        for (mode, flags) in MODES {
            v.push(Case {
                key: format!("valid {seed} {mode}"),
                text: text.clone(),
                flags,
                valid: true,
            });
        }
    }
    for seed in 0..INVALID_SEEDS {
        v.push(Case {
            key: format!("invalid {seed}"),
            text: invalid_module(seed),
            flags: &[],
            valid: false,
        });
    }
    v
}

fn ours(case: &Case) -> Outcome {
    let mut argv: Vec<String> = case.flags.iter().map(|s| (*s).to_owned()).collect();
    argv.push("-".to_owned());
    let Parsed::Run(opts) = args::parse(&OptConfig::new("ir-opt"), "ir-opt", argv) else {
        panic!("{}: ir-opt rejects the flags {:?}", case.key, case.flags);
    };
    let out = ir::opt::run(&opts, "<stdin>", &case.text);
    let code = i32::from(out.code);
    Outcome {
        code,
        text: if case.valid && code == 0 {
            out.stdout
        } else {
            out.stderr
        },
    }
}

fn theirs(case: &Case) -> Outcome {
    let mut child = Command::new(MLIR_OPT)
        .args(case.flags)
        .arg("-")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("mlir-opt runs");
    child
        .stdin
        .take()
        .expect("a stdin pipe")
        .write_all(case.text.as_bytes())
        .expect("mlir-opt reads its input");
    let out = child.wait_with_output().expect("mlir-opt finishes");
    let code = out.status.code().unwrap_or(-1);
    let text = if case.valid && code == 0 {
        out.stdout
    } else {
        out.stderr
    };
    Outcome {
        code,
        text: String::from_utf8(text).expect("mlir-opt prints UTF-8"),
    }
}

/// `f` over every case, on all cores; results in case order.
fn par_map(cases: &[Case], f: fn(&Case) -> Outcome) -> Vec<Outcome> {
    let threads = std::thread::available_parallelism().map_or(2, |n| n.get());
    let chunk = cases.len().div_ceil(threads);
    std::thread::scope(|s| {
        let handles: Vec<_> = cases
            .chunks(chunk)
            .map(|part| s.spawn(move || part.iter().map(f).collect::<Vec<_>>()))
            .collect();
        handles
            .into_iter()
            .flat_map(|h| h.join().expect("a worker finishes"))
            .collect()
    })
}

fn expectations_path() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("expected/dialect_diff.txt")
}

fn read_expectations() -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(expectations_path()).unwrap_or_default();
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
        .filter_map(|l| l.rsplit_once(' '))
        .map(|(k, h)| (k.to_owned(), h.to_owned()))
        .collect()
}

fn write_expectations(cases: &[Case], outcomes: &[Outcome]) {
    let mut s = String::from(
        "# mlir-opt-22's output on the generated modules of tests/tests/dialect_diff.rs:\n\
         # one FNV-1a hash of exit code and compared stream per case.\n\
         # Regenerate: UPDATE_DIALECT_DIFF=1 cargo test -p tests --test dialect_diff\n",
    );
    for (c, o) in cases.iter().zip(outcomes) {
        s.push_str(&format!("{} {}\n", c.key, o.hash()));
    }
    std::fs::create_dir_all(expectations_path().parent().expect("a parent")).expect("mkdir");
    std::fs::write(expectations_path(), s).expect("the expectations are written");
}

/// Where two texts first differ, for a readable failure.
fn first_difference(want: &str, got: &str) -> String {
    let (w, g): (Vec<&str>, Vec<&str>) = (want.lines().collect(), got.lines().collect());
    let k = w.iter().zip(&g).take_while(|(a, b)| a == b).count();
    format!(
        "line {}:\n  mlir-opt: {}\n  ir-opt:   {}",
        k + 1,
        w.get(k).unwrap_or(&"<end>"),
        g.get(k).unwrap_or(&"<end>")
    )
}

#[test]
fn generated_modules_match_mlir_opt() {
    let cases = cases();
    if let Some(dir) = std::env::var_os("DIALECT_DIFF_DUMP") {
        for c in cases.iter().filter(|c| c.flags.is_empty()) {
            let name = c.key.split(' ').take(2).collect::<Vec<_>>().join("-");
            std::fs::write(Path::new(&dir).join(format!("{name}.mlir")), &c.text)
                .expect("the dump directory is writable");
        }
        println!("dialect_diff: inputs written, nothing compared (DIALECT_DIFF_DUMP is set)");
        return;
    }
    let mut failures = Vec::new();
    let expected = read_expectations();
    let mlir = Path::new(MLIR_OPT)
        .exists()
        .then(|| par_map(&cases, theirs));
    let got = par_map(&cases, ours);
    if let Some(want) = mlir {
        for (c, w) in cases.iter().zip(&want) {
            assert!(
                (w.code == 0) == c.valid,
                "generator bug: mlir-opt-22 {} {} (exit {}):\n{}\n--- input\n{}",
                if c.valid { "rejects" } else { "accepts" },
                c.key,
                w.code,
                w.text,
                c.text
            );
        }
        if std::env::var_os("UPDATE_DIALECT_DIFF").is_some() {
            write_expectations(&cases, &want);
        } else {
            let stale = cases
                .iter()
                .zip(&want)
                .filter(|(c, w)| expected.get(&c.key) != Some(&w.hash()))
                .count();
            assert_eq!(
                stale, 0,
                "{stale} cases of tests/expected/dialect_diff.txt no longer hold mlir-opt-22's \
                 output: rerun with UPDATE_DIALECT_DIFF=1"
            );
        }
        for ((c, w), g) in cases.iter().zip(&want).zip(&got) {
            if w != g {
                failures.push(format!(
                    "{} (exit mlir-opt {} / ir-opt {}): {}\n--- input\n{}",
                    c.key,
                    w.code,
                    g.code,
                    first_difference(&w.text, &g.text),
                    c.text
                ));
            }
        }
    } else {
        println!("dialect_diff: mlir-opt-22 is not installed; checking the recorded hashes");
        for (c, g) in cases.iter().zip(&got) {
            match expected.get(&c.key) {
                Some(h) if *h == g.hash() => {}
                Some(_) => failures.push(format!(
                    "{}: ir-opt's output differs from mlir-opt-22's recorded one (install \
                     mlir-22-tools to see the difference)\n--- input\n{}",
                    c.key, c.text
                )),
                None => failures.push(format!(
                    "{}: no expectation in tests/expected/dialect_diff.txt",
                    c.key
                )),
            }
        }
    }
    println!(
        "dialect_diff: {} valid seeds x {} modes, {} invalid seeds; {} differ",
        VALID_SEEDS,
        MODES.len(),
        INVALID_SEEDS,
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {} cases differ from mlir-opt-22; the first ones:\n\n{}",
        failures.len(),
        cases.len(),
        failures[..failures.len().min(5)].join("\n\n")
    );
}
