// RUN: ir-opt %s --canonicalize

// ExtractElementFromIndexCast: an extract of an index_cast of a tensor
// is the index_cast of the extracted element.
func.func @index_cast(%t: tensor<4xi32>, %i: index) -> index {
  %c = arith.index_cast %t : tensor<4xi32> to tensor<4xindex>
  %e = tensor.extract %c[%i] : tensor<4xindex>
  return %e : index
}
func.func @index_cast_to_int(%t: tensor<?x2xindex>, %i: index, %j: index) -> i64 {
  %c = arith.index_cast %t : tensor<?x2xindex> to tensor<?x2xi64>
  %e = tensor.extract %c[%i, %j] : tensor<?x2xi64>
  return %e : i64
}
// Negative: an index_castui, an extract of something else.
func.func @index_castui(%t: tensor<4xi32>, %i: index) -> index {
  %c = arith.index_castui %t : tensor<4xi32> to tensor<4xindex>
  %e = tensor.extract %c[%i] : tensor<4xindex>
  return %e : index
}
func.func @plain(%t: tensor<4xi32>, %i: index) -> i32 {
  %e = tensor.extract %t[%i] : tensor<4xi32>
  return %e : i32
}
