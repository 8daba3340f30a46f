// RUN: ir-opt %s --canonicalize

// ChainedTensorBitcast: a bitcast of a bitcast bitcasts the source.
func.func @chain(%t: tensor<4xi32>) -> tensor<4xui32> {
  %a = tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>
  %b = tensor.bitcast %a : tensor<4xf32> to tensor<4xui32>
  return %b : tensor<4xui32>
}
// Back to the source type: the new bitcast folds away.
func.func @round_trip(%t: tensor<4xi32>) -> tensor<4xi32> {
  %a = tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>
  %b = tensor.bitcast %a : tensor<4xf32> to tensor<4xi32>
  return %b : tensor<4xi32>
}
// Negative: the operand is not a bitcast.
func.func @single(%t: tensor<4xi32>) -> tensor<4xf32> {
  %a = tensor.bitcast %t : tensor<4xi32> to tensor<4xf32>
  return %a : tensor<4xf32>
}
