//! Region simplification on IR parsed from text, with a test dialect `rs`
//! whose ops have the traits the simplifier looks at (branches, pure ops,
//! an allocating op, terminators, a graph region, an isolated function).
//! Ops named `t.*` are unregistered: their effects are unknown, so they
//! are always live.
//!
//! The expected texts are what the simplification must leave, written by
//! hand from MLIR 22's algorithm and normalized (value and block names,
//! predecessor comments) by `mlir-opt-22 -allow-unregistered-dialect
//! FILE`, which prints the `rs` ops generically as ours does. The
//! byte-for-byte comparison with `canonicalize{region-simplify=...}` on
//! real dialects is in `dialects/tests/region_simplify.rs`.

use super::*;
use crate::prelude::*;
use crate::semantics::interfaces::side_effects::MemAlloc;
use crate::text::{ParseOptions, PrintOptions, parse_source, print_op};

/// The region simplification test dialect.
#[dialect(name = "rs")]
pub struct RegionSimplifyTestDialect;

/// `rs.br`: jumps to one block, forwarding all its operands.
#[op(dialect = RegionSimplifyTestDialect, name = "br", traits = [BranchOpInterface, IsTerminator])]
pub struct BrOp {
    #[operand(variadic)]
    args: Value,
    #[successor]
    dest: Block,
}

impl BranchOpInterface for BrOp<'_> {
    fn successor_operands(&self, _index: usize) -> SuccessorOperands {
        SuccessorOperands::forwarded(0..self.0.body.num_operands(self.0.op))
    }
}

/// `rs.cond_br`: jumps to one of two blocks, as `cf.cond_br`.
#[op(dialect = RegionSimplifyTestDialect, name = "cond_br",
     traits = [AttrSizedOperandSegments, BranchOpInterface, IsTerminator])]
pub struct CondBrOp {
    #[operand]
    cond: Value,
    #[operand(variadic)]
    true_args: Value,
    #[operand(variadic)]
    false_args: Value,
    #[successor]
    true_dest: Block,
    #[successor]
    false_dest: Block,
}

impl BranchOpInterface for CondBrOp<'_> {
    fn successor_operands(&self, index: usize) -> SuccessorOperands {
        let t = self.true_args().count();
        let n = self.0.body.num_operands(self.0.op);
        SuccessorOperands::forwarded(if index == 0 {
            1..(1 + t).min(n)
        } else {
            (1 + t).min(n)..n
        })
    }
}

/// `rs.fanout`: jumps to one of its blocks, each receiving its own slice
/// of the operands, split by `arg_segments` (as `cf.switch`'s cases are
/// by `case_operand_segments`); it names that entry as the segment of
/// each successor's operands.
#[op(dialect = RegionSimplifyTestDialect, name = "fanout",
     traits = [BranchOpInterface, IsTerminator])]
pub struct FanoutOp {
    #[operand(variadic)]
    args: Value,
    #[attr]
    arg_segments: DenseI32ArrayAttr,
    #[successor(variadic)]
    dests: Block,
}

impl BranchOpInterface for FanoutOp<'_> {
    fn successor_operands(&self, index: usize) -> SuccessorOperands {
        let sizes: Vec<usize> = self
            .try_arg_segments()
            .map(|s| s.values(self.0.ctx))
            .unwrap_or_default()
            .into_iter()
            .map(|n| n.max(0) as usize)
            .collect();
        let start: usize = sizes.iter().take(index).sum();
        let end = start + sizes.get(index).copied().unwrap_or(0);
        let n = self.0.body.num_operands(self.0.op);
        SuccessorOperands::forwarded(start.min(n)..end.min(n)).with_segment("arg_segments", index)
    }
}

/// `rs.pure`: no effects (and none looked for in its regions).
#[op(dialect = RegionSimplifyTestDialect, name = "pure", traits = [Pure])]
pub struct PureOp {
    #[operand(variadic)]
    args: Value,
    #[result(variadic)]
    res: Value,
    #[region(variadic)]
    regions: Region,
}

/// `rs.alloc`: allocates its result, its only effect.
#[op(dialect = RegionSimplifyTestDialect, name = "alloc")]
pub struct AllocOp {
    #[result(effects = [MemAlloc])]
    res: Value,
}

