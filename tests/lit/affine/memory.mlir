// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// affine.load and affine.store: subscripts are affine expressions of SSA
// values (dimensions) and `symbol(...)` values, repeated values reuse one
// dimension, constants and 0-d memrefs take no operands; vector loads and
// stores, and prefetches.

func.func @access(%m: memref<10x20xf32>, %z: memref<f32>, %n: index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 20 {
      %v = affine.load %m[%i, %j] : memref<10x20xf32>
      %w = affine.load %m[%i + 1, %j * 2 - symbol(%n)] : memref<10x20xf32>
      %u = affine.load %m[(%i + %j) floordiv 2, %j mod 4 + %i] : memref<10x20xf32>
      affine.store %v, %m[3, symbol(%n) ceildiv 2] : memref<10x20xf32>
      affine.store %w, %m[%i, -%j + 19] {nontemporal} : memref<10x20xf32>
      %s = affine.load %z[] : memref<f32>
      affine.store %s, %z[] : memref<f32>
      %vec = affine.vector_load %m[%i, symbol(%n) + 4] : memref<10x20xf32>, vector<4xf32>
      affine.vector_store %vec, %m[%i * 2, %j] {tag} : memref<10x20xf32>, vector<4xf32>
      affine.prefetch %m[%i, %j + 5], read, locality<3>, data : memref<10x20xf32>
      affine.prefetch %m[%i, 0], write, locality<0>, instr {hot} : memref<10x20xf32>
    }
  }
  return
}
