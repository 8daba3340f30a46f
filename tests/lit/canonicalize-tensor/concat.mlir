// RUN: ir-opt %s --canonicalize

// SingleInputConcatOp: a concat of one tensor is a cast of it.
func.func @single(%t: tensor<4x?xf32>) -> tensor<4x8xf32> {
  %c = tensor.concat dim(0) %t : (tensor<4x?xf32>) -> tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}
func.func @single_same(%t: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c = tensor.concat dim(0) %t : (tensor<4x8xf32>) -> tensor<4x8xf32>
  return %c : tensor<4x8xf32>
}

// InferConcatResultType: the inputs give a more static result type.
func.func @result(%a: tensor<4x8xf32>, %b: tensor<?x8xf32>) -> tensor<?x?xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<4x8xf32>, tensor<?x8xf32>) -> tensor<?x?xf32>
  return %c : tensor<?x?xf32>
}
func.func @result_sum(%a: tensor<4x?xf32>, %b: tensor<3x?xf32>) -> tensor<?x8xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<4x?xf32>, tensor<3x?xf32>) -> tensor<?x8xf32>
  return %c : tensor<?x8xf32>
}

// InferConcatOperandTypes: the other inputs give an input more static
// sizes outside the concatenated dimension.
func.func @operands(%a: tensor<?x?x?xf32>, %b: tensor<2x?x5xf32>, %c: tensor<?x3x?xf32>) -> tensor<?x?x?xf32> {
  %r = tensor.concat dim(1) %a, %b, %c : (tensor<?x?x?xf32>, tensor<2x?x5xf32>, tensor<?x3x?xf32>) -> tensor<?x?x?xf32>
  return %r : tensor<?x?x?xf32>
}

// Negative: the result type already knows more than the inputs.
func.func @nothing_new(%a: tensor<?x?xf32>, %b: tensor<?x?xf32>) -> tensor<?x8xf32> {
  %c = tensor.concat dim(0) %a, %b : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x8xf32>
  return %c : tensor<?x8xf32>
}
