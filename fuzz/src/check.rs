//! The invariants every input must keep, checked in process on one case.
//!
//! 1. **panic**: neither the driver ([`ir::opt::run`], as `ir-opt` runs
//!    it) nor the library entry points panic, and no output or diagnostic
//!    says "internal error" (the parser and printer threads turn their own
//!    panics into such messages).
//! 2. **exit-code**: the driver exits 0 or 1, and never 1 without saying
//!    anything on stderr.
//! 3. **threading**: the driver's stdout, stderr and exit code are the same
//!    with and without `--mlir-disable-threading`. Parallel parsing only
//!    starts at 1 MiB of input, so a case whose arguments hold the pseudo
//!    flag `--fuzz-amplify` is padded with comment lines past that size
//!    first (the runner sets it on a few cases).
//! 4. **reparse**: IR that parses and verifies (unregistered dialects
//!    allowed, nested at most 1,000 braces deep: deeper IR prints
//!    quadratically many indentation spaces) prints, custom and generic,
//!    with and without debug info, to text that parses and verifies again.
//! 5. **fixed-point**: printing the re-parsed IR gives the same text:
//!    print∘parse is a fixed point on printed text.
//! 6. **generic-custom**: the custom form re-parsed and the generic form
//!    re-parsed print the same generic (and custom) text.
//!
//! Crashes (a stack overflow, an abort) and hangs cannot be caught in
//! process; the runner's worker processes and time limit find those, and
//! [`run_case_on_main_stack`] gives a case the stack of `ir-opt`'s main
//! thread so that a depth that overflows there overflows here too.
//!
//! Comparing against `mlir-opt` here was rejected: the in-process checks
//! need no LLVM and run a hundred cases a second; the runner asks
//! mlir-opt only about failures ([`crate::oracle`]), and the differential
//! script (`fuzz/diff_mlir_opt.py`) does the full comparison.

use crate::case::Case;
use ir::Context;
use ir::opt::{OptConfig, Options, Parsed, RunOutput, args};
use ir::text::{OwnedOp, ParseOptions, PrintOptions, parse_source, print_op};
use ir::{VerifyOptions, verify};
use std::cell::Cell;
use std::panic::AssertUnwindSafe;
use std::sync::Mutex;
use std::sync::atomic::{AtomicBool, Ordering};

/// The pseudo argument that asks for the padded (parallel-parsing) run.
pub const AMPLIFY: &str = "--fuzz-amplify";

/// The size past which the parser goes parallel (`MIN_PARALLEL_BYTES` in
/// `ir/src/text/parse/deferred.rs`), plus a margin.
const AMPLIFIED_BYTES: usize = (1 << 20) + 4096;

/// The stack of `ir-opt`'s main thread (Linux's default `ulimit -s`).
pub const MAIN_STACK_BYTES: usize = 8 << 20;

/// Printed text longer than this is not round-tripped.
const MAX_ROUND_TRIP_BYTES: usize = 8 << 20;

/// Input nested deeper than this (in braces) is not round-tripped.
const MAX_ROUND_TRIP_DEPTH: usize = 1_000;

/// The deepest nesting of `{` in `text`, strings and comments included
/// (an estimate is enough).
fn brace_depth(text: &str) -> usize {
    let (mut depth, mut max) = (0usize, 0usize);
    for b in text.bytes() {
        match b {
            b'{' => {
                depth += 1;
                max = max.max(depth);
            }
            b'}' => depth = depth.saturating_sub(1),
            _ => {}
        }
    }
    max
}

/// The name the input goes by, in locations and diagnostics.
pub const FILE_NAME: &str = "fuzz.mlir";

/// Which invariant a failure breaks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Invariant {
    /// A panic, or "internal error" in the output.
    Panic,
    /// The process died (stack overflow, abort, signal): runner only.
    Crash,
    /// Over the time limit: runner only.
    Hang,
    /// An exit code other than 0/1, or 1 with nothing on stderr.
    ExitCode,
    /// Printed IR does not parse or verify again.
    Reparse,
    /// print∘parse changes printed text.
    FixedPoint,
    /// Custom and generic forms disagree after re-parsing.
    GenericCustom,
    /// Threaded and single-threaded runs differ.
    Threading,
}

