// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// scf.forall in its normalized and general forms (static and dynamic
// bounds, shared_outs) with scf.forall.in_parallel; scf.parallel with and
// without reductions, scf.reduce and scf.reduce.return.

func.func @forall(%n: index, %t: tensor<8xf32>, %u: tensor<?xi32>) -> (tensor<8xf32>, tensor<?xi32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.forall (%i) in (4) {
    "test.use"(%i) : (index) -> ()
  }
  scf.forall (%i, %j) in (%n, 8) {
  }
  scf.forall (%i) = (%c0) to (%n) step (%c1) {
  }
  scf.forall (%i, %j) = (1, %n) to (10, 20) step (2, %n) {
  } {note}
  %0:2 = scf.forall (%i) in (%n) shared_outs(%o = %t, %p = %u) -> (tensor<8xf32>, tensor<?xi32>) {
    scf.forall.in_parallel {
    }
  }
  return %0#0, %0#1 : tensor<8xf32>, tensor<?xi32>
}

func.func @parallel(%lb: index, %ub: index, %s: index, %f: f32, %i: i32) -> (f32, i32) {
  scf.parallel (%a) = (%lb) to (%ub) step (%s) {
    "test.use"(%a) : (index) -> ()
  }
  scf.parallel (%a, %b) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
    scf.reduce
  } {note = "n"}
  %0:2 = scf.parallel (%a) = (%lb) to (%ub) step (%s) init (%f, %i) -> (f32, i32) {
    %v = "test.value"(%a) : (index) -> f32
    scf.reduce(%v, %i : f32, i32) {
    ^bb0(%l: f32, %r: f32):
      %sum = arith.addf %l, %r : f32
      scf.reduce.return %sum : f32
    }, {
    ^bb0(%l: i32, %r: i32):
      scf.reduce.return %l : i32
    }
  }
  return %0#0, %0#1 : f32, i32
}
