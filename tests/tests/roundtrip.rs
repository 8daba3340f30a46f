//! Differential round-trip tests of the text format against `mlir-opt`.
//!
//! For every `.mlir` file under `tests/lit/roundtrip/` (ops separated by
//! `// -----` are separate inputs, as with `--split-input-file`), the
//! output of `ir::text` in generic form, default form and with debug info
//! must equal `mlir-opt`'s byte for byte when the binary is installed, and
//! printing what was parsed from our own output must give it back
//! (print∘parse is the identity). Without `mlir-opt` only the identity is
//! checked and a note is printed.

use ir::Context;
use ir::text::{ParseOptions, PrintOptions, parse_source, print_op};
use std::path::Path;

use tests::{MLIR_OPT, lit_inputs as inputs};

/// mlir-opt with unregistered dialects allowed, as every input here needs.
fn mlir_opt(path: &Path, flags: &[&str]) -> Option<String> {
    let mut all = vec!["--allow-unregistered-dialect"];
    all.extend_from_slice(flags);
    tests::mlir_opt(path, &all)
}

fn ours(src: &str, file: &str, opts: &PrintOptions) -> String {
    let ctx = Context::new();
    let po = ParseOptions {
        allow_unregistered_dialect: true,
        first_line: 1,
        ..ParseOptions::default()
    };
    let m = match parse_source(&ctx, src, file, &po) {
        Ok(m) => m,
        Err(d) => panic!("{file}: parse failed: {d:?}"),
    };
    print_op(&ctx, &m.body, m.op, opts)
}

fn modes() -> Vec<(&'static str, PrintOptions, Vec<&'static str>)> {
    vec![
        ("default", PrintOptions::default(), vec![]),
        (
            "generic",
            PrintOptions {
                generic: true,
                ..Default::default()
            },
            vec!["--mlir-print-op-generic"],
        ),
        (
            "debuginfo",
            PrintOptions {
                debug_info: true,
                ..Default::default()
            },
            vec!["--mlir-print-debuginfo"],
        ),
        (
            "generic+debuginfo",
            PrintOptions {
                generic: true,
                debug_info: true,
                ..Default::default()
            },
            vec!["--mlir-print-op-generic", "--mlir-print-debuginfo"],
        ),
        (
            "local-scope",
            PrintOptions {
                debug_info: true,
                local_scope: true,
                ..Default::default()
            },
            vec!["--mlir-print-debuginfo", "--mlir-print-local-scope"],
        ),
    ]
}

#[test]
fn roundtrip_matches_mlir_opt() {
    let mut failures = Vec::new();
    let have = Path::new(MLIR_OPT).exists();
    if !have {
        println!("note: {MLIR_OPT} not found; checking print∘parse identity only");
    }
    for path in inputs("lit/roundtrip") {
        let src = std::fs::read_to_string(&path).unwrap();
        let file = path.file_name().unwrap().to_str().unwrap();
        for (mode, opts, flags) in modes() {
            // mlir-opt names the file as given on its command line.
            let got = ours(&src, &path.display().to_string(), &opts);
            let want = mlir_opt(&path, &flags);
            if let Some(want) = want.filter(|w| *w != got) {
                failures.push(format!(
                    "{file} [{mode}]\n--- mlir-opt\n{want}\n--- ours\n{got}"
                ));
                continue;
            }
            // print∘parse is the identity on our own output.
            let again = ours(&got, &path.display().to_string(), &opts);
            if again != got {
                failures.push(format!("{file} [{mode}] not stable:\n{got}\n---\n{again}"));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} failures:\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}
