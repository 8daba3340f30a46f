//! Unit tests of the text format: round trips of small inputs.

use super::*;

fn roundtrip(src: &str, opts: &PrintOptions) -> String {
    let ctx = Context::new();
    let po = ParseOptions {
        allow_unregistered_dialect: true,
        first_line: 1,
        ..ParseOptions::default()
    };
    let m = parse_source(&ctx, src, "t.mlir", &po).unwrap_or_else(|d| panic!("{d:?}"));
    print_op(&ctx, &m.body, m.op, opts)
}

#[test]
fn implicit_module_and_generic_ops() {
    let s = roundtrip(
        "%0 = \"t.a\"() : () -> i32\n\"t.b\"(%0) : (i32) -> ()\n",
        &PrintOptions::default(),
    );
    assert_eq!(
        s,
        "module {\n  %0 = \"t.a\"() : () -> i32\n  \"t.b\"(%0) : (i32) -> ()\n}\n\n"
    );
}
