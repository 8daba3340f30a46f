//! MLIR's textual IR: the parser, the printer and the custom-assembly
//! hooks between them and the ops.
//!
//! [`parse_source`] turns text into IR (wrapping top-level ops in an
//! implicit `builtin.module` unless the file is one module op) and
//! [`print_op`] (or [`print_op_to`], [`print_op_streaming`]) prints IR
//! byte-identically to `mlir-opt`. Both run on a thread of their own with
//! a large stack: the grammar recurses on nesting, and the parser caps
//! nesting (at 120,000 levels) with a diagnostic, so deep input ends in
//! output or an error, never a stack overflow. A fully iterative parser
//! was rejected (see `parse/mod.rs`).
//!
//! Deep input that parses is printed, however large its text: MLIR indents
//! two spaces a level, so 100,000 nested modules print as 20 GB, which is
//! what mlir-opt-22 prints given the stack for it (with the default 8 MB it
//! overflows from about 4,000 levels). [`print_op_to`] streams that text in
//! bounded pieces (`print/stream.rs`), so memory follows the IR, not the
//! text, and a writer that fails (a closed pipe) stops the printing. A
//! lower nesting cap that refuses such input was rejected: it would reject
//! files mlir-opt accepts, and it would not bound the text, which is
//! quadratic in depth (50,000 levels still print 5 GB).
//!
//! This is the only place the crate reads or writes IR as text. `parse/`
//! holds the lexer and one `Parser` extended file by file
//! (ops, SSA names, regions, types, attributes, literals, dense literals,
//! locations, affine maps); `print/` one printer likewise (SSA names,
//! aliases, types, attributes, dense literals, locations, affine maps),
//! which also gives types and attributes their `Display` ([`TypeDisplay`],
//! [`AttrDisplay`]) in the alias-free form diagnostics use; float text in
//! both directions comes from [`crate::uniqued::apfloat`]. Both stay private: the
//! public surface is the entry points, their options, the hook API ops
//! implement ([`OpAsmParser`], [`OpAsmPrinter`] and the hook types), the
//! [`format`](mod@format) interpreters generated code calls, [`function`], the
//! function-op syntax dialects share, [`index_list`], MLIR's dynamic index
//! lists, the ops' [`syntax`] records, and
//! [`diagnostics`] rendered as mlir-opt renders them. Exposing the parser and printer
//! themselves was rejected: every hook goes through the narrower API, which
//! leaves their internals free to change.

#![allow(
    clippy::collapsible_if,
    reason = "nested `if let`s read better than let chains in the grammar code"
)]

pub(crate) mod asm;
pub mod asm_interface;
pub mod def_params;
pub mod diagnostics;
pub mod dialect_defs;
pub mod format;
pub mod function;
pub mod index_list;
pub mod irdl;
mod parse;
mod print;
pub mod syntax;
mod value_names;

#[cfg(test)]
mod tests;

pub use asm::{AsmResultNamesFn, OpAsmParser, OpAsmPrinter, ParseFn, PrintFn};
pub use parse::ops::PendingOp;
pub use parse::values::UnresolvedOperand;
pub use parse::{PResult, ParseError};
pub use print::display::{AttrDisplay, TypeDisplay};
pub use syntax::{OpSyntax, SyntaxEntry};
pub use value_names::SsaNames;

use crate::semantics::diag::Diagnostic;
use crate::storage::body::{Body, Operation, OperationState};
use crate::uniqued::context::{Context, Made};
use crate::uniqued::location::Location;
use parse::Parser;

/// Options of [`parse_source`].
#[derive(Clone, Debug)]
pub struct ParseOptions {
    /// Accept ops of dialects that are not registered.
    pub allow_unregistered_dialect: bool,
    /// Line number of the source's first line (for `--split-input-file`).
    pub first_line: u32,
    /// Parse the regions of isolated ops on several threads when the input
    /// is large (off for `--mlir-disable-threading`).
    pub parallel: bool,
    /// Give the verifier's errors the parser reports (a value used across
    /// an isolated op's body) MLIR's `see current operation` note, as the
    /// driver does for the verifier's own.
    pub op_notes: bool,
}

impl Default for ParseOptions {
    fn default() -> Self {
        ParseOptions {
            allow_unregistered_dialect: false,
            first_line: 1,
            parallel: true,
            op_notes: true,
        }
    }
}