impl Invariant {
    /// The invariant's name, as in file names and reports.
    pub fn name(self) -> &'static str {
        match self {
            Invariant::Panic => "panic",
            Invariant::Crash => "crash",
            Invariant::Hang => "hang",
            Invariant::ExitCode => "exit-code",
            Invariant::Reparse => "reparse",
            Invariant::FixedPoint => "fixed-point",
            Invariant::GenericCustom => "generic-custom",
            Invariant::Threading => "threading",
        }
    }

    /// The invariant named `s`.
    pub fn from_name(s: &str) -> Option<Invariant> {
        ALL.iter().copied().find(|i| i.name() == s)
    }
}

const ALL: [Invariant; 8] = [
    Invariant::Panic,
    Invariant::Crash,
    Invariant::Hang,
    Invariant::ExitCode,
    Invariant::Reparse,
    Invariant::FixedPoint,
    Invariant::GenericCustom,
    Invariant::Threading,
];

/// A broken invariant.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Failure {
    /// Which one.
    pub invariant: Invariant,
    /// What happened; its first line is the failure's signature, used to
    /// tell findings apart (keep it free of input-specific numbers).
    pub detail: String,
}

impl Failure {
    fn new(invariant: Invariant, detail: impl Into<String>) -> Failure {
        Failure {
            invariant,
            detail: detail.into(),
        }
    }

    /// `invariant: first line of detail`, numbers and quoted text masked:
    /// failures with the same signature are one finding.
    pub fn signature(&self) -> String {
        let first = self.detail.lines().next().unwrap_or("");
        format!("{}: {}", self.invariant.name(), normalize(first))
    }
}

/// What a case did when it broke nothing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Outcome {
    /// Whether the driver accepted the input (exit 0).
    pub accepted: bool,
    /// Whether the text parsed and verified (with unregistered dialects
    /// allowed), so that the round-trip invariants were checked on it.
    pub round_tripped: bool,
    /// A coarse description of the behaviour (the first diagnostic with
    /// numbers and names masked, or the accepted op names), which the
    /// runner uses as cheap feedback: a mutant with a new signature joins
    /// the queue.
    pub signature: String,
}

/// Masks digits and quoted or `@`/`%`/`^`-prefixed names in a message.
pub fn normalize(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut chars = s.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '0'..='9' => {
                while chars.peek().is_some_and(|c| c.is_ascii_digit()) {
                    chars.next();
                }
                out.push('N');
            }
            '\'' | '"' | '`' => {
                let close = if c == '`' { '\'' } else { c };
                let mut body = String::new();
                for d in chars.by_ref() {
                    if d == close {
                        break;
                    }
                    body.push(d);
                }
                // Keep op names and keywords (short, no spaces): they tell
                // findings apart; mask everything else.
                if body.len() <= 32 && !body.contains(' ') && !body.is_empty() {
                    out.push(c);
                    out.push_str(&body.replace(|c: char| c.is_ascii_digit(), "N"));
                    out.push(close);
                } else {
                    out.push_str("'…'");
                }
            }
            '%' | '^' | '@' | '#' | '!' => {
                out.push(c);
                while chars
                    .peek()
                    .is_some_and(|c| c.is_ascii_alphanumeric() || *c == '_' || *c == '.')
                {
                    chars.next();
                }
                out.push('x');
            }
            _ => out.push(c),
        }
    }
    out
}

static LAST_PANIC: Mutex<String> = Mutex::new(String::new());
static QUIET: AtomicBool = AtomicBool::new(false);
thread_local! {
    static QUIET_HERE: Cell<bool> = const { Cell::new(false) };
}

/// Installs (once) a panic hook that remembers the last panic's message
/// and location for the failure report. With `quiet` (the runner's
/// workers) it prints nothing; otherwise it prints as the default hook
/// does, except on a thread inside [`check`].
pub fn install_panic_hook(quiet: bool) {
    static ONCE: std::sync::Once = std::sync::Once::new();
    QUIET.store(quiet, Ordering::Relaxed);
    ONCE.call_once(|| {
        let prev = std::panic::take_hook();
        std::panic::set_hook(Box::new(move |info| {
            if let Ok(mut m) = LAST_PANIC.lock() {
                *m = info.to_string();
            }
            if !QUIET.load(Ordering::Relaxed) && !QUIET_HERE.with(Cell::get) {
                prev(info);
            }
        }));
    });
}

fn last_panic() -> String {
    LAST_PANIC
        .lock()
        .map(|mut m| std::mem::take(&mut *m))
        .unwrap_or_default()
}

