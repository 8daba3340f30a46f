//! `--verify-diagnostics`: checking produced diagnostics against
//! `expected-*` comments in the source, as mlir-opt does.
//!
//! A comment `expected-(error|warning|note|remark)(-re)? @loc {{text}}`
//! expects a diagnostic of that severity whose message contains `text`
//! (with `-re`, `{{regex}}` segments in it are regular expressions) on the
//! comment's line, or on the line `@+N`/`@-N` away, the previous
//! (`@above`) or next (`@below`) line that is not itself an expectation,
//! or at an unknown location (`@unknown`). Each produced diagnostic and
//! each of its notes is matched separately; one expectation may match
//! several diagnostics. Mismatches are printed exactly as mlir-opt prints
//! them (`unexpected error: ...`, `expected error "..." was not produced`).
//! The verifier consumes diagnostics one at a time rather than a finished
//! list so the driver can stream `unexpected` reports in the order the
//! diagnostics arise; a batch API was rejected because mlir-opt prints them
//! interleaved with the chunks of `--split-input-file`.

use super::posix_match::PosixRegex;
use super::render::{find_file_line_col, render_at, write_message};
use super::source::{SourceBuffer, SourceMgr};
use crate::semantics::diag::{Diagnostic, Severity};
use crate::uniqued::context::Context;
use crate::uniqued::location::Location;
use regex::Regex;
use std::sync::{Arc, OnceLock};

/// One `expected-*` comment.
#[derive(Clone, Debug)]
pub struct Expected {
    /// The expected severity.
    pub severity: Severity,
    /// The line (1-based) the diagnostic must be on.
    pub line: u32,
    /// Byte offset of `expected-` in the buffer; `None` for `@unknown`.
    pub offset: Option<usize>,
    /// The text between the outer `{{` and `}}`.
    pub text: String,
    regex: Option<PosixRegex>,
    /// Whether some diagnostic matched it.
    pub matched: bool,
}

impl Expected {
    fn matches(&self, message: &str) -> bool {
        match &self.regex {
            Some(r) => r.is_match(message),
            None => message.contains(&self.text),
        }
    }
}

fn designator_regex() -> &'static Regex {
    static RE: OnceLock<Regex> = OnceLock::new();
    RE.get_or_init(|| {
        Regex::new(
            r"expected-(error|note|remark|warning)(-re)? *(@([+-][0-9]+|above|below|unknown))? *\{\{(.*)\}\}$",
        )
        .expect("the designator pattern is valid")
    })
}

/// Builds the matcher of an `expected-*-re` text as MLIR does: literal
/// parts escaped, each `{{...}}` part checked alone (its error is the
/// expectation's) and then wrapped in a group, the whole matched as one
/// POSIX pattern (see `posix_match.rs`). Group numbers count those
/// wrappers, so a backreference numbers groups as LLVM's does.
fn compile_regex(text: &str) -> Result<PosixRegex, String> {
    let mut pattern = String::new();
    let mut rest = text;
    loop {
        let Some(open) = rest.find("{{") else {
            posix_escape(&mut pattern, rest);
            break;
        };
        posix_escape(&mut pattern, &rest[..open]);
        rest = &rest[open + 2..];
        let Some(close) = rest.find("}}") else {
            return Err("found start of regex with no end '}}'".to_owned());
        };
        let part = &rest[..close];
        if let Some(e) = super::posix_regex::posix_ere_error(part) {
            return Err(format!("invalid regex: {e}"));
        }
        pattern.push('(');
        pattern.push_str(part);
        pattern.push(')');
        rest = &rest[close + 2..];
    }
    PosixRegex::new(&pattern)
}

/// Appends `text` escaped as `llvm::Regex::escape` escapes it.
fn posix_escape(out: &mut String, text: &str) {
    for c in text.chars() {
        if "()^$|*+?.[]\\{}".contains(c) {
            out.push('\\');
        }
        out.push(c);
    }
}

