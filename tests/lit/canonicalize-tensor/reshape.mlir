// RUN: ir-opt %s --canonicalize

// The reshape fold: a reshape of a reshape reshapes the first source (in
// place), then a 1-D reshape to its own type is its source.
func.func @chain(%t: tensor<?xf32>, %s1: tensor<2xindex>, %s2: tensor<1xindex>) -> tensor<?xf32> {
  %a = tensor.reshape %t(%s1) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %b = tensor.reshape %a(%s2) : (tensor<?x?xf32>, tensor<1xindex>) -> tensor<?xf32>
  return %b : tensor<?xf32>
}
func.func @chain_kept(%t: tensor<*xf32>, %s1: tensor<1xindex>, %s2: tensor<3xi32>) -> tensor<?x?x?xf32> {
  %a = tensor.reshape %t(%s1) : (tensor<*xf32>, tensor<1xindex>) -> tensor<?xf32>
  %b = tensor.reshape %a(%s2) : (tensor<?xf32>, tensor<3xi32>) -> tensor<?x?x?xf32>
  return %b : tensor<?x?x?xf32>
}
// Negative: one reshape to another type.
func.func @single(%t: tensor<?xf32>, %s: tensor<2xindex>) -> tensor<?x?xf32> {
  %a = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  return %a : tensor<?x?xf32>
}
