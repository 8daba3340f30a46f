// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect

// The constant-argument folder: constant offsets, sizes and strides
// become static, with a cast back to the old type when it changes.
func.func @constants(%t: tensor<16x16xf32>, %o: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %s = tensor.extract_slice %t[%c4, %o] [%c4, 8] [%c1, %c1] : tensor<16x16xf32> to tensor<?x8xf32>
  "test.use"(%s) : (tensor<?x8xf32>) -> ()
  %r = tensor.extract_slice %t[%o, 0] [%c4, %c4] [1, 1] : tensor<16x16xf32> to tensor<?x?xf32>
  return %r : tensor<?x?xf32>
}
// Rank-reducing: the leading unit dimensions are the ones dropped.
func.func @rank_reducing(%t: tensor<8x16x4xf32>, %n: index) -> tensor<?x?xf32> {
  %c4 = arith.constant 4 : index
  %s = tensor.extract_slice %t[0, 0, 0] [1, %n, %c4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}
func.func @rank_reducing_units(%t: tensor<8x16x4xf32>, %n: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %s = tensor.extract_slice %t[0, 0, 0] [1, %c1, %n] [1, 1, 1] : tensor<8x16x4xf32> to tensor<?x?xf32>
  return %s : tensor<?x?xf32>
}
// Only offsets fold: the type stays, no cast.
func.func @offsets_only(%t: tensor<16xf32>) -> tensor<4xf32> {
  %c2 = arith.constant 2 : index
  %s = tensor.extract_slice %t[%c2] [4] [1] : tensor<16xf32> to tensor<4xf32>
  return %s : tensor<4xf32>
}
// Negative: a negative offset, an out-of-bounds slice.
func.func @invalid(%t: tensor<16xf32>, %n: index) -> (tensor<?xf32>, tensor<4xf32>) {
  %cm1 = arith.constant -1 : index
  %c20 = arith.constant 20 : index
  %a = tensor.extract_slice %t[%cm1] [%n] [1] : tensor<16xf32> to tensor<?xf32>
  %b = tensor.extract_slice %t[%c20] [4] [1] : tensor<16xf32> to tensor<4xf32>
  return %a, %b : tensor<?xf32>, tensor<4xf32>
}

// ExtractSliceOpCastFolder: a slice of a cast to a more dynamic type
// slices the cast's source.
func.func @of_cast(%t: tensor<16x16xf32>, %i: index, %j: index) -> tensor<3x4xf32> {
  %c = tensor.cast %t : tensor<16x16xf32> to tensor<?x?xf32>
  %s = tensor.extract_slice %c[%i, %j] [3, 4] [1, 1] : tensor<?x?xf32> to tensor<3x4xf32>
  return %s : tensor<3x4xf32>
}
// Negative: a cast to a more static type.
func.func @of_static_cast(%t: tensor<?x?xf32>, %i: index) -> tensor<3x4xf32> {
  %c = tensor.cast %t : tensor<?x?xf32> to tensor<16x16xf32>
  %s = tensor.extract_slice %c[%i, 0] [3, 4] [1, 1] : tensor<16x16xf32> to tensor<3x4xf32>
  return %s : tensor<3x4xf32>
}

// TensorCastExtractSlice: a cast of a slice to a more static type is a
// slice of that type.
func.func @cast_of_slice(%t: tensor<128x512xf32>, %o: index, %s: index) -> tensor<16x512xf32> {
  %e = tensor.extract_slice %t[%o, 0] [%s, 512] [1, 1] : tensor<128x512xf32> to tensor<?x512xf32>
  %c = tensor.cast %e : tensor<?x512xf32> to tensor<16x512xf32>
  return %c : tensor<16x512xf32>
}
func.func @cast_of_reduced_slice(%t: tensor<4x128x512xf32>, %o: index, %s: index) -> tensor<16x512xf32> {
  %e = tensor.extract_slice %t[0, %o, 0] [1, %s, 512] [1, 1, 1] : tensor<4x128x512xf32> to tensor<?x512xf32>
  %c = tensor.cast %e : tensor<?x512xf32> to tensor<16x512xf32>
  return %c : tensor<16x512xf32>
}
// Negative: a cast to a more dynamic type.
func.func @dynamic_cast_of_slice(%t: tensor<128x512xf32>, %o: index) -> tensor<?x512xf32> {
  %e = tensor.extract_slice %t[%o, 0] [16, 512] [1, 1] : tensor<128x512xf32> to tensor<16x512xf32>
  %c = tensor.cast %e : tensor<16x512xf32> to tensor<?x512xf32>
  return %c : tensor<?x512xf32>
}

// An encoding stays on the new slice, unless dimensions are dropped.
func.func @encoding(%t: tensor<16x4xf32, "enc">, %n: index) -> (tensor<?x4xf32, "enc">, tensor<?xf32, "enc">) {
  %c4 = arith.constant 4 : index
  %a = tensor.extract_slice %t[0, 0] [%c4, 4] [1, 1] : tensor<16x4xf32, "enc"> to tensor<?x4xf32, "enc">
  %b = tensor.extract_slice %t[0, 0] [1, %c4] [1, 1] : tensor<16x4xf32, "enc"> to tensor<?xf32, "enc">
  return %a, %b : tensor<?x4xf32, "enc">, tensor<?xf32, "enc">
}