/// The driver options of a case's arguments, or `None` if `ir-opt`
/// would refuse them (then the case is not run).
fn driver_options(case: &Case, disable_threading: bool) -> Option<Options> {
    let mut argv: Vec<String> = case
        .args
        .iter()
        .filter(|a| a.as_str() != AMPLIFY)
        .cloned()
        .collect();
    if disable_threading {
        argv.push("--mlir-disable-threading".into());
    }
    match args::parse(&OptConfig::new("ir-opt"), "ir-opt", argv) {
        Parsed::Run(o) => Some(o),
        _ => None,
    }
}

/// Runs `f`, turning a panic into a [`Failure`] of kind panic.
fn guarded<T>(what: &str, f: impl FnOnce() -> T) -> Result<T, Failure> {
    let _ = last_panic();
    std::panic::catch_unwind(AssertUnwindSafe(f)).map_err(|_| {
        let msg = last_panic();
        let first = msg.lines().last().unwrap_or("");
        // `panicked at FILE:LINE:COL:\nmessage`: the location is what tells
        // findings apart.
        let loc = msg
            .split("panicked at ")
            .nth(1)
            .and_then(|r| r.split(':').next())
            .unwrap_or("");
        Failure::new(
            Invariant::Panic,
            format!("{what} panicked in {loc}: {first}\n{msg}"),
        )
    })
}

fn check_output(what: &str, out: &RunOutput) -> Result<(), Failure> {
    for (stream, text) in [("stdout", &out.stdout), ("stderr", &out.stderr)] {
        if let Some(line) = text.lines().find(|l| l.contains("internal error")) {
            let msg = line.split("internal error").nth(1).unwrap_or("");
            return Err(Failure::new(
                Invariant::Panic,
                format!(
                    "{what}: internal error{msg} (on {stream})\n{}",
                    last_panic()
                ),
            ));
        }
    }
    if out.code > 1 {
        return Err(Failure::new(
            Invariant::ExitCode,
            format!("{what}: exit code {}", out.code),
        ));
    }
    if out.code == 1 && out.stderr.trim().is_empty() {
        return Err(Failure::new(
            Invariant::ExitCode,
            format!("{what}: exit code 1 with nothing on stderr"),
        ));
    }
    Ok(())
}

/// The case's input, padded past the parallel-parsing size when asked.
fn input_text(case: &Case) -> String {
    let mut text = case.text.clone();
    if case.args.iter().any(|a| a == AMPLIFY) {
        let line = "// padding so that the parser runs on several threads\n";
        text.push('\n');
        while text.len() < AMPLIFIED_BYTES {
            text.push_str(line);
        }
    }
    text
}

/// Checks every invariant on `case`.
pub fn check(case: &Case) -> Result<Outcome, Failure> {
    QUIET_HERE.with(|q| q.set(true));
    let r = check_inner(case);
    QUIET_HERE.with(|q| q.set(false));
    r
}

fn check_inner(case: &Case) -> Result<Outcome, Failure> {
    let (Some(threaded), Some(sequential)) =
        (driver_options(case, false), driver_options(case, true))
    else {
        return Ok(Outcome {
            accepted: false,
            round_tripped: false,
            signature: "bad arguments".into(),
        });
    };
    let text = input_text(case);
    let a = guarded("ir-opt", || ir::opt::run(&threaded, FILE_NAME, &text))?;
    check_output("ir-opt", &a)?;
    let b = guarded("ir-opt --mlir-disable-threading", || {
        ir::opt::run(&sequential, FILE_NAME, &text)
    })?;
    check_output("ir-opt --mlir-disable-threading", &b)?;
    if a != b {
        let what = if a.code != b.code {
            format!("exit code {} threaded, {} not", a.code, b.code)
        } else if a.stdout != b.stdout {
            format!("stdout differs{}", first_difference(&a.stdout, &b.stdout))
        } else {
            format!("stderr differs{}", first_difference(&a.stderr, &b.stderr))
        };
        return Err(Failure::new(
            Invariant::Threading,
            format!(
                "{what}\n--- threaded stderr:\n{}\n--- sequential stderr:\n{}",
                a.stderr, b.stderr
            ),
        ));
    }
    let round_tripped = round_trip(&case.text)?;
    let signature = if round_tripped {
        format!("round-trip {}", features(&case.text).join(" "))
    } else if a.code == 0 {
        let mut names = op_names(&a.stdout);
        names.sort();
        names.dedup();
        format!("ok {}", names.join(" "))
    } else {
        let first = a
            .stderr
            .lines()
            .find(|l| l.contains("error:"))
            .unwrap_or("");
        let msg = first.split("error:").nth(1).unwrap_or(first);
        format!("error{}", normalize(msg))
    };
    Ok(Outcome {
        accepted: a.code == 0,
        round_tripped,
        signature,
    })
}

