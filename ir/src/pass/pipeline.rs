//! The textual pass pipeline: `anchor(pass{opts}, nested.op(pass), ...)`.
//!
//! Parsing yields a tree of elements first and resolves pass names against
//! the registry second, so that syntax errors and unknown passes are
//! reported with mlir-opt's texts and positions. The scan follows MLIR's
//! `TextualPipeline`: it cuts the text at the next `,`, `(`, `)` or `{`
//! rather than lexing tokens, which is what decides where each of its
//! errors points (a recursive-descent parser was rejected: it reports
//! other positions, and the messages are observable).

use super::manager::{OpPassManager, PassEntry};
use super::options::split_value_error;
use super::{PassInfo, PassOptions, lookup_pass};

#[derive(Debug)]
enum Element {
    Pass {
        name: String,
        /// Byte offset of the name in the parsed text.
        at: usize,
        options: String,
    },
    Nested {
        anchor: String,
        elements: Vec<Element>,
    },
}

/// An error of the textual pipeline parser at byte `at` of `text`, shown
/// as MLIR shows it: a diagnostic of the `MLIR Textual PassPipeline
/// Parser` buffer, with the line and a caret (and a line end).
fn syntax_error(text: &str, at: usize, msg: &str) -> String {
    let line_start = text[..at].rfind('\n').map_or(0, |i| i + 1);
    let line_no = text[..at].matches('\n').count() + 1;
    let line_end = text[at..].find('\n').map_or(text.len(), |i| at + i);
    let col = at - line_start;
    format!(
        "MLIR Textual PassPipeline Parser:{line_no}:{}: error: {msg}\n{}\n{}^\n",
        col + 1,
        &text[line_start..line_end],
        " ".repeat(col)
    )
}

/// One name of the pipeline, trimmed, with its offset in the whole text.
fn trimmed(text: &str, start: usize, end: usize) -> (String, usize) {
    let raw = &text[start..end];
    let lead = raw.len() - raw.trim_start().len();
    (raw.trim().to_string(), start + lead)
}

/// Parses the elements of `text` (no anchor around them), as MLIR's
/// `TextualPipeline::parsePipelineText`.
fn parse_elements(text: &str) -> Result<Vec<Element>, String> {
    // The pipelines being filled, outermost first, each with the anchor
    // of the element that opened it.
    let mut stack: Vec<(String, Vec<Element>)> = vec![(String::new(), Vec::new())];
    if text.is_empty() {
        return Ok(Vec::new());
    }
    let b = text.as_bytes();
    let mut pos = 0;
    loop {
        let sep = b[pos..]
            .iter()
            .position(|c| matches!(c, b',' | b'(' | b')' | b'{'))
            .map(|i| pos + i);
        let (name, at) = trimmed(text, pos, sep.unwrap_or(text.len()));
        let Some(sep) = sep else {
            push_pass(&mut stack, name, at, String::new());
            break;
        };
        pos = sep;
        match b[pos] {
            b'{' => {
                let mut depth = 1;
                let close = b[pos + 1..].iter().position(|&c| {
                    if c == b'{' {
                        depth += 1;
                    } else if c == b'}' {
                        depth -= 1;
                    }
                    depth == 0
                });
                let Some(close) = close else {
                    return Err(syntax_error(
                        text,
                        pos,
                        "missing closing '}' while processing pass options",
                    ));
                };
                let options = text[pos + 1..pos + 1 + close].to_string();
                push_pass(&mut stack, name, at, options);
                pos += close + 2;
            }
            b'(' => {
                stack.push((name, Vec::new()));
                pos += 1;
                continue;
            }
            _ => push_pass(&mut stack, name, at, String::new()),
        }
        while pos < b.len() && b[pos] == b')' {
            if stack.len() == 1 {
                return Err(syntax_error(
                    text,
                    pos,
                    "encountered extra closing ')' creating unbalanced parentheses while parsing pipeline",
                ));
            }
            let (anchor, elements) = stack.pop().expect("nested");
            let outer = &mut stack.last_mut().expect("outer").1;
            outer.push(Element::Nested { anchor, elements });
            pos += 1;
        }
        if pos == b.len() {
            break;
        }
        if b[pos] != b',' {
            return Err(syntax_error(
                text,
                pos,
                "expected ',' after parsing pipeline",
            ));
        }
        pos += 1;
    }
    if stack.len() > 1 {
        return Err(syntax_error(
            text,
            pos,
            "encountered unbalanced parentheses while parsing pipeline",
        ));
    }
    Ok(stack.pop().expect("outer").1)
}

