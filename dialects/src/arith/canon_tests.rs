//! arith's canonicalization patterns through `ir-opt`'s driver, for what
//! a lit RUN line cannot say (a pattern name with a space) and for the
//! edges of `CmpFIntToFPConst`. Each expected text is what
//! `mlir-opt-22` prints for the same input and flags.

use ir::transforms::rewrite::{FrozenPatternSet, RewritePatternSet};

fn run(flag: &str, src: &str) -> String {
    let o = match ir::opt::args::parse(
        &ir::opt::OptConfig::new("ir-opt"),
        "ir-opt",
        vec![flag.to_string()],
    ) {
        ir::opt::Parsed::Run(o) => o,
        other => panic!("{other:?}"),
    };
    let out = ir::opt::run(&o, "canon.mlir", src);
    assert_eq!(out.code, 0, "{}", out.stderr);
    out.stdout
}

const REASSOCIATE: &str = r#"func.func @f(%x: i32) -> (i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.addi %x, %c3 : i32
  %1 = arith.addi %0, %c5 : i32
  %2 = arith.subi %c5, %0 : i32
  return %1, %2 : i32, i32
}
"#;

/// `disable-patterns` names a declarative pattern as mlir-opt-22 does:
/// `AddIAddConstant` stays off, `SubILHSAddConstant` still applies.
#[test]
fn declarative_patterns_filter_by_their_full_name() {
    let flag = r#"--canonicalize=disable-patterns="(anonymous namespace)::AddIAddConstant""#;
    assert_eq!(
        run(flag, REASSOCIATE),
        r#"module {
  func.func @f(%arg0: i32) -> (i32, i32) {
    %c2_i32 = arith.constant 2 : i32
    %c3_i32 = arith.constant 3 : i32
    %c5_i32 = arith.constant 5 : i32
    %0 = arith.addi %arg0, %c3_i32 : i32
    %1 = arith.addi %0, %c5_i32 : i32
    %2 = arith.subi %c2_i32, %arg0 : i32
    return %1, %2 : i32, i32
  }
}

"#
    );
}

/// The short name is no pattern's name: nothing is filtered.
#[test]
fn short_names_filter_nothing() {
    let out = run(
        "--canonicalize=disable-patterns=AddIAddConstant",
        REASSOCIATE,
    );
    assert!(out.contains("%c8_i32 = arith.constant 8 : i32"), "{out}");
    assert!(out.contains("arith.addi %arg0, %c8_i32 : i32"), "{out}");
}

/// `CmpFIntToFPConst` at its edges: a signed bound the float rounds up
/// to (2^31 is above `i32`'s maximum, but a 24-bit mantissa cannot rule
/// the comparison out: left alone), constants beyond the range or
/// infinite (folded), a negative constant for an unsigned source.
#[test]
fn cmpf_of_converted_integers_at_the_edges() {
    let src = r#"func.func @f(%a: i32, %b: i64, %c: i8) -> (i1, i1, i1, i1, i1, i1) {
  %sa = arith.sitofp %a : i32 to f32
  %ub = arith.uitofp %b : i64 to f32
  %uc = arith.uitofp %c : i8 to f64
  %two31 = arith.constant 2147483648.0 : f32
  %m = arith.constant -2147483904.0 : f32
  %huge = arith.constant 1.0e+20 : f32
  %inf = arith.constant 0x7F800000 : f32
  %neg = arith.constant -0.5 : f64
  %0 = arith.cmpf olt, %sa, %two31 : f32
  %1 = arith.cmpf ogt, %sa, %m : f32
  %2 = arith.cmpf uge, %ub, %huge : f32
  %3 = arith.cmpf ult, %ub, %inf : f32
  %4 = arith.cmpf oge, %uc, %neg : f64
  %5 = arith.cmpf olt, %sa, %huge : f32
  return %0, %1, %2, %3, %4, %5 : i1, i1, i1, i1, i1, i1
}
"#;
    assert_eq!(
        run("--canonicalize", src),
        r#"module {
  func.func @f(%arg0: i32, %arg1: i64, %arg2: i8) -> (i1, i1, i1, i1, i1, i1) {
    %true = arith.constant true
    %false = arith.constant false
    %cst = arith.constant -2.1474839E+9 : f32
    %cst_0 = arith.constant 2.14748365E+9 : f32
    %0 = arith.sitofp %arg0 : i32 to f32
    %1 = arith.cmpf olt, %0, %cst_0 : f32
    %2 = arith.cmpf ogt, %0, %cst : f32
    return %1, %2, %false, %true, %true, %true : i1, i1, i1, i1, i1, i1
  }
}

"#
    );
}

/// Patterns of one root run highest benefit first, in MLIR's order
/// among equals (a DRR pattern's benefit is the ops it matches).
#[test]
fn select_patterns_in_mlir_order() {
    let ctx = ir::Context::new();
    let mut set = RewritePatternSet::new();
    super::canonicalize::populate(&mut set, &ctx);
    let frozen = FrozenPatternSet::new(&ctx, set, &[], &[]);
    let names: Vec<String> = frozen
        .patterns_for(ctx.op_name("arith.select"))
        .map(|p| p.debug_name().to_string())
        .collect();
    let drr = |n: &str| format!("(anonymous namespace)::{n}");
    assert_eq!(
        names,
        [
            drr("RedundantSelectFalse"),
            drr("RedundantSelectTrue"),
            drr("SelectNotCond"),
            drr("SelectI1ToNot"),
            "SelectToExtUI".to_string(),
        ]
    );
}