/// `rs.ret`: a terminator.
#[op(dialect = RegionSimplifyTestDialect, name = "ret", traits = [IsTerminator])]
pub struct RetOp {
    #[operand(variadic)]
    args: Value,
}

/// `rs.graph`: a graph region.
#[op(dialect = RegionSimplifyTestDialect, name = "graph", traits = [HasOnlyGraphRegion])]
pub struct GraphOp {
    #[region]
    body: Region,
}

/// `rs.func`: an isolated function.
#[op(dialect = RegionSimplifyTestDialect, name = "func", traits = [IsolatedFromAbove])]
pub struct FuncOp {
    #[region]
    body: Region,
}

/// Records what a listener hears, by op name.
struct Log<'c>(&'c Context, Vec<String>);

impl RewriteListener for Log<'_> {
    fn op_modified(&mut self, body: &Body, op: Operation) {
        let name = self.0.op_name_str(body.op_name(op));
        self.1.push(format!("modified {name}"));
    }
    fn op_erased(&mut self, body: &Body, op: Operation) {
        let name = self.0.op_name_str(body.op_name(op));
        self.1.push(format!("erased {name}"));
    }
    fn block_erased(&mut self, _body: &Body, _block: Block) {
        self.1.push("erased block".to_string());
    }
}

/// Simplifies everything in the module parsed from `src`, as the greedy
/// driver does (repeating while something changes), and prints it.
fn simplify(src: &str, aggressive: bool) -> (String, bool, Vec<String>) {
    let ctx = Context::new();
    let opts = ParseOptions {
        allow_unregistered_dialect: true,
        ..Default::default()
    };
    let mut m = parse_source(&ctx, src, "rs.mlir", &opts).expect("test input parses");
    let body = m.body.nested_mut(m.op).unwrap();
    let roots = body.root_regions().to_vec();
    let mut log = Log(&ctx, Vec::new());
    let mut changed = false;
    for _ in 0..10 {
        if !simplify_regions(&ctx, body, &roots, aggressive, &mut log) {
            break;
        }
        changed = true;
    }
    let text = print_op(&ctx, &m.body, m.op, &PrintOptions::default());
    (text, changed, log.1)
}

fn check(src: &str, aggressive: bool, expected: &str) -> Vec<String> {
    let (text, changed, log) = simplify(src, aggressive);
    assert_eq!(text.trim_end(), expected.trim_end(), "log: {log:?}");
    assert!(changed);
    log
}

#[test]
fn unreachable_blocks_go_with_their_cycle() {
    let log = check(
        r#""rs.func"() ({
^bb0(%a: i32):
  "t.print"(%a) : (i32) -> ()
  "rs.ret"() : () -> ()
^bb1(%x: i32):
  "t.print"(%x) : (i32) -> ()
  "rs.br"()[^bb2] : () -> ()
^bb2:
  %y = "rs.pure"() : () -> i32
  "rs.br"(%y)[^bb1] : (i32) -> ()
}) : () -> ()
"#,
        false,
        r#"module {
  "rs.func"() ({
  ^bb0(%arg0: i32):
    "t.print"(%arg0) : (i32) -> ()
    "rs.ret"() : () -> ()
  }) : () -> ()
}"#,
    );
    assert_eq!(
        log,
        [
            "erased rs.br",
            "erased t.print",
            "erased block",
            "erased rs.br",
            "erased rs.pure",
            "erased block",
        ]
    );
}

#[test]
fn dead_loop_argument_is_dropped_with_its_operands() {
    check(
        r#""rs.func"() ({
^bb0(%a: f32):
  "rs.br"(%a)[^bb1] : (f32) -> ()
^bb1(%l: f32):
  %n = "rs.pure"(%l) : (f32) -> f32
  "rs.br"(%n)[^bb1] : (f32) -> ()
}) : () -> ()
"#,
        false,
        r#"module {
  "rs.func"() ({
  ^bb0(%arg0: f32):
    "rs.br"()[^bb1] : () -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb1
    "rs.br"()[^bb1] : () -> ()
  }) : () -> ()
}"#,
    );
}

