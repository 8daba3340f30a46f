// RUN: ir-opt %s --canonicalize
// RUN: ir-opt %s --canonicalize=disable-patterns=FoldTensorCastProducerOp

// FoldTensorCastProducerOp (the dialect's pattern, for destination-style
// ops): an insert into a cast to a more dynamic type inserts into the
// cast's source; the result is cast back.
func.func @into_cast(%t: tensor<4xf32>, %v: f32, %i: index) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %r = tensor.insert %v into %c[%i] : tensor<?xf32>
  return %r : tensor<?xf32>
}
func.func @into_cast_2d(%t: tensor<4x?xf32>, %v: f32, %i: index) -> tensor<?x?xf32> {
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %r = tensor.insert %v into %c[%i, %i] : tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
// Negative: a cast to a more static type.
func.func @into_static_cast(%t: tensor<?xf32>, %v: f32, %i: index) -> tensor<4xf32> {
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  %r = tensor.insert %v into %c[%i] : tensor<4xf32>
  return %r : tensor<4xf32>
}
