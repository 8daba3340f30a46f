// RUN: ir-opt %s --canonicalize --split-input-file --allow-unregistered-dialect
// RUN: ir-opt %s --canonicalize --split-input-file --allow-unregistered-dialect --mlir-print-debuginfo

// affine.load, affine.store and affine.prefetch read through a memref.cast
// of a ranked memref; the vector forms do not; a stored value that is a
// cast is kept.
func.func @casts(%m: memref<4xf32>, %mm: memref<4xmemref<4xf32>>, %i: index) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %0 = affine.load %c[%i] : memref<?xf32>
  affine.store %0, %c[%i + 1] : memref<?xf32>
  affine.prefetch %c[%i], write, locality<1>, instr : memref<?xf32>
  %v = affine.vector_load %c[%i] : memref<?xf32>, vector<4xf32>
  affine.vector_store %v, %c[%i] : memref<?xf32>, vector<4xf32>
  %d = memref.cast %m : memref<4xf32> to memref<?xf32, strided<[?], offset: ?>>
  %1 = affine.load %d[0] : memref<?xf32, strided<[?], offset: ?>>
  "test.use"(%1) : (f32) -> ()
  return
}

// -----

// A cast from an unranked memref is not folded.
func.func @unranked(%u: memref<*xf32>) -> f32 {
  %c = memref.cast %u : memref<*xf32> to memref<8xf32>
  %0 = affine.load %c[3] : memref<8xf32>
  affine.store %0, %c[4] : memref<8xf32>
  return %0 : f32
}
