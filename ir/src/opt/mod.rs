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
//! 0 on success, 1 on any failure. `--export-irdl[=dialect]` (with
//! `--export-irdl-namespace=NEW`) reads no input and prints the linked
//! dialects as IRDL instead ([`export_irdl_text`], [`crate::text::irdl`]).
//!
//! [`run`] works on in-memory input and output so tests can call it without
//! spawning a process; `main` only adds the process environment. Output is
//! written as it is printed (`print_op_to`), so memory does not grow with
//! the printed text; a write error (closed pipe, full disk) stops the run,
//! which fails with mlir-opt's `IO failure on output stream` message. Taking
//! the pipeline as a hard-wired list in the binary (rather than a config
//! struct) was rejected: dialect crates need to name their tool and, later,
//! contribute passes.

pub mod args;
mod input;
mod passes;
pub mod split;

pub use args::{DEFAULT_SPLIT_MARKER, Options, Parsed, PassRequest, VerifyDiagnostics};

use crate::semantics::diag::Diagnostic;
use crate::semantics::verify::{VerifyOptions, verify};
use crate::storage::body::{Body, Operation};
use crate::text::diagnostics::{DiagnosticVerifier, SourceBuffer, SourceMgr, render};
use crate::text::{
    OwnedOp, ParseOptions, PrintOptions, TopLevelOps, parse_source, parse_source_unwrapped,
    print_op_to,
};
use crate::uniqued::context::Context;
use crate::uniqued::location::Location;
use input::InputText;
use std::io::Write;
use std::process::ExitCode;
use std::sync::Arc;

