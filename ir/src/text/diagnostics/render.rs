//! Printing diagnostics exactly as mlir-opt prints them on stderr.
//!
//! mlir-opt renders through LLVM's `SourceMgr`: `file:line:col: error: msg`,
//! then the source line (tabs expanded to 8 columns) and a caret line when
//! the location resolves into a known buffer; `<unknown>:0: error: ...` with
//! the location printed in front of the message when no file location can
//! be found; "called from" notes for call-site locations; and notes after
//! the main message, showing their source line only when their location
//! differs from the previous one. The rules live here as small functions
//! over [`Diagnostic`] data. Rendering straight into an `io::Write` was
//! rejected: building a `String` lets the `--verify-diagnostics` handler and
//! tests inspect the output, and stderr is written once per diagnostic.

use super::source::{SourceBuffer, SourceMgr};
use crate::semantics::diag::{Diagnostic, Severity};
use crate::uniqued::context::Context;
use crate::uniqued::location::{Location, LocationKind};
use std::fmt::Write;

/// How many "called from" notes a call-site location produces at most
/// (mlir-opt's default call stack limit).
pub const CALL_STACK_LIMIT: usize = 10;

/// The first `file:line:col` location inside `loc`, in MLIR's pre-order
/// walk (a call site's callee before its caller, a fused location's parts
/// in order).
pub fn find_file_line_col(ctx: &Context, loc: Location) -> Option<(&str, u32, u32)> {
    let mut stack = vec![loc];
    while let Some(l) = stack.pop() {
        match l.kind(ctx) {
            LocationKind::FileLineCol {
                file, line, col, ..
            } => return Some((ctx.str(*file), *line, *col)),
            LocationKind::Name { child, .. } => stack.push(*child),
            LocationKind::CallSite { callee, caller } => {
                stack.push(*caller);
                stack.push(*callee);
            }
            LocationKind::Fused { locations, .. } => stack.extend(locations.iter().rev()),
            LocationKind::Unknown | LocationKind::Dialect(_) => {}
        }
    }
    None
}

/// Writes one message in LLVM's `SMDiagnostic` format. `at` is a buffer and
/// a byte offset in it; `range` a byte range to underline with `~`.
pub fn write_message(
    out: &mut String,
    at: Option<(&SourceBuffer, usize)>,
    severity: Severity,
    message: &str,
    range: Option<(usize, usize)>,
) {
    let Some((buf, offset)) = at else {
        let _ = writeln!(out, "<unknown>:0: {}: {message}", severity.as_str());
        return;
    };
    let (line, col) = buf.line_col(offset);
    let _ = writeln!(
        out,
        "{}:{line}:{col}: {}: {message}",
        display_name(buf.name()),
        severity.as_str()
    );
    let (text, col0) = buf.line_around(offset);
    let line_start = offset - col0;
    write_source_line(out, text);
    if !text.is_ascii() {
        return;
    }
    let mut caret = vec![b' '; text.len() + 1];
    if let Some((s, e)) = range {
        let line_end = line_start + text.len();
        if s <= line_end && e >= line_start {
            let (s, e) = (s.max(line_start) - line_start, e.min(line_end) - line_start);
            for c in &mut caret[s..e.max(s)] {
                *c = b'~';
            }
        }
    }
    caret[col0.min(text.len())] = b'^';
    while caret.last() == Some(&b' ') {
        caret.pop();
    }
    let src = text.as_bytes();
    let mut out_col = 0;
    for (i, &c) in caret.iter().enumerate() {
        if src.get(i) != Some(&b'\t') {
            out.push(c as char);
            out_col += 1;
            continue;
        }
        loop {
            out.push(c as char);
            out_col += 1;
            if out_col % 8 == 0 {
                break;
            }
        }
    }
    out.push('\n');
}

/// Writes a message with no source position: `file:line:col: sev: msg`.
fn write_plain(out: &mut String, prefix: &str, severity: Severity, message: &str) {
    let _ = writeln!(out, "{prefix}: {}: {message}", severity.as_str());
}

fn display_name(name: &str) -> &str {
    if name == "-" { "<stdin>" } else { name }
}

/// Prints a source line, expanding tabs to the next multiple of 8 columns.
fn write_source_line(out: &mut String, text: &str) {
    let mut col = 0;
    for ch in text.chars() {
        if ch == '\t' {
            loop {
                out.push(' ');
                col += 1;
                if col % 8 == 0 {
                    break;
                }
            }
        } else {
            out.push(ch);
            col += ch.len_utf8();
        }
    }
    out.push('\n');
}

/// Renders one message at a location, as MLIR's
/// `SourceMgrDiagnosticHandler::emitDiagnostic(loc, msg, kind)`.
pub fn render_at(
    out: &mut String,
    ctx: &Context,
    sources: &mut SourceMgr,
    loc: Location,
    message: &str,
    severity: Severity,
    show_source: bool,
) {
    let Some((file, line, col)) = find_file_line_col(ctx, loc) else {
        let msg = if matches!(loc.kind(ctx), LocationKind::Unknown) {
            message.to_owned()
        } else {
            format!("{}: {message}", loc.attr(ctx).display(ctx))
        };
        write_message(out, None, severity, &msg, None);
        return;
    };
    if show_source
        && let Some(buf) = sources.find(file)
        && let Some(offset) = buf.offset_of(line, col)
    {
        write_message(out, Some((buf, offset)), severity, message, None);
        return;
    }
    write_plain(out, &format!("{file}:{line}:{col}"), severity, message);
}

/// Renders a diagnostic with its call stack and notes, as mlir-opt does.
pub fn render(ctx: &Context, sources: &mut SourceMgr, diag: &Diagnostic) -> String {
    let mut out = String::new();
    let mut loc = diag.loc;
    render_at(
        &mut out,
        ctx,
        sources,
        loc,
        &diag.message,
        diag.severity,
        true,
    );
    if let LocationKind::CallSite { caller, .. } = loc.kind(ctx) {
        loc = *caller;
        for _ in 0..CALL_STACK_LIMIT {
            render_at(
                &mut out,
                ctx,
                sources,
                loc,
                "called from",
                Severity::Note,
                true,
            );
            match loc.kind(ctx) {
                LocationKind::CallSite { caller, .. } => loc = *caller,
                _ => break,
            }
        }
    }
    for note in &diag.notes {
        render_at(
            &mut out,
            ctx,
            sources,
            note.loc,
            &note.message,
            note.severity,
            loc != note.loc,
        );
        loc = note.loc;
    }
    out
}