/// Options of [`print_op`].
#[derive(Clone, Copy, Debug, Default)]
pub struct PrintOptions {
    /// Print every op in the generic form (`--mlir-print-op-generic`).
    pub generic: bool,
    /// Print locations (`--mlir-print-debuginfo`).
    pub debug_info: bool,
    /// Print locations inline, without aliases (`--mlir-print-local-scope`).
    pub local_scope: bool,
    /// Print a dense or sparse elements attribute with more elements than
    /// this (a splat never) as `dense_resource<__elided__>`, as MLIR's
    /// `OpPrintingFlags::elideLargeElementsAttrs` does. `None` leaves it to
    /// the tool's `--mlir-elide-elementsattrs-if-larger`
    /// ([`Context::print_flags`]).
    pub elide_elements_attrs_if_larger: Option<u64>,
}

/// The elements limit MLIR's diagnostics print ops with (the default of
/// `OpPrintingFlags::elideLargeElementsAttrs`, which overrides the tool's
/// flag there).
const DIAGNOSTIC_ELEMENTS_LIMIT: u64 = 16;

/// `op` printed alone (no trailing newline) as MLIR's diagnostics print
/// an op (`Diagnostic::appendOp`): with the tool's flags
/// ([`Context::print_flags`]) adjusted to local scope, elements attributes
/// of more than 16 elements elided, and the generic form when `generic`
/// (in an error).
pub fn print_op_for_diagnostic(ctx: &Context, body: &Body, op: Operation, generic: bool) -> String {
    let flags = ctx.print_flags();
    let opts = PrintOptions {
        generic: generic || flags.generic,
        debug_info: flags.debug_info,
        local_scope: true,
        elide_elements_attrs_if_larger: Some(DIAGNOSTIC_ELEMENTS_LIMIT),
    };
    let mut text = print_op(ctx, body, op, &opts);
    text.truncate(text.trim_end_matches('\n').len());
    text
}

/// The text of MLIR's `see current operation: ...` note on a diagnostic
/// about `op` ([`print_op_for_diagnostic`]), on a line of its own when the
/// op spans several.
pub fn current_op_note(ctx: &Context, body: &Body, op: Operation, generic: bool) -> String {
    let text = print_op_for_diagnostic(ctx, body, op, generic);
    let sep = if text.contains('\n') { "\n" } else { "" };
    format!("see current operation: {sep}{text}")
}

/// A top-level op and the container body that holds it.
#[derive(Debug)]
pub struct OwnedOp {
    /// The container.
    pub body: Body,
    /// The (module) op in it.
    pub op: Operation,
}

/// Stack reserved for the parser and printer threads. Only touched pages
/// are committed, so this costs address space, not memory.
const STACK_BYTES: usize = 2 << 30;

/// Parses MLIR text. Top-level ops are wrapped in a `builtin.module`
/// located at `filename:0:0` unless the source is a single module op.
pub fn parse_source(
    ctx: &Context,
    src: &str,
    filename: &str,
    opts: &ParseOptions,
) -> Result<OwnedOp, Vec<Diagnostic>> {
    let top = parse_source_unwrapped(ctx, src, filename, opts)?;
    Ok(wrap_top_level(ctx, top, filename))
}

/// The top-level ops of a source parsed without the implicit module
/// ([`parse_source_unwrapped`]).
#[derive(Debug)]
pub struct TopLevelOps {
    /// The container holding the ops in its root block.
    pub body: Body,
    /// The ops, in source order.
    pub ops: Vec<Operation>,
}

impl TopLevelOps {
    /// The op when there is exactly one, as the top-level op of its body;
    /// otherwise the ops back.
    pub fn into_single(self) -> Result<OwnedOp, Box<TopLevelOps>> {
        match self.ops[..] {
            [op] => Ok(OwnedOp {
                body: self.body,
                op,
            }),
            _ => Err(Box::new(self)),
        }
    }
}

