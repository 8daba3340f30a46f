// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// affine.parallel in custom form: constant and SSA bounds, max/min
// groups, operands shared between groups (each value one operand),
// symbols, steps, reductions with results, zero induction variables,
// nesting, induction variables as dimensions of inner ops, attributes.

func.func @bounds(%n: index, %m: index, %buf: memref<?x?xf32>) {
  affine.parallel (%i) = (0) to (10) {
    "test.use"(%i) : (index) -> ()
  }
  affine.parallel (%i, %j) = (%n, 0) to (%m, %n + %m) step (2, 5) {
    %v = affine.load %buf[%i, %j] : memref<?x?xf32>
    "test.use"(%v) : (f32) -> ()
  }
  affine.parallel (%i, %j) = (max(%n, %m - 2, 0), %m floordiv 2) to (min(%n * 4, 100), min(%m, %n + 1)) {
    affine.parallel (%k) = (%i) to (%j + symbol(%n)) {
      %z = "test.value"() : () -> f32
      affine.store %z, %buf[%k, %i] : memref<?x?xf32>
    }
  }
  affine.parallel (%i) = (symbol(%n)) to (symbol(%n) + 4 * symbol(%m)) {
  } {some.attr = 5 : i32}
  affine.parallel () = () to () {
  }
  return
}

func.func @reductions(%buf: memref<100xf32>, %ibuf: memref<100xi32>) -> (f32, i32, f32) {
  %r:3 = affine.parallel (%i) = (0) to (100) step (4) reduce ("addf", "addi", "assign") -> (f32, i32, f32) {
    %v = affine.load %buf[%i] : memref<100xf32>
    %w = affine.load %ibuf[%i] : memref<100xi32>
    affine.yield %v, %w, %v : f32, i32, f32
  }
  %s = affine.parallel (%i, %j) = (0, 0) to (10, 10) reduce ("mulf") -> (f32) {
    %v = affine.load %buf[%i * 10 + %j] : memref<100xf32>
    affine.yield %v : f32
  }
  %t = affine.parallel (%i) = (0) to (10) reduce ("maximumf") -> f32 {
    %v = affine.load %buf[%i] : memref<100xf32>
    affine.yield %v : f32
  }
  return %r#0, %r#1, %t : f32, i32, f32
}

func.func @int_reductions(%b: memref<8xsi32>, %u: memref<8xui32>, %c: memref<8xi32>) -> (si32, ui32, i32, i32, i32) {
  %0:2 = affine.parallel (%i) = (0) to (8) reduce ("maxs", "minu") -> (si32, ui32) {
    %x = affine.load %b[%i] : memref<8xsi32>
    %y = affine.load %u[%i] : memref<8xui32>
    affine.yield %x, %y : si32, ui32
  }
  %1:3 = affine.parallel (%i) = (0) to (8) reduce ("muli", "ori", "andi") -> (i32, i32, i32) {
    %x = affine.load %c[%i] : memref<8xi32>
    affine.yield %x, %x, %x : i32, i32, i32
  }
  return %0#0, %0#1, %1#0, %1#1, %1#2 : si32, ui32, i32, i32, i32
}
