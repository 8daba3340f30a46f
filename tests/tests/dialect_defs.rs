//! Dialect types and attributes defined with `#[type_def]`, `#[attr_def]`
//! and `#[bit_enum]` in a `calc` dialect only this test has (so mlir-opt
//! cannot check it): uniquing (one handle per value, across threads),
//! verifiers through `get_checked` and the parser, casting, accessors, and
//! the text of each format element (literals, parameters, `struct`,
//! optional groups, lists, strings, types) read back and printed.

use ir::prelude::*;
use ir::text::{ParseOptions, PrintOptions, parse_source, print_op};

/// The `calc` dialect.
#[dialect(name = "calc", allow_unknown_ops)]
pub struct CalcDialect;

/// `!calc.money<"EUR">`: a sum in one currency.
#[type_def(dialect = CalcDialect, mnemonic = "money", format = "`<` $currency `>`",
           verify = check_currency, alias = money_alias)]
pub struct MoneyType {
    /// An ISO 4217 code.
    currency: String,
}

/// `!money_eur` for euros; no alias for other currencies.
fn money_alias(_: &Context, p: &MoneyTypeParams) -> Option<String> {
    (p.currency == "EUR").then(|| "money_eur".into())
}

fn check_currency(_: &Context, p: &MoneyTypeParams) -> Result<(), String> {
    if p.currency.len() == 3 && p.currency.bytes().all(|b| b.is_ascii_uppercase()) {
        Ok(())
    } else {
        Err(format!(
            "currency must be three capital letters, got '{}'",
            p.currency
        ))
    }
}

/// `!calc.vec<i32, !calc.money<"EUR">>`: a list of types.
#[type_def(dialect = CalcDialect, mnemonic = "vec", format = "`<` $elements `>`",
           alias = vec_alias)]
pub struct VecType {
    /// The element types.
    elements: Vec<Type>,
}

fn vec_alias(_: &Context, _: &VecTypeParams) -> Option<String> {
    Some("vec".into())
}

/// `#calc.pair<5, "a">`: an integer and a string, no types printed.
#[attr_def(dialect = CalcDialect, mnemonic = "pair", format = "`<` $first `,` $second `>`")]
pub struct PairAttr {
    /// The number.
    first: i64,
    /// The text.
    second: String,
}

/// `#calc.range<lo = 1, hi = 9 step 2>`: a struct with an optional tail.
#[attr_def(dialect = CalcDialect, mnemonic = "range",
           format = "`<` struct($lo, $hi) (`step` $step)? `>`", alias = range_alias)]
pub struct RangeAttr {
    /// Low end.
    lo: i64,
    /// High end.
    hi: i64,
    /// The step, if not 1.
    step: Option<u32>,
}

fn range_alias(_: &Context, _: &RangeAttrParams) -> Option<String> {
    Some("range".into())
}

/// Rounding flags.
#[bit_enum(separator = ", ")]
pub enum Rounding {
    /// None.
    None = 0,
    /// Round up.
    Up = 1,
    /// Round to even.
    #[keyword = "even"]
    ToEven = 2,
    /// Both.
    All = 3,
}

/// `#calc.rounding<up, even>`.
#[attr_def(dialect = CalcDialect, mnemonic = "rounding", format = "`<` $value `>`")]
pub struct RoundingAttr {
    /// The flags.
    value: Rounding,
}

fn roundtrip(src: &str) -> Result<String, String> {
    let ctx = Context::new();
    let opts = ParseOptions {
        allow_unregistered_dialect: true,
        ..ParseOptions::default()
    };
    match parse_source(&ctx, src, "in.mlir", &opts) {
        Ok(m) => Ok(print_op(&ctx, &m.body, m.op, &PrintOptions::default())),
        Err(d) => Err(d
            .iter()
            .map(|d| match d.loc.file_line_col_of(&ctx) {
                Some((f, l, c)) => format!("{}:{l}:{c}: error: {}", ctx.str(f), d.message),
                None => d.message.clone(),
            })
            .collect::<Vec<_>>()
            .join("\n")),
    }
}

#[test]
fn values_are_uniqued_handles() {
    let ctx = Context::new();
    let eur = MoneyType::get(&ctx, "EUR".into());
    assert_eq!(eur, MoneyType::get(&ctx, "EUR".into()));
    assert_ne!(eur, MoneyType::get(&ctx, "USD".into()));
    assert_eq!(eur.currency(&ctx), "EUR");
    assert_eq!(MoneyType::from_type(&ctx, eur.ty()), Some(eur));
    assert_eq!(MoneyType::from_type(&ctx, Type::i64(&ctx)), None);
    let v = VecType::get(&ctx, vec![eur.ty(), Type::i64(&ctx)]);
    assert_eq!(MoneyType::from_type(&ctx, v.ty()), None);
    assert_eq!(v.elements(&ctx), &[eur.ty(), Type::i64(&ctx)]);
    let pair = PairAttr::get(&ctx, 5, "a".into());
    assert_eq!(pair, PairAttr::get(&ctx, 5, "a".into()));
    assert_eq!(*pair.first(&ctx), 5);
    assert_eq!(RangeAttr::from_attr(&ctx, pair.attr()), None);
    assert_eq!(
        format!("{}", pair.attr().display(&ctx)),
        "#calc.pair<5, \"a\">"
    );
    // Display is alias-free, as MLIR's diagnostics are.
    assert_eq!(
        format!("{}", v.ty().display(&ctx)),
        "!calc.vec<!calc.money<\"EUR\">, i64>"
    );
}

