//! The harness of the generated-module differential tests
//! (`tests/tests/dialect_diff.rs`, `xform_diff.rs`, `semiaff_diff.rs`): run each
//! case through `ir-opt` in-process and through `mlir-opt-22`, and compare.
//!
//! `ir-opt` runs on the module as `<stdin>`, and `mlir-opt` reads the same
//! text from its standard input. The expectations live in
//! `tests/expected/<name>.txt`: one stable hash of mlir-opt-22's output per
//! case, so that a test checks behaviour on a machine without LLVM too.
//! With mlir-opt installed the outputs are compared directly (a difference
//! shows the first differing line) and the file is checked to still hold
//! mlir-opt's hashes; `UPDATE_<NAME>=1` rewrites it from mlir-opt's
//! outputs, and `<NAME>_DUMP=DIR` only writes the generated inputs to
//! `DIR`.

use crate::MLIR_OPT;
use ir::opt::{OptConfig, Parsed, args};
use std::collections::BTreeMap;
use std::io::Write as _;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

/// One run of both tools on one input.
#[derive(Clone, Debug)]
pub struct Case {
    /// The case's name in the expectations file (no trailing space).
    pub key: String,
    /// The input module.
    pub text: String,
    /// The command-line flags, before the input.
    pub flags: &'static [&'static str],
    /// Whether the input must be accepted (then stdout is compared) or
    /// rejected (then stderr is).
    pub valid: bool,
}

/// What a run printed: exit code and the stream that is compared (stdout
/// when a valid input succeeds, stderr otherwise).
#[derive(PartialEq, Eq, Debug, Clone)]
pub struct Outcome {
    /// The exit code.
    pub code: i32,
    /// The compared stream.
    pub text: String,
}

impl Outcome {
    fn hash(&self) -> String {
        let mut bytes = self.code.to_le_bytes().to_vec();
        bytes.extend_from_slice(self.text.as_bytes());
        format!("{:016x}", stable_hash(&bytes))
    }
}

/// FNV-1a, 64 bits: a hash that stays the same across Rust versions and
/// platforms, for the expectations files.
pub fn stable_hash(bytes: &[u8]) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for &b in bytes {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    h
}

/// `ir-opt`'s run on `case`, in-process (exit code -2 when it rejects
/// the flags).
pub fn ir_opt(case: &Case) -> Outcome {
    let mut argv: Vec<String> = case.flags.iter().map(|s| (*s).to_owned()).collect();
    argv.push("-".to_owned());
    let opts = match args::parse(&OptConfig::new("ir-opt"), "ir-opt", argv) {
        Parsed::Run(opts) => opts,
        _ => {
            return Outcome {
                code: -2,
                text: format!("ir-opt rejects the flags {:?}", case.flags),
            };
        }
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
    let chunk = cases.len().div_ceil(threads).max(1);
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

/// One differential test: its name (the expectations file is
/// `tests/expected/<name>.txt`, the variables `UPDATE_<NAME>` and
/// `<NAME>_DUMP`) and the test file that owns it, for messages.
#[derive(Copy, Clone, Debug)]
pub struct Differential {
    /// `dialect_diff`, `xform_diff`...
    pub name: &'static str,
}

impl Differential {
    fn path(self) -> PathBuf {
        Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("expected/{}.txt", self.name))
    }

    fn var(self, prefix: &str, suffix: &str) -> String {
        format!("{prefix}{}{suffix}", self.name.to_uppercase())
    }

    fn read(self) -> BTreeMap<String, String> {
        let text = std::fs::read_to_string(self.path()).unwrap_or_default();
        text.lines()
            .filter(|l| !l.starts_with('#') && !l.is_empty())
            .filter_map(|l| l.rsplit_once(' '))
            .map(|(k, h)| (k.to_owned(), h.to_owned()))
            .collect()
    }

    fn write(self, cases: &[Case], outcomes: &[Outcome]) {
        let mut s = format!(
            "# mlir-opt-22's output on the generated modules of tests/tests/{0}.rs:\n\
             # one FNV-1a hash of exit code and compared stream per case.\n\
             # Regenerate: {1}=1 cargo test -p tests --test {0}\n",
            self.name,
            self.var("UPDATE_", "")
        );
        for (c, o) in cases.iter().zip(outcomes) {
            s.push_str(&format!("{} {}\n", c.key, o.hash()));
        }
        std::fs::create_dir_all(self.path().parent().expect("a parent")).expect("mkdir");
        std::fs::write(self.path(), s).expect("the expectations are written");
    }

    /// Runs every case as [`Differential::run`] does, prints `summary`
    /// followed by the number of differing cases, and fails with the
    /// first five differences when there are any.
    pub fn check(self, cases: &[Case], dump: impl Fn(&Case) -> Option<String>, summary: &str) {
        let failures = self.run(cases, dump);
        println!("{}: {summary}; {} differ", self.name, failures.len());
        assert!(
            failures.is_empty(),
            "{} of {} cases differ from mlir-opt-22; the first ones:\n\n{}",
            failures.len(),
            cases.len(),
            failures[..failures.len().min(5)].join("\n\n")
        );
    }

    /// Runs every case through both tools (or checks the recorded hashes
    /// when mlir-opt-22 is absent) and returns one message per differing
    /// case. With `<NAME>_DUMP` set, writes the inputs of the cases whose
    /// `dump` name is `Some` to that directory instead and returns none.
    pub fn run(self, cases: &[Case], dump: impl Fn(&Case) -> Option<String>) -> Vec<String> {
        if let Some(dir) = std::env::var_os(self.var("", "_DUMP")) {
            for c in cases {
                if let Some(name) = dump(c) {
                    std::fs::write(Path::new(&dir).join(format!("{name}.mlir")), &c.text)
                        .expect("the dump directory is writable");
                }
            }
            println!("{}: inputs written, nothing compared", self.name);
            return Vec::new();
        }
        let mut failures = Vec::new();
        let expected = self.read();
        let mlir = Path::new(MLIR_OPT).exists().then(|| par_map(cases, theirs));
        let Some(want) = mlir else {
            let got = par_map(cases, ir_opt);
            println!(
                "{}: mlir-opt-22 is not installed; checking the recorded hashes",
                self.name
            );
            for (c, g) in cases.iter().zip(&got) {
                match expected.get(&c.key) {
                    Some(h) if *h == g.hash() => {}
                    Some(_) => failures.push(format!(
                        "{}: ir-opt's output differs from mlir-opt-22's recorded one (install \
                         mlir-22-tools to see the difference)\n--- input\n{}",
                        c.key, c.text
                    )),
                    None => failures.push(format!(
                        "{}: no expectation in tests/expected/{}.txt",
                        c.key, self.name
                    )),
                }
            }
            return failures;
        };
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
        if std::env::var_os(self.var("UPDATE_", "")).is_some() {
            self.write(cases, &want);
        } else {
            let stale = cases
                .iter()
                .zip(&want)
                .filter(|(c, w)| expected.get(&c.key) != Some(&w.hash()))
                .count();
            assert_eq!(
                stale,
                0,
                "{stale} cases of tests/expected/{}.txt no longer hold mlir-opt-22's output: \
                 rerun with {}=1",
                self.name,
                self.var("UPDATE_", "")
            );
        }
        let got = par_map(cases, ir_opt);
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
        failures
    }
}
