//! `README.md` (the tutorial) shows the crate's code step by step; each
//! line of its Rust blocks must be a line of the crate's sources, so the
//! tutorial cannot drift from the code it describes. Blocks are checked
//! line by line rather than as whole excerpts because a step shows the
//! part of an item it introduces (an op's `format = ...` line in the
//! formats step), not the finished item.

use std::collections::HashSet;
use std::path::Path;

/// The trimmed lines of every `.rs` file under `dir`.
fn source_lines(dir: &Path, into: &mut HashSet<String>) {
    for entry in std::fs::read_dir(dir).expect("a readable folder") {
        let path = entry.expect("a folder entry").path();
        if path.is_dir() {
            source_lines(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).expect("a readable source");
            into.extend(text.lines().map(|l| l.trim().to_string()));
        }
    }
}

#[test]
fn every_line_of_rust_in_the_readme_is_in_the_sources() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut sources = HashSet::new();
    source_lines(&root.join("src"), &mut sources);
    let readme = std::fs::read_to_string(root.join("README.md")).expect("the README");
    let (mut in_rust, mut checked, mut missing) = (false, 0, Vec::new());
    for (n, line) in readme.lines().enumerate() {
        let t = line.trim();
        if t.starts_with("```") {
            in_rust = t == "```rust";
            continue;
        }
        if in_rust && !t.is_empty() {
            checked += 1;
            if !sources.contains(t) {
                missing.push(format!("README.md:{}: {t}", n + 1));
            }
        }
    }
    assert!(checked > 100, "the README shows code ({checked} lines)");
    assert!(missing.is_empty(), "not in src/:\n{}", missing.join("\n"));
}
