//! The layer rule of `ir/src/lib.rs`, checked on the source: every path a
//! module of `ir` names with `crate::` points to its own layer or one
//! below it.
//!
//! The layers are the top-level modules, in the order `lib.rs` declares
//! them. Root re-exports (`crate::Context`) are resolved through the
//! `pub use` lines of `lib.rs`. Unit tests (`tests.rs` files and what
//! follows `#[cfg(test)]`) may build their fixtures with any layer and are
//! not checked; comments are not code and are skipped. A rustc lint or a
//! crate per layer were the alternatives: the first does not exist, the
//! second would split one crate's public API over eight.

use std::collections::HashMap;
use std::fs;
use std::path::{Path, PathBuf};

/// The top-level modules of `lib.rs` with their layer numbers, read from
/// the `// Layer N, ...` comment above each group.
fn layers(lib: &str) -> Vec<(String, usize)> {
    let mut out = Vec::new();
    let mut layer = None;
    for line in lib.lines() {
        if let Some(rest) = line.strip_prefix("// Layer ") {
            layer = rest
                .split(',')
                .next()
                .and_then(|n| n.trim().parse::<usize>().ok());
            continue;
        }
        let Some(rest) = line.strip_prefix("pub mod ") else {
            continue;
        };
        let name = rest.split(';').next().unwrap().trim().to_string();
        if name == "prelude" || name == "__private" {
            continue;
        }
        let layer =
            layer.unwrap_or_else(|| panic!("`pub mod {name}` has no `// Layer N, ...` above it"));
        out.push((name, layer));
    }
    out
}

/// The layer module each root re-export comes from (`Context` → `uniqued`).
fn root_names(lib: &str, modules: &HashMap<String, usize>) -> HashMap<String, String> {
    let mut out = HashMap::new();
    let mut rest = lib;
    while let Some(i) = rest.find("\npub use ") {
        rest = &rest[i + 9..];
        let end = rest.find(';').unwrap();
        let item = &rest[..end];
        let module = item.split("::").next().unwrap().trim().to_string();
        if !modules.contains_key(&module) {
            continue;
        }
        let names = match item.find('{') {
            Some(b) => item[b + 1..item.rfind('}').unwrap()].to_string(),
            None => item.rsplit("::").next().unwrap().to_string(),
        };
        for n in names.split(',') {
            let n = n.trim();
            if !n.is_empty() {
                out.insert(n.to_string(), module.clone());
            }
        }
    }
    out
}

/// The code of a file: comments blanked, unit tests cut off.
fn code_of(text: &str) -> String {
    // An inline `#[cfg(test)] mod tests { .. }` runs to the end of the
    // file; `#[cfg(test)] mod tests;` is a declaration and cuts nothing.
    let cut = text.match_indices("#[cfg(test)]").find(|(i, _)| {
        let next = text[i + 12..].trim_start();
        next.starts_with("mod ") && next.lines().next().is_some_and(|l| l.contains('{'))
    });
    let text = match cut {
        Some((i, _)) => &text[..i],
        None => text,
    };
    text.lines()
        .map(|l| match l.find("//") {
            Some(i) if !l[..i].contains('"') => &l[..i],
            _ => l,
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The first path segments after `crate::`, including those inside
/// `crate::{a::.., b}` groups.
fn crate_refs(code: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = code;
    while let Some(i) = rest.find("crate::") {
        let before = rest[..i].chars().last();
        rest = &rest[i + 7..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
            continue;
        }
        if let Some(group) = rest.strip_prefix('{') {
            let mut depth = 1;
            let mut item = String::new();
            for c in group.chars() {
                match c {
                    '{' => depth += 1,
                    '}' => depth -= 1,
                    _ => {}
                }
                if depth == 0 || (depth == 1 && c == ',') {
                    out.push(item.trim().split("::").next().unwrap().to_string());
                    item.clear();
                    if depth == 0 {
                        break;
                    }
                } else if depth == 1 {
                    item.push(c);
                } else {
                    item.push(' ');
                }
            }
        } else {
            let seg: String = rest
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            out.push(seg);
        }
    }
    out.retain(|s| !s.is_empty());
    out
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for e in fs::read_dir(dir).unwrap() {
        let p = e.unwrap().path();
        if p.is_dir() {
            rust_files(&p, out);
        } else if p.extension().is_some_and(|x| x == "rs") {
            out.push(p);
        }
    }
}

#[test]
fn every_module_looks_only_down() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let lib = fs::read_to_string(src.join("lib.rs")).unwrap();
    let order = layers(&lib);
    assert!(
        order.len() <= 12,
        "lib.rs declares {} top-level modules; group them into layers",
        order.len()
    );
    let modules: HashMap<String, usize> = order.iter().cloned().collect();
    let roots = root_names(&lib, &modules);
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    let mut upward = Vec::new();
    let mut checked = 0;
    for f in &files {
        let rel = f.strip_prefix(&src).unwrap();
        let top = rel
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_string_lossy();
        let top = top.trim_end_matches(".rs");
        let Some(&layer) = modules.get(top) else {
            continue;
        };
        if rel.file_name().is_some_and(|n| n == "tests.rs") {
            continue;
        }
        let code = code_of(&fs::read_to_string(f).unwrap());
        for r in crate_refs(&code) {
            let target = match modules.get(&r) {
                Some(_) => r.clone(),
                None => match roots.get(&r) {
                    Some(m) => m.clone(),
                    // `crate::prelude`, `crate::__private`, macros.
                    None => continue,
                },
            };
            checked += 1;
            if modules[&target] > layer {
                upward.push(format!(
                    "{} (layer {layer}) uses crate::{r} ({target}, layer {})",
                    rel.display(),
                    modules[&target]
                ));
            }
        }
    }
    upward.sort();
    upward.dedup();
    assert!(
        checked > 200,
        "only {checked} paths found: is the scan broken?"
    );
    assert!(
        upward.is_empty(),
        "{} paths point to a higher layer:\n{}",
        upward.len(),
        upward.join("\n")
    );
}

#[test]
fn the_scan_sees_groups_and_root_names() {
    let code = "use crate::{uniqued::types::Type, Context};\nlet x = crate::storage::walk::walk;";
    assert_eq!(crate_refs(code), ["uniqued", "Context", "storage"]);
    assert_eq!(code_of("a // crate::x\n#[cfg(test)]\nmod t {}"), "a ");
    assert_eq!(
        code_of("#[cfg(test)]\nmod t;\nb"),
        "#[cfg(test)]\nmod t;\nb"
    );
}