#[test]
fn dead_ops_go_unless_their_effects_are_unknown() {
    check(
        r#""rs.func"() ({
^bb0(%a: f32):
  %0 = "rs.pure"(%a) : (f32) -> f32
  %1 = "rs.pure"(%a) : (f32) -> f32
  %2 = "t.effect"(%1) : (f32) -> f32
  %3 = "rs.alloc"() : () -> i32
  %4 = "rs.pure"(%a) : (f32) -> f32
  "rs.ret"(%4) : (f32) -> ()
}) : () -> ()
"#,
        false,
        r#"module {
  "rs.func"() ({
  ^bb0(%arg0: f32):
    %0 = "rs.pure"(%arg0) : (f32) -> f32
    %1 = "t.effect"(%0) : (f32) -> f32
    %2 = "rs.pure"(%arg0) : (f32) -> f32
    "rs.ret"(%2) : (f32) -> ()
  }) : () -> ()
}"#,
    );
}

#[test]
fn dead_cycles_in_graph_regions_go() {
    let log = check(
        r#""rs.func"() ({
  "rs.graph"() ({
    %0 = "rs.pure"(%1) : (f32) -> f32
    %1 = "rs.pure"(%0) : (f32) -> f32
    %2 = "rs.pure"(%3) : (f32) -> f32
    %3 = "rs.pure"(%2) : (f32) -> f32
    "t.keep"(%3) : (f32) -> ()
    "rs.ret"() : () -> ()
  }) : () -> ()
  "rs.ret"() : () -> ()
}) : () -> ()
"#,
        false,
        r#"module {
  "rs.func"() ({
    "rs.graph"() ({
      %0 = "rs.pure"(%1) : (f32) -> f32
      %1 = "rs.pure"(%0) : (f32) -> f32
      "t.keep"(%1) : (f32) -> ()
      "rs.ret"() : () -> ()
    }) : () -> ()
    "rs.ret"() : () -> ()
  }) : () -> ()
}"#,
    );
    assert_eq!(log, ["erased rs.pure", "erased rs.pure"]);
}

#[test]
fn nested_regions_and_isolated_ops_are_simplified() {
    check(
        r#""rs.func"() ({
^bb0(%a: f32):
  %0 = "rs.pure"(%a) : (f32) -> f32
  "t.region"() ({
    %1 = "rs.pure"(%0) : (f32) -> f32
    "t.term"() : () -> ()
  ^bb1:
    "t.term"() : () -> ()
  }) : () -> ()
  "rs.func"() ({
  ^bb0(%b: f32):
    %2 = "rs.pure"(%b) : (f32) -> f32
    "rs.ret"() : () -> ()
  ^bb1:
    "rs.ret"() : () -> ()
  }) : () -> ()
  "rs.ret"() : () -> ()
}) : () -> ()
"#,
        false,
        r#"module {
  "rs.func"() ({
  ^bb0(%arg0: f32):
    "t.region"() ({
      "t.term"() : () -> ()
    }) : () -> ()
    "rs.func"() ({
    ^bb0(%arg1: f32):
      "rs.ret"() : () -> ()
    }) : () -> ()
    "rs.ret"() : () -> ()
  }) : () -> ()
}"#,
    );
}

#[test]
fn erasing_an_op_reports_its_nested_ops_first() {
    let log = check(
        r#""rs.func"() ({
  %0 = "rs.pure"() ({
    %1 = "rs.pure"() : () -> f32
    "rs.ret"() : () -> ()
  }, {
    "rs.ret"() : () -> ()
  }) : () -> f32
  "rs.ret"() : () -> ()
}) : () -> ()
"#,
        false,
        r#"module {
  "rs.func"() ({
    "rs.ret"() : () -> ()
  }) : () -> ()
}"#,
    );
    assert_eq!(
        log,
        [
            "erased rs.ret",
            "erased block",
            "erased rs.ret",
            "erased rs.pure",
            "erased block",
            "erased rs.pure",
        ]
    );
}

const MERGE: &str = r#""rs.func"() ({
^bb0(%c: i1, %a: i32, %b: i32):
  "rs.cond_br"(%c)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  "t.print"(%a) : (i32) -> ()
  %x = "t.op"(%a, %b) : (i32, i32) -> i32
  "rs.br"(%x)[^bb3] : (i32) -> ()
