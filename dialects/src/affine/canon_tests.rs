//! Unit tests of the affine canonicalization: the map-and-operands
//! utilities on parsed IR, the debug names of the patterns, and
//! `disable-patterns=` with the names a lit RUN line cannot carry (a
//! space, `<`, `>`). Expected texts were printed by
//! `/usr/lib/llvm-22/bin/mlir-opt` for the same input and flags.

use super::canonicalize::canonicalize_map_expr_and_term_order;
use super::canonicalize_map::{
    canonicalize_map_and_operands, canonicalize_set_and_operands, compose_affine_map_and_operands,
};
use ir::opt::{OptConfig, Parsed, args, run};
use ir::prelude::*;
use ir::transforms::rewrite::RewritePatternSet;
use ir::uniqued::attributes::{AffineMap, IntegerSet};

const SRC: &str = r#"
func.func @f(%arg: index, %other: index) {
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0)>(%i)[%arg]
    "test.use"(%a) : (index) -> ()
  }
  return
}
"#;

/// Runs `check` with the function's arguments, `%c4`, the loop's
/// induction variable and the `affine.apply` in it.
fn with_values(check: impl FnOnce(&Context, &Body, [Value; 5])) {
    let ctx = Context::new();
    let mut parsed = ir::text::parse_source(&ctx, SRC, "t.mlir", &Default::default()).unwrap();
    let module = parsed.op;
    let inner = parsed.body.nested_mut(module).unwrap();
    let entry = inner.entry_block(inner.root_regions()[0]).unwrap();
    let func = inner.block_ops(entry).next().unwrap();
    let f = inner.nested_mut(func).unwrap();
    let fentry = f.entry_block(f.root_regions()[0]).unwrap();
    let args = f.block_args(fentry).to_vec();
    let ops: Vec<Operation> = f.block_ops(fentry).collect();
    let c4 = f.result(ops[0], 0);
    let body_block = f.entry_block(f.regions(ops[1])[0]).unwrap();
    let iv = f.block_args(body_block)[0];
    let apply = f.block_ops(body_block).next().unwrap();
    let a = f.result(apply, 0);
    check(&ctx, f, [args[0], args[1], c4, iv, a]);
}

fn map(ctx: &Context, text: &str) -> AffineMap {
    let a = parse_attr(ctx, text);
    a.as_affine_map(ctx).unwrap().clone()
}

fn set(ctx: &Context, text: &str) -> IntegerSet {
    let a = parse_attr(ctx, text);
    a.as_integer_set(ctx).unwrap().clone()
}

/// Parses an attribute as a module's discardable attribute.
fn parse_attr(ctx: &Context, text: &str) -> Attribute {
    let src = format!("module attributes {{a = {text}}} {{}}");
    let parsed = ir::text::parse_source(ctx, &src, "a.mlir", &Default::default()).unwrap();
    parsed.body.attr(ctx, parsed.op, ctx.ident("a")).unwrap()
}

/// Dimensions that are valid symbols are promoted, repeated operands
/// merge, unused ones go, a constant symbol becomes a constant.
#[test]
fn canonicalize_promotes_merges_drops_and_folds_constants() {
    with_values(|ctx, body, [arg, other, c4, iv, _]| {
        let mut m = map(
            ctx,
            "affine_map<(d0, d1, d2)[s0, s1, s2] -> (d0 + d2 + s0 * 2 + s1)>",
        );
        let mut operands = vec![iv, arg, iv, c4, arg, other];
        canonicalize_map_and_operands(ctx, body, &mut m, &mut operands);
        assert_eq!(m, map(ctx, "affine_map<(d0)[s0] -> (d0 * 2 + s0 + 8)>"));
        assert_eq!(operands, vec![iv, arg]);
    });
}

/// No operands: the map is left alone, even with constants to fold.
#[test]
fn canonicalize_without_operands_changes_nothing() {
    with_values(|ctx, body, _| {
        let mut m = map(ctx, "affine_map<() -> (3, 4)>");
        let mut operands = vec![];
        canonicalize_map_and_operands(ctx, body, &mut m, &mut operands);
        assert_eq!(m, map(ctx, "affine_map<() -> (3, 4)>"));
    });
}

/// An operand made by an `affine.apply` is replaced by the apply's map.
#[test]
fn compose_pulls_in_apply_maps() {
    with_values(|ctx, body, [arg, _, _, iv, a]| {
        let mut m = map(ctx, "affine_map<(d0, d1) -> (d0 floordiv 3 + d1)>");
        let mut operands = vec![a, iv];
        compose_affine_map_and_operands(ctx, body, &mut m, &mut operands);
        assert_eq!(
            m,
            map(ctx, "affine_map<(d0)[s0] -> (d0 * 2 + s0 floordiv 3)>")
        );
        assert_eq!(operands, vec![iv, arg]);
    });
}

/// Sets are canonicalized like maps; their equality flags stay.
#[test]
fn sets_canonicalize_like_maps() {
    with_values(|ctx, body, [arg, _, c4, iv, _]| {
        let mut s = set(
            ctx,
            "affine_set<(d0, d1)[s0] : (d0 - d1 >= 0, d0 - s0 == 0)>",
        );
        let mut operands = vec![iv, arg, c4];
        canonicalize_set_and_operands(ctx, body, &mut s, &mut operands);
        assert_eq!(
            s,
            set(ctx, "affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 - 4 == 0)>")
        );
        assert_eq!(operands, vec![iv, arg]);
    });
}

