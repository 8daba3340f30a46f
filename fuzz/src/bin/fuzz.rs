//! The fuzz runner: mutates the seeds (the lit tests cut at `// -----`)
//! and the committed corpus, runs each mutant through the invariants of
//! [`fuzz::check`] in a worker process, minimizes each new failure and
//! writes it to a crashers folder.
//!
//! ```sh
//! cargo run --release -p fuzz --bin fuzz -- --seconds 60 [--seed N] [--out DIR]
//! cargo run --release -p fuzz --bin fuzz -- --replay FILE...   # re-check stored cases
//! cargo run --release -p fuzz --bin fuzz -- --list-ops          # ir-opt's registered ops
//! ```
//!
//! The runner is a supervisor: cases go to a worker (this binary with
//! `--worker`) over a pipe, one at a time, and an answer not back within
//! `--timeout-ms` is a hang (the worker is killed and restarted), a worker
//! that dies is a crash (a stack overflow aborts the process; its stderr
//! says why). Checking in the runner's own process was rejected for that
//! reason: the first stack overflow would end the run and lose the input.
//! One worker only: the machine's two cores are shared, and the driver
//! runs threads of its own.
//!
//! Output (default `target/fuzz/`): `crashers/<invariant>-<hash>.mlir`
//! (minimized, with a `.txt` beside it saying what broke) and
//! `queue/*.mlir` (mutants that showed a new behaviour; copy a few into
//! `fuzz/corpus/interesting/` to keep them).

use fuzz::case::{self, Case};
use fuzz::check::{self, AMPLIFY, Failure, Invariant, Outcome};
use fuzz::minimize::minimize;
use fuzz::mutate::{Dictionary, MAX_LEN, mutate, mutate_gently};
use fuzz::oracle;
use fuzz::rng::Rng;
use std::collections::{BTreeMap, HashSet};
use std::io::{BufRead, BufReader, Read, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, Command, ExitCode, Stdio};
use std::sync::mpsc::{Receiver, RecvTimeoutError, channel};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// Flags a mutant may gain (one in sixteen cases): the driver modes.
const EXTRA_FLAGS: &[&str] = &[
    "--mlir-print-op-generic",
    "--mlir-print-debuginfo",
    "--mlir-print-local-scope",
    "--allow-unregistered-dialect",
    "--split-input-file",
    "--verify-diagnostics",
    "--symbol-dce",
    "--symbol-privatize",
    "--test-trait-folder",
    "--test-symbol-uses",
    "--mlir-print-ir-after-all",
    "--mlir-print-op-on-diagnostic=false",
];

struct Config {
    seconds: u64,
    max_execs: u64,
    seed: u64,
    out: PathBuf,
    timeout: Duration,
    minimize_budget: usize,
    amplify_one_in: usize,
    replay: Vec<PathBuf>,
    /// Lit folders whose files are the only seeds (`--only affine,scf`);
    /// the stored corpus is then left out too.
    only: Vec<String>,
}

fn usage() -> &'static str {
    "usage: fuzz [--seconds N] [--max-execs N] [--seed N] [--out DIR] [--timeout-ms N]\n\
     \x20           [--minimize-budget N] [--amplify-one-in N] [--only DIR,...] [--replay FILE...]\n\
     \x20           [--list-ops]\n"
}

fn parse_args() -> Result<Option<Config>, String> {
    let mut c = Config {
        seconds: 60,
        max_execs: u64::MAX,
        seed: 1,
        out: case::workspace_root().join("target/fuzz"),
        timeout: Duration::from_millis(10_000),
        minimize_budget: 600,
        amplify_one_in: 64,
        replay: Vec::new(),
        only: Vec::new(),
    };
    let mut it = std::env::args().skip(1);
    let num = |v: Option<String>, name: &str| -> Result<u64, String> {
        v.and_then(|v| v.parse().ok())
            .ok_or_else(|| format!("{name} needs a number\n{}", usage()))
    };
    while let Some(a) = it.next() {
        match a.as_str() {
            "--worker" => return Ok(None),
            "--list-ops" => {
                // For the differential script: the ops ir-opt registers.
                let ctx = ir::Context::new();
                for op in &ctx.registry().ops {
                    println!("{}", op.name);
                }
                std::process::exit(0);
            }
            "--seconds" => c.seconds = num(it.next(), "--seconds")?,
            "--max-execs" => c.max_execs = num(it.next(), "--max-execs")?,
            "--seed" => c.seed = num(it.next(), "--seed")?,
            "--timeout-ms" => c.timeout = Duration::from_millis(num(it.next(), "--timeout-ms")?),
            "--minimize-budget" => {
                c.minimize_budget = num(it.next(), "--minimize-budget")? as usize
            }
            "--amplify-one-in" => c.amplify_one_in = num(it.next(), "--amplify-one-in")? as usize,
            "--out" => c.out = it.next().ok_or("--out needs a folder")?.into(),
            "--only" => {
                let list = it.next().ok_or("--only needs lit folder names")?;
                c.only = list.split(',').map(str::to_owned).collect();
            }
            "--replay" => c.replay.extend(it.by_ref().map(PathBuf::from)),
            "-h" | "--help" => return Err(usage().to_owned()),
            _ => return Err(format!("unknown argument {a}\n{}", usage())),
        }
    }
    Ok(Some(c))
}

