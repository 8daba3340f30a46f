//! Unit tests of the text format: round trips of small inputs, the affine
//! syntax against mlir-opt's, and a float literal that reads as no number.

use super::*;
use crate::text::parse::Parser;
use crate::text::parse::affine::{parse_affine_map, parse_integer_set};
use crate::text::parse::lexer::{Tok, Token};
use crate::uniqued::types::FloatKind;

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

/// 400 random affine maps and what `mlir-opt` 22 printed for each (or the
/// error it gave), one `input<TAB>output` per line.
#[test]
fn affine_maps_match_mlir_opt() {
    let data = include_str!("testdata/mlir_opt_affine_maps.txt");
    let mut bad = Vec::new();
    let mut checked = 0;
    for line in data.lines() {
        let (input, want) = line.split_once('\t').unwrap();
        checked += 1;
        let got = match parse_affine_map(input) {
            Ok(m) => m.to_string(),
            Err(e) => format!("ERROR: {e}"),
        };
        if got != want {
            bad.push(format!("{input}\n  want {want}\n  got  {got}"));
        }
    }
    assert!(
        bad.is_empty(),
        "{} mismatches:\n{}",
        bad.len(),
        bad.join("\n")
    );
    assert_eq!(checked, 400);
}

#[test]
fn parsing_maps_and_sets() {
    let set =
        parse_integer_set("(d0, d1)[s0] : (d0 >= d1, d0 + 1 == s0, 5 >= 0, d0 >= 0)").unwrap();
    assert_eq!(
        set.to_string(),
        "(d0, d1)[s0] : (d0 - d1 >= 0, d0 - s0 + 1 == 0, 5 >= 0, d0 >= 0)"
    );
    let named = parse_affine_map("(i, j)[N] -> (i + N, -j)").unwrap();
    assert_eq!(named.to_string(), "(d0, d1)[s0] -> (d0 + s0, -d1)");
    assert_eq!(
        parse_affine_map("() -> ()").unwrap().to_string(),
        "() -> ()"
    );
    assert_eq!(
        parse_affine_map("(d0) -> (d1)").unwrap_err(),
        "use of undeclared identifier"
    );
    assert!(parse_affine_map("(d0, d0) -> (d0)").is_err());
    assert!(parse_affine_map("(d0) -> (d0 +)").is_err());
    assert!(parse_affine_map("(d0) -> ((d0)").is_err());
    assert!(parse_affine_map("(d0) -> (d0) extra").is_err());
    assert!(parse_integer_set("(d0) : (d0)").is_err());
    // 100,000 nested parentheses parse without deep recursion.
    let deep = format!("(d0) -> ({}d0{})", "(".repeat(100_000), ")".repeat(100_000));
    assert_eq!(parse_affine_map(&deep).unwrap().to_string(), "(d0) -> (d0)");
}

/// A float token whose text reads as no number is MLIR's `floating point
/// value too large` at the literal (`Parser::parseFloatFromLiteral`), not a
/// zero. The lexer never makes such a token, so this one is made by hand.
#[test]
fn unreadable_float_literal_is_an_error() {
    let ctx = Context::new();
    let opts = ParseOptions::default();
    let mut p = Parser::new(&ctx, "x = 1e", "t.mlir", &opts);
    let tok = Token {
        kind: Tok::Float,
        start: 4,
        end: 6,
    };
    assert!(p.float_literal(false, tok, FloatKind::F32).is_err());
    assert_eq!(p.diags.len(), 1);
    assert_eq!(p.diags[0].message, "floating point value too large");
    let (_, line, col) = p.diags[0].loc.file_line_col_of(&ctx).unwrap();
    assert_eq!((line, col), (1, 5));
}

