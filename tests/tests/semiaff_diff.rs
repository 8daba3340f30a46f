//! Differential test of semi-affine simplification: generated maps
//! (`tests::semiaff_gen`, 400 seeds) in `affine.apply`, `affine.min`,
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
const SEEDS: u64 = 400;

/// Seeds whose `--canonicalize` run crashes `mlir-opt-22` (a segfault in
/// `simplifySemiAffine`: `symbolicDivide` gives a null expression below
/// the top of a quotient, e.g. `((d0 + s0) * s0 floordiv s0) floordiv
/// s0`, which MLIR then builds with); only their round trip is compared.
/// `ir-opt` keeps such a division as written (the unit test
/// `a_failed_division_keeps_the_quotient` in `ir`'s `semi_affine.rs`).
const MLIR_OPT_CRASHES: [u64; 10] = [3, 120, 145, 173, 215, 290, 294, 300, 312, 316];

/// The runs of each module: name and flags.
const MODES: [(&str, &[&str]); 2] = [("roundtrip", &[]), ("canonicalize", &["--canonicalize"])];

#[test]
fn semi_affine_maps_match_mlir_opt() {
    let mut cases = Vec::new();
    for seed in 0..SEEDS {
        let text = module(seed);
        for (mode, flags) in MODES {
            if !flags.is_empty() && MLIR_OPT_CRASHES.contains(&seed) {
                continue;
            }
            cases.push(Case {
                key: format!("{seed} {mode}"),
                text: text.clone(),
                flags,
                valid: true,
            });
        }
    }
    let summary = format!(
        "{} seeds x {} modes ({} crash mlir-opt-22), {} cases",
        SEEDS,
        MODES.len(),
        MLIR_OPT_CRASHES.len(),
        cases.len()
    );
    DIFF.check(
        &cases,
        |c| {
            c.key
                .ends_with(" roundtrip")
                .then(|| format!("semiaff-{}", c.key.split(' ').next().unwrap_or("")))
        },
        &summary,
    );
}
