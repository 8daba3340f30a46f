// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: ir-opt %s --canonicalize="max-iterations=1 region-simplify=disabled" --allow-unregistered-dialect --mlir-print-debuginfo

// scf.while patterns that replace ops other than their root.
// WhileCmpCond: the constants replacing the comparisons in `after` are
// built where the rewriter stands (before the loop) with the
// comparisons' locations, then hoisted and merged. WhileOpAlignBeforeArgs:
// the new scf.condition is built right before the old one, under a guard.

func.func @cmp_in_after(%n: i32, %init: i32) -> i32 {
  %t = arith.constant true loc("outer_true")
  "test.use"(%t) : (i1) -> () loc("use_true")
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %n : i32 loc("cond")
    scf.condition(%c) %a : i32 loc("condition")
  } do {
  ^bb0(%p: i32):
    %same = arith.cmpi slt, %p, %n : i32 loc("same")
    %inv = arith.cmpi sge, %p, %n : i32 loc("inverted")
    %v = "test.step"(%p, %same, %inv) : (i32, i1, i1) -> i32 loc("step")
    scf.yield %v : i32 loc("yield")
  } loc("while")
  return %r : i32
}

func.func @align(%x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%a, %b) : (i32, i32) -> i1 loc("cond")
    scf.condition(%c) %b, %a : i32, i32 loc("condition")
  } do {
  ^bb0(%p: i32, %q: i32):
    %v:2 = "test.step"(%p, %q) : (i32, i32) -> (i32, i32) loc("step")
    scf.yield %v#1, %v#0 : i32, i32 loc("yield")
  } loc("while")
  return %r#0, %r#1 : i32, i32
}
