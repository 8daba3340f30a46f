//! Passes on modules nested 2,000 deep, each level with functions and
//! constants: canonicalize, cse, symbol-dce and inline must finish (the
//! check is that the debug test run ends; no timing is asserted) and leave
//! the expected ops. The greedy driver once walked every deeper body again
//! at each level (1,600 levels took over a minute in a release build), and
//! the inliner's cursors copied their whole chain of enclosing modules at
//! every step (1,600 levels took 69 s of CPU in a release build).

use ir::Context;
use ir::pass::{RunOptions, parse_pass_pipeline};
use ir::text::{ParseOptions, PrintOptions, parse_source, print_op};

// Links the dialects.
use dialects as _;

const DEPTH: usize = 2_000;

/// `DEPTH` nested modules; level `i` holds a private function returning a
/// constant (with a dead `arith.addi`), a duplicate constant, a public
/// caller, and a private function nothing calls.
fn source() -> String {
    let mut s = String::new();
    for i in 0..DEPTH {
        s += &format!(
            "module {{\n\
             func.func private @f{i}() -> i32 {{\n\
             %c = arith.constant {i} : i32\n\
             %d = arith.constant {i} : i32\n\
             %e = arith.addi %c, %d : i32\n\
             return %c : i32\n}}\n\
             func.func @g{i}() -> i32 {{\n\
             %r = func.call @f{i}() : () -> i32\n\
             return %r : i32\n}}\n\
             func.func private @dead{i}() {{\n  return\n}}\n"
        );
    }
    s + &"}\n".repeat(DEPTH)
}

fn run(pipeline: &str) -> String {
    let ctx = Context::new();
    let mut m = parse_source(&ctx, &source(), "deep.mlir", &ParseOptions::default()).unwrap();
    let pm = parse_pass_pipeline(pipeline).unwrap();
    let mut diags = Vec::new();
    pm.run_on(&ctx, &mut m.body, m.op, &RunOptions::default(), &mut diags)
        .unwrap();
    assert!(diags.is_empty());
    print_op(&ctx, &m.body, m.op, &PrintOptions::default())
}

fn count(text: &str, what: &str) -> usize {
    text.matches(what).count()
}

#[test]
fn canonicalize_on_deep_nesting() {
    let out = run("builtin.module(canonicalize)");
    assert_eq!(count(&out, "arith.addi"), 0);
    assert_eq!(count(&out, "arith.constant"), DEPTH);
    assert_eq!(count(&out, "func.func private @dead"), DEPTH);
    assert_eq!(count(&out, "module {"), DEPTH);
}

#[test]
fn cse_on_deep_nesting() {
    let out = run("builtin.module(cse)");
    // cse merges the duplicate constant and, as MLIR's, erases the dead add.
    assert_eq!(count(&out, "arith.constant"), DEPTH);
    assert_eq!(count(&out, "arith.addi"), 0);
}

#[test]
fn symbol_dce_on_deep_nesting() {
    let out = run("builtin.module(symbol-dce)");
    assert_eq!(count(&out, "@dead"), 0);
    assert_eq!(count(&out, "func.func private @f"), DEPTH);
    assert_eq!(count(&out, "func.func @g"), DEPTH);
}

#[test]
fn round_trip_of_deep_nesting() {
    let out = run("builtin.module()");
    let ctx = Context::new();
    let again = parse_source(&ctx, &out, "again.mlir", &ParseOptions::default()).unwrap();
    assert_eq!(
        print_op(&ctx, &again.body, again.op, &PrintOptions::default()),
        out
    );
    assert_eq!(count(&out, "module {"), DEPTH);
}

/// What `--inline` leaves of [`source`], as mlir-opt-22 prints it for a
/// few levels: each `@f` inlined into its caller and erased with the
/// uncalled private `@dead`, the callee canonicalized first.
fn inlined() -> String {
    let mut s = String::new();
    for i in 0..DEPTH {
        let (m, f) = ("  ".repeat(i), "  ".repeat(i + 1));
        s += &format!(
            "{m}module {{\n\
             {f}func.func @g{i}() -> i32 {{\n\
             {f}  %c{i}_i32 = arith.constant {i} : i32\n\
             {f}  return %c{i}_i32 : i32\n\
             {f}}}\n"
        );
    }
    for i in (0..DEPTH).rev() {
        s += &format!("{}}}\n", "  ".repeat(i));
    }
    // A top-level op's print ends with an empty line, as mlir-opt's does.
    s + "\n"
}

#[test]
fn inline_on_deep_nesting() {
    let out = run("builtin.module(inline)");
    assert_eq!(count(&out, "func.call"), 0);
    assert_eq!(out, inlined());
}

/// Levels for the passes whose text grows with depth × lines (the
/// indentation): at 2,000 levels `-test-print-nesting` alone writes
/// 650 MB, as mlir-opt-22 does.
const TEXT_DEPTH: usize = 300;

/// The text `pipeline` reports (standard output or error) on `TEXT_DEPTH`
/// levels of [`source`]'s shape.
fn pass_text(pipeline: &str) -> String {
    let ctx = Context::new();
    let full = source();
    // The first TEXT_DEPTH levels, closed.
    let levels: Vec<&str> = full.split_inclusive("module {\n").collect();
    let text = levels[..=TEXT_DEPTH].concat();
    let text = text.strip_suffix("module {\n").unwrap().to_owned() + &"}\n".repeat(TEXT_DEPTH);
    let mut m = parse_source(&ctx, &text, "deep.mlir", &ParseOptions::default()).unwrap();
    let pm = parse_pass_pipeline(pipeline).unwrap();
    let mut diags = Vec::new();
    pm.run_on(&ctx, &mut m.body, m.op, &RunOptions::default(), &mut diags)
        .unwrap();
    assert_eq!(diags.len(), 1);
    diags.pop().unwrap().message
}

#[test]
fn print_nesting_on_deep_nesting() {
    let out = pass_text("builtin.module(test-print-nesting)");
    assert_eq!(count(&out, "visiting op: 'builtin.module'"), TEXT_DEPTH);
    assert_eq!(count(&out, "visiting op: 'func.call'"), TEXT_DEPTH);
    // Each level indents by three steps (op, region, block).
    let deepest = format!(
        "\n{}visiting op: 'builtin.module' with 0 operands and 0 results\n",
        "  ".repeat(3 * (TEXT_DEPTH - 1))
    );
    assert_eq!(count(&out, &deepest), 1);
    assert!(out.starts_with("visiting op: 'builtin.module' with 0 operands and 0 results\n"));
}

#[test]
fn view_op_graph_on_deep_nesting() {
    let out = pass_text("builtin.module(view-op-graph)");
    assert!(out.starts_with("digraph G {\n  compound = true;\n"));
    assert!(out.ends_with("}\n"));
    assert_eq!(count(&out, "label = \"builtin.module"), TEXT_DEPTH);
    assert_eq!(count(&out, "label = \"func.func"), 3 * TEXT_DEPTH);
    // A module and its block are two clusters: two steps of indentation
    // per level, below the graph's and the label's own.
    let deepest = format!(
        "\n{}label = \"builtin.module",
        "  ".repeat(2 + 2 * (TEXT_DEPTH - 1))
    );
    assert_eq!(count(&out, &deepest), 1);
}