/// Where two texts first differ: a first line that names the op on the
/// differing line and the punctuation just before the first differing
/// token (` in "arith.addi" after <{`), which is what the failure's
/// signature keeps, then the two lines in full. Keeping the lines in the
/// signature was rejected: every attribute name a mutant invents made the
/// same bug a new finding.
fn first_difference(a: &str, b: &str) -> String {
    for (i, (x, y)) in a.lines().zip(b.lines()).enumerate() {
        if x != y {
            let (tx, ty) = (crate::tokens::tokens(x), crate::tokens::tokens(y));
            let k = tx.iter().zip(&ty).take_while(|(p, q)| p == q).count();
            let op = tx
                .iter()
                .find(|t| t.starts_with('"') && t.contains('.'))
                .or_else(|| {
                    tx.iter().find(|t| {
                        t.contains('.') && t.starts_with(|c: char| c.is_ascii_alphabetic())
                    })
                })
                .copied()
                .unwrap_or("?");
            let mut ctx: Vec<&str> = tx[..k]
                .iter()
                .rev()
                .filter(|t| t.len() <= 2 && t.bytes().all(|c| c.is_ascii_punctuation()))
                .take(2)
                .copied()
                .collect();
            ctx.reverse();
            return format!(
                " in {op} after {}\nat line {}: {} <> {}",
                ctx.concat(),
                i + 1,
                x.trim(),
                y.trim()
            );
        }
    }
    format!(
        " in length ({} vs {} lines)",
        a.lines().count(),
        b.lines().count()
    )
}

/// What valid input is made of, roughly: its dotted words (op names,
/// qualified attributes) and the words that open a `<...>` or `(...)`
/// (types, attribute kinds, `loc`), sorted and distinct.
fn features(text: &str) -> Vec<&str> {
    let t = crate::tokens::tokens(text);
    let mut out: Vec<&str> = t
        .iter()
        .enumerate()
        .filter(|(i, w)| {
            let word = w.starts_with(|c: char| c.is_ascii_alphabetic());
            let next = t.get(i + 1).copied().unwrap_or("");
            word && (w.contains('.') || next == "<" || next == "(")
        })
        .map(|(_, w)| *w)
        .collect();
    out.sort_unstable();
    out.dedup();
    out
}

/// The op names printed in generic or custom form, roughly: the word
/// after `= ` or at the start of a line, when it has a dot.
fn op_names(printed: &str) -> Vec<String> {
    printed
        .lines()
        .filter_map(|l| {
            let l = l.trim_start();
            let l = l.split_once(" = ").map_or(l, |(_, r)| r);
            let w = l.trim_start_matches('"');
            let w: String = w
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '.' || *c == '_')
                .collect();
            w.contains('.').then_some(w)
        })
        .collect()
}

fn parse(ctx: &Context, text: &str) -> Result<OwnedOp, String> {
    let opts = ParseOptions {
        allow_unregistered_dialect: true,
        first_line: 1,
        parallel: false,
        op_notes: true,
    };
    let m = parse_source(ctx, text, FILE_NAME, &opts).map_err(|d| {
        d.first()
            .map(|d| d.message.clone())
            .unwrap_or_else(|| "failure without a diagnostic".into())
    })?;
    let vopts = VerifyOptions {
        allow_unregistered: true,
        parallel: false,
        ..VerifyOptions::default()
    };
    verify(ctx, &m.body, m.op, &vopts).map_err(|d| {
        format!(
            "does not verify: {}",
            d.first().map(|d| d.message.as_str()).unwrap_or("")
        )
    })?;
    Ok(m)
}

fn print(ctx: &Context, m: &OwnedOp, generic: bool, debug_info: bool) -> String {
    let p = PrintOptions {
        generic,
        debug_info,
        ..Default::default()
    };
    print_op(ctx, &m.body, m.op, &p)
}