/// Checks diagnostics against the expectations of one source buffer.
#[derive(Debug)]
pub struct DiagnosticVerifier {
    buffer: Arc<SourceBuffer>,
    expected: Vec<Expected>,
    unknown: Vec<Expected>,
    only_expected: bool,
    failed: bool,
}

impl DiagnosticVerifier {
    /// Scans `buffer` for expectations. Malformed `-re` expectations are
    /// reported to `out` and make the verification fail. With
    /// `only_expected`, diagnostics that match nothing are ignored
    /// (`--verify-diagnostics=only-expected`).
    pub fn new(
        buffer: impl Into<Arc<SourceBuffer>>,
        only_expected: bool,
        out: &mut String,
    ) -> DiagnosticVerifier {
        let mut v = DiagnosticVerifier {
            buffer: buffer.into(),
            expected: Vec::new(),
            unknown: Vec::new(),
            only_expected,
            failed: false,
        };
        v.scan(out);
        v
    }

    fn scan(&mut self, out: &mut String) {
        let text = self.buffer.text();
        let lines: Vec<&str> = text.split('\n').collect();
        let num_lines = lines.len() as u32;
        let mut last_plain_line = 0u32;
        let mut pending_below: Vec<usize> = Vec::new();
        let mut line_start = 0usize;
        let mut expected = Vec::new();
        let mut unknown = Vec::new();
        let mut errors = Vec::new();
        for (i, raw) in lines.iter().enumerate() {
            let line_no = i as u32;
            let start_of_this = line_start;
            line_start += raw.len() + 1;
            let trimmed = raw.trim_end_matches([' ', '\t', '\n', '\x0b', '\x0c', '\r']);
            let Some(caps) = designator_regex().captures(trimmed) else {
                for &d in &pending_below {
                    let e: &mut Expected = &mut expected[d];
                    e.line = line_no + 1;
                }
                pending_below.clear();
                last_plain_line = line_no;
                continue;
            };
            let whole = caps.get(0).expect("group 0");
            let severity = match &caps[1] {
                "error" => Severity::Error,
                "warning" => Severity::Warning,
                "remark" => Severity::Remark,
                _ => Severity::Note,
            };
            let body = caps.get(5).map_or("", |m| m.as_str()).to_owned();
            let offset = start_of_this + whole.start();
            let mut record = Expected {
                severity,
                line: line_no + 1,
                offset: Some(offset),
                regex: None,
                text: body,
                matched: false,
            };
            if caps.get(2).is_some() {
                match compile_regex(&record.text) {
                    Ok(r) => record.regex = Some(r),
                    Err(msg) => {
                        errors.push((offset, record.text.len(), msg));
                        continue;
                    }
                }
            }
            if let Some(des) = caps.get(4).map(|m| m.as_str()) {
                if let Some(n) = des.strip_prefix(['+', '-']) {
                    let Ok(n) = n.parse::<u32>() else {
                        let at = start_of_this + caps.get(4).map_or(0, |m| m.start());
                        errors.push((
                            at,
                            des.len(),
                            format!("line offset '{des}' is out of range"),
                        ));
                        continue;
                    };
                    record.line = if des.starts_with('+') {
                        record.line.saturating_add(n)
                    } else {
                        record.line.wrapping_sub(n)
                    };
                } else if des == "unknown" {
                    record.offset = None;
                    unknown.push(record);
                    continue;
                } else if des == "above" {
                    record.line = last_plain_line + 1;
                } else {
                    pending_below.push(expected.len());
                    record.line = num_lines;
                }
            }
            expected.push(record);
        }
        for (offset, len, msg) in errors {
            write_message(
                out,
                Some((&self.buffer, offset)),
                Severity::Error,
                &msg,
                Some((offset, offset + len)),
            );
            self.failed = true;
        }
        self.expected = expected;
        self.unknown = unknown;
    }

