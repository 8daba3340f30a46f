//! Differential test over every dialect of the workspace: generated
//! modules (`tests::dialect_gen`), 200 valid seeds printed in custom form,
//! generic form and with debug info, and 120 invalid ones whose
//! diagnostics are compared, all against `mlir-opt-22`.
//!
//! The harness is `tests::diff`: the expectations live in
//! `tests/expected/dialect_diff.txt`; after a change of the generator,
//! `UPDATE_DIALECT_DIFF=1 cargo test -p tests --test dialect_diff`
//! rewrites it from mlir-opt's outputs, and `DIALECT_DIFF_DUMP=DIR` only
//! writes the generated inputs to `DIR`.

use dialects as _;
use tests::dialect_gen::{invalid_module, valid_module};
use tests::diff::{Case, Differential};

const DIFF: Differential = Differential {
    name: "dialect_diff",
};
const VALID_SEEDS: u64 = 200;
const INVALID_SEEDS: u64 = 120;

/// Print modes of the valid modules: name and flags.
const MODES: [(&str, &[&str]); 3] = [
    ("custom", &[]),
    ("generic", &["--mlir-print-op-generic"]),
    ("debuginfo", &["--mlir-print-debuginfo"]),
];

fn cases() -> Vec<Case> {
    let mut v = Vec::new();
    for seed in 0..VALID_SEEDS {
        let text = valid_module(seed);
        for (mode, flags) in MODES {
            v.push(Case {
                key: format!("valid {seed} {mode}"),
                text: text.clone(),
                flags,
                valid: true,
            });
        }
    }
    for seed in 0..INVALID_SEEDS {
        v.push(Case {
            key: format!("invalid {seed}"),
            text: invalid_module(seed),
            flags: &[],
            valid: false,
        });
    }
    v
}

#[test]
fn generated_modules_match_mlir_opt() {
    let cases = cases();
    let summary = format!(
        "{} valid seeds x {} modes, {} invalid seeds",
        VALID_SEEDS,
        MODES.len(),
        INVALID_SEEDS
    );
    DIFF.check(
        &cases,
        |c| {
            c.flags
                .is_empty()
                .then(|| c.key.split(' ').take(2).collect::<Vec<_>>().join("-"))
        },
        &summary,
    );
}