fn push_pass(stack: &mut [(String, Vec<Element>)], name: String, at: usize, options: String) {
    let list = &mut stack.last_mut().expect("outer").1;
    list.push(Element::Pass { name, at, options });
}

/// Builds a manager for `anchor`; `implicit` nests passes restricted to
/// another op (pass flags) instead of rejecting them (textual pipelines).
fn build(
    anchor: &str,
    elements: Vec<Element>,
    source: &str,
    implicit: bool,
) -> Result<OpPassManager, String> {
    resolve(&elements, source)?;
    let (pm, failed) = add(anchor, elements, implicit);
    match failed {
        Some(e) => Err(e),
        None => Ok(pm),
    }
}

/// Checks that every pass of `elements` is registered, before any is
/// created (MLIR's `resolvePipelineElements`): an unknown pass is
/// reported even after a pass with bad options.
fn resolve(elements: &[Element], source: &str) -> Result<(), String> {
    for e in elements {
        match e {
            Element::Nested { elements, .. } => resolve(elements, source)?,
            Element::Pass { name, at, .. } => {
                if lookup_pass(name).is_none() {
                    return Err(syntax_error(
                        source,
                        *at,
                        &format!("'{name}' does not refer to a registered pass or pass pipeline"),
                    ));
                }
            }
        }
    }
    Ok(())
}

/// Creates the passes of `elements` (all registered) under a manager for
/// `anchor`, as MLIR's `addToPipeline` does: up to the first failure, which
/// is returned beside the manager. A pass whose options fail is still
/// added, with the options before the bad one (MLIR adds the pass it made
/// whatever `initializeOptions` says); a nested manager keeps what was
/// added to it. The failure reads as MLIR reports it: the reason, then
/// `failed to add ...` for the pass and for each nested pipeline around it.
fn add(anchor: &str, elements: Vec<Element>, implicit: bool) -> (OpPassManager, Option<String>) {
    let mut pm = OpPassManager::new(anchor);
    for e in elements {
        let failed = match e {
            Element::Nested { anchor, elements } => {
                let (nested, failed) = add(&anchor, elements, implicit);
                pm.add(PassEntry::Nested(nested));
                failed.map(|e| {
                    format!("{e}failed to add `{anchor}` with options `` to inner pipeline\n")
                })
            }
            Element::Pass { name, options, .. } => {
                let (pass, failed) = create_leniently(&name, &options);
                let failed = failed.map(|e| {
                    // A bad value's own line stays first (see
                    // `split_value_error`); the message MLIR gets for
                    // it is empty.
                    let (value, reason) = match split_value_error(&e) {
                        (Some(v), rest) => (own_line(v), rest),
                        (None, rest) => (String::new(), rest),
                    };
                    format!("{value}{reason}\nfailed to add `{name}` with options `{options}`\n")
                });
                let added = match pass {
                    Some(pass) if implicit => pm.add_pass_nesting(pass),
                    Some(pass) => pm.add_pass(pass),
                    None => Ok(()),
                };
                failed.or(added.err())
            }
        };
        if failed.is_some() {
            return (pm, failed);
        }
    }
    (pm, None)
}

