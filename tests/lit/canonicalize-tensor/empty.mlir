// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect

// ReplaceEmptyTensorStaticShapeDims: constant sizes become static, with a
// cast back to the old type.
func.func @static_dims(%n: index) -> tensor<?x?x4xf32> {
  %c5 = arith.constant 5 : index
  %e = tensor.empty(%n, %c5) : tensor<?x?x4xf32>
  return %e : tensor<?x?x4xf32>
}
// Negative: no constant size; a negative constant.
func.func @dynamic_dims(%n: index) -> tensor<?xf32> {
  %e = tensor.empty(%n) : tensor<?xf32>
  return %e : tensor<?xf32>
}
func.func @negative_dim() -> tensor<?xf32> {
  %c = arith.constant -2 : index
  %e = tensor.empty(%c) : tensor<?xf32>
  return %e : tensor<?xf32>
}

// FoldEmptyTensorWithDimOp: the dim of a dynamic dimension of an empty
// tensor is its size operand.
func.func @dim(%n: index, %m: index) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %e = tensor.empty(%n, %m) : tensor<?x?xf32>
  %d0 = tensor.dim %e, %c0 : tensor<?x?xf32>
  %d1 = tensor.dim %e, %c1 : tensor<?x?xf32>
  "test.use"(%e) : (tensor<?x?xf32>) -> ()
  return %d0, %d1 : index, index
}
// Negative: a dynamic index.
func.func @dim_dynamic_index(%n: index, %i: index) -> index {
  %e = tensor.empty(%n) : tensor<?xf32>
  %d = tensor.dim %e, %i : tensor<?xf32>
  return %d : index
}

// FoldEmptyTensorWithCastOp: a cast to a more static type is an empty
// tensor of that type.
func.func @cast(%n: index, %m: index) -> tensor<4x?xf32> {
  %e = tensor.empty(%n, %m) : tensor<?x?xf32>
  %c = tensor.cast %e : tensor<?x?xf32> to tensor<4x?xf32>
  return %c : tensor<4x?xf32>
}
// Negative: a cast to a more dynamic type.
func.func @cast_dynamic() -> tensor<?x4xf32> {
  %e = tensor.empty() : tensor<4x4xf32>
  %c = tensor.cast %e : tensor<4x4xf32> to tensor<?x4xf32>
  return %c : tensor<?x4xf32>
}
