//! The calc-style check: an op with an `I1` operand and a result whose
//! type a constraint fixes prints and parses with a format that names no
//! type for them, and the generic form with a wrong type gets ODS's
//! message.

use ir::prelude::*;
use ir::text::{ParseOptions, PrintOptions, parse_source, print_op};
use ir::{VerifyOptions, verify};

#[dialect(name = "calc")]
pub struct CalcDialect;

/// `calc.select %c, %a, %b : t`: the condition is `I1` (buildable), and
/// `AllTypesMatch` gives `%b`'s type and the result's from `%a`'s.
#[op(dialect = CalcDialect, name = "select",
     traits = [AllTypesMatch<(lhs, rhs, result)>],
     format = "$cond `,` $lhs `,` $rhs attr-dict `:` type($lhs)")]
pub struct SelectOp {
    /// The condition.
    #[operand(ty = I1)]
    cond: Value,
    /// Chosen when true.
    #[operand(ty = AnySignlessInteger)]
    lhs: Value,
    /// Chosen when false.
    #[operand(ty = AnySignlessInteger)]
    rhs: Value,
    /// The choice.
    #[result(ty = AnySignlessInteger)]
    result: Value,
}

/// `calc.is_zero %x : t`: the result is always `i1`.
#[op(dialect = CalcDialect, name = "is_zero", format = "$x attr-dict `:` type($x)")]
pub struct IsZeroOp {
    /// The value tested.
    #[operand(ty = AnySignlessInteger)]
    x: Value,
    /// Whether it is zero.
    #[result(ty = I1)]
    zero: Value,
}

const SRC: &str = "func.func @f(%a: i32, %b: i32) -> i32 {
  %c = calc.is_zero %a : i32
  %r = calc.select %c, %a, %b : i32
  return %r : i32
}
";

fn parse_print(src: &str, generic: bool) -> Result<String, String> {
    let _ = dialects::func::FuncDialect;
    let ctx = Context::new();
    let m = parse_source(&ctx, src, "calc.mlir", &ParseOptions::default())
        .map_err(|d| d[0].message.clone())?;
    verify(&ctx, &m.body, m.op, &VerifyOptions::default()).map_err(|d| d[0].message.clone())?;
    let opts = PrintOptions {
        generic,
        ..PrintOptions::default()
    };
    Ok(print_op(&ctx, &m.body, m.op, &opts))
}

#[test]
fn custom_form_names_no_inferred_type() {
    let want = "module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    %0 = calc.is_zero %arg0 : i32
    %1 = calc.select %0, %arg0, %arg1 : i32
    return %1 : i32
  }
}

";
    let custom = parse_print(SRC, false).unwrap();
    assert_eq!(custom, want);
    assert_eq!(
        parse_print(&custom, false).unwrap(),
        want,
        "print∘parse is the identity"
    );
    let generic = parse_print(SRC, true).unwrap();
    assert!(
        generic.contains(r#"%1 = "calc.select"(%0, %arg0, %arg1) : (i1, i32, i32) -> i32"#)
            && generic.contains(r#"%0 = "calc.is_zero"(%arg0) : (i32) -> i1"#),
        "{generic}"
    );
    assert_eq!(parse_print(&generic, false).unwrap(), want);
}

#[test]
fn wrong_types_get_ods_messages() {
    let generic =
        |body: &str| format!("func.func @f(%a: i32, %b: i64, %c: i1) {{\n  {body}\n  return\n}}\n");
    let cases = [
        (
            r#"%0 = "calc.select"(%a, %a, %a) : (i32, i32, i32) -> i32"#,
            "'calc.select' op operand #0 must be 1-bit signless integer, but got 'i32'",
        ),
        (
            r#"%0 = "calc.select"(%c, %a, %b) : (i1, i32, i64) -> i32"#,
            "'calc.select' op failed to verify that all of {lhs, rhs, result} have same type",
        ),
        (
            r#"%0 = "calc.is_zero"(%a) : (i32) -> i32"#,
            "'calc.is_zero' op result #0 must be 1-bit signless integer, but got 'i32'",
        ),
    ];
    for (body, msg) in cases {
        assert_eq!(
            parse_print(&generic(body), false),
            Err(msg.to_string()),
            "{body}"
        );
    }
}