^bb2:
  "t.print"(%b) : (i32) -> ()
  %y = "t.op"(%b, %b) : (i32, i32) -> i32
  "rs.br"(%y)[^bb3] : (i32) -> ()
^bb3(%r: i32):
  "rs.ret"(%r) : (i32) -> ()
}) : () -> ()
"#;

#[test]
fn identical_blocks_merge_with_new_arguments() {
    // One argument for both differing operands: they pass the same values
    // in every predecessor. Then `^bb2`'s argument has one value and goes.
    check(
        MERGE,
        true,
        r#"module {
  "rs.func"() ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "rs.cond_br"(%arg0, %arg1, %arg2)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, i32, i32) -> ()
  ^bb1(%0: i32):  // 2 preds: ^bb0, ^bb0
    "t.print"(%0) : (i32) -> ()
    %1 = "t.op"(%0, %arg2) : (i32, i32) -> i32
    "rs.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "rs.ret"(%1) : (i32) -> ()
  }) : () -> ()
}"#,
    );
    // Merging is aggressive only.
    let (_, changed, _) = simplify(MERGE, false);
    assert!(!changed);
}

const SAME_ARGS: &str = r#""rs.func"() ({
^bb0(%c: i1, %a: i32, %b: i32):
  "rs.cond_br"(%c, %a, %b, %a, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 2, 2>}> : (i1, i32, i32, i32, i32) -> ()
^bb2(%p: i32, %q: i32):
  "t.print"(%p, %q) : (i32, i32) -> ()
  "rs.br"(%a, %q)[^bb1] : (i32, i32) -> ()
^bb1(%x: i32, %y: i32):
  "t.print"(%x, %y) : (i32, i32) -> ()
  "rs.ret"() : () -> ()
}) : () -> ()
"#;

#[test]
fn arguments_every_predecessor_passes_alike_are_dropped() {
    let log = check(
        SAME_ARGS,
        true,
        r#"module {
  "rs.func"() ({
  ^bb0(%arg0: i1, %arg1: i32, %arg2: i32):
    "rs.cond_br"(%arg0, %arg2)[^bb2, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
  ^bb1:  // pred: ^bb0
    "t.print"(%arg1, %arg1) : (i32, i32) -> ()
    "rs.br"(%arg1)[^bb2] : (i32) -> ()
  ^bb2(%0: i32):  // 2 preds: ^bb0, ^bb1
    "t.print"(%arg1, %0) : (i32, i32) -> ()
    "rs.ret"() : () -> ()
  }) : () -> ()
}"#,
    );
    assert!(log.iter().all(|l| l.starts_with("modified")), "{log:?}");
    let (_, changed, _) = simplify(SAME_ARGS, false);
    assert!(!changed);
}

const DEAD_SUCCESSOR_OPERANDS: &str = r#""rs.func"() ({
^bb0(%c: i1, %a: f32):
  %e = "rs.pure"(%a) : (f32) -> f32
  "rs.cond_br"(%c, %e, %e)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, f32, f32) -> ()
^bb1(%0: f32):
  "rs.ret"() : () -> ()
^bb2(%1: f32):
  "rs.ret"() : () -> ()
}) : () -> ()
"#;

#[test]
fn successor_operands_of_dead_arguments_are_dropped() {
    let log = check(
        DEAD_SUCCESSOR_OPERANDS,
        false,
        r#"module {
  "rs.func"() ({
  ^bb0(%arg0: i1, %arg1: f32):
    "rs.cond_br"(%arg0)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "rs.ret"() : () -> ()
  ^bb2:  // pred: ^bb0
    "rs.ret"() : () -> ()
  }) : () -> ()
}"#,
    );
    assert_eq!(log, ["modified rs.cond_br", "erased rs.pure"]);
    // Aggressively, the two returning blocks are one.
    check(
        DEAD_SUCCESSOR_OPERANDS,
        true,
        r#"module {
  "rs.func"() ({
  ^bb0(%arg0: i1, %arg1: f32):
    "rs.cond_br"(%arg0)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // 2 preds: ^bb0, ^bb0
    "rs.ret"() : () -> ()
  }) : () -> ()
}"#,
    );
}