/// Parses MLIR text as [`parse_source`] does, but leaves the top-level
/// ops as they are, unwrapped (mlir-opt's `--no-implicit-module`); there
/// may be any number of them.
pub fn parse_source_unwrapped(
    ctx: &Context,
    src: &str,
    filename: &str,
    opts: &ParseOptions,
) -> Result<TopLevelOps, Vec<Diagnostic>> {
    let run = || parse_source_here(ctx, src, filename, opts);
    let body = std::thread::scope(|s| {
        match std::thread::Builder::new()
            .stack_size(STACK_BYTES)
            .spawn_scoped(s, run)
        {
            Ok(h) => h.join().unwrap_or_else(|_| {
                Err(vec![Diagnostic::error(
                    Location::unknown(ctx),
                    "internal error: the parser panicked",
                )])
            }),
            Err(_) => parse_source_here(ctx, src, filename, opts),
        }
    })?;
    let ops = top_level_ops(&body);
    Ok(TopLevelOps { body, ops })
}

/// The ops of the root block of a parsed file.
fn top_level_ops(top: &Body) -> Vec<Operation> {
    top.entry_block(top.root_regions()[0])
        .map(|b| top.block_ops(b).collect())
        .unwrap_or_default()
}

/// Parses `src` on this thread, into a container of its top-level ops.
fn parse_source_here(
    ctx: &Context,
    src: &str,
    filename: &str,
    opts: &ParseOptions,
) -> Result<Body, Vec<Diagnostic>> {
    let workers = if opts.parallel && src.len() >= parse::deferred::MIN_PARALLEL_BYTES {
        std::thread::available_parallelism().map_or(1, |n| n.get()) - 1
    } else {
        0
    };
    if workers > 0 {
        if let Some(top) = parse_parallel(ctx, src, filename, opts, workers) {
            return Ok(top);
        }
        // A failed parallel parse is redone on one thread, which reports
        // the first error in source order (see `parse/deferred.rs`).
    }
    let mut p = Parser::new(ctx, src, filename, opts);
    match p.parse_top_level() {
        Ok(top) => Ok(top),
        Err(ParseError) => {
            if p.diags.is_empty() {
                let _ = p.err_here::<()>("unexpected parse failure");
            }
            Err(p.diags)
        }
    }
}

/// Parses `src` with `workers` threads beside this one taking the regions
/// of isolated ops; `None` if the parse failed anywhere.
fn parse_parallel(
    ctx: &Context,
    src: &str,
    filename: &str,
    opts: &ParseOptions,
    workers: usize,
) -> Option<Body> {
    let mut p = Parser::new(ctx, src, filename, opts);
    let pool = std::sync::Arc::new(parse::deferred::Pool::new(
        ctx,
        src,
        p.file,
        opts,
        p.line_starts(),
    ));
    p.pool = Some(pool.clone());
    p.defer = true;
    /// Closes the pool when the main parse ends, also by a panic: the
    /// scope joins the workers, which would otherwise wait for jobs forever.
    struct CloseOnDrop<'p, 'a>(&'p parse::deferred::Pool<'a>);
    impl Drop for CloseOnDrop<'_, '_> {
        fn drop(&mut self) {
            self.0.close();
        }
    }
    std::thread::scope(|s| {
        let closer = CloseOnDrop(&pool);
        for _ in 0..workers {
            let pool = pool.clone();
            // Without a worker the main thread runs every job itself.
            let _ = std::thread::Builder::new()
                .stack_size(STACK_BYTES)
                .spawn_scoped(s, move || pool.work());
        }
        let top = p.parse_top_level();
        drop(closer);
        top.ok()
    })
}

/// The module of a parsed file: its single top-level `builtin.module`, or
/// an implicit one (at `file:0:0`) around its top-level ops.
fn wrap_top_level(ctx: &Context, top: TopLevelOps, filename: &str) -> OwnedOp {
    let module = ctx.op_name("builtin.module");
    let top = match top.ops[..] {
        [op] if top.body.op_name(op) == module => {
            return OwnedOp { op, body: top.body };
        }
        _ => top.body,
    };
    let mut container = Body::new();
    let loc = Location::file_line_col(ctx, filename, 0, 0);
    let state = OperationState::new(ctx, "builtin.module", loc);
    let op = container.create_op_raw(&state, false);
    container.set_nested_body(op, Box::new(top));
    OwnedOp {
        body: container,
        op,
    }
}