#[test]
fn uniquing_is_one_handle_across_threads() {
    let ctx = Context::new();
    let handles: Vec<Type> = std::thread::scope(|s| {
        let hs: Vec<_> = (0..4)
            .map(|_| {
                s.spawn(|| {
                    (0..200)
                        .map(|_| MoneyType::get(&ctx, "JPY".into()).ty())
                        .last()
                })
            })
            .collect();
        hs.into_iter()
            .filter_map(|h| h.join().ok().flatten())
            .collect()
    });
    assert_eq!(handles.len(), 4);
    assert!(handles.iter().all(|&t| t == handles[0]));
}

#[test]
fn the_verifier_runs_in_get_checked_and_in_the_parser() {
    let ctx = Context::new();
    assert_eq!(
        MoneyType::get_checked(&ctx, "eur".into()),
        Err("currency must be three capital letters, got 'eur'".to_string())
    );
    let e = roundtrip("\"x.op\"() : () -> !calc.money<\"euro\">").unwrap_err();
    assert_eq!(
        e,
        "in.mlir:1:29: error: currency must be three capital letters, got 'euro'"
    );
}

#[test]
fn aliases_print_at_the_top_in_mlir_order() {
    // Depth first (`!vec` uses `!money_eur`), then types before
    // attributes, then by name; a second value of one stem is numbered.
    let out = roundtrip(
        "\"x.op\"() {a = #calc.range<lo = 1, hi = 2>, b = #calc.range<lo = 0, hi = 2>} \
         : () -> (!calc.vec<!calc.money<\"EUR\">>, !calc.money<\"EUR\">, !calc.money<\"USD\">)",
    )
    .unwrap();
    assert_eq!(
        out,
        "!money_eur = !calc.money<\"EUR\">\n\
         #range = #calc.range<lo = 1, hi = 2>\n\
         #range1 = #calc.range<lo = 0, hi = 2>\n\
         !vec = !calc.vec<!money_eur>\n\
         module {\n  %0:3 = \"x.op\"() {a = #range, b = #range1} : () -> (!vec, !money_eur, !calc.money<\"USD\">)\n}\n\n"
    );
}

#[test]
fn formats_read_and_print_every_element() {
    let out = roundtrip(
        "\"x.op\"() {a = #calc.pair<-5,\"a b\">, b = #calc.range<hi = 9, lo = 1>, \
         c = #calc.range<lo = 1, hi = 9 step 2>, d = #calc.rounding<even, up>, \
         e = #calc.rounding<none>, f = #calc.rounding<all>} : () -> (!calc.vec<i32,f32>)",
    )
    .unwrap();
    assert_eq!(
        out,
        "!vec = !calc.vec<i32, f32>\n\
         #range = #calc.range<lo = 1, hi = 9>\n#range1 = #calc.range<lo = 1, hi = 9 step 2>\n\
         module {\n  %0 = \"x.op\"() {a = #calc.pair<-5, \"a b\">, b = #range, \
         c = #range1, d = #calc.rounding<all>, \
         e = #calc.rounding<none>, f = #calc.rounding<all>} : () -> !vec\n}\n\n"
    );
    let ctx = Context::new();
    let up = RoundingAttr::get(&ctx, Rounding::Up);
    assert_eq!(format!("{}", up.attr().display(&ctx)), "#calc.rounding<up>");
    assert!((Rounding::Up | Rounding::ToEven).contains(Rounding::ToEven));
}

#[test]
fn bad_text_gets_mlir_style_diagnostics() {
    let e = roundtrip("\"x.op\"() {a = #calc.bogus<1>} : () -> ()").unwrap_err();
    assert_eq!(
        e,
        "in.mlir:1:21: error: unknown attribute `bogus` in dialect `calc`"
    );
    let e = roundtrip("\"x.op\"() : () -> !calc.bogus").unwrap_err();
    assert_eq!(
        e,
        "in.mlir:1:24: error: unknown  type `bogus` in dialect `calc`"
    );
    // MLIR's `parseInteger<unsigned>` takes a small negative literal
    // modulo 2^32 (`-2` is 4294967294); one past the range is too large.
    let ok = roundtrip("\"x.op\"() {a = #calc.range<lo = 1, hi = 9 step -2>} : () -> ()");
    assert!(ok.is_ok_and(|t| t.contains("step 4294967294>")));
    let e = roundtrip("\"x.op\"() {a = #calc.range<lo = 1, hi = 9 step -2147483649>} : () -> ()")
        .unwrap_err();
    assert_eq!(
        e,
        "in.mlir:1:47: error: integer value too large\n\
         in.mlir:1:58: error: failed to parse RangeAttr parameter 'step' which is to be a `std::optional<unsigned>`"
    );
    let e = roundtrip("\"x.op\"() {a = #calc.rounding<up, down>} : () -> ()").unwrap_err();
    assert_eq!(
        e,
        "in.mlir:1:30: error: expected Rounding to be one of: none, up, even, all\n\
         in.mlir:1:38: error: failed to parse RoundingAttr parameter 'value' which is to be a `Rounding`"
    );
}