fn main() -> ExitCode {
    match parse_args() {
        Ok(None) => worker(),
        Ok(Some(c)) if !c.replay.is_empty() => replay(&c),
        Ok(Some(c)) => supervise(&c),
        Err(e) => {
            eprint!("{e}");
            ExitCode::FAILURE
        }
    }
}

// ---- the worker ----------------------------------------------------------

/// Reads length-prefixed cases from stdin, answers on stdout: a tag byte
/// (0 outcome, 1 failure) and a length-prefixed text.
fn worker() -> ExitCode {
    check::install_panic_hook(true);
    let mut input = std::io::stdin().lock();
    let mut output = std::io::stdout().lock();
    loop {
        let mut len = [0u8; 4];
        if input.read_exact(&mut len).is_err() {
            return ExitCode::SUCCESS;
        }
        let mut buf = vec![0u8; u32::from_le_bytes(len) as usize];
        if input.read_exact(&mut buf).is_err() {
            return ExitCode::FAILURE;
        }
        let c = Case::from_file(&String::from_utf8_lossy(&buf));
        let (tag, text) = match check::run_case_on_main_stack(|| check::check(&c)) {
            Ok(o) => (
                0u8,
                format!(
                    "{}\t{}\t{}",
                    u8::from(o.accepted),
                    u8::from(o.round_tripped),
                    o.signature
                ),
            ),
            Err(f) => (1u8, format!("{}\t{}", f.invariant.name(), f.detail)),
        };
        let ok = output.write_all(&[tag]).is_ok()
            && output.write_all(&(text.len() as u32).to_le_bytes()).is_ok()
            && output.write_all(text.as_bytes()).is_ok()
            && output.flush().is_ok();
        if !ok {
            return ExitCode::FAILURE;
        }
    }
}

/// A worker process and the threads reading its stdout and stderr.
struct Worker {
    child: Child,
    stdin: ChildStdin,
    answers: Receiver<(u8, String)>,
    stderr_tail: Arc<Mutex<String>>,
}

impl Worker {
    fn spawn() -> Worker {
        let exe = std::env::current_exe().expect("the runner's own path");
        let mut child = Command::new(exe)
            .arg("--worker")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .expect("starting a worker");
        let stdin = child.stdin.take().expect("piped");
        let mut stdout = BufReader::new(child.stdout.take().expect("piped"));
        let stderr = BufReader::new(child.stderr.take().expect("piped"));
        let (tx, answers) = channel();
        std::thread::spawn(move || {
            loop {
                let mut tag = [0u8; 1];
                let mut len = [0u8; 4];
                if stdout.read_exact(&mut tag).is_err() || stdout.read_exact(&mut len).is_err() {
                    return;
                }
                let mut buf = vec![0u8; u32::from_le_bytes(len) as usize];
                if stdout.read_exact(&mut buf).is_err() {
                    return;
                }
                if tx
                    .send((tag[0], String::from_utf8_lossy(&buf).into_owned()))
                    .is_err()
                {
                    return;
                }
            }
        });
        let stderr_tail = Arc::new(Mutex::new(String::new()));
        let tail = stderr_tail.clone();
        std::thread::spawn(move || {
            for line in stderr.lines() {
                let Ok(line) = line else { return };
                if let Ok(mut t) = tail.lock() {
                    if t.len() > 16 << 10 {
                        let cut = t.len() - (8 << 10);
                        let cut = (cut..t.len()).find(|&i| t.is_char_boundary(i)).unwrap_or(0);
                        t.drain(..cut);
                    }
                    t.push_str(&line);
                    t.push('\n');
                }
            }
        });
        Worker {
            child,
            stdin,
            answers,
            stderr_tail,
        }
    }

