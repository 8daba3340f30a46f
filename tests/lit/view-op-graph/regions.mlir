// Regions as clusters, blocks as clusters with their arguments, results
// of ops with regions drawn from the cluster's anchor, successors,
// multi-result ops and names from OpAsmOpInterface (%c0, %cst).
// RUN: ir-opt %s -allow-unregistered-dialect -view-op-graph
// RUN: ir-opt %s -allow-unregistered-dialect -view-op-graph=print-control-flow-edges=true
// RUN: ir-opt %s -allow-unregistered-dialect -view-op-graph=print-data-flow-edges=false
// RUN: ir-opt %s -allow-unregistered-dialect -view-op-graph=print-result-types=false
// RUN: ir-opt %s -allow-unregistered-dialect -view-op-graph=print-attrs=false
// RUN: ir-opt %s -allow-unregistered-dialect -view-op-graph -mlir-print-op-generic

func.func @loops(%n: index, %init: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %cst = arith.constant 1.5 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %s = arith.addf %acc, %cst : f32
    %p:2 = "foo.pair"(%s, %i) : (f32, index) -> (f32, i1)
    scf.yield %p#0 : f32
  }
  %w = "foo.wrap"(%r) ({
  ^bb0(%x: f32):
    "foo.inner"(%x, %r) : (f32, f32) -> ()
  }, {
  }) : (f32) -> f32
  return %w : f32
}

func.func @branches(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  %y = arith.addi %x, %x : i32
  cf.br ^bb2
^bb2:
  return %a : i32
}
