// RUN: ir-opt %s --canonicalize

// FoldReshapeWithSplat: a reshape of a static splat is a splat.
func.func @splat(%v: f32) -> (tensor<2x3xf32>, tensor<6xf32>) {
  %s = tensor.splat %v : tensor<6xf32>
  %e = tensor.expand_shape %s [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %t = tensor.splat %v : tensor<2x3xf32>
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<2x3xf32> into tensor<6xf32>
  return %e, %c : tensor<2x3xf32>, tensor<6xf32>
}
// Negative: a dynamically shaped splat.
func.func @dynamic_splat(%v: f32, %n: index) -> tensor<?x3xf32> {
  %s = tensor.splat %v[%n] : tensor<?xf32>
  %e = tensor.expand_shape %s [[0, 1]] output_shape [%n, 3] : tensor<?xf32> into tensor<?x3xf32>
  return %e : tensor<?x3xf32>
}

// FoldReshapeWithFromElements: a reshape of from_elements is one of the
// new shape.
func.func @from_elements(%a: f32, %b: f32) -> (tensor<2x1xf32>, tensor<2xf32>) {
  %f = tensor.from_elements %a, %b : tensor<2xf32>
  %e = tensor.expand_shape %f [[0, 1]] output_shape [2, 1] : tensor<2xf32> into tensor<2x1xf32>
  %g = tensor.from_elements %a, %b : tensor<1x2xf32>
  %c = tensor.collapse_shape %g [[0, 1]] : tensor<1x2xf32> into tensor<2xf32>
  return %e, %c : tensor<2x1xf32>, tensor<2xf32>
}

// ComposeReassociativeReshapeOps: two expands, or two collapses, in a row
// are one.
func.func @expand_of_expand(%t: tensor<?xf32>, %n: index) -> tensor<?x2x2xf32> {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  %f = tensor.expand_shape %e [[0], [1, 2]] output_shape [%n, 2, 2] : tensor<?x4xf32> into tensor<?x2x2xf32>
  return %f : tensor<?x2x2xf32>
}
func.func @collapse_of_collapse(%t: tensor<2x?x3x4xf32>) -> tensor<?xf32> {
  %c = tensor.collapse_shape %t [[0, 1], [2, 3]] : tensor<2x?x3x4xf32> into tensor<?x12xf32>
  %d = tensor.collapse_shape %c [[0, 1]] : tensor<?x12xf32> into tensor<?xf32>
  return %d : tensor<?xf32>
}
func.func @collapse_to_scalar(%t: tensor<1x1xf32>) -> tensor<f32> {
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<1x1xf32> into tensor<1xf32>
  %d = tensor.collapse_shape %c [] : tensor<1xf32> into tensor<f32>
  return %d : tensor<f32>
}

// FoldCollapseOfCastOp: a collapse of a cast to a more dynamic type
// collapses the cast's source (in place when the type stays).
func.func @collapse_of_cast(%t: tensor<2x3x4xf32>) -> tensor<?x4xf32> {
  %c = tensor.cast %t : tensor<2x3x4xf32> to tensor<?x3x4xf32>
  %d = tensor.collapse_shape %c [[0, 1], [2]] : tensor<?x3x4xf32> into tensor<?x4xf32>
  return %d : tensor<?x4xf32>
}
func.func @collapse_of_cast_in_place(%t: tensor<?x3x4xf32>) -> tensor<?x12xf32> {
  %c = tensor.cast %t : tensor<?x3x4xf32> to tensor<?x?x4xf32>
  %d = tensor.collapse_shape %c [[0], [1, 2]] : tensor<?x?x4xf32> into tensor<?x?xf32>
  %e = tensor.cast %d : tensor<?x?xf32> to tensor<?x12xf32>
  return %e : tensor<?x12xf32>
}

// ConvertToStaticExpandShape: constant output sizes of an expand of a
// cast from a static shape make both static.
func.func @static_expand(%t: tensor<8x4xf32>) -> tensor<?x2x?xf32> {
  %c2 = arith.constant 2 : index
  %c4 = arith.constant 4 : index
  %c = tensor.cast %t : tensor<8x4xf32> to tensor<?x?xf32>
  %e = tensor.expand_shape %c [[0, 1], [2]] output_shape [%c4, 2, %c4] : tensor<?x?xf32> into tensor<?x2x?xf32>
  return %e : tensor<?x2x?xf32>
}
// Negative: the cast's source is dynamic where the sizes are.
func.func @dynamic_expand(%t: tensor<?x4xf32>) -> tensor<?x2x4xf32> {
  %c4 = arith.constant 4 : index
  %c = tensor.cast %t : tensor<?x4xf32> to tensor<?x4xf32>
  %e = tensor.expand_shape %c [[0, 1], [2]] output_shape [%c4, 2, 4] : tensor<?x4xf32> into tensor<?x2x4xf32>
  return %e : tensor<?x2x4xf32>
}
