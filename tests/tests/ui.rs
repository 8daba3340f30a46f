//! Macro misuse: each `ui/<area>/<case>.rs` must fail to compile with the
//! reviewed `.stderr` beside it (regenerate with `TRYBUILD=overwrite` and
//! review the diff).

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("ui/*/*.rs");
}
