//! The declarative format's directives beyond what arith uses: variadic
//! operands and results, `functional-type`, optional groups anchored on
//! an optional operand, `operands` / `type(operands)` / `type(results)`,
//! `attr-dict-with-keyword`, regions and successors.
//!
//! These ops exist only here, so mlir-opt cannot serve as the oracle: the
//! expected custom text is written out (spaced by MLIR's rules), and
//! print∘parse must be the identity in both custom and generic form.

use ir::Context;
use ir::prelude::*;
use ir::text::{ParseOptions, PrintOptions, parse_source, print_op};

/// A dialect of format-test ops.
#[dialect(name = "fmt")]
pub struct FmtDialect;

/// A call: symbol, variadic arguments, variadic results.
#[op(dialect = FmtDialect, name = "call",
     format = "$callee `(` $args `)` attr-dict `:` functional-type($args, $results)")]
pub struct CallOp {
    /// The callee.
    #[attr]
    callee: FlatSymbolRefAttr,
    /// The arguments.
    #[operand(variadic)]
    args: Value,
    /// The results.
    #[result(variadic)]
    results: Value,
}

/// An optional operand behind a keyword.
#[op(dialect = FmtDialect, name = "opt",
     format = "(`with` $x^ `:` type($x))? attr-dict")]
pub struct OptOp {
    /// The optional operand.
    #[operand(optional)]
    x: Value,
}

/// All operands and results at once.
#[op(dialect = FmtDialect, name = "all",
     format = "operands attr-dict-with-keyword `:` type(operands) `->` type(results)")]
pub struct AllOp {
    /// The operands.
    #[operand(variadic)]
    a: Value,
    /// The results.
    #[result(variadic)]
    r: Value,
}

/// A region holder.
#[op(dialect = FmtDialect, name = "wrap", format = "attr-dict-with-keyword $body")]
pub struct WrapOp {
    /// The body.
    #[region]
    body: Region,
}

/// A branch.
#[op(dialect = FmtDialect, name = "br", traits = [IsTerminator], format = "$dest attr-dict")]
pub struct BrOp {
    /// The destination.
    #[successor]
    dest: Block,
}

/// Punctuation spacing: `<`, `[`, `(` glue to what follows.
#[op(dialect = FmtDialect, name = "punct",
     format = "`<` $x `>` `[` $y `]` attr-dict `:` type($x) `,` type($y)")]
pub struct PunctOp {
    /// First.
    #[operand]
    x: Value,
    /// Second.
    #[operand]
    y: Value,
}

const INPUT: &str = r#"%a = "u.def"() : () -> i32
%0 = fmt.call @f(%a, %a) : (i32, i32) -> i64
fmt.call @g() : () -> ()
%1:2 = fmt.call @h(%a) {k = 1 : i32} : (i32) -> (i32, f32)
fmt.opt with %a : i32
fmt.opt
fmt.opt {z}
%2:2 = fmt.all %a, %a attributes {k} : i32, i32 -> i32, f32
fmt.punct <%a> [%a] : i32, i32
fmt.wrap attributes {w} {
  fmt.br ^bb1
^bb1:  // pred: ^bb0
  "u.end"() : () -> ()
}
"#;

const EXPECTED: &str = r#"module {
  %0 = "u.def"() : () -> i32
  %1 = fmt.call @f(%0, %0) : (i32, i32) -> i64
  fmt.call @g() : () -> ()
  %2:2 = fmt.call @h(%0) {k = 1 : i32} : (i32) -> (i32, f32)
  fmt.opt with %0 : i32
  fmt.opt
  fmt.opt {z}
  %3:2 = fmt.all %0, %0 attributes {k} : i32, i32 -> i32, f32
  fmt.punct<%0> [%0] : i32, i32
  fmt.wrap attributes {w} {
    fmt.br ^bb1
  ^bb1:  // pred: ^bb0
    "u.end"() : () -> ()
  }
}

"#;

fn run(ctx: &Context, src: &str, generic: bool) -> String {
    let po = ParseOptions {
        allow_unregistered_dialect: true,
        first_line: 1,
        ..ParseOptions::default()
    };
    let m = match parse_source(ctx, src, "in.mlir", &po) {
        Ok(m) => m,
        Err(d) => panic!("parse failed: {d:?}\n{src}"),
    };
    let opts = PrintOptions {
        generic,
        ..Default::default()
    };
    print_op(ctx, &m.body, m.op, &opts)
}

#[test]
fn directives_print_as_written() {
    let ctx = Context::new();
    let custom = run(&ctx, INPUT, false);
    assert_eq!(custom, EXPECTED);
    assert_eq!(run(&ctx, &custom, false), custom);
}

#[test]
fn directives_survive_generic_form() {
    let ctx = Context::new();
    let generic = run(&ctx, INPUT, true);
    assert!(generic.contains(r#""fmt.call"(%0, %0) <{callee = @f}> : (i32, i32) -> i64"#));
    assert!(generic.contains(r#""fmt.opt"() : () -> ()"#));
    assert_eq!(run(&ctx, &generic, false), EXPECTED);
    assert_eq!(run(&ctx, &run(&ctx, EXPECTED, false), true), generic);
}

#[test]
fn format_parse_errors_are_diagnostics() {
    let ctx = Context::new();
    let po = ParseOptions {
        allow_unregistered_dialect: true,
        first_line: 1,
        ..ParseOptions::default()
    };
    for bad in [
        "%a = \"u.def\"() : () -> i32\n%0 = fmt.call @f(%a : (i32) -> i64\n",
        "%a = \"u.def\"() : () -> i32\n%0 = fmt.call @f(%a) : (i32, i32) -> i64\n",
        "%a = \"u.def\"() : () -> i32\nfmt.punct <%a [%a] : i32, i32\n",
        "fmt.opt with\n",
    ] {
        assert!(parse_source(&ctx, bad, "bad.mlir", &po).is_err(), "{bad}");
    }
}
