//! Differential test of semi-affine simplification: generated maps
//! (`tests::semiaff_gen`, 300 seeds) in `affine.apply`, `affine.min`,
//! `affine.max` and `affine.load`, printed after a plain round trip (the
//! parser builds expressions with MLIR's simplifying builders) and after
//! `--canonicalize` (composition, `canonicalizeMapAndOperands` and
//! `simplifyAffineMap` with `simplifySemiAffine`), against `mlir-opt-22`.
//!
//! The harness is `tests::diff`: the expectations live in
//! `tests/expected/semiaff_diff.txt`; after a change of the generator,
//! `UPDATE_SEMIAFF_DIFF=1 cargo test -p tests --test semiaff_diff`
//! rewrites it from mlir-opt's outputs, and `SEMIAFF_DIFF_DUMP=DIR`
//! writes the generated inputs to `DIR` instead of comparing.

use dialects as _;
use tests::diff::{Case, Differential};
use tests::semiaff_gen::module;

const DIFF: Differential = Differential {
    name: "semiaff_diff",
};
const SEEDS: u64 = 300;

/// The runs of each module: name and flags.
const MODES: [(&str, &[&str]); 2] = [("roundtrip", &[]), ("canonicalize", &["--canonicalize"])];

#[test]
fn semi_affine_maps_match_mlir_opt() {
    let mut cases = Vec::new();
    for seed in 0..SEEDS {
        let text = module(seed);
        for (mode, flags) in MODES {
            cases.push(Case {
                key: format!("{seed} {mode}"),
                text: text.clone(),
                flags,
                valid: true,
            });
        }
    }
    let failures = DIFF.run(&cases, |c| {
        c.key
            .ends_with(" roundtrip")
            .then(|| format!("semiaff-{}", c.key.split(' ').next().unwrap_or("")))
    });
    println!(
        "semiaff_diff: {} seeds x {} modes; {} differ",
        SEEDS,
        MODES.len(),
        failures.len()
    );
    assert!(
        failures.is_empty(),
        "{} of {} cases differ from mlir-opt-22; the first ones:\n\n{}",
        failures.len(),
        cases.len(),
        failures[..failures.len().min(5)].join("\n\n")
    );
}
