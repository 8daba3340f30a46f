//! One fuzz case: `ir-opt` arguments and an input text, and how a case is
//! stored on disk and drawn from the project's lit tests.
//!
//! On disk a case is its text with one first line naming the arguments,
//! `// fuzz-args: --allow-unregistered-dialect`, so a crasher file is also
//! a valid input for `ir-opt` and `mlir-opt` (the line is a comment) and
//! says how to run it. Keeping the arguments in the file name or in a
//! side file was rejected: names get long and side files get lost.
//!
//! Seeds are the `tests/lit/**/*.mlir` files cut at `// -----` (as
//! `--split-input-file` cuts them), each chunk taking the arguments of
//! one of its file's `RUN:` lines, `-split-input-file` and `%s` removed
//! (the chunk is already one chunk) except that a chunk with
//! `expected-*` comments keeps `--verify-diagnostics`.

use std::path::{Path, PathBuf};

/// The marker line of the arguments of a stored case.
pub const ARGS_PREFIX: &str = "// fuzz-args:";

/// A fuzz case.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Case {
    /// `ir-opt` arguments other than the input (`--allow-unregistered-dialect`, ...).
    pub args: Vec<String>,
    /// The input text.
    pub text: String,
}

impl Case {
    /// The case as stored: the arguments line, then the text.
    pub fn to_file(&self) -> String {
        format!("{ARGS_PREFIX} {}\n{}", self.args.join(" "), self.text)
    }

    /// Reads a stored case; a file without the arguments line is all text,
    /// run without arguments.
    pub fn from_file(contents: &str) -> Case {
        if let Some(rest) = contents.strip_prefix(ARGS_PREFIX) {
            let (line, text) = rest.split_once('\n').unwrap_or((rest, ""));
            return Case {
                args: line.split_whitespace().map(str::to_owned).collect(),
                text: text.to_owned(),
            };
        }
        Case {
            args: Vec::new(),
            text: contents.to_owned(),
        }
    }

    /// Whether the arguments include `flag` (with one or two dashes).
    pub fn has(&self, flag: &str) -> bool {
        let flag = flag.trim_start_matches('-');
        self.args
            .iter()
            .any(|a| a.trim_start_matches('-').split('=').next() == Some(flag))
    }
}

/// The workspace root (the parent of this crate).
pub fn workspace_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .parent()
        .expect("the fuzz crate sits in the workspace")
        .to_path_buf()
}

/// Every file under `dir` (recursively) whose name ends in `ext`, sorted.
pub fn files_under(dir: &Path, ext: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&d) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                stack.push(p);
            } else if p.to_string_lossy().ends_with(ext) {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

/// The `RUN:` lines of a lit file as argument lists (without `not`,
/// `ir-opt`, `%s` and `-split-input-file`).
pub fn run_lines(text: &str) -> Vec<Vec<String>> {
    text.lines()
        .filter_map(|l| l.trim_start().strip_prefix("// RUN:"))
        .map(|l| {
            // Quoted as in a shell; a badly quoted line is taken as words.
            let words = ::tests::shell::split(l)
                .unwrap_or_else(|_| l.split_whitespace().map(str::to_owned).collect());
            words
                .into_iter()
                .filter(|w| !matches!(w.as_str(), "not" | "ir-opt" | "%s"))
                .filter(|w| !w.trim_start_matches('-').starts_with("split-input-file"))
                .take_while(|w| !w.starts_with('|') && !w.starts_with('>'))
                .map(|w| format!("--{}", w.trim_start_matches('-')))
                .collect()
        })
        .collect()
}

/// Cuts a file at lines starting with `// -----`, as the driver does.
pub fn split_chunks(text: &str) -> Vec<String> {
    let mut chunks = vec![String::new()];
    for line in text.split_inclusive('\n') {
        if line.starts_with("// -----") {
            chunks.push(String::new());
        } else {
            chunks.last_mut().expect("never empty").push_str(line);
        }
    }
    chunks
}

/// The seed cases: every chunk of every `tests/lit/**/*.mlir`, once per
/// distinct RUN line of its file (at most three), in a stable order.
pub fn lit_seeds(root: &Path) -> Vec<Case> {
    lit_seeds_in(root, &[])
}

/// The seeds of the lit folders named in `only` (`tests/lit/<name>/`), or
/// of every folder when `only` is empty.
pub fn lit_seeds_in(root: &Path, only: &[String]) -> Vec<Case> {
    let mut out = Vec::new();
    let lit = root.join("tests/lit");
    for path in files_under(&lit, ".mlir") {
        let folder = path.strip_prefix(&lit).ok().and_then(|p| p.iter().next());
        if !only.is_empty() && !only.iter().any(|o| folder.is_some_and(|f| f == o.as_str())) {
            continue;
        }
        let Ok(text) = std::fs::read_to_string(&path) else {
            continue;
        };
        let mut runs = run_lines(&text);
        runs.dedup();
        if runs.is_empty() {
            runs.push(Vec::new());
        }
        runs.truncate(3);
        for chunk in split_chunks(&text) {
            if chunk.trim().is_empty() {
                continue;
            }
            let expects = chunk.contains("expected-");
            for args in &runs {
                let args = args
                    .iter()
                    .filter(|a| expects || !a.starts_with("--verify-diagnostics"))
                    .cloned()
                    .collect();
                out.push(Case {
                    args,
                    text: chunk.clone(),
                });
            }
        }
    }
    out
}

/// The committed corpus files (`fuzz/corpus/interesting/*.mlir`).
pub fn corpus_files(root: &Path) -> Vec<PathBuf> {
    files_under(&root.join("fuzz/corpus/interesting"), ".mlir")
}

/// The committed crasher files (`fuzz/corpus/crashers/*.mlir`).
pub fn crasher_files(root: &Path) -> Vec<PathBuf> {
    files_under(&root.join("fuzz/corpus/crashers"), ".mlir")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn file_round_trip() {
        let c = Case {
            args: vec!["--allow-unregistered-dialect".into()],
            text: "\"a.b\"() : () -> ()\n".into(),
        };
        assert_eq!(Case::from_file(&c.to_file()), c);
        assert!(c.has("allow-unregistered-dialect"));
    }

    #[test]
    fn run_line_arguments() {
        let r = run_lines("// RUN: not ir-opt %s -split-input-file -verify-diagnostics\n");
        assert_eq!(r, vec![vec!["--verify-diagnostics".to_owned()]]);
        let r =
            run_lines("// RUN: ir-opt %s --pass-pipeline='builtin.module(cse, canonicalize)'\n");
        assert_eq!(
            r,
            vec![vec![
                "--pass-pipeline=builtin.module(cse, canonicalize)".to_owned()
            ]]
        );
    }
}
