// RUN: ir-opt %s --canonicalize

// MLIR 22 has no FoldDimOfExpandShape / FoldDimOfCollapseShape (older
// releases had them): a dynamic `tensor.dim` of a reshape stays; only
// static sizes fold.
func.func @e(%arg: tensor<?x12xf32>, %a: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = tensor.expand_shape %arg [[0, 1], [2]] output_shape [%a, 4, 12] : tensor<?x12xf32> into tensor<?x4x12xf32>
  %1 = tensor.dim %0, %c0 : tensor<?x4x12xf32>
  %2 = tensor.dim %0, %c1 : tensor<?x4x12xf32>
  return %1, %2 : index, index
}
func.func @c(%arg: tensor<?x?x4xf32>) -> index {
  %c0 = arith.constant 0 : index
  %0 = tensor.collapse_shape %arg [[0, 1, 2]] : tensor<?x?x4xf32> into tensor<?xf32>
  %1 = tensor.dim %0, %c0 : tensor<?xf32>
  return %1 : index
}
func.func @c2(%arg: tensor<?x?x4xf32>, %i: index) -> index {
  %0 = tensor.collapse_shape %arg [[0, 1], [2]] : tensor<?x?x4xf32> into tensor<?x4xf32>
  %1 = tensor.dim %0, %i : tensor<?x4xf32>
  return %1 : index
}
