// The pass nested on a function: the graph is the function's, its values
// named as in the whole module (or from the function with
// --mlir-print-local-scope). One function only: mlir-opt-22 keeps a pass
// instance's node counter and data-flow edges from one function's run to
// the next (and interleaves the graphs of functions run in parallel).
// RUN: ir-opt %s -allow-unregistered-dialect -pass-pipeline=builtin.module(func.func(view-op-graph))
// RUN: ir-opt %s -allow-unregistered-dialect -pass-pipeline=builtin.module(func.func(view-op-graph{max-label-len=8})) -mlir-print-local-scope
// RUN: ir-opt %s -allow-unregistered-dialect -pass-pipeline=builtin.module(func.func(view-op-graph{print-control-flow-edges=1})) -mlir-print-op-generic

func.func @f(%m: memref<8xf32>, %lb: index, %ub: index) -> f32 {
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %sum = scf.for %i = %lb to %ub step %c1 iter_args(%acc = %zero) -> (f32) {
    %v = memref.load %m[%i] : memref<8xf32>
    %t = "foo.isolated"(%v) ({
    ^bb0(%a: f32):
      %b = "foo.op"(%a) : (f32) -> f32
      "foo.yield"(%b) : (f32) -> ()
    }) : (f32) -> f32
    %n = arith.addf %acc, %t : f32
    scf.yield %n : f32
  }
  return %sum : f32
}