/// What distinguishes one `*-opt` tool from another.
///
/// A dialect crate's tool is its whole `main`:
///
/// ```no_run
/// // use my_dialects as _; // keeps the dialects' registrations linked
/// fn main() -> std::process::ExitCode {
///     ir::opt::main(&ir::opt::OptConfig::new("toy-opt"))
/// }
/// ```
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
    /// Dialects the tool needs (see [`OptConfig::require_dialects`]).
    pub required_dialects: Vec<String>,
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
            required_dialects: Vec::new(),
        }
    }

    /// Declares the dialects the tool must carry. A dialect registers when
    /// its crate is linked, and the linker keeps a crate only if the binary
    /// references it: a dependency named in `Cargo.toml` but never used in
    /// the code registers nothing, and the tool would otherwise only fail
    /// later, on the first op of that dialect, with mlir-opt's
    /// `unregistered dialect` diagnostic (which must stay as mlir-opt words
    /// it). [`main`] checks the list before reading its input and stops
    /// with the fix (see [`OptConfig::check_dialects`]).
    ///
    /// ```no_run
    /// // use toy as _; // without this line, the check below fails
    /// fn main() -> std::process::ExitCode {
    ///     ir::opt::main(&ir::opt::OptConfig::new("toy-opt").require_dialects(&["toy"]))
    /// }
    /// ```
    #[must_use]
    pub fn require_dialects(mut self, names: &[&str]) -> OptConfig {
        self.required_dialects
            .extend(names.iter().map(|n| (*n).to_owned()));
        self
    }

    /// The message naming each required dialect that is not registered in
    /// this binary, with the fix; `Ok` when all are.
    pub fn check_dialects(&self) -> Result<(), String> {
        let registry = crate::semantics::registry::registry();
        let mut msg = String::new();
        for name in &self.required_dialects {
            if registry.dialect(name).is_none() {
                msg.push_str(&format!(
                    "{tool}: dialect '{name}' is not registered in this binary\n\
                     note: a dialect registers when its crate is linked, and the linker keeps a \
                     crate only if the binary references it: add the dialect's crate as a \
                     dependency and reference it from the binary's code (`use the_crate as _;`)\n",
                    tool = self.tool_name
                ));
            }
        }
        if msg.is_empty() { Ok(()) } else { Err(msg) }
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

/// `--export-irdl[=dialect]`: the IRDL module of one registered dialect
/// (or of all but builtin, which IRDL cannot redefine), to `-o`.
fn export_irdl(opts: &Options, dialect: &str) -> ExitCode {
    match export_irdl_text(
        &Context::new(),
        dialect,
        opts.export_irdl_namespace.as_deref(),
    ) {
        Ok(export) => {
            for w in &export.warnings {
                eprintln!("warning: {w}");
            }
            let text = export.text;
            let written = if opts.output == "-" {
                std::io::stdout().lock().write_all(text.as_bytes())
            } else {
                std::fs::write(&opts.output, text)
            };
            match written {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("cannot write '{}': {}", opts.output, io_message(&e));
                    ExitCode::FAILURE
                }
            }
        }
        Err(e) => {
            eprintln!("error: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The text `--export-irdl=dialect --export-irdl-namespace=rename` prints
/// (`dialect` empty: every registered dialect but builtin).
pub fn export_irdl_text(
    ctx: &Context,
    dialect: &str,
    rename: Option<&str>,
) -> Result<crate::text::irdl::Export, String> {
    let registered: Vec<&str> = crate::semantics::registry::registry()
        .dialects
        .iter()
        .map(|d| d.name)
        .collect();
    let chosen: Vec<&str> = if dialect.is_empty() {
        registered.into_iter().filter(|d| *d != "builtin").collect()
    } else if registered.contains(&dialect) {
        vec![dialect]
    } else {
        return Err(format!("no registered dialect named '{dialect}'"));
    };
    if chosen.len() > 1 && rename.is_some() {
        return Err("--export-irdl-namespace needs --export-irdl=<one dialect>".to_string());
    }
    if chosen.contains(&"builtin") {
        return Err("the builtin dialect cannot be exported: IRDL cannot redefine it".to_string());
    }
    Ok(crate::text::irdl::export(ctx, &chosen, rename))
}

/// What `--show-dialects` prints: the registered dialects, sorted, in
/// mlir-opt-22's line.
pub fn show_dialects() -> String {
    let names: Vec<&str> = crate::semantics::registry::registry()
        .dialects
        .iter()
        .map(|d| d.name)
        .collect();
    format!("Available Dialects: {}\n", names.join(","))
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
    if let Err(msg) = config.check_dialects() {
        eprint!("{msg}");
        return ExitCode::FAILURE;
    }
    // A type or attribute mnemonic defined twice stops the tool here,
    // naming both definitions, rather than inside the parser's thread.
    crate::text::dialect_defs::check_registered();
    if opts.show_dialects {
        print!("{}", show_dialects());
        return ExitCode::SUCCESS;
    }
    if let Some(dialect) = &opts.export_irdl {
        return export_irdl(&opts, dialect);
    }
    let (name, text) = match input::read_input(&opts.input) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let mut sink: Box<dyn Write> = if opts.output == "-" {
        stdout_writer()
    } else {
        match std::fs::File::create(&opts.output) {
            Ok(f) => Box::new(std::io::BufWriter::new(f)),
            Err(e) => {
                eprintln!(
                    "cannot open output file '{}': {}",
                    opts.output,
                    io_message(&e)
                );
                return ExitCode::FAILURE;
            }
        }
    };
    let mut out = Output::new(&mut *sink);
    let code = {
        // Each write takes the lock for itself: a thread that holds it for
        // the whole run would make any other thread's write to stderr (a
        // worker's panic message) wait forever, a hang instead of a crash.
        run_chunks(
            &opts,
            &name,
            text,
            // The process exits next: freeing the IR would only cost time.
            true,
            // A file can be read again for a diagnostic's source line.
            opts.input != "-",
            &mut out,
            &mut |s: &str| {
                let _ = std::io::stderr().lock().write_all(s.as_bytes());
            },
        )
    };
    let mut failure = out.failure.take();
    if let Err(e) = sink.flush() {
        failure.get_or_insert(e);
    }
    drop(sink);
    if (code != 0 || failure.is_some()) && opts.output != "-" {
        // Like LLVM's ToolOutputFile, a failed run leaves no output file.
        remove_failed_output(std::path::Path::new(&opts.output));
    }
    if let Some(e) = failure {
        // mlir-opt's words (LLVM's raw_fd_ostream). A closed pipe is left
        // unsaid: mlir-opt dies of SIGPIPE there, which Rust ignores.
        if e.kind() != std::io::ErrorKind::BrokenPipe {
            eprintln!(
                "LLVM ERROR: IO failure on output stream: {}",
                io_message(&e)
            );
        }
        return ExitCode::FAILURE;
    }
    ExitCode::from(code)
}

/// Standard output, buffered for small writes only. On Unix it is a
/// duplicate of the descriptor: Rust's `Stdout` is line-buffered and scans
/// every piece the printer hands over for its last newline, a fifth of the
/// time when printing gigabytes of deeply nested IR.
fn stdout_writer() -> Box<dyn Write> {
    #[cfg(unix)]
    {
        use std::os::fd::AsFd;
        if let Ok(fd) = std::io::stdout().as_fd().try_clone_to_owned() {
            return Box::new(std::io::BufWriter::new(std::fs::File::from(fd)));
        }
    }
    Box::new(std::io::BufWriter::new(std::io::stdout().lock()))
}

/// Where the printed IR goes, with the first write error; once there is
/// one nothing more is written and no further chunk is processed.
struct Output<'a> {
    to: &'a mut dyn Write,
    failure: Option<std::io::Error>,
}

impl<'a> Output<'a> {
    fn new(to: &'a mut dyn Write) -> Self {
        Output { to, failure: None }
    }

    fn write(&mut self, s: &str) {
        if self.failure.is_none()
            && let Err(e) = self.to.write_all(s.as_bytes())
        {
            self.failure = Some(e);
        }
    }
}

/// Hands what is written to a function taking text (see [`run_streaming`]).
/// Only whole strings are written to it, so every write is valid UTF-8.
struct TextWriter<'a>(&'a mut dyn FnMut(&str));

impl Write for TextWriter<'_> {
    fn write(&mut self, buf: &[u8]) -> std::io::Result<usize> {
        (self.0)(&String::from_utf8_lossy(buf));
        Ok(buf.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        Ok(())
    }
}

/// Removes the output of a failed run if it is a regular file or a
/// symbolic link, as LLVM's `sys::fs::remove` does: `-o /dev/null` (or any
/// device, FIFO or socket) must survive a failing run.
fn remove_failed_output(path: &std::path::Path) {
    let Ok(meta) = std::fs::symlink_metadata(path) else {
        return;
    };
    let kind = meta.file_type();
    if kind.is_file() || kind.is_symlink() {
        let _ = std::fs::remove_file(path);
    }
}

fn io_message(e: &std::io::Error) -> String {
    let s = e.to_string();
    match s.find(" (os error") {
        Some(i) => s[..i].to_owned(),
        None => s,
    }
}

/// Processes `text` (named `name`, as locations will name it) with
/// `opts`, collecting stdout and stderr.
pub fn run(opts: &Options, name: &str, text: &str) -> RunOutput {
    let mut stdout: Vec<u8> = Vec::new();
    let mut stderr = String::new();
    let code = run_chunks(
        opts,
        name,
        InputText::Owned(text.to_owned()),
        false,
        false,
        &mut Output::new(&mut stdout),
        &mut |s: &str| stderr.push_str(s),
    );
    RunOutput {
        stdout: String::from_utf8(stdout)
            .unwrap_or_else(|e| String::from_utf8_lossy(e.as_bytes()).into_owned()),
        stderr,
        code,
    }
}

/// Processes `text`, handing output and stderr text to `out` and `err` as
/// soon as they are produced; returns the exit code. The text is taken by
/// value so that a large input is held once, by the source manager that
/// diagnostics point into.
pub fn run_streaming(
    opts: &Options,
    name: &str,
    text: String,
    out: &mut dyn FnMut(&str),
    err: &mut dyn FnMut(&str),
) -> u8 {
    run_chunks(
        opts,
        name,
        InputText::Owned(text),
        false,
        false,
        &mut Output::new(&mut TextWriter(out)),
        err,
    )
}

/// [`run_streaming`], leaving the IR of each chunk unfreed when `leak`.
///
/// `on_disk` says that `name` is the file `text` was read from. Then,
/// when the input is one chunk and no diagnostics are checked against it,
/// the text is freed as soon as it is parsed (for a large module it is a
/// quarter of the peak memory of a pass run): a diagnostic that shows a
/// source line reads the file again, as the source manager does for
/// any file a location names.
fn run_chunks(
    opts: &Options,
    name: &str,
    text: InputText,
    leak: bool,
    on_disk: bool,
    out: &mut Output<'_>,
    err: &mut dyn FnMut(&str),
) -> u8 {
    let mut sources = SourceMgr::new().with_disk_lookup();
    // `expected-*` comments are looked for in every mode (see
    // `DiagnosticVerifier::report_unused`).
    let expectations = memchr::memmem::find(text.bytes(), b"expected-").is_some();
    if on_disk
        && opts.split_input_file.is_none()
        && opts.verify_diagnostics.is_none()
        && !expectations
    {
        let chunk = split::Chunk {
            text: "",
            offset: 0,
            first_line: 1,
            first_col: 1,
        };
        let input = Input {
            chunks: vec![chunk],
            owned: Some(text),
            verifier: None,
            sources,
        };
        return run_input(opts, name, input, leak, out, err);
    }
    let main = Arc::new(SourceBuffer::new(name, text.into_string()));
    sources.add(main.clone());
    // Without `--verify-diagnostics` the checker only reports, at the end,
    // the expectations it holds; it still reports malformed ones first.
    let verifier = (opts.verify_diagnostics.is_some() || expectations).then(|| {
        let mut msgs = String::new();
        let only_expected = opts.verify_diagnostics == Some(VerifyDiagnostics::OnlyExpected);
        let v = DiagnosticVerifier::new(main.clone(), only_expected, &mut msgs);
        err(&msgs);
        v
    });
    let chunks = match &opts.split_input_file {
        Some(marker) => {
            let mut warnings = String::new();
            let c = split::split_input(&main, marker, &mut warnings);
            err(&warnings);
            c
        }
        None => vec![split::Chunk {
            text: main.text(),
            offset: 0,
            first_line: 1,
            first_col: 1,
        }],
    };
    let input = Input {
        chunks,
        owned: None,
        verifier,
        sources,
    };
    let code = run_input(opts, name, input, leak, out, err);
    if leak {
        // The input text goes with the process too.
        core::mem::forget(main);
    }
    code
}

/// What [`run_input`] processes.
struct Input<'t> {
    /// The chunks, in order.
    chunks: Vec<split::Chunk<'t>>,
    /// The text of the one chunk, when it is owned here so that it can be
    /// freed once parsed (the chunk's own `text` is then empty).
    owned: Option<InputText>,
    /// The `--verify-diagnostics` checker.
    verifier: Option<DiagnosticVerifier>,
    /// Where diagnostics find their source lines.
    sources: SourceMgr,
}

/// Runs each chunk of `input` in its own context, writing the IR to
/// `out` and the rendered diagnostics to `err`; returns the exit code.
fn run_input(
    opts: &Options,
    name: &str,
    input: Input<'_>,
    leak: bool,
    out: &mut Output<'_>,
    err: &mut dyn FnMut(&str),
) -> u8 {
    let Input {
        chunks,
        mut owned,
        mut verifier,
        mut sources,
    } = input;
    let mut failed = false;
    let start = std::time::Instant::now();
    let mut timings: Vec<crate::pass::TimingNode> = Vec::new();
    for (i, chunk) in chunks.iter().enumerate() {
        if out.failure.is_some() {
            // The output is gone; the run has failed.
            failed = true;
            break;
        }
        if i > 0 {
            out.write(&opts.output_split_marker);
            out.write("\n");
        }
        // A context per chunk, as mlir-opt makes one per split buffer:
        // state a chunk leaves in it (the body of an identified type such
        // as `!llvm.struct<"s", ...>`) must not leak into the next chunk.
        let ctx = Context::new();
        ctx.set_print_flags(crate::uniqued::context::ToolPrintFlags {
            generic: opts.print_generic,
            debug_info: opts.print_debuginfo,
            local_scope: opts.print_local_scope,
            elide_elements_attrs_if_larger: opts.elide_elements_attrs_if_larger,
        });
        let mut side = passes::SideOutput::default();
        let result = process_chunk(
            &ctx,
            opts,
            name,
            (chunk, owned.take()),
            &mut side,
            leak,
            out,
        );
        err(&side.pipeline);
        err(&side.ir_dumps);
        let mut emit = |diags: Vec<Diagnostic>| {
            for d in diags {
                if d.severity == crate::semantics::diag::Severity::ErrorOutput {
                    // A pass's own text for stderr, not a diagnostic; LLVM's
                    // option parser starts its messages with the program.
                    if d.message.starts_with("for the --") {
                        err(&format!("{}: ", opts.program_name));
                    }
                    err(&d.message);
                    continue;
                }
                let mut s = String::new();
                match verifier.as_mut() {
                    Some(v) if opts.verify_diagnostics.is_some() => {
                        v.process(&ctx, &mut sources, &d, &mut s);
                    }
                    _ => s = render(&ctx, &mut sources, &d),
                }
                err(&s);
            }
        };
        emit(core::mem::take(&mut side.diagnostics));
        timings.extend(side.timings);
        match result {
            Ok(()) => {}
            Err(diags) => {
                failed = true;
                emit(diags);
            }
        }
        if leak {
            // As for the IR: the uniqued types, attributes and strings go
            // with the process.
            core::mem::forget(ctx);
        }
    }
    if opts.timing {
        let report = crate::pass::TimingReport {
            steps: merge_timings(timings),
        };
        err(&report.render(start.elapsed()));
    }
    let code = match verifier.as_mut() {
        Some(v) if opts.verify_diagnostics.is_some() => {
            let mut s = String::new();
            let ok = v.finish(&mut s);
            err(&s);
            u8::from(!ok)
        }
        Some(v) => {
            let mut s = String::new();
            v.report_unused(&mut s);
            err(&s);
            u8::from(failed)
        }
        None => u8::from(failed),
    };
    if leak {
        // The input text goes with the process too.
        drop(verifier);
        core::mem::forget(sources);
    }
    code
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

/// The one top-level op of a chunk parsed under `--no-implicit-module`;
/// otherwise, as mlir-opt's parser, the verifier errors of the ops, in
/// order, or, when they all verify, the count of ops at the chunk's
/// location `at`.
fn single_top_level(
    ctx: &Context,
    top: TopLevelOps,
    at: Location,
    vopts: &VerifyOptions<'_>,
) -> Result<OwnedOp, Vec<Diagnostic>> {
    let top = match top.into_single() {
        Ok(owned) => return Ok(owned),
        Err(top) => top,
    };
    let errors: Vec<Diagnostic> = top
        .ops
        .iter()
        .filter_map(|&op| verify(ctx, &top.body, op, vopts).err())
        .flatten()
        .collect();
    if !errors.is_empty() {
        return Err(errors);
    }
    Err(vec![Diagnostic::error(
        at,
        format!(
            "source must contain a single top-level operation, found: {}",
            top.ops.len()
        ),
    )])
}

/// Parses, verifies, runs passes on and prints one chunk.
fn process_chunk(
    ctx: &Context,
    opts: &Options,
    name: &str,
    (chunk, owned): (&split::Chunk<'_>, Option<InputText>),
    side: &mut passes::SideOutput,
    leak: bool,
    out: &mut Output<'_>,
) -> Result<(), Vec<Diagnostic>> {
    let parse_opts = ParseOptions {
        allow_unregistered_dialect: opts.allow_unregistered_dialect,
        first_line: chunk.first_line,
        parallel: !opts.disable_threading,
        // mlir-opt turns the note off while checking expected diagnostics.
        op_notes: opts.print_op_on_diagnostic && opts.verify_diagnostics.is_none(),
    };
    // The note shows the op alone, as the context's flags (set from
    // `opts`) and MLIR's diagnostics print it.
    let op_printer = |ctx: &Context, body: &Body, op: Operation| {
        crate::text::print_op_for_diagnostic(ctx, body, op, true)
    };
    let vopts = VerifyOptions {
        allow_unregistered: opts.allow_unregistered_dialect,
        print_op: Some(&op_printer),
        // mlir-opt turns the note off while checking expected diagnostics.
        op_notes: opts.print_op_on_diagnostic && opts.verify_diagnostics.is_none(),
        parallel: !opts.disable_threading,
    };
    // A chunk usually starts inside the marker's line: indent its first
    // line so that columns there match the original file, as mlir-opt's do.
    let padded;
    let owned_text = owned.as_ref().map(InputText::text);
    let text = if let Some(t) = &owned_text {
        t
    } else if chunk.first_col > 1 {
        padded = format!("{:1$}{2}", "", chunk.first_col as usize - 1, chunk.text);
        padded.as_str()
    } else {
        chunk.text
    };
    // mlir-opt locates the implicit module of a chunk after the first at
    // the chunk's start; the parser, which does not know about chunks,
    // uses `file:0:0`.
    let chunk_loc = if chunk.offset > 0 {
        Location::file_line_col(ctx, name, chunk.first_line, chunk.first_col)
    } else {
        Location::file_line_col(ctx, name, 0, 0)
    };
    let parse_start = std::time::Instant::now();
    let parsed = if opts.no_implicit_module {
        parse_source_unwrapped(ctx, text, name, &parse_opts)
            .and_then(|top| single_top_level(ctx, top, chunk_loc, &vopts))
    } else {
        parse_source(ctx, text, name, &parse_opts)
    };
    // The IR owns all it needs; diagnostics read the file again.
    drop(owned_text);
    drop(owned);
    let mut owned: OwnedOp = parsed?;
    let parse_time = parse_start.elapsed();
    if chunk.offset > 0 && owned.body.op_loc(owned.op) == Location::file_line_col(ctx, name, 0, 0) {
        owned.body.set_op_loc(owned.op, chunk_loc);
    }
    verify(ctx, &owned.body, owned.op, &vopts)?;
    let mut timings = vec![crate::pass::TimingNode::leaf("Parser", parse_time)];
    let ran = passes::run_passes(ctx, opts, &mut owned, &vopts, &mut timings, side);
    // What the passes printed precedes the IR, as mlir-opt's `llvm::outs()`
    // text does.
    out.write(&core::mem::take(&mut side.stdout));
    ran?;
    // `print_op_to` writes exactly what mlir-opt writes for a
    // top-level op, trailing blank line included.
    let output_start = std::time::Instant::now();
    if out.failure.is_none() {
        let printed = print_op_to(
            ctx,
            &owned.body,
            owned.op,
            &PrintOptions {
                generic: opts.print_generic,
                debug_info: opts.print_debuginfo,
                local_scope: opts.print_local_scope,
                elide_elements_attrs_if_larger: opts.elide_elements_attrs_if_larger,
            },
            !opts.disable_threading,
            &mut *out.to,
        );
        if let Err(e) = printed {
            out.failure = Some(e);
        }
    }
    timings.push(crate::pass::TimingNode::leaf(
        "Output",
        output_start.elapsed(),
    ));
    side.timings.extend(timings);
    if leak {
        std::mem::forget(owned);
    }
    Ok(())
}

#[cfg(test)]
mod tests;
