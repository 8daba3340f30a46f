//! Parse-error diagnostics compared with `mlir-opt --split-input-file`.
//!
//! Each file under `tests/lit/parse-errors/` starts with a `// RUN:` line
//! (`-allow-unregistered-dialect` is the only flag read here) and holds
//! cases separated by `// -----`. For every case the
//! `file:line:col: severity: message` lines we produce must equal
//! mlir-opt's, except notes that only mlir-opt's verifier or registry can
//! produce (`see current operation`, its list of available dialects).

use ir::Context;
use ir::text::{ParseOptions, parse_source};
use std::path::Path;
use std::process::Command;

const MLIR_OPT: &str = "/usr/lib/llvm-22/bin/mlir-opt";

fn keep(line: &str) -> bool {
    !line.contains(": note: see current operation") && !line.contains(": note: Available dialects:")
}

fn ours(src: &str, file: &str, allow: bool) -> Vec<String> {
    let ctx = Context::new();
    let mut out = Vec::new();
    let mut start_line = 1u32;
    let mut chunk = String::new();
    let mut chunks = Vec::new();
    for (i, line) in src.split_inclusive('\n').enumerate() {
        if line.trim_end() == "// -----" {
            chunks.push((start_line, std::mem::take(&mut chunk)));
            start_line = i as u32 + 2;
        } else {
            chunk.push_str(line);
        }
    }
    chunks.push((start_line, chunk));
    for (first_line, text) in chunks {
        let opts = ParseOptions {
            allow_unregistered_dialect: allow,
            first_line,
            ..ParseOptions::default()
        };
        if let Err(diags) = parse_source(&ctx, &text, file, &opts) {
            for d in diags {
                for (sev, dd) in
                    std::iter::once(("error", &d)).chain(d.notes.iter().map(|n| ("note", n)))
                {
                    let (f, l, c) = dd
                        .loc
                        .file_line_col_of(&ctx)
                        .map(|(f, l, c)| (ctx.str(f).to_string(), l, c))
                        .unwrap_or_default();
                    out.push(format!("{f}:{l}:{c}: {sev}: {}", dd.message));
                }
            }
        }
    }
    out.into_iter().filter(|l| keep(l)).collect()
}

#[test]
fn parse_errors_match_mlir_opt() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("lit/parse-errors");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    let have = Path::new(MLIR_OPT).exists();
    if !have {
        println!("note: {MLIR_OPT} not found; only checking that every case fails to parse");
    }
    let mut failures = Vec::new();
    for path in files {
        let name = path.file_name().unwrap().to_str().unwrap().to_string();
        let src = std::fs::read_to_string(&path).unwrap();
        let allow = src
            .lines()
            .find(|l| l.starts_with("// RUN:"))
            .is_some_and(|l| l.contains("-allow-unregistered-dialect"));
        let got = ours(&src, &name, allow);
        assert!(!got.is_empty(), "{name}: no diagnostics at all");
        if !have {
            continue;
        }
        let mut cmd = Command::new(MLIR_OPT);
        cmd.current_dir(&dir).arg("--split-input-file");
        if allow {
            cmd.arg("--allow-unregistered-dialect");
        }
        let out = cmd.arg(&name).output().unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        let prefix = format!("{name}:");
        let want: Vec<String> = stderr
            .lines()
            .filter(|l| {
                l.starts_with(&prefix) && (l.contains(": error: ") || l.contains(": note: "))
            })
            .filter(|l| keep(l))
            .map(str::to_string)
            .collect();
        if got != want {
            failures.push(format!(
                "{name}\n--- mlir-opt\n{}\n--- ours\n{}",
                want.join("\n"),
                got.join("\n")
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