    /// The expectations found, in file order (those at unknown locations
    /// last).
    pub fn expectations(&self) -> impl Iterator<Item = &Expected> {
        self.expected.iter().chain(&self.unknown)
    }

    /// Checks a diagnostic and each of its notes; mismatches are rendered
    /// to `out`.
    pub fn process(
        &mut self,
        ctx: &Context,
        sources: &mut SourceMgr,
        diag: &Diagnostic,
        out: &mut String,
    ) {
        self.process_one(ctx, sources, diag.loc, &diag.message, diag.severity, out);
        for note in &diag.notes {
            self.process_one(ctx, sources, note.loc, &note.message, note.severity, out);
        }
    }

    fn process_one(
        &mut self,
        ctx: &Context,
        sources: &mut SourceMgr,
        loc: Location,
        message: &str,
        severity: Severity,
        out: &mut String,
    ) {
        let file_loc = find_file_line_col(ctx, loc);
        let list: &mut [Expected] = match file_loc {
            Some((file, ..)) if file == self.buffer.name() => &mut self.expected,
            Some(_) => &mut [],
            None => &mut self.unknown,
        };
        let mut near_miss: Option<(Option<usize>, Severity)> = None;
        for e in list.iter_mut() {
            if let Some((_, line, _)) = file_loc
                && line != e.line
            {
                continue;
            }
            if e.matches(message) {
                if e.severity == severity {
                    e.matched = true;
                    return;
                }
                near_miss = Some((e.offset, e.severity));
            }
        }
        if self.only_expected {
            return;
        }
        self.failed = true;
        if let Some((offset, expected)) = near_miss {
            let msg = format!(
                "'{}' diagnostic emitted when expecting a '{}'",
                severity.as_str(),
                expected.as_str()
            );
            let at = offset.map(|o| (&*self.buffer, o));
            write_message(out, at, Severity::Error, &msg, None);
        } else {
            let msg = format!("unexpected {}: {message}", severity.as_str());
            render_at(out, ctx, sources, loc, &msg, Severity::Error, true);
        }
    }

    /// Reports every expectation no diagnostic matched, and returns whether
    /// verification succeeded.
    ///
    /// Unmatched expectations at unknown locations are reported twice:
    /// mlir-opt checks them once explicitly and once more when its handler
    /// is destroyed, and its output is the reference.
    pub fn finish(&mut self, out: &mut String) -> bool {
        let unknown_twice = self.unknown.iter().chain(&self.unknown);
        let unmatched = self.expected.iter().chain(unknown_twice);
        if report_unmatched(&self.buffer, unmatched, out) {
            self.failed = true;
        }
        !self.failed
    }

    /// Reports every expectation once, as not produced, without checking
    /// anything: what mlir-opt-22 prints at the end of a run *without*
    /// `--verify-diagnostics` when the input holds `expected-*` comments
    /// (its driver builds the checker for the whole file in every mode,
    /// routes no diagnostic to it unless asked to verify, and the checker
    /// reports what it still expects when it is destroyed). The run's exit
    /// code does not change.
    pub fn report_unused(&self, out: &mut String) {
        report_unmatched(&self.buffer, self.expected.iter().chain(&self.unknown), out);
    }
}

/// Writes `expected ... was not produced` for each unmatched expectation
/// of `list`; returns whether there was one.
fn report_unmatched<'e>(
    buffer: &SourceBuffer,
    list: impl Iterator<Item = &'e Expected>,
    out: &mut String,
) -> bool {
    let mut any = false;
    for e in list.filter(|e| !e.matched) {
        let msg = format!(
            "expected {} \"{}\" was not produced",
            e.severity.as_str(),
            e.text
        );
        let at = e.offset.map(|o| (buffer, o));
        let range = e.offset.map(|o| (o, o + e.text.len()));
        write_message(out, at, Severity::Error, &msg, range);
        any = true;
    }
    any
}
