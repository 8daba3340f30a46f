// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// affine.for with loop-carried values (iter_args) yielded by affine.yield,
// one result written without parentheses after the arrow, and a loop whose
// body only forwards its argument.
// (No -mlir-print-debuginfo run: ir-opt gives the iter_args block
// arguments' locations aliases though affine.for never prints them.)

func.func @carried(%buf: memref<16xf32>, %init: f32) -> (f32, index) {
  %c0 = arith.constant 0 : index
  %r:2 = affine.for %i = 0 to 16 step 4 iter_args(%acc = %init, %k = %c0) -> (f32, index) {
    %v = affine.load %buf[%i] : memref<16xf32>
    %s = arith.addf %acc, %v : f32
    %k1 = affine.apply affine_map<(d0) -> (d0 + 1)>(%k)
    affine.yield %s, %k1 : f32, index
  }
  %one = affine.for %i = 0 to 1 iter_args(%x = %init) -> f32 {
    affine.yield %x : f32
  }
  return %r#0, %r#1 : f32, index
}
