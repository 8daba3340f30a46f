// RUN: ir-opt %s --canonicalize
// RUN: ir-opt %s --pass-pipeline=builtin.module(func.func(canonicalize))
// RUN: ir-opt %s --pass-pipeline=builtin.module(builtin.module(func.func(canonicalize)))

// affine.load of a constant memref.global folds to the element read. The
// global lives in the module, outside the function's body: the fold
// reads it through the copy of the module's symbols that the function's
// body carries while canonicalize runs on it, whether canonicalize runs
// on the module (and enters the functions itself) or on each function
// of a nested pipeline (in parallel).

memref.global "private" constant @splat : memref<4xf32> = dense<2.0>
memref.global "private" constant @table : memref<2x3xi32> = dense<[[1, 2, 3], [4, 5, 6]]>
memref.global "private" @mutable : memref<2xi32> = dense<[7, 8]>
memref.global "private" constant @uninit : memref<2xi32> = uninitialized
memref.global "private" constant @later_i64 : memref<3xi64> = dense<[10, 20, 30]>

// A splat folds whatever the subscripts; an array only at constant ones.
func.func @loads(%i: index) -> (f32, i32, i32, i32, i32) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %0 = memref.get_global @splat : memref<4xf32>
  %a = affine.load %0[%i] : memref<4xf32>
  %1 = memref.get_global @table : memref<2x3xi32>
  %b = affine.load %1[%c1, %c2] : memref<2x3xi32>
  %c = affine.load %1[0, 1] : memref<2x3xi32>
  %d = affine.load %1[%i, %c2] : memref<2x3xi32>
  %e = affine.load %1[%c1 - 1, %c2 floordiv 2] : memref<2x3xi32>
  return %a, %b, %c, %d, %e : f32, i32, i32, i32, i32
}

// Not constant, not initialized, or not an affine.load: no fold.
func.func @no_fold(%i: index) -> (i32, i32, i32) {
  %c1 = arith.constant 1 : index
  %0 = memref.get_global @mutable : memref<2xi32>
  %a = affine.load %0[%c1] : memref<2xi32>
  %1 = memref.get_global @uninit : memref<2xi32>
  %b = affine.load %1[%c1] : memref<2xi32>
  %2 = memref.get_global @table : memref<2x3xi32>
  %c = memref.load %2[%c1, %c1] : memref<2x3xi32>
  return %a, %b, %c : i32, i32, i32
}

// In a loop, a subscript of the induction variable does not fold, a
// constant one does.
func.func @in_loop(%m: memref<3xi64>) {
  %0 = memref.get_global @later_i64 : memref<3xi64>
  affine.for %i = 0 to 3 {
    %v = affine.load %0[%i] : memref<3xi64>
    %w = affine.load %0[2] : memref<3xi64>
    %s = arith.addi %v, %w : i64
    affine.store %s, %m[%i] : memref<3xi64>
  }
  return
}

// The nearest symbol table is the one searched: a nested module's own
// global folds, the outer module's is not found from inside it.
module @inner {
  memref.global "private" constant @own : memref<2xf32> = dense<[1.5, 2.5]>
  memref.global "private" @splat : memref<4xf32> = dense<3.0>
  func.func @nested() -> (f32, f32) {
    %0 = memref.get_global @own : memref<2xf32>
    %a = affine.load %0[1] : memref<2xf32>
    %1 = memref.get_global @splat : memref<4xf32>
    %b = affine.load %1[0] : memref<4xf32>
    return %a, %b : f32, f32
  }
}