/// Results sorted by flattened coefficients; none when already sorted or
/// when a result needs a local variable.
#[test]
fn term_order_sorts_by_flattened_form() {
    let ctx = Context::new();
    let m = map(&ctx, "affine_map<(d0, d1) -> (d0 + d1, d1 + 16, 32)>");
    let sorted = canonicalize_map_expr_and_term_order(&m).unwrap();
    assert_eq!(
        sorted,
        map(&ctx, "affine_map<(d0, d1) -> (32, d1 + 16, d0 + d1)>")
    );
    assert_eq!(canonicalize_map_expr_and_term_order(&sorted), None);
    let local = map(&ctx, "affine_map<(d0, d1) -> (d0 floordiv 2, d1)>");
    assert_eq!(canonicalize_map_expr_and_term_order(&local), None);
}

/// The patterns carry MLIR 22's debug names, in its order.
#[test]
fn pattern_names_are_mlir_22s() {
    let ctx = Context::new();
    let names = |f: fn(&mut RewritePatternSet, &Context)| {
        let mut set = RewritePatternSet::new();
        f(&mut set, &ctx);
        set.iter()
            .map(|p| p.debug_name().to_string())
            .collect::<Vec<_>>()
    };
    use super::canonicalize as c;
    assert_eq!(
        names(c::max_patterns),
        [
            "CanonicalizeSingleResultAffineMinMaxOp<mlir::affine::AffineMaxOp>",
            "DeduplicateAffineMinMaxExpressions<mlir::affine::AffineMaxOp>",
            "MergeAffineMinMaxOp<mlir::affine::AffineMaxOp>",
            "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineMaxOp>",
            "CanonicalizeAffineMinMaxOpExprAndTermOrder<mlir::affine::AffineMaxOp>",
        ]
    );
    for (f, op) in [
        (
            c::apply_patterns as fn(&mut RewritePatternSet, &Context),
            "AffineApplyOp",
        ),
        (c::load_patterns, "AffineLoadOp"),
        (c::store_patterns, "AffineStoreOp"),
        (c::vector_load_patterns, "AffineVectorLoadOp"),
        (c::vector_store_patterns, "AffineVectorStoreOp"),
        (c::prefetch_patterns, "AffinePrefetchOp"),
    ] {
        assert_eq!(
            names(f),
            [format!(
                "(anonymous namespace)::SimplifyAffineOp<mlir::affine::{op}>"
            )]
        );
    }
    assert_eq!(
        names(super::canonicalize_loops::if_patterns),
        [
            "(anonymous namespace)::SimplifyDeadElse",
            "(anonymous namespace)::AlwaysTrueOrFalseIf",
        ]
    );
}

const FILTERED: &str = r#"func.func @f(%a: index, %b: index, %m: memref<8xf32>) -> (index, index) {
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%a)
  %1 = affine.apply affine_map<(d0) -> (d0 * 2)>(%0)
  %2 = affine.min affine_map<(d0, d1) -> (d0, d1)>(%a, %b)
  %v = affine.load %m[%0] : memref<8xf32>
  affine.store %v, %m[%0] : memref<8xf32>
  affine.if affine_set<() : (0 == 0)>() {
    "test.use"(%a) : (index) -> ()
  } else {
  }
  return %1, %2 : index, index
}
"#;

fn canonicalize_without(patterns: &str) -> String {
    let flags = vec![
        "--allow-unregistered-dialect".to_string(),
        format!("--canonicalize=disable-patterns=\"{patterns}\""),
    ];
    let o = match args::parse(&OptConfig::new("ir-opt"), "ir-opt", flags) {
        Parsed::Run(o) => o,
        other => panic!("{other:?}"),
    };
    let out = run(&o, "q.mlir", FILTERED);
    assert_eq!((out.code, out.stderr.as_str()), (0, ""), "{patterns}");
    out.stdout
}

/// `SimplifyAffineOp` is filtered per op by its anonymous-namespace name.
#[test]
fn simplify_affine_op_filters_per_op() {
    assert_eq!(
        canonicalize_without(
            "(anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineApplyOp>,\
             (anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineMinOp>"
        ),
        r#"#map = affine_map<(d0) -> (d0 + 1)>
#map1 = affine_map<(d0) -> (d0 * 2)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func @f(%arg0: index, %arg1: index, %arg2: memref<8xf32>) -> (index, index) {
    %0 = affine.apply #map(%arg0)
    %1 = affine.apply #map1(%0)
    %2 = affine.min #map2(%arg0, %arg1)
    %3 = affine.load %arg2[symbol(%arg0) + 1] : memref<8xf32>
    affine.store %3, %arg2[symbol(%arg0) + 1] : memref<8xf32>
    "test.use"(%arg0) : (index) -> ()
    return %1, %2 : index, index
  }
}

"#
    );
}

/// The if patterns and the store's are filtered by name too.
#[test]
fn if_and_store_patterns_filter_by_name() {
    assert_eq!(
        canonicalize_without(
            "(anonymous namespace)::AlwaysTrueOrFalseIf,(anonymous namespace)::SimplifyDeadElse,\
             (anonymous namespace)::SimplifyAffineOp<mlir::affine::AffineStoreOp>"
        ),
        r#"#map = affine_map<()[s0] -> (s0 + 1)>
#map1 = affine_map<()[s0] -> (s0 * 2 + 2)>
#map2 = affine_map<()[s0, s1] -> (s1, s0)>
#set = affine_set<() : (0 == 0)>
module {
  func.func @f(%arg0: index, %arg1: index, %arg2: memref<8xf32>) -> (index, index) {
    %0 = affine.apply #map()[%arg0]
    %1 = affine.apply #map1()[%arg0]
    %2 = affine.min #map2()[%arg0, %arg1]
    %3 = affine.load %arg2[symbol(%arg0) + 1] : memref<8xf32>
    affine.store %3, %arg2[%0] : memref<8xf32>
    affine.if #set() {
      "test.use"(%arg0) : (index) -> ()
    } else {
    }
    return %1, %2 : index, index
  }
}

"#
    );
}
