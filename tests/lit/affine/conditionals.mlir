// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// affine.if: integer sets with inequalities and equalities, symbols,
// else regions, results, and the empty set; the set's operands are loop
// induction variables, function arguments and affine.apply results.

#set = affine_set<(d0, d1)[s0] : (d0 >= 0, s0 - d0 - 1 >= 0, d1 == d0 * 2)>

func.func @conds(%n: index, %a: i32, %b: i32) -> i32 {
  affine.for %i = 0 to 10 {
    %j = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    affine.if #set(%i, %j)[%n] {
      "test.then"() : () -> ()
    }
    affine.if affine_set<(d0) : (d0 - 5 >= 0)>(%i) {
      "test.then"() : () -> ()
    } else {
      "test.else"() : () -> ()
    }
    affine.if affine_set<() : (0 == 0)>() {
    }
  }
  %r = affine.if affine_set<()[s0] : (s0 >= 10)>()[%n] -> i32 {
    affine.yield %a : i32
  } else {
    affine.yield %b : i32
  }
  %p:2 = affine.if affine_set<(d0) : (d0 == 3)>(%n) -> (i32, i32) {
    affine.yield %a, %b : i32, i32
  } else {
    affine.yield %b, %a : i32, i32
  } {marked}
  return %r : i32
}
