//! Replays the committed fuzz corpus through the fuzzer's invariants
//! (`fuzz::check`), so that `cargo test --workspace` catches a regression
//! on an input the fuzzer once found interesting, in a few seconds.
//!
//! - `corpus_keeps_invariants`: every `fuzz/corpus/interesting/*.mlir`
//!   passes every invariant.
//! - One test per crasher in `fuzz/corpus/crashers/`, `#[ignore]`d with
//!   the finding's name until the bug is fixed: whoever fixes it removes
//!   the `ignore` (`cargo test -p fuzz --test replay -- --ignored` runs
//!   them all). A failing test left in the suite was rejected: it would
//!   hide every other failure behind a red suite.
//! - `every_crasher_has_a_test`: a crasher file without its test here, or
//!   a test whose file is gone, fails, so findings are not dropped.
//!
//! Each case runs on a thread with `ir-opt`'s main-thread stack
//! ([`check::run_case_on_main_stack`]), as it would in the binary.

use fuzz::case::{self, Case};
use fuzz::check;
use std::path::Path;

fn replay(path: &Path) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))?;
    let c = Case::from_file(&text);
    match check::run_case_on_main_stack(|| check::check(&c)) {
        Ok(_) => Ok(()),
        Err(f) => Err(format!(
            "{}: {}\n{}",
            path.display(),
            f.signature(),
            f.detail
        )),
    }
}

#[test]
fn corpus_keeps_invariants() {
    check::install_panic_hook(false);
    let files = case::corpus_files(&case::workspace_root());
    assert!(!files.is_empty(), "the committed corpus is empty");
    let failures: Vec<String> = files.iter().filter_map(|p| replay(p).err()).collect();
    assert!(
        failures.is_empty(),
        "{} of {} corpus files break an invariant:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n\n")
    );
}

/// The crasher files that have a test below.
const CRASHERS: &[&str] = &[
    "forward-ref-across-isolated-region-parser-panic.mlir",
    "forward-ref-into-isolated-region-printer-panic.mlir",
    "forward-ref-into-isolated-region-verifier-panic.mlir",
    "module-custom-form-drops-trailing-terminator.mlir",
    "non-ascii-in-dialect-type-hides-loc-alias.mlir",
    "bom-in-fused-loc-hides-loc-alias.mlir",
    "unknown-property-on-registered-op.mlir",
    "llvm-func-unit-property-dropped-in-generic-form.mlir",
];

fn crasher(name: &str) {
    check::install_panic_hook(false);
    let p = case::workspace_root()
        .join("fuzz/corpus/crashers")
        .join(name);
    if let Err(e) = replay(&p) {
        panic!("{e}");
    }
}

#[test]
fn every_crasher_has_a_test() {
    let mut on_disk: Vec<String> = case::crasher_files(&case::workspace_root())
        .iter()
        .filter_map(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
        .collect();
    on_disk.sort();
    let mut listed: Vec<String> = CRASHERS.iter().map(|s| (*s).to_owned()).collect();
    listed.sort();
    assert_eq!(
        on_disk, listed,
        "fuzz/corpus/crashers/ and the CRASHERS list of fuzz/tests/replay.rs differ: \
         give each crasher an #[ignore]d test named after it"
    );
}

#[test]
fn unknown_property_on_registered_op() {
    crasher("unknown-property-on-registered-op.mlir");
}

#[test]
fn non_ascii_in_dialect_type_hides_loc_alias() {
    crasher("non-ascii-in-dialect-type-hides-loc-alias.mlir");
}

/// A byte the lexer rejects (here a BOM inside a fused location, after 46
/// nested regions) stopped the look-ahead for location aliases, so the
/// `--mlir-print-debuginfo` output did not re-parse.
#[test]
fn bom_in_fused_loc_hides_loc_alias() {
    crasher("bom-in-fused-loc-hides-loc-alias.mlir");
}

#[test]
fn forward_ref_into_isolated_region_verifier_panic() {
    crasher("forward-ref-into-isolated-region-verifier-panic.mlir");
}

#[test]
fn forward_ref_into_isolated_region_printer_panic() {
    crasher("forward-ref-into-isolated-region-printer-panic.mlir");
}

#[test]
fn module_custom_form_drops_trailing_terminator() {
    crasher("module-custom-form-drops-trailing-terminator.mlir");
}

#[test]
fn forward_ref_across_isolated_region_parser_panic() {
    crasher("forward-ref-across-isolated-region-parser-panic.mlir");
}

/// `llvm.func`'s inherent attributes that are not struct fields (`no_inline`,
/// listed by its custom parser) were dropped from a generic `<{...}>`, so the
/// generic form lost them on a second round trip.
#[test]
fn llvm_func_unit_property_dropped_in_generic_form() {
    crasher("llvm-func-unit-property-dropped-in-generic-form.mlir");
}
