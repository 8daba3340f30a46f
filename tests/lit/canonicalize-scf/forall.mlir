// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect
// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect --mlir-print-debuginfo

// MLIR 22's scf.forall patterns: ForallOpControlOperandsFolder (@control),
// nothing to do with dynamic bounds (@dynamic), ForallOpIterArgsFolder and
// DimOfForallOp (@iter_args, @dim), ForallOpSingleOrZeroIterationDimsFolder
// (@single keeps the discardable attribute, @all_single inlines the body,
// @zero), ForallOpReplaceConstantInductionVar, and
// FoldTensorCastOfOutputIntoForallOp (@cast_out).

func.func @control(%n: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c2 = arith.constant 2 : index
  scf.forall (%i, %j) = (%c0, %n) to (%c4, %n) step (%c2, %c2) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
func.func @dynamic(%n: index, %m: index) {
  scf.forall (%i) in (%n) {
    "test.use"(%i) : (index) -> ()
  } {test.tag}
  scf.forall (%i, %j) = (0, %n) to (8, %m) step (2, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
func.func @iter_args(%t: tensor<4xf32>, %u: tensor<8xf32>, %n: index) -> (tensor<4xf32>, index) {
  %r:2 = scf.forall (%i) in (%n) shared_outs(%a = %t, %b = %u) -> (tensor<4xf32>, tensor<8xf32>) {
    "test.use"(%a, %b) : (tensor<4xf32>, tensor<8xf32>) -> ()
  }
  %c0 = arith.constant 0 : index
  %d = tensor.dim %r#1, %c0 : tensor<8xf32>
  return %r#0, %d : tensor<4xf32>, index
}
func.func @single(%n: index) {
  scf.forall (%i, %j, %k) = (0, 0, 3) to (1, %n, 4) step (1, 1, 1) {
    "test.use"(%i, %j, %k) : (index, index, index) -> ()
  } {test.tag}
  return
}
func.func @all_single() {
  scf.forall (%i, %j) = (0, 5) to (1, 6) step (1, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
func.func @zero(%n: index) {
  scf.forall (%i, %j) = (0, 4) to (1, 2) step (1, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}
func.func @cast_out(%t: tensor<4x8xf32>, %u: tensor<?xf32>, %n: index) -> (tensor<?x?xf32>, tensor<?xf32>) {
  %0 = tensor.cast %t : tensor<4x8xf32> to tensor<?x?xf32>
  %r:2 = scf.forall (%i) in (%n) shared_outs(%a = %0, %b = %u) -> (tensor<?x?xf32>, tensor<?xf32>) {
    "test.use"(%a, %b) : (tensor<?x?xf32>, tensor<?xf32>) -> ()
  } {test.tag}
  return %r#0, %r#1 : tensor<?x?xf32>, tensor<?xf32>
}
func.func @dim(%t: tensor<?xf32>, %n: index) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.forall (%i) in (%n) shared_outs(%a = %t) -> (tensor<?xf32>) {
    "test.use"(%a) : (tensor<?xf32>) -> ()
  }
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}
