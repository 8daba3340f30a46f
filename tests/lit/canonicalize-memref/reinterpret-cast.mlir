// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect

// ReinterpretCastOpExtractStridedMetadataFolder: rebuilding a memref
// from its own metadata gives the memref back.
func.func @noop(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
// The same with a result type more dynamic than the memref's: a cast
// remains.
func.func @noop_cast(%m: memref<?x?xf32, strided<[?, 1], offset: ?>>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, 1], offset: ?>> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, 1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
// Not the same layout: the cast reads the original memref's buffer.
func.func @other_layout(%m: memref<?x?xf32, strided<[?, ?], offset: ?>>, %n: index) -> memref<?xf32, strided<[1], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x?xf32, strided<[?, ?], offset: ?>> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%n], strides: [1] : memref<f32> to memref<?xf32, strided<[1], offset: ?>>
  return %r : memref<?xf32, strided<[1], offset: ?>>
}

// ReinterpretCastOpConstantFolder: constant offsets, sizes and strides,
// and those the result type knows, become static.
func.func @constants(%m: memref<?xf32>) -> memref<?x?xf32, strided<[?, 1], offset: ?>> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r = memref.reinterpret_cast %m to offset: [%c0], sizes: [%c4, %c8], strides: [%c8, 1] : memref<?xf32> to memref<?x?xf32, strided<[?, 1], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, 1], offset: ?>>
}
func.func @some_constant(%m: memref<?xf32>, %a: index) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %c2 = arith.constant 2 : index
  %r = memref.reinterpret_cast %m to offset: [%a], sizes: [%c2, %a], strides: [%a, %c2] : memref<?xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
// Negative: nothing constant.
func.func @dynamic(%m: memref<?xf32>, %a: index, %b: index) -> memref<?xf32, strided<[?], offset: ?>> {
  %r = memref.reinterpret_cast %m to offset: [%a], sizes: [%b], strides: [%a] : memref<?xf32> to memref<?xf32, strided<[?], offset: ?>>
  return %r : memref<?xf32, strided<[?], offset: ?>>
}
