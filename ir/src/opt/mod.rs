//! `ir::opt`: the library behind `ir-opt` and any dialect crate's own
//! `*-opt` tool, behaving like `mlir-opt`.
//!
//! A tool is three lines: reference the dialect crates it links (so their
//! link-time registrations are kept), then
//! `fn main() -> ExitCode { ir::opt::main(&OptConfig::new("toy-opt")) }`.
//! The driver reads the input (file or stdin), optionally cuts it with
//! `--split-input-file`, and for each chunk parses, verifies, runs the
//! requested passes (collected in [`Options::passes`] for the pass
//! manager) and prints; diagnostics go to stderr in mlir-opt's format, or
//! through the `--verify-diagnostics` checker. Exit codes follow mlir-opt:
//! 0 on success, 1 on any failure.
//!
//! [`run`] works on in-memory input and output so tests can call it without
//! spawning a process; `main` only adds the process environment. Taking
//! the pipeline as a hard-wired list in the binary (rather than a config
//! struct) was rejected: dialect crates need to name their tool and, later,
//! contribute passes.

pub mod args;
mod passes;
pub mod split;

pub use args::{DEFAULT_SPLIT_MARKER, Options, Parsed, VerifyDiagnostics};

use crate::body::{Body, Operation};
use crate::context::Context;
use crate::diag::{Diagnostic, DiagnosticVerifier, SourceBuffer, SourceMgr, render};
use crate::text::{OwnedOp, ParseOptions, PrintOptions, parse_source, print_op};
use crate::verify::{VerifyOptions, verify};
use std::io::{Read, Write};
use std::process::ExitCode;

/// What distinguishes one `*-opt` tool from another.
#[derive(Clone, Debug)]
pub struct OptConfig {
    /// The tool's name, used in messages (`ir-opt: Unknown command line ...`).
    pub tool_name: String,
    /// The first line of `--help`.
    pub overview: String,
    /// Passes that may be requested as flags (`--symbol-dce`); they are
    /// collected into [`Options::passes`]. Filled from the pass registry
    /// once the pass manager exists.
    pub pass_names: Vec<String>,
}

impl OptConfig {
    /// A configuration for a tool named `tool_name`.
    pub fn new(tool_name: &str) -> OptConfig {
        OptConfig {
            tool_name: tool_name.to_owned(),
            overview: "MLIR-style modular optimizer driver".to_owned(),
            pass_names: crate::pass::registered_passes()
                .iter()
                .map(|p| p.argument.to_owned())
                .collect(),
        }
    }
}

/// The result of a [`run`]: what goes to stdout (or the `-o` file), what
/// goes to stderr, and the exit code.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RunOutput {
    /// The printed IR.
    pub stdout: String,
    /// Diagnostics and messages.
    pub stderr: String,
    /// 0 on success, 1 on failure.
    pub code: u8,
}

