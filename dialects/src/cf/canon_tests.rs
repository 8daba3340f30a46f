//! cf's and func's canonicalization patterns applied to parsed functions. No
//! `canonicalize` pass exists on this branch, so a small loop stands in
//! for the greedy driver: it tries the registered canonicalization
//! patterns on every op (insertion point before the op), erases
//! trivially dead ops and blocks without predecessors, until nothing
//! changes. Each expected text is what `mlir-opt-22 --canonicalize
//! --allow-unregistered-dialect` prints for the same input (inputs are
//! chosen so that region simplification has nothing more to do).

use ir::prelude::*;
use ir::semantics::interfaces::side_effects::is_op_trivially_dead;
use ir::transforms::rewrite::{FrozenPatternSet, PatternRewriter, RewritePatternSet};

/// One round over the function body: the first change made, if any.
fn step(ctx: &Context, frozen: &FrozenPatternSet, body: &mut Body) -> bool {
    let region = body.root_regions()[0];
    let blocks: Vec<Block> = body.region_blocks(region).collect();
    for (i, &block) in blocks.iter().enumerate() {
        if i > 0 && !body.has_predecessors(block) {
            PatternRewriter::new(ctx, body, None).erase_block(block);
            return true;
        }
        let ops: Vec<Operation> = body.block_ops(block).collect();
        for op in ops {
            if is_op_trivially_dead(OpView::new(ctx, body, op)) {
                body.erase_op(op);
                return true;
            }
            for p in frozen.patterns_for(body.op_name(op)) {
                let mut rw = PatternRewriter::new(ctx, body, None);
                rw.set_insertion_point_before(op);
                if p.match_and_rewrite(op, &mut rw).is_ok() {
                    return true;
                }
            }
        }
    }
    false
}

/// Canonicalizes every function of `src` and prints the module.
fn canonicalize(src: &str) -> String {
    let ctx = Context::new();
    let opts = ir::text::ParseOptions {
        allow_unregistered_dialect: true,
        ..Default::default()
    };
    let mut parsed = ir::text::parse_source(&ctx, src, "canon.mlir", &opts).unwrap();
    let frozen = FrozenPatternSet::new(&ctx, RewritePatternSet::canonicalization(&ctx), &[], &[]);
    let module = parsed.body.nested_mut(parsed.op).unwrap();
    let entry = module.entry_block(module.root_regions()[0]).unwrap();
    let funcs: Vec<Operation> = module.block_ops(entry).collect();
    for func in funcs {
        let body = module.nested_mut(func).unwrap();
        let mut rounds = 0;
        while step(&ctx, &frozen, body) {
            rounds += 1;
            assert!(rounds < 1000, "no fixpoint");
        }
    }
    ir::text::print_op(&ctx, &parsed.body, parsed.op, &Default::default())
}

fn check(src: &str, want: &str) {
    assert_eq!(canonicalize(src).trim_end(), want.trim_end());
}

#[test]
fn assert_of_true_is_erased_others_stay() {
    check(
        r#"func.func @f(%c: i1) {
  %t = arith.constant true
  %f = arith.constant false
  cf.assert %t, "always"
  cf.assert %f, "never"
  cf.assert %c, "maybe"
  return
}
"#,
        r#"module {
  func.func @f(%arg0: i1) {
    %false = arith.constant false
    cf.assert %false, "never"
    cf.assert %arg0, "maybe"
    return
  }
}
"#,
    );
}

#[test]
fn br_merges_single_predecessor_and_skips_pass_through_blocks() {
    check(
        r#"func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.br ^bb1(%a : i32)
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  cf.cond_br %c, ^bb2, ^bb3
^bb2:
  cf.br ^bb4(%x, %b : i32, i32)
^bb3:
  "test.other"() : () -> ()
  cf.br ^bb4(%b, %x : i32, i32)
^bb4(%y: i32, %z: i32):
  "test.use"(%z) : (i32) -> ()
  return %y : i32
}
"#,
        r#"module {
  func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    "test.use"(%arg1) : (i32) -> ()
    cf.cond_br %arg0, ^bb2(%arg1, %arg2 : i32, i32), ^bb1
  ^bb1:  // pred: ^bb0
    "test.other"() : () -> ()
    cf.br ^bb2(%arg2, %arg1 : i32, i32)
  ^bb2(%0: i32, %1: i32):  // 2 preds: ^bb0, ^bb1
    "test.use"(%1) : (i32) -> ()
    return %0 : i32
  }
}
"#,
    );
}

