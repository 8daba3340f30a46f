// RUN: ir-opt %s -test-single-fold
// The memref folds that yield a value or a constant: dim of a static
// size, of an alloc/alloca/view/subview size operand; rank of a ranked
// memref; subview and reinterpret_cast that change nothing (view has no
// folder in MLIR 22).

func.func @subview_scalar_fold(%arg0: memref<f32>) -> memref<f32> {
  %c = memref.subview %arg0[] [] [] : memref<f32> to memref<f32>
  return %c : memref<f32>
}

func.func @dims(%d: index, %e: index, %u: memref<*xf32>) -> (index, index, index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %a = memref.alloc(%d) : memref<4x?xf32>
  %0 = memref.dim %a, %c0 : memref<4x?xf32>
  %1 = memref.dim %a, %c1 : memref<4x?xf32>
  %s = memref.subview %a[0, 0][1, %e][1, 1] : memref<4x?xf32> to memref<?xf32, strided<[1]>>
  %2 = memref.dim %s, %c0 : memref<?xf32, strided<[1]>>
  %b = memref.alloca(%d, %e) : memref<?x3x?xf32>
  %3 = memref.dim %b, %c5 : memref<?x3x?xf32>
  %4 = memref.dim %u, %c0 : memref<*xf32>
  %buf = memref.alloc() : memref<2048xi8>
  %v = memref.view %buf[%c0][%e] : memref<2048xi8> to memref<?x4xf32>
  %5 = memref.dim %v, %c0 : memref<?x4xf32>
  %6 = memref.rank %a : memref<4x?xf32>
  %7 = memref.rank %u : memref<*xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7 : index, index, index, index, index, index, index, index
}

func.func @views(%v: memref<4x4xf32>, %d: memref<?x4xf32>, %buf: memref<16xi8>, %i: index) -> (memref<4x4xf32>, memref<4x4xf32, strided<[4, 1]>>, memref<16xi8>, memref<?x4xf32>) {
  %0 = memref.reinterpret_cast %v to offset: [0], sizes: [4, 4], strides: [4, 1] : memref<4x4xf32> to memref<4x4xf32>
  %1 = memref.subview %v[0, 0][4, 4][1, 1] : memref<4x4xf32> to memref<4x4xf32, strided<[4, 1]>>
  %2 = memref.subview %1[0, 0][4, 4][1, 1] : memref<4x4xf32, strided<[4, 1]>> to memref<4x4xf32, strided<[4, 1]>>
  %3 = memref.view %buf[%i][] : memref<16xi8> to memref<16xi8>
  %4 = memref.subview %d[0, 0][%i, 4][1, 1] : memref<?x4xf32> to memref<?x4xf32, strided<[4, 1]>>
  %5 = memref.cast %4 : memref<?x4xf32, strided<[4, 1]>> to memref<?x4xf32>
  return %0, %2, %3, %5 : memref<4x4xf32>, memref<4x4xf32, strided<[4, 1]>>, memref<16xi8>, memref<?x4xf32>
}

// In-place folds: consumers of a memref.cast read its source (MLIR's
// foldMemRefCast), and a cast to its own type folds away.
func.func @casts(%m: memref<4xf32>, %u: memref<*xf32>, %v: f32, %i: index, %d: memref<?x?xf32>) -> (f32, f32, index, index, memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = memref.cast %m : memref<4xf32> to memref<?xf32>
  %1 = memref.load %0[%i] : memref<?xf32>
  memref.store %v, %0[%i] : memref<?xf32>
  %2 = memref.cast %u : memref<*xf32> to memref<?xf32>
  %3 = memref.load %2[%i] : memref<?xf32>
  %4 = memref.cast %0 : memref<?xf32> to memref<*xf32>
  %5 = memref.cast %4 : memref<*xf32> to memref<?xf32>
  %6 = memref.cast %d : memref<?x?xf32> to memref<4x?xf32>
  %7 = memref.dim %6, %c1 : memref<4x?xf32>
  %8 = memref.dim %6, %c0 : memref<4x?xf32>
  memref.copy %0, %0 : memref<?xf32> to memref<?xf32>
  %9 = memref.cast %0 : memref<?xf32> to memref<4xf32>
  memref.copy %9, %m : memref<4xf32> to memref<4xf32>
  %10 = memref.reinterpret_cast %0 to offset: [0], sizes: [2], strides: [1] : memref<?xf32> to memref<2xf32>
  %11 = memref.reinterpret_cast %10 to offset: [1], sizes: [2], strides: [1] : memref<2xf32> to memref<2xf32, strided<[1], offset: 1>>
  %12 = memref.subview %m[0][2][1] : memref<4xf32> to memref<2xf32, strided<[1]>>
  %13 = memref.reinterpret_cast %12 to offset: [1], sizes: [2], strides: [1] : memref<2xf32, strided<[1]>> to memref<2xf32, strided<[1], offset: 1>>
  memref.dealloc %0 : memref<?xf32>
  return %1, %3, %7, %8, %5 : f32, f32, index, index, memref<?xf32>
}

// Assumed alignments and memory space casts of casts.
func.func @assumed(%m: memref<4xf32>) -> (memref<4xf32>, memref<4xf32, 2>, memref<4xf32>) {
  %0 = memref.assume_alignment %m, 16 : memref<4xf32>
  %1 = memref.assume_alignment %0, 16 : memref<4xf32>
  %2 = memref.assume_alignment %1, 32 : memref<4xf32>
  %3 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 1>
  %4 = memref.memory_space_cast %3 : memref<4xf32, 1> to memref<4xf32, 2>
  %5 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32>
  return %1, %4, %5 : memref<4xf32>, memref<4xf32, 2>, memref<4xf32>
}