    /// Runs one case; restarts the worker after a crash or hang.
    fn run(&mut self, c: &Case, timeout: Duration) -> Result<Outcome, Failure> {
        let bytes = c.to_file();
        let sent = self
            .stdin
            .write_all(&(bytes.len() as u32).to_le_bytes())
            .and_then(|()| self.stdin.write_all(bytes.as_bytes()))
            .and_then(|()| self.stdin.flush());
        // Big inputs (deep nesting) legitimately take longer: their
        // output is quadratic in the depth (indentation).
        let mib = bytes.len() as u32 >> 20;
        let timeout = timeout + Duration::from_secs(30) * mib;
        let answer = match sent {
            Ok(()) => self.answers.recv_timeout(timeout),
            Err(_) => Err(RecvTimeoutError::Disconnected),
        };
        match answer {
            Ok((0, text)) => {
                let mut parts = text.splitn(3, '\t');
                let acc = parts.next().unwrap_or("0");
                let rt = parts.next().unwrap_or("0");
                Ok(Outcome {
                    accepted: acc == "1",
                    round_tripped: rt == "1",
                    signature: parts.next().unwrap_or("").to_owned(),
                })
            }
            Ok((_, text)) => {
                let (inv, detail) = text.split_once('\t').unwrap_or(("panic", &text));
                Err(Failure {
                    invariant: Invariant::from_name(inv).unwrap_or(Invariant::Panic),
                    detail: detail.to_owned(),
                })
            }
            Err(RecvTimeoutError::Timeout) => {
                self.restart();
                Err(Failure {
                    invariant: Invariant::Hang,
                    detail: format!("no answer within {} ms", timeout.as_millis()),
                })
            }
            Err(RecvTimeoutError::Disconnected) => {
                let status = self.child.wait().ok();
                // Let the stderr reader catch up with the dying worker.
                std::thread::sleep(Duration::from_millis(50));
                let tail = self
                    .stderr_tail
                    .lock()
                    .map(|t| t.clone())
                    .unwrap_or_default();
                let why = tail
                    .lines()
                    .rev()
                    .find(|l| !l.trim().is_empty())
                    .unwrap_or("")
                    .to_owned();
                // "thread '<unnamed>' has overflowed its stack": the thread
                // name is noise.
                let why = why.replace("thread '<unnamed>' ", "");
                self.restart();
                Err(Failure {
                    invariant: Invariant::Crash,
                    detail: format!(
                        "worker died ({}): {why}\n{tail}",
                        status.map_or("no status".into(), |s| s.to_string())
                    ),
                })
            }
        }
    }

    fn restart(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
        *self = Worker::spawn();
    }
}

