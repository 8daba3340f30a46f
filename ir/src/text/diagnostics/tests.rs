//! Rendering and `--verify-diagnostics` checks, with expected texts taken
//! from mlir-opt-22 runs on the same inputs.

use super::*;
use crate::semantics::diag::{Diagnostic, Severity};
use crate::uniqued::context::Context;
use crate::uniqued::location::Location;
use crate::uniqued::location::LocationKind;

const SRC: &str = "\"func.return\"() : () -> () loc(unknown)\n// -----\n\"func.return\"() : () -> () loc(\"nm\")\n";

fn sources() -> SourceMgr {
    let mut s = SourceMgr::new();
    s.add(SourceBuffer::new("e.mlir", SRC));
    s
}

fn flc(ctx: &Context, l: u32, c: u32) -> Location {
    Location::file_line_col(ctx, "e.mlir", l, c)
}

#[test]
fn file_location_shows_source_and_caret() {
    let ctx = Context::new();
    let d = Diagnostic::error(flc(&ctx, 3, 4), "boom").with_note(flc(&ctx, 3, 4), "same place");
    assert_eq!(
        render(&ctx, &mut sources(), &d),
        "e.mlir:3:4: error: boom\n\"func.return\"() : () -> () loc(\"nm\")\n   ^\ne.mlir:3:4: note: same place\n"
    );
}

#[test]
fn unknown_and_name_locations() {
    let ctx = Context::new();
    let unknown = Location::unknown(&ctx);
    let d = Diagnostic::error(unknown, "msg").with_note(unknown, "n");
    assert_eq!(
        render(&ctx, &mut sources(), &d),
        "<unknown>:0: error: msg\n<unknown>:0: note: n\n"
    );
    let name = Location::new(
        &ctx,
        LocationKind::Name {
            name: ctx.ident("nm"),
            child: unknown,
        },
    );
    let d = Diagnostic::error(name, "msg");
    assert_eq!(
        render(&ctx, &mut sources(), &d),
        "<unknown>:0: error: loc(\"nm\"): msg\n"
    );
}

#[test]
fn call_sites_add_called_from_notes() {
    let ctx = Context::new();
    let callee = flc(&ctx, 1, 2);
    let caller = Location::file_line_col(&ctx, "zz.mlir", 9, 9);
    let cs = Location::new(&ctx, LocationKind::CallSite { callee, caller });
    let d = Diagnostic::error(cs, "msg").with_note(cs, "see");
    assert_eq!(
        render(&ctx, &mut sources(), &d),
        "e.mlir:1:2: error: msg\n\"func.return\"() : () -> () loc(unknown)\n ^\n\
         zz.mlir:9:9: note: called from\n\
         e.mlir:1:2: note: see\n\"func.return\"() : () -> () loc(unknown)\n ^\n"
    );
}

#[test]
fn out_of_range_positions_print_without_source() {
    let ctx = Context::new();
    for (l, c) in [(1, 300), (200, 1), (0, 0)] {
        let d = Diagnostic::error(flc(&ctx, l, c), "m");
        assert_eq!(
            render(&ctx, &mut sources(), &d),
            format!("e.mlir:{l}:{c}: error: m\n")
        );
    }
}

#[test]
fn tabs_expand_in_source_and_caret() {
    let ctx = Context::new();
    let mut s = SourceMgr::new();
    s.add(SourceBuffer::new("t.mlir", " \t x\tfoo\n"));
    let d = Diagnostic::error(Location::file_line_col(&ctx, "t.mlir", 1, 4), "m");
    assert_eq!(
        render(&ctx, &mut s, &d),
        "t.mlir:1:4: error: m\n         x      foo\n         ^\n"
    );
}

const VERIFY_SRC: &str = "// expected-error @below {{never}}\nx\n// expected-warning @+1 {{seen}}\ny\n// expected-error-re @+1 {{op #{{[0-9]}} here}}\nz\n";

#[test]
fn verifier_reports_unexpected_and_missing() {
    let ctx = Context::new();
    let mut s = SourceMgr::new();
    s.add(SourceBuffer::new("v.mlir", VERIFY_SRC));
    let mut out = String::new();
    let mut v = DiagnosticVerifier::new(SourceBuffer::new("v.mlir", VERIFY_SRC), false, &mut out);
    assert_eq!(v.expectations().count(), 3);
    let at = |l, c| Location::file_line_col(&ctx, "v.mlir", l, c);
    v.process(
        &ctx,
        &mut s,
        &Diagnostic::warning(at(4, 1), "was seen here"),
        &mut out,
    );
    v.process(
        &ctx,
        &mut s,
        &Diagnostic::error(at(6, 1), "op #3 here"),
        &mut out,
    );
    assert_eq!(out, "");
    v.process(
        &ctx,
        &mut s,
        &Diagnostic::error(at(4, 1), "was seen"),
        &mut out,
    );
    v.process(
        &ctx,
        &mut s,
        &Diagnostic::error(at(1, 1), "other"),
        &mut out,
    );
    assert!(!v.finish(&mut out));
    assert_eq!(
        out,
        "v.mlir:3:4: error: 'error' diagnostic emitted when expecting a 'warning'\n\
         // expected-warning @+1 {{seen}}\n   ^\n\
         v.mlir:1:1: error: unexpected error: other\n\
         // expected-error @below {{never}}\n^\n\
         v.mlir:1:4: error: expected error \"never\" was not produced\n\
         // expected-error @below {{never}}\n   ^~~~~\n"
    );
}

#[test]
fn verifier_passes_when_everything_matches() {
    let ctx = Context::new();
    let src = "x // expected-note {{n}}\n// expected-remark@above {{r}}\n// expected-error@unknown {{u}}\n";
    let mut s = SourceMgr::new();
    let mut out = String::new();
    let mut v = DiagnosticVerifier::new(SourceBuffer::new("w", src), false, &mut out);
    let at = Location::file_line_col(&ctx, "w", 1, 1);
    v.process(
        &ctx,
        &mut s,
        &Diagnostic::new(Severity::Note, at, "n!"),
        &mut out,
    );
    v.process(&ctx, &mut s, &Diagnostic::remark(at, "r"), &mut out);
    v.process(
        &ctx,
        &mut s,
        &Diagnostic::error(Location::unknown(&ctx), "u"),
        &mut out,
    );
    assert!(v.finish(&mut out), "{out}");
    assert_eq!(out, "");
}

#[test]
fn unterminated_regex_is_an_error() {
    let mut out = String::new();
    let src = "// expected-error-re {{a {{b}}\n";
    let mut v = DiagnosticVerifier::new(SourceBuffer::new("r", src), false, &mut out);
    assert!(!v.finish(&mut out));
    assert!(
        out.starts_with("r:1:4: error: found start of regex with no end '}}'\n"),
        "{out}"
    );
}

#[test]
fn an_out_of_range_line_offset_is_an_error_not_line_zero() {
    let mut out = String::new();
    let src = "\"a.b\"() : () -> ()\n// expected-error@+99999999999 {{x}}\n";
    let mut v = DiagnosticVerifier::new(SourceBuffer::new("r", src), false, &mut out);
    assert!(!v.finish(&mut out));
    assert!(
        out.starts_with("r:2:19: error: line offset '+99999999999' is out of range\n"),
        "{out}"
    );
}
