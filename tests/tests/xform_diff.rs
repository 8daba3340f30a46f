//! Differential test of the transforms: generated `arith`/`cf`/`func`
//! modules (`tests::xform_gen`, 120 seeds) through `--canonicalize`,
//! `--cse`, `--inline` and the pipeline
//! `builtin.module(inline,func.func(canonicalize,cse))`: every run must
//! succeed with IR that verifies, and print what `mlir-opt-22` prints.
//!
//! The harness is `tests::diff`: the expectations live in
//! `tests/expected/xform_diff.txt`; after a change of the generator,
//! `UPDATE_XFORM_DIFF=1 cargo test -p tests --test xform_diff` rewrites
//! it from mlir-opt's outputs, and `XFORM_DIFF_DUMP=DIR` writes the
//! generated inputs to `DIR` instead of comparing.

use dialects as _;
use tests::diff::{Case, Differential, ir_opt};
use tests::xform_gen::module;

const DIFF: Differential = Differential { name: "xform_diff" };
const SEEDS: u64 = 120;

/// The transforms run on each module: name and flags.
const MODES: [(&str, &[&str]); 4] = [
    ("canonicalize", &["--canonicalize"]),
    ("cse", &["--cse"]),
    ("inline", &["--inline"]),
    (
        "pipeline",
        &["--pass-pipeline=builtin.module(inline,func.func(canonicalize,cse))"],
    ),
];

fn cases() -> Vec<Case> {
    let mut v = Vec::new();
    for seed in 0..SEEDS {
        let text = module(seed);
        for (mode, flags) in MODES {
            v.push(Case {
                key: format!("{seed} {mode}"),
                text: text.clone(),
                flags,
                valid: true,
            });
        }
    }
    v
}

fn check(cases: &[Case]) {
    DIFF.check(
        cases,
        |c| {
            c.key
                .ends_with(" canonicalize")
                .then(|| format!("xform-{}", c.key.split(' ').next().unwrap_or("")))
        },
        &format!("{} cases", cases.len()),
    );
}

/// Every transform accepts every generated module and prints IR that
/// verifies (a rewrite that corrupts the IR fails here even where the
/// printed result may still differ from mlir-opt's).
#[test]
fn transforms_keep_valid_ir() {
    for c in cases() {
        let out = ir_opt(&c);
        assert_eq!(
            out.code, 0,
            "{}: {}\n--- input\n{}",
            c.key, out.text, c.text
        );
    }
}

/// Every transform prints what mlir-opt-22 prints, on every seed: the
/// arith, cf and func canonicalization patterns, region simplification,
/// CSE and the inliner, byte for byte.
#[test]
fn transforms_match_mlir_opt() {
    check(&cases());
}