/// Prints `op` (and everything in it) as mlir-opt prints a top-level op,
/// including the trailing newline(s) and location aliases.
pub fn print_op(ctx: &Context, body: &Body, op: Operation, opts: &PrintOptions) -> String {
    let run = || print_op_here(ctx, body, op, opts);
    std::thread::scope(|s| {
        match std::thread::Builder::new()
            .stack_size(STACK_BYTES)
            .spawn_scoped(s, run)
        {
            Ok(h) => h
                .join()
                .unwrap_or_else(|_| "<<internal error: the printer panicked>>\n".into()),
            Err(_) => print_op_here(ctx, body, op, opts),
        }
    })
}

fn print_op_here(ctx: &Context, body: &Body, op: Operation, opts: &PrintOptions) -> String {
    print_op_into(ctx, body, op, opts, print::stream::Sink::Keep, false)
}

/// Prints `op` as [`print_op`] does, handing the text to `sink` in pieces
/// as it is produced rather than returning it whole: printing never holds
/// more than a few pieces of its text (see `print/stream.rs`), and writing
/// it out overlaps printing.
///
/// With `parallel`, the ops of large blocks (a module's functions) are
/// printed on several threads; the text is the same.
pub fn print_op_streaming(
    ctx: &Context,
    body: &Body,
    op: Operation,
    opts: &PrintOptions,
    parallel: bool,
    sink: &mut dyn FnMut(&str),
) {
    print_op_pieces(ctx, body, op, opts, parallel, &mut |s| {
        sink(s);
        true
    });
}

/// Prints `op` as [`print_op_streaming`] does, writing the text to `out`
/// as it is produced. The first write error stops the printer (a closed
/// pipe ends the work, not only the output) and is returned.
pub fn print_op_to(
    ctx: &Context,
    body: &Body,
    op: Operation,
    opts: &PrintOptions,
    parallel: bool,
    out: &mut dyn std::io::Write,
) -> std::io::Result<()> {
    let mut failed = None;
    print_op_pieces(
        ctx,
        body,
        op,
        opts,
        parallel,
        &mut |s| match out.write_all(s.as_bytes()) {
            Ok(()) => true,
            Err(e) => {
                failed = Some(e);
                false
            }
        },
    );
    failed.map_or(Ok(()), Err)
}

/// Prints on a thread of its own, handing the pieces to `sink` here until
/// it returns false.
fn print_op_pieces(
    ctx: &Context,
    body: &Body,
    op: Operation,
    opts: &PrintOptions,
    parallel: bool,
    sink: &mut dyn FnMut(&str) -> bool,
) {
    let (tx, rx) = std::sync::mpsc::sync_channel::<String>(4);
    let run = move || {
        let send = tx.clone();
        let to = print::stream::Sink::Stream(Box::new(move |text: String| send.send(text).is_ok()));
        let rest = print_op_into(ctx, body, op, opts, to, parallel);
        let _ = tx.send(rest);
    };
    std::thread::scope(|s| {
        match std::thread::Builder::new()
            .stack_size(STACK_BYTES)
            .spawn_scoped(s, run)
        {
            Ok(h) => {
                let mut going = true;
                for text in rx.iter() {
                    if !sink(&text) {
                        going = false;
                        break;
                    }
                }
                // A refusing sink closes the channel: the printer stops.
                drop(rx);
                if h.join().is_err() && going {
                    sink("<<internal error: the printer panicked>>\n");
                }
            }
            Err(_) => {
                sink(&print_op_here(ctx, body, op, opts));
            }
        }
    })
}

fn print_op_into(
    ctx: &Context,
    body: &Body,
    op: Operation,
    opts: &PrintOptions,
    sink: print::stream::Sink<'_>,
    parallel: bool,
) -> String {
    let mut p = print::Printer::new(ctx, *opts);
    p.parallel = parallel && !ctx.has_made(Made::Distinct);
    // Aliases are collected after naming, which runs their search ahead.
    let aliases = !opts.local_scope;
    p.search_ahead = aliases;
    // In local scope MLIR numbers from the nearest isolated op: the op
    // itself, else the owner of the body holding it.
    if opts.local_scope && !body.is_isolated(op) && body.owner_name().is_some() {
        p.number_body(body);
    } else {
        p.number_op(body, op);
    }
    if aliases {
        p.collect_attr_aliases(body, op);
        p.collect_loc_aliases(body, op);
        p.alias_definitions(false);
    }
    p.sink = sink;
    p.op(body, op);
    p.out.push('\n');
    if aliases {
        p.alias_definitions(true);
    }
    if !opts.local_scope {
        p.out.push('\n');
    }
    p.out
}