impl Drop for Worker {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

// ---- the supervisor ------------------------------------------------------

fn hash(s: &str) -> u64 {
    // FNV-1a: stable across runs and Rust versions, unlike `DefaultHasher`.
    s.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

struct Finding {
    invariant: Invariant,
    signature: String,
    file: PathBuf,
    minimized: Case,
}

fn supervise(c: &Config) -> ExitCode {
    let root = case::workspace_root();
    let seeds = case::lit_seeds_in(&root, &c.only);
    let mut queue: Vec<Case> = seeds.clone();
    let corpus = if c.only.is_empty() {
        case::corpus_files(&root)
    } else {
        Vec::new()
    };
    for p in corpus {
        if let Ok(t) = std::fs::read_to_string(&p) {
            queue.push(Case::from_file(&t));
        }
    }
    let dict = Dictionary::new(queue.iter().map(|c| c.text.as_str()));
    let crashers = c.out.join("crashers");
    let queue_dir = c.out.join("queue");
    let conforming_dir = c.out.join("conforming");
    for d in [&crashers, &queue_dir, &conforming_dir] {
        if let Err(e) = std::fs::create_dir_all(d) {
            eprintln!("cannot create {}: {e}", d.display());
            return ExitCode::FAILURE;
        }
    }
    eprintln!(
        "fuzz: {} seeds from tests/lit, {} corpus entries, {} dictionary words; seed {}, {} s",
        seeds.len(),
        queue.len() - seeds.len(),
        dict.len(),
        c.seed,
        c.seconds
    );
    let mut rng = Rng::new(c.seed);
    let mut worker = Worker::spawn();
    let mut seen: HashSet<String> = HashSet::new();
    let mut findings: Vec<Finding> = Vec::new();
    let mut failures_by_sig: BTreeMap<String, u64> = BTreeMap::new();
    let start = Instant::now();
    let deadline = start + Duration::from_secs(c.seconds);
    let mut execs = 0u64;
    let mut accepted = 0u64;
    let mut new_entries = 0usize;
    let mut conforming = 0u64;
    let mut round_tripped = 0u64;
    // Queue entries that parse and verify.
    let mut valid: Vec<usize> = Vec::new();
    let mut last_report = Instant::now();
    let initial = queue.len();
    let mut i = 0usize;
    while Instant::now() < deadline && execs < c.max_execs {
        // The queue's initial entries are run as they are first.
        let cand = if i < initial {
            i += 1;
            queue[i - 1].clone()
        } else {
            // Half the parents are entries that parse and verify (the
            // round-trip invariants need valid IR, and most mutants of
            // those stay valid); of the rest, newer entries are picked
            // more often: they are the frontier.
            let n = queue.len();
            let from_valid = !valid.is_empty() && rng.one_in(2);
            let p = if from_valid {
                valid[rng.below(valid.len())]
            } else if rng.one_in(3) && n > initial {
                initial + rng.below(n - initial)
            } else {
                rng.below(n)
            };
            let other = rng.below(n);
            let text = if from_valid && rng.one_in(2) {
                mutate_gently(&mut rng, &dict, &queue[p].text)
            } else {
                mutate(&mut rng, &dict, &queue[p].text, &queue[other].text)
            };
            let mut m = Case {
                args: queue[p].args.clone(),
                text,
            };
            if rng.one_in(16) {
                let f = (*rng.pick(EXTRA_FLAGS)).to_owned();
                if !m.has(&f) {
                    m.args.push(f);
                }
            }
            if c.amplify_one_in > 0 && rng.one_in(c.amplify_one_in) {
                m.args.push(AMPLIFY.into());
            }
            m
        };
        execs += 1;
        match worker.run(&cand, c.timeout) {
            Ok(o) => {
                accepted += u64::from(o.accepted);
                round_tripped += u64::from(o.round_tripped);
                if execs as usize <= initial && o.round_tripped {
                    valid.push(execs as usize - 1);
                }
                // Deep-nesting and padded mutants stay out of the queue:
                // every mutant of theirs would be as slow.
                let small = cand.text.len() <= MAX_LEN && !cand.has(AMPLIFY);
                if small && seen.insert(o.signature) && execs as usize > initial {
                    new_entries += 1;
                    let name = format!("{:016x}.mlir", hash(&cand.to_file()));
                    let _ = std::fs::write(queue_dir.join(name), cand.to_file());
                    if o.round_tripped {
                        valid.push(queue.len());
                    }
                    queue.push(cand);
                }
            }
            Err(f) => {
                if oracle::mlir_opt_breaks(f.invariant, &cand.text) == Some(true) {
                    // mlir-opt does the same: no finding (see `oracle`).
                    conforming += 1;
                    let name =
                        format!("{}-{:016x}.mlir", f.invariant.name(), hash(&cand.to_file()));
                    let _ = std::fs::write(conforming_dir.join(name), cand.to_file());
                    continue;
                }
                let sig = f.signature();
                *failures_by_sig.entry(sig.clone()).or_default() += 1;
                let per_kind = findings
                    .iter()
                    .filter(|x| x.invariant == f.invariant)
                    .count();
                if failures_by_sig[&sig] == 1 {
                    eprintln!("fuzz: new failure after {execs} execs: {sig}");
                    // Past a few findings of one kind, keep inputs unminimized.
                    let budget = if per_kind < 6 { c.minimize_budget } else { 0 };
                    let finding = record(c, budget, &mut worker, &crashers, cand, f);
                    eprintln!(
                        "fuzz:   minimized to {} bytes: {}",
                        finding.minimized.text.len(),
                        finding.file.display()
                    );
                    findings.push(finding);
                }
            }
        }
        if last_report.elapsed() > Duration::from_secs(10) {
            last_report = Instant::now();
            eprintln!(
                "fuzz: {execs} execs ({:.0}/s), queue {} ({} valid), {} failures ({} distinct)",
                execs as f64 / start.elapsed().as_secs_f64(),
                queue.len(),
                valid.len(),
                failures_by_sig.values().sum::<u64>(),
                failures_by_sig.len()
            );
        }
    }
    let secs = start.elapsed().as_secs_f64();
    println!("fuzz: seed {}, {:.0} s", c.seed, secs);
    println!(
        "execs: {execs} ({:.0}/s), accepted by ir-opt {accepted} ({:.1}%), round-tripped {round_tripped} ({:.1}%)",
        execs as f64 / secs,
        100.0 * accepted as f64 / execs.max(1) as f64,
        100.0 * round_tripped as f64 / execs.max(1) as f64
    );
    println!(
        "queue: {} entries ({new_entries} new behaviours), written to {}",
        queue.len(),
        queue_dir.display()
    );
    println!(
        "conforming: {conforming} round-trip failures that mlir-opt-22 shows too, written to {}",
        conforming_dir.display()
    );
    println!(
        "failures: {} ({} distinct)",
        failures_by_sig.values().sum::<u64>(),
        failures_by_sig.len()
    );
    for f in &findings {
        println!(
            "  [{}x] {}\n        {} ({} bytes)",
            failures_by_sig[&f.signature],
            f.signature,
            f.file.display(),
            f.minimized.text.len()
        );
    }
    if findings.is_empty() {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}

/// Minimizes a failing case (while it fails with the same signature) and
/// writes it and its report.
fn record(
    c: &Config,
    budget: usize,
    worker: &mut Worker,
    dir: &Path,
    cand: Case,
    f: Failure,
) -> Finding {
    let sig = f.signature();
    let started = Instant::now();
    // Hangs and crashes cost a restart per try: give them less.
    let budget = match f.invariant {
        Invariant::Hang => budget / 10,
        _ => budget,
    };
    let mut last_detail = f.detail.clone();
    // First try without the optional arguments (keep what is needed).
    let mut args = cand.args.clone();
    for a in cand.args.iter().rev() {
        let fewer: Vec<String> = args.iter().filter(|x| *x != a).cloned().collect();
        let t = Case {
            args: fewer.clone(),
            text: cand.text.clone(),
        };
        if worker
            .run(&t, c.timeout)
            .is_err_and(|g| g.signature() == sig)
        {
            args = fewer;
        }
    }
    let text = minimize(&cand.text, budget, &mut |s| {
        if started.elapsed() > Duration::from_secs(180) {
            return false;
        }
        let t = Case {
            args: args.clone(),
            text: s.to_owned(),
        };
        match worker.run(&t, c.timeout) {
            Err(g)
                if g.signature() == sig
                    && oracle::mlir_opt_breaks(g.invariant, s) != Some(true) =>
            {
                last_detail = g.detail;
                true
            }
            _ => false,
        }
    });
    let minimized = Case { args, text };
    let file = dir.join(format!(
        "{}-{:08x}.mlir",
        f.invariant.name(),
        hash(&sig) as u32
    ));
    let _ = std::fs::write(&file, minimized.to_file());
    let report = format!("{sig}\n\n{last_detail}\n");
    let _ = std::fs::write(file.with_extension("txt"), report);
    Finding {
        invariant: f.invariant,
        signature: sig,
        file,
        minimized,
    }
}

fn replay(c: &Config) -> ExitCode {
    let mut worker = Worker::spawn();
    let mut bad = 0;
    for p in &c.replay {
        let Ok(t) = std::fs::read_to_string(p) else {
            eprintln!("{}: cannot read", p.display());
            bad += 1;
            continue;
        };
        match worker.run(&Case::from_file(&t), c.timeout) {
            Ok(o) => println!(
                "{}: ok ({}) {}",
                p.display(),
                if o.accepted { "accepted" } else { "rejected" },
                o.signature
            ),
            Err(f) => {
                bad += 1;
                println!("{}: FAILS {}\n{}", p.display(), f.signature(), f.detail);
            }
        }
    }
    if bad == 0 {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
