//! The reference pages (`ir/src/reference/*.md`) name every trait and
//! every constraint of the runtime's library: the items are read from the
//! library's sources, so a trait or constraint added without a row on its
//! page fails this test. (The macros' keywords are checked the same way
//! by `ir-macros`' `reference_tests`.)
//!
//! An item is a `pub struct` / `pub type` at the start of a line, or the
//! name a library macro (`check!`, `fixed!`, ...) is invoked with, after
//! its doc comment. Reading rustdoc's JSON output was the alternative; it
//! needs a nightly toolchain.

use std::fs;
use std::path::Path;

/// The macros whose first argument (after doc comments) names an item.
const ITEM_MACROS: &[&str] = &[
    "check",
    "marker",
    "marker_trait",
    "type_trait",
    "fixed",
    "kind",
    "typed_attr",
    "int_bound",
    "container_of",
];

/// The public items `src` declares (see the module docs).
fn items(src: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut lines = src.lines().peekable();
    while let Some(line) = lines.next() {
        let t = line.trim_start();
        for kw in ["pub struct ", "pub type "] {
            if line.starts_with(kw) {
                out.push(ident(&t[kw.len()..]));
            }
        }
        let Some(m) = ITEM_MACROS
            .iter()
            .find(|m| line.starts_with(&format!("{m}!(")))
        else {
            continue;
        };
        // The rest of this line, then following lines, minus doc comments.
        let mut rest = t[m.len() + 2..].to_string();
        loop {
            let r = rest.trim_start();
            if r.is_empty() || r.starts_with("///") {
                match lines.next() {
                    Some(l) => rest = l.to_string(),
                    None => break,
                }
                continue;
            }
            out.push(ident(r));
            break;
        }
    }
    out.retain(|n| !n.is_empty());
    out
}

fn ident(s: &str) -> String {
    s.chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect()
}

/// Whether `page` has a code span starting with `word`.
fn names(page: &str, word: &str) -> bool {
    page.match_indices(&format!("`{word}")).any(|(i, m)| {
        page[i + m.len()..]
            .chars()
            .next()
            .is_some_and(|c| !(c.is_alphanumeric() || c == '_'))
    })
}

fn read(rel: &str) -> String {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    fs::read_to_string(root.join(rel)).unwrap_or_else(|e| panic!("{rel}: {e}"))
}

/// The items of `sources` that `page` does not name.
fn undocumented(page: &str, sources: &[&str], skip: &[&str]) -> Vec<String> {
    let text = read(&format!("src/reference/{page}"));
    let mut out = Vec::new();
    for s in sources {
        let found = items(&read(s));
        assert!(
            !found.is_empty(),
            "no items found in {s}: the scan is stale"
        );
        for n in found {
            if !skip.contains(&n.as_str()) && !names(&text, &n) {
                out.push(format!("{page} does not name `{n}` (from {s})"));
            }
        }
    }
    out
}

#[test]
fn every_trait_is_on_the_traits_page() {
    let missing = undocumented(
        "traits.md",
        &[
            "src/semantics/traits/counts.rs",
            "src/semantics/traits/structure.rs",
            "src/semantics/traits/types.rs",
            "src/semantics/traits/markers.rs",
            "src/semantics/traits/broadcast.rs",
            "src/semantics/traits/compose.rs",
        ],
        &[],
    );
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn every_constraint_is_on_the_constraints_page() {
    let missing = undocumented(
        "constraints.md",
        &[
            "src/semantics/constraints/types.rs",
            "src/semantics/constraints/attrs.rs",
            "src/semantics/constraints/mod.rs",
            "src/uniqued/typed_attrs.rs",
        ],
        // Not a constraint: how an `All*Match` check compares.
        &["Agreement"],
    );
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}

#[test]
fn the_scan_finds_macro_items() {
    let src = "check!(/// `One`.\n    One, bit::ONE, |op| x);\nfixed!(/// doc\n    /// more\n    Two, \"two\");\npub struct Three;\n";
    assert_eq!(items(src), ["One", "Two", "Three"]);
}

/// The traits under `dir` (recursively) that an interface attribute
/// (`#[op_interface]`, `#[type_interface]`, `#[attr_interface]`,
/// `#[dialect_interface]`, with or without a path) declares: the
/// attribute at the start of a line, then `pub trait Name` after any
/// further attributes.
fn interfaces_in(dir: &Path, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|e| e.expect("a directory entry").path())
        .collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            interfaces_in(&p, out);
            continue;
        }
        if p.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let src = fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        let mut lines = src.lines();
        while let Some(line) = lines.next() {
            let is_iface = line.starts_with("#[")
                && [
                    "op_interface",
                    "type_interface",
                    "attr_interface",
                    "dialect_interface",
                ]
                .iter()
                .any(|k| line.contains(k));
            if !is_iface {
                continue;
            }
            let decl = lines.by_ref().find(|l| !l.starts_with("#["));
            if let Some(rest) = decl.and_then(|l| l.strip_prefix("pub trait ")) {
                out.push((ident(rest), p.display().to_string()));
            }
        }
    }
}

#[test]
fn every_runtime_interface_is_on_the_interfaces_page() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut found = Vec::new();
    interfaces_in(&root.join("src"), &mut found);
    for known in [
        "ShapedType",
        "MemoryEffectOpInterface",
        "OpAsmDialectInterface",
    ] {
        assert!(
            found.iter().any(|(n, _)| n == known),
            "the scan did not find `{known}`: it is stale"
        );
    }
    let page = read("src/reference/interfaces.md");
    let missing: Vec<String> = found
        .iter()
        .filter(|(n, _)| !names(&page, n))
        .map(|(n, f)| format!("interfaces.md does not name `{n}` (from {f})"))
        .collect();
    assert!(missing.is_empty(), "{}", missing.join("\n"));
}
