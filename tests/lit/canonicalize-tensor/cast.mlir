// RUN: ir-opt %s --canonicalize
// RUN: ir-opt %s --canonicalize --mlir-print-debuginfo

// ChainedTensorCast: the middle cast checks nothing more and goes, also
// through an unranked tensor.
func.func @chain(%t: tensor<4x8xf32>) -> tensor<4x?xf32> {
  %a = tensor.cast %t : tensor<4x8xf32> to tensor<?x?xf32>
  %b = tensor.cast %a : tensor<?x?xf32> to tensor<4x?xf32>
  return %b : tensor<4x?xf32>
}

// Negative: the two casts together check more than the outer pair.
func.func @chain_keep(%t: tensor<?x?xf32>) -> tensor<?x8xf32> {
  %a = tensor.cast %t : tensor<?x?xf32> to tensor<4x?xf32>
  %b = tensor.cast %a : tensor<4x?xf32> to tensor<?x8xf32>
  return %b : tensor<?x8xf32>
}

func.func @chain_unranked(%t: tensor<4xf32>) -> tensor<?xf32> {
  %a = tensor.cast %t : tensor<4xf32> to tensor<*xf32>
  %b = tensor.cast %a : tensor<*xf32> to tensor<?xf32>
  return %b : tensor<?xf32>
}

// ExtractFromTensorCast: read through a cast of a ranked tensor.
func.func @extract(%t: tensor<4xf32>, %i: index) -> f32 {
  %a = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %e = tensor.extract %a[%i] : tensor<?xf32>
  return %e : f32
}

// Negative: the cast source is unranked.
func.func @extract_unranked(%t: tensor<*xf32>, %i: index) -> f32 {
  %a = tensor.cast %t : tensor<*xf32> to tensor<?xf32>
  %e = tensor.extract %a[%i] : tensor<?xf32>
  return %e : f32
}
