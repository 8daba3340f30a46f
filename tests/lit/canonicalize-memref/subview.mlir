// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect

// OpWithOffsetSizesAndStridesConstantArgumentFolder: constant offsets,
// sizes and strides become static, with a cast back to the old type.
func.func @constant_args(%m: memref<16x16xf32>, %o: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[%c4, %o] [%c4, %c4] [%c1, %c1] : memref<16x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %s : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
func.func @constant_all(%m: memref<16x16xf32>) {
  %c0 = arith.constant 0 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %s = memref.subview %m[%c2, %c0] [%c3, %c2] [%c2, %c3] : memref<16x16xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  "test.use"(%s) : (memref<?x?xf32, strided<[?, ?], offset: ?>>) -> ()
  return
}
// Rank-reducing: the unit dimension stays dropped.
func.func @constant_rank_reducing(%m: memref<8x16x4xf32>, %i: index) {
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %s = memref.subview %m[0, %i, 0] [1, %c4, 4] [1, 1, 1] : memref<8x16x4xf32> to memref<?x4xf32, strided<[4, 1], offset: ?>>
  "test.use"(%s) : (memref<?x4xf32, strided<[4, 1], offset: ?>>) -> ()
  return
}
// Negative: a negative constant offset or size stays dynamic; a slice
// that would run out of bounds is left alone.
func.func @negative(%m: memref<16x16xf32>, %i: index) {
  %cm1 = arith.constant -1 : index
  %c20 = arith.constant 20 : index
  %s = memref.subview %m[%cm1, 0] [4, %i] [1, 1] : memref<16x16xf32> to memref<4x?xf32, strided<[16, 1], offset: ?>>
  %t = memref.subview %m[0, %c20] [4, 4] [1, 1] : memref<16x16xf32> to memref<4x4xf32, strided<[16, 1], offset: ?>>
  "test.use"(%s, %t) : (memref<4x?xf32, strided<[16, 1], offset: ?>>, memref<4x4xf32, strided<[16, 1], offset: ?>>) -> ()
  return
}

// A zero stride stays dynamic; a negative one becomes static.
func.func @strides(%m: memref<16xf32>) {
  %c0 = arith.constant 0 : index
  %cm1 = arith.constant -1 : index
  %a = memref.subview %m[0] [4] [%c0] : memref<16xf32> to memref<4xf32, strided<[?]>>
  %b = memref.subview %m[8] [4] [%cm1] : memref<16xf32> to memref<4xf32, strided<[?], offset: 8>>
  "test.use"(%a, %b) : (memref<4xf32, strided<[?]>>, memref<4xf32, strided<[?], offset: 8>>) -> ()
  return
}

// SubViewOpMemRefCastFolder: a subview of a cast to a more dynamic type
// views the cast's source, then casts.
func.func @of_cast(%m: memref<16x16xf32>, %i: index, %j: index) -> memref<3x4xf32, strided<[?, 1], offset: ?>> {
  %c = memref.cast %m : memref<16x16xf32> to memref<?x?xf32>
  %s = memref.subview %c[%i, %j] [3, 4] [1, 1] : memref<?x?xf32> to memref<3x4xf32, strided<[?, 1], offset: ?>>
  return %s : memref<3x4xf32, strided<[?, 1], offset: ?>>
}
func.func @of_cast_rank_reducing(%m: memref<4x6x16x32xi8>, %i: index) -> memref<16x32xi8, strided<[32, 1], offset: ?>> {
  %c = memref.cast %m : memref<4x6x16x32xi8> to memref<?x?x16x32xi8>
  %s = memref.subview %c[%i, 1, 0, 0] [1, 1, 16, 32] [1, 1, 1, 1] : memref<?x?x16x32xi8> to memref<16x32xi8, strided<[32, 1], offset: ?>>
  return %s : memref<16x32xi8, strided<[32, 1], offset: ?>>
}
// Negative: a cast to a more static type.
func.func @of_static_cast(%m: memref<?x?xf32>, %i: index) -> memref<3x4xf32, strided<[16, 1], offset: ?>> {
  %c = memref.cast %m : memref<?x?xf32> to memref<16x16xf32>
  %s = memref.subview %c[%i, 0] [3, 4] [1, 1] : memref<16x16xf32> to memref<3x4xf32, strided<[16, 1], offset: ?>>
  return %s : memref<3x4xf32, strided<[16, 1], offset: ?>>
}

// TrivialSubViewOpFolder: zero offsets, unit strides, the whole source.
func.func @trivial_same_type(%m: memref<4x8xf32, strided<[?, 1], offset: ?>>) -> memref<4x8xf32, strided<[?, 1], offset: ?>> {
  %s = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<4x8xf32, strided<[?, 1], offset: ?>> to memref<4x8xf32, strided<[?, 1], offset: ?>>
  return %s : memref<4x8xf32, strided<[?, 1], offset: ?>>
}
func.func @trivial_cast(%m: memref<4x8xf32>) -> memref<4x8xf32, strided<[8, 1]>> {
  %s = memref.subview %m[0, 0] [4, 8] [1, 1] : memref<4x8xf32> to memref<4x8xf32, strided<[8, 1]>>
  return %s : memref<4x8xf32, strided<[8, 1]>>
}
// Negative: an offset, a smaller size, a stride.
func.func @not_trivial(%m: memref<4x8xf32>) {
  %a = memref.subview %m[1, 0] [3, 8] [1, 1] : memref<4x8xf32> to memref<3x8xf32, strided<[8, 1], offset: 8>>
  %b = memref.subview %m[0, 0] [4, 4] [1, 1] : memref<4x8xf32> to memref<4x4xf32, strided<[8, 1]>>
  %c = memref.subview %m[0, 0] [2, 8] [2, 1] : memref<4x8xf32> to memref<2x8xf32, strided<[16, 1]>>
  "test.use"(%a, %b, %c) : (memref<3x8xf32, strided<[8, 1], offset: 8>>, memref<4x4xf32, strided<[8, 1]>>, memref<2x8xf32, strided<[16, 1]>>) -> ()
  return
}