/// Creates the registered pass `name` as MLIR's pass registry does, reading
/// its options in order: on a bad option, the pass made from the options
/// before it (none if even that fails) and the bad option's error.
fn create_leniently(name: &str, options: &str) -> (Option<Box<dyn super::Pass>>, Option<String>) {
    let info = lookup_pass(name).expect("resolved");
    let opts = match PassOptions::parse(options) {
        Ok(o) => o,
        Err(e) => return (None, Some(e)),
    };
    let make = |o: &PassOptions| create_with(info, o);
    if let Ok(pass) = make(&opts) {
        return (Some(pass), None);
    }
    // The first prefix of the options that fails names the bad option.
    for k in 1..=opts.len() {
        if let Err(e) = make(&opts.prefix(k)) {
            return (make(&opts.prefix(k - 1)).ok(), Some(e));
        }
    }
    (None, make(&opts).err())
}

/// The printed part of an option error (see [`split_value_error`]) ending
/// its line, as the option parser's own line always does.
fn own_line(printed: &str) -> String {
    if printed.starts_with("for the --") && !printed.ends_with('\n') {
        format!("{printed}\n")
    } else {
        printed.to_owned()
    }
}

/// Creates the registered pass `name` with its option text.
fn create(name: &str, options: &str) -> Result<Box<dyn super::Pass>, String> {
    let info = lookup_pass(name).expect("resolved");
    create_with(info, &PassOptions::parse(options)?)
}

/// Creates the pass of `info` with parsed options.
fn create_with(info: &PassInfo, opts: &PassOptions) -> Result<Box<dyn super::Pass>, String> {
    opts.check_allowed(info.options)?;
    (info.create)(opts)
}

/// What MLIR's `parsePassPipeline` rejects before looking inside the
/// parentheses.
const NOT_WRAPPED: &str = "expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'";

/// Parses a full pipeline, `anchor(...)`.
///
/// The error is MLIR's text. When a pass option has a bad value, its first
/// line is the option parser's own message (`for the --max-iterations
/// option: ...`), which mlir-opt prints by itself, prefixed with the
/// program name, before the diagnostic made of the rest (see
/// [`split_value_error`]).
pub fn parse_pass_pipeline(text: &str) -> Result<OpPassManager, String> {
    let open = text.find('(').filter(|&i| i > 0);
    let (Some(open), Some(inside)) = (open, text.strip_suffix(')')) else {
        return Err(NOT_WRAPPED.into());
    };
    let Some(inner) = inside.get(open + 1..) else {
        return Err(NOT_WRAPPED.into());
    };
    let anchor = text[..open].trim_end();
    let elements = parse_elements(inner)?;
    build(anchor, elements, inner, false)
}

/// Parses a pass list without an anchor, anchored on `anchor`; a pass
/// restricted to another op nests implicitly, as `mlir-opt` nests it.
pub fn parse_pass_list(anchor: &str, text: &str) -> Result<OpPassManager, String> {
    let elements = parse_elements(text)?;
    build(anchor, elements, text, true)
}

/// [`parse_pass_list`] keeping what MLIR's `parsePassPipeline` leaves in
/// the manager when it fails: nothing on a syntax error or an unknown pass,
/// else the passes up to the first whose options fail, that one included
/// (with the options before the bad one). Returns the manager and the
/// error. The inliner runs a `default-pipeline` so.
pub fn parse_pass_list_leniently(anchor: &str, text: &str) -> (OpPassManager, Option<String>) {
    let elements = match parse_elements(text) {
        Ok(e) => e,
        Err(e) => return (OpPassManager::new(anchor), Some(e)),
    };
    if let Err(e) = resolve(&elements, text) {
        return (OpPassManager::new(anchor), Some(e));
    }
    add(anchor, elements, true)
}

