// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect
// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect --mlir-print-debuginfo

// MLIR 22's scf.parallel patterns: ParallelOpSingleOrZeroIterationDimsFolder
// (@single drops two dimensions and the discardable attribute, @zero and
// @same_bounds have a dimension of no iteration, @all_single inlines the
// body and the reduction) and MergeNestedParallelLoops (@nested; not when
// the inner bounds use the outer induction variable, @nested_dep).

func.func @single(%lb: index, %ub: index, %s: index, %m: memref<?x?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  scf.parallel (%i, %j, %k) = (%c0, %lb, %c1) to (%c1, %ub, %c4) step (%c1, %s, %c4) {
    "test.use"(%i, %j, %k) : (index, index, index) -> ()
    scf.reduce
  } {test.tag}
  return
}
func.func @zero(%lb: index, %ub: index, %x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.parallel (%i, %j) = (%lb, %c1) to (%ub, %c0) step (%c1, %c1) init (%x) -> f32 {
    %v = "test.val"(%i) : (index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.addf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @all_single(%x: f32) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.parallel (%i, %j) = (%c0, %c1) to (%c1, %c3) step (%c1, %c3) init (%x) -> f32 {
    %v = "test.val"(%i, %j) : (index, index) -> f32
    scf.reduce(%v : f32) {
    ^bb0(%a: f32, %b: f32):
      %s = arith.mulf %a, %b : f32
      scf.reduce.return %s : f32
    }
  }
  return %r : f32
}
func.func @nested(%lb: index, %ub: index, %s: index) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    scf.parallel (%j, %k) = (%lb, %lb) to (%ub, %ub) step (%s, %s) {
      "test.use"(%i, %j, %k) : (index, index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}
func.func @nested_dep(%lb: index, %ub: index, %s: index) {
  scf.parallel (%i) = (%lb) to (%ub) step (%s) {
    scf.parallel (%j) = (%i) to (%ub) step (%s) {
      "test.use"(%i, %j) : (index, index) -> ()
      scf.reduce
    }
    scf.reduce
  }
  return
}
func.func @same_bounds(%lb: index, %s: index) {
  scf.parallel (%i) = (%lb) to (%lb) step (%s) {
    "test.use"(%i) : (index) -> ()
    scf.reduce
  }
  return
}
