// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect
// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect --mlir-print-debuginfo

// MLIR 22's ForOpTensorCastFolder: the cast moves into the loop (@cast_in,
// @second); not when the result has two uses (@two_uses) or the cast
// makes the type more static (@less_static).

func.func @cast_in(%t: tensor<32x1024xf32>, %lb: index, %ub: index, %s: index) -> tensor<?x?xf32> {
  %0 = tensor.cast %t : tensor<32x1024xf32> to tensor<?x?xf32>
  %1 = scf.for %i = %lb to %ub step %s iter_args(%a = %0) -> (tensor<?x?xf32>) {
    %2 = "test.do"(%a) : (tensor<?x?xf32>) -> tensor<?x?xf32>
    scf.yield %2 : tensor<?x?xf32>
  } {test.tag}
  return %1 : tensor<?x?xf32>
}
func.func @two_uses(%t: tensor<4xf32>, %lb: index, %ub: index, %s: index) -> (tensor<?xf32>, tensor<?xf32>) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %1 = scf.for %i = %lb to %ub step %s iter_args(%a = %0) -> (tensor<?xf32>) {
    %2 = "test.do"(%a) : (tensor<?xf32>) -> tensor<?xf32>
    scf.yield %2 : tensor<?xf32>
  }
  return %1, %1 : tensor<?xf32>, tensor<?xf32>
}
func.func @less_static(%t: tensor<?xf32>, %lb: index, %ub: index, %s: index) -> tensor<4xf32> {
  %0 = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %1 = scf.for %i = %lb to %ub step %s iter_args(%a = %0) -> (tensor<4xf32>) {
    %2 = "test.do"(%a) : (tensor<4xf32>) -> tensor<4xf32>
    scf.yield %2 : tensor<4xf32>
  }
  return %1 : tensor<4xf32>
}
func.func @second(%t: tensor<4xf32>, %x: i32, %lb: index, %ub: index, %s: index) -> (i32, tensor<?xf32>) {
  %0 = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %1:2 = scf.for %i = %lb to %ub step %s iter_args(%b = %x, %a = %0) -> (i32, tensor<?xf32>) {
    %2 = "test.do"(%a) : (tensor<?xf32>) -> tensor<?xf32>
    %3 = "test.do2"(%b) : (i32) -> i32
    scf.yield %3, %2 : i32, tensor<?xf32>
  }
  return %1#0, %1#1 : i32, tensor<?xf32>
}