#[test]
fn br_to_self_and_to_multi_predecessor_blocks_stay() {
    check(
        r#"func.func @f(%c: i1) {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  "test.a"() : () -> ()
  cf.br ^bb2
^bb2:
  "test.b"() : () -> ()
  cf.br ^bb2
}
"#,
        r#"module {
  func.func @f(%arg0: i1) {
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    "test.a"() : () -> ()
    cf.br ^bb2
  ^bb2:  // 3 preds: ^bb0, ^bb1, ^bb2
    "test.b"() : () -> ()
    cf.br ^bb2
  }
}
"#,
    );
}

#[test]
fn cond_br_on_constants_takes_one_successor() {
    check(
        r#"func.func @f(%a: i32, %b: i32) -> i32 {
  %t = arith.constant true
  cf.cond_br %t, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  "test.t"(%x) : (i32) -> ()
  return %x : i32
^bb2(%y: i32):
  "test.f"(%y) : (i32) -> ()
  return %y : i32
}
func.func @g(%a: i32, %b: i32) -> i32 {
  %f = arith.constant false
  cf.cond_br %f, ^bb1(%a : i32), ^bb2(%b : i32)
^bb1(%x: i32):
  "test.t"(%x) : (i32) -> ()
  return %x : i32
^bb2(%y: i32):
  "test.f"(%y) : (i32) -> ()
  return %y : i32
}
"#,
        r#"module {
  func.func @f(%arg0: i32, %arg1: i32) -> i32 {
    "test.t"(%arg0) : (i32) -> ()
    return %arg0 : i32
  }
  func.func @g(%arg0: i32, %arg1: i32) -> i32 {
    "test.f"(%arg1) : (i32) -> ()
    return %arg1 : i32
  }
}
"#,
    );
}

#[test]
fn cond_br_pass_through_keeps_weights() {
    check(
        r#"func.func @w(%c: i1, %a: i32) {
  cf.cond_br %c weights([3, 5]), ^bb1, ^bb2
^bb1:
  cf.br ^bb3(%a : i32)
^bb2:
  "test.x"() : () -> ()
  return
^bb3(%x: i32):
  "test.y"(%x) : (i32) -> ()
  return
}
"#,
        r#"module {
  func.func @w(%arg0: i1, %arg1: i32) {
    cf.cond_br %arg0 weights([3, 5]), ^bb2(%arg1 : i32), ^bb1
  ^bb1:  // pred: ^bb0
    "test.x"() : () -> ()
    return
  ^bb2(%0: i32):  // pred: ^bb0
    "test.y"(%0) : (i32) -> ()
    return
  }
}
"#,
    );
}

#[test]
fn identical_successors_become_br_with_selects() {
    check(
        r#"func.func @same(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb1(%a : i32)
^bb1(%x: i32):
  "test.use"(%x) : (i32) -> ()
  return %x : i32
}
func.func @differ(%c: i1, %a: i32, %b: i32, %d: i64) -> i32 {
  cf.cond_br %c, ^bb1(%a, %d : i32, i64), ^bb1(%b, %d : i32, i64)
^bb1(%x: i32, %y: i64):
  "test.use"(%y) : (i64) -> ()
  return %x : i32
}
"#,
        r#"module {
  func.func @same(%arg0: i1, %arg1: i32) -> i32 {
    "test.use"(%arg1) : (i32) -> ()
    return %arg1 : i32
  }
  func.func @differ(%arg0: i1, %arg1: i32, %arg2: i32, %arg3: i64) -> i32 {
    %0 = arith.select %arg0, %arg1, %arg2 : i32
    "test.use"(%arg3) : (i64) -> ()
    return %0 : i32
  }
}
"#,
    );
}