/// Runs the tool as a process: arguments from the environment, input from a
/// file or stdin, output to stdout or `-o`.
pub fn main(config: &OptConfig) -> ExitCode {
    let mut argv = std::env::args();
    let argv0 = argv.next().unwrap_or_else(|| config.tool_name.clone());
    let opts = match args::parse(config, &argv0, argv.collect()) {
        Parsed::Run(o) => o,
        Parsed::Help(h) => {
            print!("{h}");
            return ExitCode::SUCCESS;
        }
        Parsed::Error(e) => {
            eprint!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let (name, bytes) = match read_input(&opts.input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    if opts.output != "-"
        && let Err(e) = std::fs::File::create(&opts.output)
    {
        eprintln!(
            "cannot open output file '{}': {}",
            opts.output,
            io_message(&e)
        );
        return ExitCode::FAILURE;
    }
    let text = String::from_utf8_lossy(&bytes);
    let mut err = std::io::stderr().lock();
    let out = run_streaming(&opts, &name, &text, &mut |s: &str| {
        let _ = err.write_all(s.as_bytes());
    });
    let written = if opts.output == "-" {
        std::io::stdout().lock().write_all(out.stdout.as_bytes())
    } else if out.code == 0 {
        std::fs::write(&opts.output, out.stdout.as_bytes())
    } else {
        // Like LLVM's ToolOutputFile, a failed run leaves no output file.
        let _ = std::fs::remove_file(&opts.output);
        Ok(())
    };
    if written.is_err() {
        return ExitCode::FAILURE;
    }
    ExitCode::from(out.code)
}

fn io_message(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_owned(),
        None => s,
    }
}

/// Reads the input file, `-` meaning stdin; returns the buffer name.
fn read_input(path: &str) -> Result<(String, Vec<u8>), String> {
    if path == "-" {
        let mut v = Vec::new();
        std::io::stdin()
            .read_to_end(&mut v)
            .map_err(|e| format!("cannot read stdin: {}", io_message(&e)))?;
        return Ok(("<stdin>".to_owned(), v));
    }
    std::fs::read(path)
        .map(|v| (path.to_owned(), v))
        .map_err(|e| format!("cannot open input file '{path}': {}", io_message(&e)))
}

/// Processes `text` (named `name`, as locations will name it) with
/// `opts`, collecting stdout and stderr.
pub fn run(opts: &Options, name: &str, text: &str) -> RunOutput {
    let mut stderr = String::new();
    let mut out = run_streaming(opts, name, text, &mut |s: &str| stderr.push_str(s));
    out.stderr = stderr;
    out
}

/// Like [`run`], handing stderr text to `err` as soon as it is produced.
pub fn run_streaming(
    opts: &Options,
    name: &str,
    text: &str,
    err: &mut dyn FnMut(&str),
) -> RunOutput {
    let ctx = Context::new();
    let buffer = SourceBuffer::new(name, text);
    let mut sources = SourceMgr::new().with_disk_lookup();
    let buf_idx = sources.add(buffer.clone());
    let mut verifier = opts.verify_diagnostics.map(|mode| {
        let mut msgs = String::new();
        let v = DiagnosticVerifier::new(buffer, mode == VerifyDiagnostics::OnlyExpected, &mut msgs);
        err(&msgs);
        v
    });
    let chunks = match &opts.split_input_file {
        Some(marker) => {
            let mut warnings = String::new();
            let c = split::split_input(sources.buffer(buf_idx), marker, &mut warnings);
            err(&warnings);
            c.into_iter()
                .map(|c| (c.text.to_owned(), c.first_line))
                .collect::<Vec<_>>()
        }
        None => vec![(text.to_owned(), 1)],
    };
    let mut stdout = String::new();
    let mut failed = false;
    let start = std::time::Instant::now();
    let mut timings: Vec<crate::pass::TimingNode> = Vec::new();
    for (i, (chunk, first_line)) in chunks.iter().enumerate() {
        if i > 0 {
            stdout.push_str(&opts.output_split_marker);
            stdout.push('\n');
        }
        let mut side = passes::SideOutput::default();
        let result = process_chunk(&ctx, opts, name, chunk, *first_line, &mut side);
        err(&side.ir_dumps);
        let mut emit = |d: Vec<Diagnostic>| {
            for d in d {
                let mut s = String::new();
                match verifier.as_mut() {
                    Some(v) => v.process(&ctx, &mut sources, &d, &mut s),
                    None => s = render(&ctx, &mut sources, &d),
                }
                err(&s);
            }
        };
        emit(core::mem::take(&mut side.diagnostics));
        timings.extend(side.timings);
        match result {
            Ok(printed) => stdout.push_str(&printed),
            Err(d) => {
                failed = true;
                emit(d);
            }
        }
    }
    if opts.timing {
        let report = crate::pass::TimingReport {
            steps: merge_timings(timings),
        };
        err(&report.render(start.elapsed()));
    }
    let code = match verifier.as_mut() {
        Some(v) => {
            let mut s = String::new();
            let ok = v.finish(&mut s);
            err(&s);
            u8::from(!ok)
        }
        None => u8::from(failed),
    };
    RunOutput {
        stdout,
        stderr: String::new(),
        code,
    }
}

/// Merges the timings of several chunks: steps of the same name add up, in
/// first-seen order.
fn merge_timings(steps: Vec<crate::pass::TimingNode>) -> Vec<crate::pass::TimingNode> {
    let mut out: Vec<crate::pass::TimingNode> = Vec::new();
    for s in steps {
        match out
            .iter_mut()
            .find(|o| o.name == s.name && o.children.len() == s.children.len())
        {
            Some(o) => o.merge(&s),
            None => out.push(s),
        }
    }
    out
}

/// Parses, verifies, runs passes on and prints one chunk.
fn process_chunk(
    ctx: &Context,
    opts: &Options,
    name: &str,
    chunk: &str,
    first_line: u32,
    side: &mut passes::SideOutput,
) -> Result<String, Vec<Diagnostic>> {
    let parse_opts = ParseOptions {
        allow_unregistered_dialect: opts.allow_unregistered_dialect,
        first_line,
    };
    let parse_start = std::time::Instant::now();
    let mut owned: OwnedOp = parse_source(ctx, chunk, name, &parse_opts)?;
    let parse_time = parse_start.elapsed();
    let debug_info = opts.print_debuginfo;
    // The note shows the op alone, without the newline that ends a
    // top-level print.
    let note_printer = move |ctx: &Context, body: &Body, op: Operation| {
        let mut text = print_op(
            ctx,
            body,
            op,
            &PrintOptions {
                generic: true,
                debug_info,
                local_scope: true,
            },
        );
        text.truncate(text.trim_end_matches('\n').len());
        text
    };
    // mlir-opt turns the note off while checking expected diagnostics.
    let show_op = opts.print_op_on_diagnostic && opts.verify_diagnostics.is_none();
    let vopts = VerifyOptions {
        allow_unregistered: opts.allow_unregistered_dialect,
        print_op: if show_op { Some(&note_printer) } else { None },
        parallel: !opts.disable_threading,
    };
    verify(ctx, &owned.body, owned.op, &vopts)?;
    let mut timings = vec![crate::pass::TimingNode::leaf("Parser", parse_time)];
    passes::run_passes(ctx, opts, &mut owned, &vopts, &mut timings, side)?;
    // `print_op` returns exactly what mlir-opt writes for a top-level op,
    // trailing blank line included.
    let output_start = std::time::Instant::now();
    let printed = print_op(
        ctx,
        &owned.body,
        owned.op,
        &PrintOptions {
            generic: opts.print_generic,
            debug_info: opts.print_debuginfo,
            local_scope: opts.print_local_scope,
        },
    );
    timings.push(crate::pass::TimingNode::leaf(
        "Output",
        output_start.elapsed(),
    ));
    side.timings.extend(timings);
    Ok(printed)
}

#[cfg(test)]
mod tests;
