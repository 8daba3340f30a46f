// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect

// DimOfCastOp: the dim of a cast is the dim of the cast's source.
func.func @of_cast(%t: tensor<?x4xf32>, %i: index) -> index {
  %c = tensor.cast %t : tensor<?x4xf32> to tensor<?x?xf32>
  %d = tensor.dim %c, %i : tensor<?x?xf32>
  return %d : index
}
func.func @of_unranked_cast(%t: tensor<*xf32>) -> index {
  %c0 = arith.constant 0 : index
  %c = tensor.cast %t : tensor<*xf32> to tensor<?xf32>
  %d = tensor.dim %c, %c0 : tensor<?xf32>
  return %d : index
}

// DimOfDestStyleOp: the dim of tensor.insert or tensor.insert_slice
// results is the dim of its destination.
func.func @of_insert(%t: tensor<?xf32>, %v: f32, %i: index) -> index {
  %c0 = arith.constant 0 : index
  %r = tensor.insert %v into %t[%i] : tensor<?xf32>
  %d = tensor.dim %r, %c0 : tensor<?xf32>
  return %d : index
}
func.func @of_insert_slice(%s: tensor<2xf32>, %t: tensor<?x?xf32>, %i: index) -> index {
  %r = tensor.insert_slice %s into %t[0, 0] [1, 2] [1, 1] : tensor<2xf32> into tensor<?x?xf32>
  %d = tensor.dim %r, %i : tensor<?x?xf32>
  return %d : index
}

// DimOfReshapeOp: the dim of a reshape reads the shape operand.
func.func @of_reshape(%t: tensor<*xf32>, %shape: tensor<2xindex>, %i: index) -> index {
  %r = tensor.reshape %t(%shape) : (tensor<*xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %d = tensor.dim %r, %i : tensor<?x?xf32>
  return %d : index
}
func.func @of_reshape_i32(%t: tensor<*xf32>, %shape: tensor<2xi32>, %i: index) -> index {
  %r = tensor.reshape %t(%shape) : (tensor<*xf32>, tensor<2xi32>) -> tensor<?x?xf32>
  %d = tensor.dim %r, %i : tensor<?x?xf32>
  "test.use"(%r) : (tensor<?x?xf32>) -> ()
  return %d : index
}

// Negative: the dim of something else.
func.func @of_arg(%t: tensor<?xf32>, %i: index) -> index {
  %d = tensor.dim %t, %i : tensor<?xf32>
  return %d : index
}
