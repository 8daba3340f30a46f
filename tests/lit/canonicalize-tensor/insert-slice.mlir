// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect

// InsertSliceOpConstantArgumentFolder: constant offsets, sizes and
// strides become static; the source is cast to the type they give.
func.func @constants(%s: tensor<?x?xf32>, %d: tensor<16x16xf32>, %o: index) -> tensor<16x16xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = tensor.insert_slice %s into %d[%c4, %o] [%c4, %c4] [%c1, 1] : tensor<?x?xf32> into tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}
func.func @offsets_only(%s: tensor<4xf32>, %d: tensor<16xf32>) -> tensor<16xf32> {
  %c2 = arith.constant 2 : index
  %r = tensor.insert_slice %s into %d[%c2] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}
// Rank-reducing source.
func.func @rank_reducing(%s: tensor<?xf32>, %d: tensor<8x16xf32>, %o: index) -> tensor<8x16xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = tensor.insert_slice %s into %d[%o, 0] [1, %c4] [%c1, 1] : tensor<?xf32> into tensor<8x16xf32>
  return %r : tensor<8x16xf32>
}
// Negative: a zero stride, a negative size.
func.func @invalid(%s: tensor<4xf32>, %d: tensor<16xf32>, %t: tensor<?xf32>) -> (tensor<16xf32>, tensor<16xf32>) {
  %c0 = arith.constant 0 : index
  %cm1 = arith.constant -1 : index
  %a = tensor.insert_slice %s into %d[0] [4] [%c0] : tensor<4xf32> into tensor<16xf32>
  %b = tensor.insert_slice %t into %d[0] [%cm1] [1] : tensor<?xf32> into tensor<16xf32>
  return %a, %b : tensor<16xf32>, tensor<16xf32>
}

// InsertSliceOpCastFolder: casts to more dynamic types of the source or
// the destination are folded; a destination cast is redone on the result.
func.func @cast_source(%s: tensor<4x4xf32>, %d: tensor<16x16xf32>, %i: index) -> tensor<16x16xf32> {
  %c = tensor.cast %s : tensor<4x4xf32> to tensor<?x?xf32>
  %n = "test.size"() : () -> index
  %r = tensor.insert_slice %c into %d[%i, 0] [%n, %n] [1, 1] : tensor<?x?xf32> into tensor<16x16xf32>
  return %r : tensor<16x16xf32>
}
func.func @cast_dest(%s: tensor<4xf32>, %d: tensor<16xf32>, %i: index) -> tensor<?xf32> {
  %c = tensor.cast %d : tensor<16xf32> to tensor<?xf32>
  %r = tensor.insert_slice %s into %c[%i] [4] [1] : tensor<4xf32> into tensor<?xf32>
  return %r : tensor<?xf32>
}
// Negative: a cast to a more static type.
func.func @static_cast(%s: tensor<?xf32>, %d: tensor<16xf32>, %i: index, %n: index) -> tensor<16xf32> {
  %c = tensor.cast %s : tensor<?xf32> to tensor<4xf32>
  %r = tensor.insert_slice %c into %d[%i] [4] [1] : tensor<4xf32> into tensor<16xf32>
  return %r : tensor<16xf32>
}

// InsertSliceOpSourceCastInserter would cast the source where a
// constant gives a size, but the constant-argument folder, tried first,
// does that already.
func.func @source_cast(%s: tensor<?x?xf32>, %d: tensor<?x?xf32>, %i: index, %n: index) -> tensor<?x?xf32> {
  %c64 = arith.constant 64 : index
  %r = tensor.insert_slice %s into %d[%i, 0] [%c64, %n] [1, 1] : tensor<?x?xf32> into tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
