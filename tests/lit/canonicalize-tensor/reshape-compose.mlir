// RUN: ir-opt %s --canonicalize

// ComposeCollapseOfExpandOp: to a lower rank, one collapse.
func.func @collapse_of_expand_lower(%arg: tensor<?x?x?xi64>, %a: index, %b: index, %c: index) -> tensor<?x?xi64> {
  %0 = tensor.expand_shape %arg [[0], [1], [2, 3]] output_shape [%a, %b, %c, 1] : tensor<?x?x?xi64> into tensor<?x?x?x1xi64>
  %1 = tensor.collapse_shape %0 [[0, 1], [2, 3]] : tensor<?x?x?x1xi64> into tensor<?x?xi64>
  return %1 : tensor<?x?xi64>
}

// ComposeCollapseOfExpandOp: to a higher rank, one expand whose sizes are
// the products of the groups' sizes.
func.func @collapse_of_expand_higher(%arg: tensor<?x?xi64>, %a: index, %b: index, %c: index) -> tensor<?x?x?xi64> {
  %0 = tensor.expand_shape %arg [[0, 1, 2], [3]] output_shape [%a, 4, %b, %c] : tensor<?x?xi64> into tensor<?x4x?x?xi64>
  %1 = tensor.collapse_shape %0 [[0, 1], [2], [3]] : tensor<?x4x?x?xi64> into tensor<?x?x?xi64>
  return %1 : tensor<?x?x?xi64>
}

// ComposeCollapseOfExpandOp: two dynamic sizes and a static one in a group.
func.func @collapse_of_expand_products(%arg: tensor<?x?xf32>, %a: index, %b: index, %c: index) -> tensor<?x?x?xf32> {
  %0 = tensor.expand_shape %arg [[0, 1, 2, 3], [4]] output_shape [%a, 2, %b, 3, %c] : tensor<?x?xf32> into tensor<?x2x?x3x?xf32>
  %1 = tensor.collapse_shape %0 [[0, 1, 2], [3], [4]] : tensor<?x2x?x3x?xf32> into tensor<?x3x?xf32>
  %2 = tensor.cast %1 : tensor<?x3x?xf32> to tensor<?x?x?xf32>
  return %2 : tensor<?x?x?xf32>
}

// ComposeCollapseOfExpandOp, negative: back to the source type (the
// collapse's fold takes it).
func.func @collapse_of_expand_back(%arg: tensor<?x4xf32>, %a: index) -> tensor<?x4xf32> {
  %0 = tensor.expand_shape %arg [[0, 1], [2]] output_shape [%a, 3, 4] : tensor<?x4xf32> into tensor<?x3x4xf32>
  %1 = tensor.collapse_shape %0 [[0, 1], [2]] : tensor<?x3x4xf32> into tensor<?x4xf32>
  return %1 : tensor<?x4xf32>
}

// ComposeCollapseOfExpandOp, negative: the groups cut across each other.
func.func @collapse_of_expand_crossing(%arg: tensor<?x4xi64>, %a: index) -> tensor<?x12xi64> {
  %0 = tensor.expand_shape %arg [[0, 1], [2]] output_shape [%a, 3, 4] : tensor<?x4xi64> into tensor<?x3x4xi64>
  %1 = tensor.collapse_shape %0 [[0], [1, 2]] : tensor<?x3x4xi64> into tensor<?x12xi64>
  return %1 : tensor<?x12xi64>
}

// ComposeCollapseOfExpandOp: to rank 0 and from it.
func.func @collapse_of_expand_scalar(%arg: tensor<1x1xf32>) -> (tensor<f32>, tensor<1xf32>) {
  %0 = tensor.expand_shape %arg [[0], [1, 2]] output_shape [1, 1, 1] : tensor<1x1xf32> into tensor<1x1x1xf32>
  %1 = tensor.collapse_shape %0 [] : tensor<1x1x1xf32> into tensor<f32>
  %2 = tensor.collapse_shape %arg [] : tensor<1x1xf32> into tensor<f32>
  %3 = tensor.expand_shape %2 [] output_shape [1, 1, 1] : tensor<f32> into tensor<1x1x1xf32>
  %4 = tensor.collapse_shape %3 [[0, 1, 2]] : tensor<1x1x1xf32> into tensor<1xf32>
  return %1, %4 : tensor<f32>, tensor<1xf32>
}

// ComposeExpandOfCollapseOp: to a lower rank, one collapse.
func.func @expand_of_collapse_lower(%arg: tensor<2x3x4x5xf32>) -> tensor<6x20xf32> {
  %0 = tensor.collapse_shape %arg [[0, 1, 2, 3]] : tensor<2x3x4x5xf32> into tensor<120xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [6, 20] : tensor<120xf32> into tensor<6x20xf32>
  return %1 : tensor<6x20xf32>
}

// ComposeExpandOfCollapseOp: to a higher rank, one expand.
func.func @expand_of_collapse_higher(%arg: tensor<?x4xf32>, %a: index) -> tensor<?x2x2xf32> {
  %0 = tensor.collapse_shape %arg [[0, 1]] : tensor<?x4xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1, 2]] output_shape [%a, 2, 2] : tensor<?xf32> into tensor<?x2x2xf32>
  return %1 : tensor<?x2x2xf32>
}

// ComposeExpandOfCollapseOp: groups of a dynamic size and unit sizes.
func.func @expand_of_collapse_units(%arg: tensor<?x1x5xf32>, %a: index) -> tensor<?x5x1xf32> {
  %0 = tensor.collapse_shape %arg [[0, 1], [2]] : tensor<?x1x5xf32> into tensor<?x5xf32>
  %1 = tensor.expand_shape %0 [[0], [1, 2]] output_shape [%a, 5, 1] : tensor<?x5xf32> into tensor<?x5x1xf32>
  return %1 : tensor<?x5x1xf32>
}

// ComposeExpandOfCollapseOp, negative: the same rank.
func.func @expand_of_collapse_same_rank(%arg: tensor<2x3x4xf32>) -> tensor<6x2x2xf32> {
  %0 = tensor.collapse_shape %arg [[0, 1], [2]] : tensor<2x3x4xf32> into tensor<6x4xf32>
  %1 = tensor.expand_shape %0 [[0], [1, 2]] output_shape [6, 2, 2] : tensor<6x4xf32> into tensor<6x2x2xf32>
  return %1 : tensor<6x2x2xf32>
}

// ComposeExpandOfCollapseOp, negative: no regrouping of 2x12 makes 6x4.
func.func @expand_of_collapse_no_regroup(%arg: tensor<2x12xf32>) -> tensor<6x4xf32> {
  %0 = tensor.collapse_shape %arg [[0, 1]] : tensor<2x12xf32> into tensor<24xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [6, 4] : tensor<24xf32> into tensor<6x4xf32>
  return %1 : tensor<6x4xf32>
}

// ComposeExpandOfCollapseOp, negative: two dynamic sizes on both sides.
func.func @expand_of_collapse_ambiguous(%arg: tensor<?x?x4xf32>, %a: index, %b: index) -> tensor<?x?xf32> {
  %0 = tensor.collapse_shape %arg [[0, 1, 2]] : tensor<?x?x4xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [%a, %b] : tensor<?xf32> into tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}
