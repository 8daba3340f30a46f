// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// Views in custom form: subview with static, dynamic and mixed lists,
// rank-reducing subviews and strided sources, view, reinterpret_cast of
// ranked and unranked memrefs, extract_strided_metadata with its packed
// result names.

func.func @subviews(%m: memref<8x16x4xf32>, %o: index, %s: index, %t: index) {
  %0 = memref.subview %m[0, 0, 0][8, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<8x16x4xf32, strided<[64, 4, 1]>>
  %1 = memref.subview %m[%o, 1, 2][2, %s, 1][1, 1, %t] : memref<8x16x4xf32> to memref<2x?x1xf32, strided<[64, 4, ?], offset: ?>>
  %2 = memref.subview %m[0, 0, 0][1, 16, 4][1, 1, 1] : memref<8x16x4xf32> to memref<16x4xf32>
  %3 = memref.subview %m[3, 4, 2][1, 6, 2][1, 1, 1] : memref<8x16x4xf32> to memref<6x2xf32, strided<[4, 1], offset: 210>>
  %4 = memref.subview %m[1, 1, 1][1, 1, 1][1, 1, 1] : memref<8x16x4xf32> to memref<1xf32, strided<[1], offset: 69>>
  %5 = memref.subview %m[1, 1, 1][1, 1, 1][1, 1, 1] : memref<8x16x4xf32> to memref<f32, strided<[], offset: 69>>
  %6 = memref.subview %m[0, 0, 0][1, 1, 1][1, 1, 1] : memref<8x16x4xf32> to memref<1x1xf32, strided<[4, 1]>>
  %7 = memref.subview %1[0, 0, 0][1, 4, 1][1, 2, 1] : memref<2x?x1xf32, strided<[64, 4, ?], offset: ?>> to memref<4xf32, strided<[8], offset: ?>>
  return
}

func.func @strided_source(%m: memref<64x4xf32, strided<[7, 9], offset: 91>>, %d: memref<?x?xf32, strided<[?, ?], offset: ?>>, %i: index) {
  %0 = memref.subview %m[4, 2][8, 2][3, 1] : memref<64x4xf32, strided<[7, 9], offset: 91>> to memref<8x2xf32, strided<[21, 9], offset: 137>>
  %1 = memref.subview %d[%i, %i][4, 4][%i, %i] : memref<?x?xf32, strided<[?, ?], offset: ?>> to memref<4x4xf32, strided<[?, ?], offset: ?>>
  %2 = memref.subview %m[0, 0][0, 4][1, 1] : memref<64x4xf32, strided<[7, 9], offset: 91>> to memref<0x4xf32, strided<[7, 9], offset: 91>>
  return
}

func.func @views(%i: index, %u: memref<*xf32>, %r: memref<?x?xf32>) {
  %buf = memref.alloc() : memref<2048xi8>
  %0 = memref.view %buf[%i][] : memref<2048xi8> to memref<64x4xf32>
  %1 = memref.view %buf[%i][%i, %i] : memref<2048xi8> to memref<?x4x?xf32>
  %2 = memref.reinterpret_cast %r to offset: [0], sizes: [%i, 10], strides: [1, %i] : memref<?x?xf32> to memref<?x10xf32, strided<[1, ?]>>
  %3 = memref.reinterpret_cast %u to offset: [%i], sizes: [%i, %i], strides: [%i, %i] : memref<*xf32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  %4 = memref.reinterpret_cast %r to offset: [9], sizes: [4, 4], strides: [16, 2] : memref<?x?xf32> to memref<4x4xf32, strided<[16, 2], offset: 9>>
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %r : memref<?x?xf32> -> memref<f32>, index, index, index, index, index
  %b0, %o0 = memref.extract_strided_metadata %base : memref<f32> -> memref<f32>, index
  return
}