#[test]
fn nothing_to_do_changes_nothing() {
    let src = r#""rs.func"() ({
^bb0(%a: f32):
  "t.print"(%a) : (f32) -> ()
  "rs.ret"() : () -> ()
}) : () -> ()
"#;
    for aggressive in [false, true] {
        let (_, changed, log) = simplify(src, aggressive);
        assert!(!changed);
        assert!(log.is_empty());
    }
}

#[test]
fn deep_nesting_does_not_recurse() {
    let depth = 20_000;
    let mut src = String::new();
    for _ in 0..depth {
        src.push_str("\"t.r\"() ({\n");
    }
    src.push_str("%0 = \"rs.pure\"() : () -> f32\n\"t.term\"() : () -> ()\n");
    for _ in 0..depth {
        src.push_str("}) : () -> ()\n");
    }
    let (text, changed, log) = simplify(&src, true);
    assert!(changed);
    assert!(!text.contains("rs.pure"));
    assert_eq!(log, ["erased rs.pure"]);
}

#[test]
fn several_dead_arguments_go_at_once() {
    // canonicalize-dce.mlir's "mechanics of deleting multiple block
    // arguments", with `rs.br` for `test.br`.
    let (text, changed, log) = simplify(
        r#""rs.func"() ({
^bb0(%a0: i1, %a1: i8, %a2: i16, %a3: i32, %a4: i64):
  "rs.br"(%a0, %a1, %a2, %a3, %a4)[^bb1] : (i1, i8, i16, i32, i64) -> ()
^bb1(%t0: i1, %t1: i8, %t2: i16, %t3: i32, %t4: i64):
  "t.print"(%t1) : (i8) -> ()
  "t.print"(%t3) : (i32) -> ()
  "rs.ret"() : () -> ()
}) : () -> ()
"#,
        false,
    );
    let expected = r#"module {
  "rs.func"() ({
  ^bb0(%arg0: i1, %arg1: i8, %arg2: i16, %arg3: i32, %arg4: i64):
    "rs.br"(%arg1, %arg3)[^bb1] : (i8, i32) -> ()
  ^bb1(%0: i8, %1: i32):  // pred: ^bb0
    "t.print"(%0) : (i8) -> ()
    "t.print"(%1) : (i32) -> ()
    "rs.ret"() : () -> ()
  }) : () -> ()
}"#;
    assert_eq!(text.trim_end(), expected);
    assert_eq!(log, ["modified rs.br"]);
    // As in MLIR, `runRegionDCE` reports success only when it erased an
    // op: dropped arguments and operands alone leave it `failure`.
    assert!(!changed);
}

/// A dead argument of a block reached through a sub-segment (the second
/// of `rs.fanout`'s operand slices) goes with its operand, and the entry
/// of `arg_segments` the interface names shrinks with it.
#[test]
fn sub_segment_operands_of_dead_arguments_are_dropped() {
    let (text, _, log) = simplify(
        r#""rs.func"() ({
^bb0(%c: f32, %d: f32):
  "rs.fanout"(%c, %d, %c, %d)[^bb1, ^bb2, ^bb1] <{arg_segments = array<i32: 1, 2, 1>}> : (f32, f32, f32, f32) -> ()
^bb1(%x: f32):
  "t.use"(%x) : (f32) -> ()
  "rs.ret"() : () -> ()
^bb2(%y: f32, %z: f32):
  "t.use"(%z) : (f32) -> ()
  "rs.ret"() : () -> ()
}) : () -> ()
"#,
        false,
    );
    // Dropped arguments alone do not count as a change (MLIR's
    // `runRegionDCE`), so the result is compared directly.
    assert_eq!(
        text.trim_end(),
        r#"module {
  "rs.func"() ({
  ^bb0(%arg0: f32, %arg1: f32):
    "rs.fanout"(%arg0, %arg0, %arg1)[^bb1, ^bb2, ^bb1] <{arg_segments = array<i32: 1, 1, 1>}> : (f32, f32, f32) -> ()
  ^bb1(%0: f32):  // 2 preds: ^bb0, ^bb0
    "t.use"(%0) : (f32) -> ()
    "rs.ret"() : () -> ()
  ^bb2(%1: f32):  // pred: ^bb0
    "t.use"(%1) : (f32) -> ()
    "rs.ret"() : () -> ()
  }) : () -> ()
}"#
    );
    assert_eq!(log, ["modified rs.fanout"]);
}