/// Invariants 4-6 on text that parses and verifies; nothing to check on
/// text that does not. Returns whether they were checked.
fn round_trip(text: &str) -> Result<bool, Failure> {
    if brace_depth(text) > MAX_ROUND_TRIP_DEPTH {
        // Deeply nested IR prints quadratically many indentation spaces
        // (as mlir-opt's does); ten prints and parses of that would only
        // measure the machine.
        return Ok(false);
    }
    let ctx = Context::new();
    let Ok(m) = guarded("parse", || parse(&ctx, text))? else {
        return Ok(false);
    };
    for debug in [false, true] {
        let form = if debug { " with debug info" } else { "" };
        let custom = guarded("print", || print(&ctx, &m, false, debug))?;
        if custom.len() > MAX_ROUND_TRIP_BYTES {
            return Ok(false);
        }
        let generic = guarded("print", || print(&ctx, &m, true, debug))?;
        for (what, printed) in [("custom", &custom), ("generic", &generic)] {
            if printed.contains("internal error") {
                return Err(Failure::new(
                    Invariant::Panic,
                    format!("printing the {what} form{form}: internal error"),
                ));
            }
        }
        // Each re-parse gets a fresh context, as a second ir-opt run would.
        let ctx_c = Context::new();
        let from_custom = guarded("re-parse", || parse(&ctx_c, &custom))?.map_err(|e| {
            Failure::new(
                Invariant::Reparse,
                format!("custom form{form} does not re-parse: {e}\n--- printed:\n{custom}"),
            )
        })?;
        let ctx_g = Context::new();
        let from_generic = guarded("re-parse", || parse(&ctx_g, &generic))?.map_err(|e| {
            Failure::new(
                Invariant::Reparse,
                format!("generic form{form} does not re-parse: {e}\n--- printed:\n{generic}"),
            )
        })?;
        let cc = guarded("print", || print(&ctx_c, &from_custom, false, debug))?;
        if cc != custom {
            return Err(Failure::new(
                Invariant::FixedPoint,
                format!(
                    "custom form{form} changes when re-parsed and printed{}\n--- first:\n{custom}--- second:\n{cc}",
                    first_difference(&custom, &cc)
                ),
            ));
        }
        let gg = guarded("print", || print(&ctx_g, &from_generic, true, debug))?;
        if gg != generic {
            return Err(Failure::new(
                Invariant::FixedPoint,
                format!(
                    "generic form{form} changes when re-parsed and printed{}\n--- first:\n{generic}--- second:\n{gg}",
                    first_difference(&generic, &gg)
                ),
            ));
        }
        let cg = guarded("print", || print(&ctx_c, &from_custom, true, debug))?;
        if cg != gg {
            return Err(Failure::new(
                Invariant::GenericCustom,
                format!(
                    "custom form{form} re-parsed prints another generic form than the generic form re-parsed{}\n--- from custom:\n{cg}--- from generic:\n{gg}",
                    first_difference(&cg, &gg)
                ),
            ));
        }
        let gc = guarded("print", || print(&ctx_g, &from_generic, false, debug))?;
        if gc != cc {
            return Err(Failure::new(
                Invariant::GenericCustom,
                format!(
                    "generic form{form} re-parsed prints another custom form than the custom form re-parsed{}\n--- from generic:\n{gc}--- from custom:\n{cc}",
                    first_difference(&gc, &cc)
                ),
            ));
        }
    }
    Ok(true)
}

/// Runs `f` on a thread with `ir-opt`'s main-thread stack, so that
/// recursion overflows where it would in the binary.
pub fn run_case_on_main_stack<T: Send>(f: impl FnOnce() -> T + Send) -> T {
    std::thread::scope(|s| {
        std::thread::Builder::new()
            .stack_size(MAIN_STACK_BYTES)
            .spawn_scoped(s, f)
            .expect("spawning a checker thread")
            .join()
            .unwrap_or_else(|e| std::panic::resume_unwind(e))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalizes_messages() {
        assert_eq!(
            normalize("'foo.bar' op expected 3 operands, got 'a b c' at %x12"),
            "'foo.bar' op expected N operands, got '…' at %x"
        );
    }

    #[test]
    fn a_valid_case_passes() {
        install_panic_hook(false);
        let c = Case {
            args: vec!["--allow-unregistered-dialect".into()],
            text: "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}\n\"x.y\"() : () -> ()\n".into(),
        };
        let o = run_case_on_main_stack(|| check(&c)).unwrap();
        assert!(o.accepted, "{o:?}");
    }
}
