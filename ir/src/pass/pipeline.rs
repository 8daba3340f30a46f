//! The textual pass pipeline: `anchor(pass{opts}, nested.op(pass), ...)`.
//!
//! Parsing yields a tree of elements first and resolves pass names against
//! the registry second, so that syntax errors and unknown passes are
//! reported with mlir-opt's texts.

use super::manager::{OpPassManager, PassEntry};
use super::{PassOptions, lookup_pass};

#[derive(Debug)]
enum Element {
    Pass {
        name: String,
        options: String,
    },
    Nested {
        anchor: String,
        elements: Vec<Element>,
    },
}

struct Parser<'s> {
    text: &'s str,
    pos: usize,
}

impl<'s> Parser<'s> {
    fn skip_ws(&mut self) {
        while self.text[self.pos..].starts_with(|c: char| c.is_ascii_whitespace()) {
            self.pos += 1;
        }
    }

    fn ident(&mut self) -> &'s str {
        self.skip_ws();
        let start = self.pos;
        while let Some(c) = self.text[self.pos..].chars().next() {
            if c.is_ascii_alphanumeric() || matches!(c, '.' | '-' | '_' | '$') {
                self.pos += c.len_utf8();
            } else {
                break;
            }
        }
        &self.text[start..self.pos]
    }

    fn eat(&mut self, c: char) -> bool {
        self.skip_ws();
        if self.text[self.pos..].starts_with(c) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// `{...}` with balanced braces, returning the inside.
    fn braced(&mut self) -> Result<&'s str, String> {
        let start = self.pos;
        let mut depth = 0;
        for (i, c) in self.text[self.pos..].char_indices() {
            match c {
                '{' => depth += 1,
                '}' => {
                    depth -= 1;
                    if depth == 0 {
                        self.pos = start + i + 1;
                        return Ok(&self.text[start + 1..start + i]);
                    }
                }
                _ => {}
            }
        }
        Err("missing closing '}' while processing pass options".into())
    }

    fn list(&mut self) -> Result<Vec<Element>, String> {
        let mut out = Vec::new();
        self.skip_ws();
        if self.text[self.pos..].starts_with(')') || self.pos >= self.text.len() {
            return Ok(out);
        }
        loop {
            let name = self.ident();
            if name.is_empty() {
                return Err(format!(
                    "expected pass pipeline element at '{}'",
                    &self.text[self.pos..]
                ));
            }
            self.skip_ws();
            if self.eat('(') {
                let elements = self.list()?;
                if !self.eat(')') {
                    return Err("expected ')' to close nested pipeline".into());
                }
                out.push(Element::Nested {
                    anchor: name.to_string(),
                    elements,
                });
            } else {
                let options = if self.text[self.pos..].starts_with('{') {
                    self.braced()?.to_string()
                } else {
                    String::new()
                };
                out.push(Element::Pass {
                    name: name.to_string(),
                    options,
                });
            }
            if !self.eat(',') {
                return Ok(out);
            }
        }
    }
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
    add(anchor, elements, implicit)
}

/// Checks that every pass of `elements` is registered, before any is
/// created (MLIR's `resolvePipelineElements`): an unknown pass is
/// reported even after a pass with bad options.
fn resolve(elements: &[Element], source: &str) -> Result<(), String> {
    for e in elements {
        match e {
            Element::Nested { elements, .. } => resolve(elements, source)?,
            Element::Pass { name, .. } => {
                if lookup_pass(name).is_none() {
                    let col = source.find(name.as_str()).map_or(1, |i| i + 1);
                    return Err(format!(
                        "MLIR Textual PassPipeline Parser:1:{col}: error: '{name}' does not refer to a registered pass or pass pipeline\n{source}\n{}^\n",
                        " ".repeat(col - 1)
                    ));
                }
            }
        }
    }
    Ok(())
}

/// Creates the passes of `elements` (all registered) under a manager for
/// `anchor`. A failure is reported as MLIR's `addToPipeline` reports it:
/// the reason, then `failed to add ...` for the pass and for each nested
/// pipeline around it.
fn add(anchor: &str, elements: Vec<Element>, implicit: bool) -> Result<OpPassManager, String> {
    let mut pm = OpPassManager::new(anchor);
    for e in elements {
        match e {
            Element::Nested { anchor, elements } => {
                let nested = add(&anchor, elements, implicit).map_err(|e| {
                    format!("{e}failed to add `{anchor}` with options `` to inner pipeline\n")
                })?;
                pm.add(PassEntry::Nested(nested));
            }
            Element::Pass { name, options } => {
                let info = lookup_pass(&name).expect("resolved");
                let opts = PassOptions::parse(&options)?;
                let pass = opts
                    .check_allowed(info.options)
                    .and_then(|()| (info.create)(&opts))
                    .map_err(|e| {
                        // MLIR's options parser ends its message with a
                        // line end; a bad value ends without one.
                        let end = if e.ends_with('\n') { "" } else { "\n" };
                        format!("{e}{end}\nfailed to add `{name}` with options `{options}`\n")
                    })?;
                if implicit {
                    pm.add_pass_nesting(pass)?;
                } else {
                    pm.add_pass(pass)?;
                }
            }
        }
    }
    Ok(pm)
}

/// Parses a full pipeline, `anchor(...)`.
pub fn parse_pass_pipeline(text: &str) -> Result<OpPassManager, String> {
    let mut p = Parser { text, pos: 0 };
    let anchor = p.ident();
    if anchor.is_empty() || !p.eat('(') {
        return Err("expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'".into());
    }
    let inner_start = p.pos;
    let elements = p.list()?;
    let inner = &text[inner_start..p.pos];
    if !p.eat(')') {
        return Err("expected pass pipeline to be wrapped with the anchor operation type, e.g. 'builtin.module(...)'".into());
    }
    p.skip_ws();
    if p.pos != text.len() {
        return Err(format!(
            "unexpected text after the pass pipeline: '{}'",
            &text[p.pos..]
        ));
    }
    build(anchor, elements, inner.trim(), false)
}

/// Parses a pass list without an anchor (as built from `--pass` flags),
/// anchored on `anchor`; a pass restricted to another op nests implicitly,
/// as `mlir-opt` nests it.
pub fn parse_pass_list(anchor: &str, text: &str) -> Result<OpPassManager, String> {
    let mut p = Parser { text, pos: 0 };
    let elements = p.list()?;
    p.skip_ws();
    if p.pos != text.len() {
        return Err(format!(
            "unexpected text in pass list: '{}'",
            &text[p.pos..]
        ));
    }
    build(anchor, elements, text, true)
}
