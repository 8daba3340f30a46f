//! The dialects' custom formats against `mlir-opt-22`: arith's declarative
//! formats, and the cf and test-dialect ops.
//!
//! Every `.mlir` file under `tests/lit/arith/` and `tests/lit/dialects/`
//! (custom or generic form in)
//! is printed in custom form, generic form and with debug info; each output
//! must equal `mlir-opt`'s byte for byte when the binary is installed, and
//! parsing our own output must print it back unchanged (print∘parse is the
//! identity, which also exercises the format parsers on what the format
//! printers wrote). A second test round-trips the benchmark generator's
//! module. Without `mlir-opt` only the identities are checked, with a note.

use ir::Context;
use ir::text::{ParseOptions, PrintOptions, parse_source, print_op};
use std::path::{Path, PathBuf};
use std::process::Command;

use tests::{MLIR_OPT, mlir_opt};

/// The arith ops register only if this crate links `dialects`.
fn ctx() -> Context {
    let _ = dialects::arith::ArithDialect;
    Context::new()
}

fn inputs() -> Vec<PathBuf> {
    let valid = |p: &PathBuf| {
        let src = std::fs::read_to_string(p).unwrap_or_default();
        !src.contains("not ir-opt") && !src.contains("verify-diagnostics")
    };
    // The valid arith files, and of the other dialects' files the valid
    // ones that use arith.
    let mut v: Vec<PathBuf> = tests::lit_inputs("lit/arith")
        .into_iter()
        .filter(valid)
        .collect();
    v.extend(tests::lit_inputs("lit/dialects").into_iter().filter(|p| {
        valid(p)
            && std::fs::read_to_string(p)
                .unwrap_or_default()
                .contains("arith.")
    }));
    v
}

fn mlir_opt_on(input: &str, flags: &[&str]) -> Option<String> {
    if !Path::new(MLIR_OPT).exists() {
        return None;
    }
    let dir = std::env::temp_dir().join(format!("ir-arith-format-{}", std::process::id()));
    std::fs::create_dir_all(&dir).ok()?;
    let path = dir.join(format!("in{}.mlir", input.len()));
    std::fs::write(&path, input).ok()?;
    let out = Command::new(MLIR_OPT)
        .arg("--allow-unregistered-dialect")
        .args(flags)
        .arg(&path)
        .output()
        .ok()?;
    assert!(
        out.status.success(),
        "mlir-opt rejected the input: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    Some(String::from_utf8_lossy(&out.stdout).into_owned())
}

fn ours(ctx: &Context, src: &str, file: &str, opts: &PrintOptions, unregistered: bool) -> String {
    let po = ParseOptions {
        allow_unregistered_dialect: unregistered,
        first_line: 1,
        ..ParseOptions::default()
    };
    match parse_source(ctx, src, file, &po) {
        Ok(m) => print_op(ctx, &m.body, m.op, opts),
        Err(d) => panic!("{file}: parse failed: {d:?}"),
    }
}

fn modes() -> Vec<(&'static str, PrintOptions, Vec<&'static str>)> {
    vec![
        ("custom", PrintOptions::default(), vec![]),
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
    ]
}

#[test]
fn arith_matches_mlir_opt() {
    let ctx = ctx();
    let have = Path::new(MLIR_OPT).exists();
    if !have {
        println!("note: {MLIR_OPT} not found; checking print∘parse identity only");
    }
    let mut failures = Vec::new();
    let files = inputs();
    assert!(files.len() >= 4, "arith inputs missing");
    for path in files {
        let src = std::fs::read_to_string(&path).unwrap();
        let name = path.display().to_string();
        for (mode, opts, flags) in modes() {
            let got = ours(&ctx, &src, &name, &opts, false);
            if let Some(want) = mlir_opt(&path, &flags).filter(|w| *w != got) {
                failures.push(format!(
                    "{name} [{mode}]\n--- mlir-opt\n{want}\n--- ours\n{got}"
                ));
                continue;
            }
            let again = ours(&ctx, &got, &name, &opts, false);
            if again != got {
                failures.push(format!("{name} [{mode}] not stable:\n{got}\n---\n{again}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}

/// The custom form survives a trip through the generic form and back.
#[test]
fn custom_generic_custom_is_identity() {
    let ctx = ctx();
    let generic = PrintOptions {
        generic: true,
        ..Default::default()
    };
    for path in inputs() {
        let src = std::fs::read_to_string(&path).unwrap();
        let name = path.display().to_string();
        let custom = ours(&ctx, &src, &name, &PrintOptions::default(), false);
        let g = ours(&ctx, &custom, &name, &generic, false);
        let back = ours(&ctx, &g, &name, &PrintOptions::default(), false);
        assert_eq!(custom, back, "{name}");
        assert!(custom.contains("arith."), "{name}: nothing printed");
    }
}

/// `gen_module.py 50 10`: with `func` registered the module round-trips
/// in custom form against mlir-opt. Without it, mlir-opt's generic form is
/// the input (func ops stay generic, arith ops print custom) and our
/// generic output must equal mlir-opt's, and our custom output must parse
/// back to the same generic text.
#[test]
fn gen_module_round_trips() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../shared/bench/gen_module.py");
    if !script.exists() {
        println!("note: {} not found; skipped", script.display());
        return;
    }
    let Ok(out) = Command::new("python3")
        .arg(&script)
        .args(["50", "10"])
        .output()
    else {
        println!("note: python3 not available; skipped");
        return;
    };
    let src = String::from_utf8(out.stdout).unwrap();
    assert!(src.contains("arith.addi"), "unexpected generator output");
    let ctx = ctx();
    let generic = PrintOptions {
        generic: true,
        ..Default::default()
    };
    if ctx.op_info(ctx.op_name("func.func")).is_some() {
        let got = ours(&ctx, &src, "gen.mlir", &PrintOptions::default(), true);
        if let Some(want) = mlir_opt_on(&src, &[]) {
            assert_eq!(got, want);
        }
        assert_eq!(
            ours(&ctx, &got, "gen.mlir", &PrintOptions::default(), true),
            got
        );
        return;
    }
    let Some(input) = mlir_opt_on(&src, &["--mlir-print-op-generic"]) else {
        println!("note: {MLIR_OPT} not found and func not registered; skipped");
        return;
    };
    let g = ours(&ctx, &input, "gen.mlir", &generic, true);
    assert_eq!(g, input, "generic form differs from mlir-opt's");
    let custom = ours(&ctx, &input, "gen.mlir", &PrintOptions::default(), true);
    assert!(
        custom.contains("= arith.addi %"),
        "arith not in custom form"
    );
    let back = ours(&ctx, &custom, "gen.mlir", &generic, true);
    assert_eq!(back, input, "custom form did not parse back");
}