#[test]
fn identical_successors_with_other_predecessors_stay() {
    check(
        r#"func.func @f(%c: i1, %a: i32, %b: i32) -> i32 {
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb1, ^bb2(%a : i32)
^bb1:
  "test.op"() : () -> ()
  cf.cond_br %c, ^bb2(%a : i32), ^bb2(%b : i32)
^bb2(%x: i32):
  return %x : i32
}
"#,
        r#"module {
  func.func @f(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    "test.op"() : () -> ()
    cf.cond_br %arg0, ^bb1, ^bb2(%arg1 : i32)
  ^bb1:  // pred: ^bb0
    "test.op"() : () -> ()
    cf.br ^bb2(%arg1 : i32)
  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
    return %0 : i32
  }
}
"#,
    );
}

#[test]
fn truth_propagates_into_single_predecessor_successors() {
    check(
        r#"func.func @f(%c: i1) {
  cf.cond_br %c, ^t, ^f
^t:
  "test.use"(%c) : (i1) -> ()
  return
^f:
  "test.use"(%c) : (i1) -> ()
  return
}
"#,
        r#"module {
  func.func @f(%arg0: i1) {
    %true = arith.constant true
    %false = arith.constant false
    cf.cond_br %arg0, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    "test.use"(%true) : (i1) -> ()
    return
  ^bb2:  // pred: ^bb0
    "test.use"(%false) : (i1) -> ()
    return
  }
}
"#,
    );
}

#[test]
fn call_indirect_of_func_constant_becomes_call() {
    check(
        r#"func.func private @g(i32) -> i32
func.func @f(%a: i32, %h: (i32) -> i32) -> (i32, i32, i32) {
  %c = func.constant @g : (i32) -> i32
  %0 = func.call_indirect %c(%a) {arg_attrs = [{foo}], res_attrs = [{bar}], other} : (i32) -> i32
  %1 = func.call_indirect %c(%0) : (i32) -> i32
  %2 = func.call_indirect %h(%1) : (i32) -> i32
  return %0, %1, %2 : i32, i32, i32
}
"#,
        r#"module {
  func.func private @g(i32) -> i32
  func.func @f(%arg0: i32, %arg1: (i32) -> i32) -> (i32, i32, i32) {
    %0 = call @g(%arg0) : (i32) -> i32
    %1 = call @g(%0) : (i32) -> i32
    %2 = call_indirect %arg1(%1) : (i32) -> i32
    return %0, %1, %2 : i32, i32, i32
  }
}
"#,
    );
}

/// `enable-patterns`/`disable-patterns` see MLIR 22's debug names: the
/// `cf.cond_br` pattern structs are named by `llvm::getTypeName`
/// (`(anonymous namespace)::...`), the `cf.switch` patterns and the
/// canonicalize methods of `cf.br`/`cf.assert` are functions with no name,
/// so a non-empty enable list leaves them out and a disable list cannot
/// name them.
#[test]
fn pattern_filters_see_mlir_debug_names() {
    let ctx = Context::new();
    let count = |op: &str, disabled: &[&str], enabled: &[&str]| {
        let list = |l: &[&str]| l.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let set = RewritePatternSet::canonicalization(&ctx);
        let frozen = FrozenPatternSet::new(&ctx, set, &list(disabled), &list(enabled));
        frozen.patterns_for(ctx.op_name(op)).count()
    };
    assert_eq!(count("cf.cond_br", &[], &[]), 5);
    assert_eq!(count("cf.switch", &[], &[]), 6);
    assert_eq!(count("cf.br", &[], &[]), 1);
    let full = "(anonymous namespace)::SimplifyConstCondBranchPred";
    assert_eq!(count("cf.cond_br", &[], &[full]), 1);
    assert_eq!(count("cf.cond_br", &[full], &[]), 4);
    assert_eq!(
        count("cf.cond_br", &[], &["SimplifyConstCondBranchPred"]),
        0
    );
    assert_eq!(count("cf.switch", &[], &[full]), 0);
    assert_eq!(count("cf.br", &[], &[full]), 0);
    assert_eq!(count("cf.switch", &["SimplifyConstSwitchValue"], &[]), 6);
}