/// The manager for `anchor` that pass flags (`--canonicalize=OPTIONS`)
/// give: `(pass, options)` in order, each pass registered, its option
/// text taken whole (flags are not pipeline text: `{` needs no `}`), passes
/// restricted to another op nested implicitly. An error is reported as
/// mlir-opt reports a flag's: the options parser's message alone, without
/// the `failed to add` lines of a pipeline (a bad value's own line first,
/// as for [`parse_pass_pipeline`]).
pub fn pass_list_from_flags(
    anchor: &str,
    passes: &[(String, String)],
) -> Result<OpPassManager, String> {
    let mut pm = OpPassManager::new(anchor);
    for (name, options) in passes {
        if lookup_pass(name).is_none() {
            return Err(format!("'{name}' does not refer to a registered pass"));
        }
        let pass = create(name, options).map_err(|e| match split_value_error(&e) {
            (Some(v), rest) => format!("{}{rest}", own_line(v)),
            (None, rest) => rest.to_string(),
        })?;
        pm.add_pass_nesting(pass)?;
    }
    Ok(pm)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn err(text: &str) -> String {
        parse_pass_pipeline(text).unwrap_err()
    }

    #[test]
    fn syntax_errors_point_where_mlir_points() {
        assert_eq!(
            err("builtin.module(cse))"),
            "MLIR Textual PassPipeline Parser:1:4: error: encountered extra closing ')' creating \
             unbalanced parentheses while parsing pipeline\ncse)\n   ^\n"
        );
        assert_eq!(
            err("builtin.module(func.func(cse)"),
            "MLIR Textual PassPipeline Parser:1:11: error: encountered unbalanced parentheses \
             while parsing pipeline\nfunc.func(cse\n          ^\n"
        );
        assert_eq!(
            err("builtin.module(cse{a}x)"),
            "MLIR Textual PassPipeline Parser:1:7: error: expected ',' after parsing \
             pipeline\ncse{a}x\n      ^\n"
        );
        // A line end in the text moves the position to the next line.
        assert_eq!(
            err("builtin.module(cse,\n  nopass)"),
            "MLIR Textual PassPipeline Parser:2:3: error: 'nopass' does not refer to a \
             registered pass or pass pipeline\n  nopass\n  ^\n"
        );
        assert_eq!(err("builtin.module(cse) "), NOT_WRAPPED);
        assert_eq!(err("(cse)"), NOT_WRAPPED);
    }

    #[test]
    fn pipelines_print_their_passes_with_every_option() {
        let pm = parse_pass_pipeline(
            "builtin.module(func.func(canonicalize{max-iterations=3},cse),symbol-privatize{exclude=a})",
        )
        .unwrap();
        assert_eq!(
            pm.dump(),
            "Pass Manager with 2 passes:\nbuiltin.module(\n  func.func(\n    \
             canonicalize{  max-iterations=3 max-num-rewrites=-1 region-simplify=normal \
             test-convergence=false top-down=true},\n    cse\n  ),\n  \
             symbol-privatize{exclude={a}}\n)\n"
        );
        assert_eq!(
            parse_pass_pipeline("func.func(symbol-privatize)")
                .unwrap()
                .textual(),
            "func.func(symbol-privatize{})"
        );
        assert_eq!(
            OpPassManager::new("builtin.module").dump(),
            "Pass Manager with 0 passes:\nbuiltin.module(\n\n)\n"
        );
    }

    #[test]
    fn bad_values_keep_their_own_line_first() {
        assert_eq!(
            err("builtin.module(func.func(canonicalize{max-iterations=x}))"),
            "for the --max-iterations option: 'x' value invalid for long argument!\n\
             \nfailed to add `canonicalize` with options `max-iterations=x`\n\
             failed to add `func.func` with options `` to inner pipeline\n"
        );
        let flags = [("canonicalize".to_string(), "max-iterations=x".to_string())];
        assert_eq!(
            pass_list_from_flags("builtin.module", &flags).unwrap_err(),
            "for the --max-iterations option: 'x' value invalid for long argument!\n"
        );
        // A flag's options are not pipeline text: an unclosed `{` is a value.
        let flags = [(
            "canonicalize".to_string(),
            "disable-patterns={a".to_string(),
        )];
        assert!(pass_list_from_flags("builtin.module", &flags).is_ok());
    }
}