/// A dense literal parses to the raw-bytes form the constructors make, so
/// that equal values are one handle however they were written: a list of
/// equal elements, a splat and the hex form of the same elements.
#[test]
fn dense_literals_are_uniqued_with_the_constructors() {
    use crate::{APInt, Attribute, Type};
    let ctx = Context::new();
    let opts = ParseOptions::default();
    let parse = |src: &str| {
        let mut p = Parser::new(&ctx, src, "t.mlir", &opts);
        p.parse_attribute()
            .unwrap_or_else(|_| panic!("{src}: {:?}", p.diags))
    };
    let i32t = Type::int(&ctx, 32);
    let t = Type::ranked_tensor(&ctx, &[2], i32t, None).unwrap();
    let sevens = Attribute::dense_ints(&ctx, t, &[APInt::from_u64(32, 7)]).unwrap();
    assert_eq!(parse("dense<[7, 7]> : tensor<2xi32>"), sevens);
    assert_eq!(parse("dense<7> : tensor<2xi32>"), sevens);
    assert_eq!(parse("dense<\"0x07000000\"> : tensor<2xi32>"), sevens);
    let mixed =
        Attribute::dense_ints(&ctx, t, &[APInt::from_u64(32, 1), APInt::from_u64(32, 2)]).unwrap();
    assert_eq!(
        parse("dense<\"0x0100000002000000\"> : tensor<2xi32>"),
        mixed
    );
    let v = Type::vector(&ctx, &[2], Type::f32(&ctx), &[false]).unwrap();
    let halves = parse("dense<[0.5, 5.000000e-01]> : vector<2xf32>");
    assert_eq!(
        halves,
        Attribute::dense_float_bits(&ctx, v, &[0.5f32.to_bits() as u128]).unwrap()
    );
    assert!(halves.dense_is_splat(&ctx));
    // One element for a type of none is kept, as MLIR keeps it.
    let empty = Type::ranked_tensor(&ctx, &[0], i32t, None).unwrap();
    let one = parse("dense<1> : tensor<0xi32>");
    assert!(one.dense_is_splat(&ctx));
    assert_eq!(one.display(&ctx).to_string(), "dense<1> : tensor<0xi32>");
    assert_ne!(one, parse("dense<> : tensor<0xi32>"));
    assert_eq!(
        parse("dense<> : tensor<0xi32>"),
        Attribute::dense_ints(&ctx, empty, &[]).unwrap()
    );
}

#[test]
fn affine_maps_of_ssa_ids() {
    use crate::text::parse::affine::SsaIds;
    let parse = |text: &str| -> Result<(String, Vec<String>, Vec<String>), String> {
        let ctx = Context::new();
        let opts = ParseOptions::default();
        let mut p = Parser::new(&ctx, text, "t", &opts);
        let mut ids = SsaIds::default();
        match p.parse_affine_map_of_ssa_ids(b'[', b']', false, &mut ids) {
            Ok(m) => {
                let names = |v: &[crate::text::UnresolvedOperand<'_>]| {
                    v.iter().map(|u| u.name.to_string()).collect::<Vec<_>>()
                };
                Ok((
                    m.map(|m| m.to_string()).unwrap_or_default(),
                    names(&ids.dims),
                    names(&ids.syms),
                ))
            }
            Err(_) => Err(p.diags.first().map_or(String::new(), |d| d.message.clone())),
        }
    };
    // Each distinct value is the next dimension; `symbol(...)` a symbol.
    let (m, dims, syms) = parse("[%i + 1, %j * 2 - symbol(%n), %i floordiv 4]").unwrap();
    assert_eq!(m, "(d0, d1)[s0] -> (d0 + 1, d1 * 2 - s0, d0 floordiv 4)");
    assert_eq!(
        (dims, syms),
        (vec!["%i".to_string(), "%j".into()], vec!["%n".to_string()])
    );
    assert_eq!(parse("[]").unwrap().0, "() -> ()");
    assert_eq!(parse("[3, symbol(%n)]").unwrap().0, "()[s0] -> (3, s0)");
    assert_eq!(parse("[d0]").unwrap_err(), "use of undeclared identifier");
    assert_eq!(parse("[symbol(4)]").unwrap_err(), "expected ssa identifier");
    assert_eq!(parse("[%i").unwrap_err(), "expected ']' in affine map");
    assert_eq!(parse("%i]").unwrap_err(), "expected '[' in affine map");
}
