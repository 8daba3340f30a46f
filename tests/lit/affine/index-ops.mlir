// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// affine.delinearize_index and affine.linearize_index: static, dynamic
// and mixed bases, with and without the outer bound, `disjoint`, an
// empty basis, and extra attributes.

func.func @delinearize(%i: index, %n: index, %m: index) -> (index, index, index) {
  %0:3 = affine.delinearize_index %i into (%n, 8, %m) : index, index, index
  %1:2 = affine.delinearize_index %i into (16, 4) : index, index
  %2:3 = affine.delinearize_index %i into (16, 4) : index, index, index
  %3 = affine.delinearize_index %i into () : index
  %4:2 = affine.delinearize_index %i into (%n) {tag = "x"} : index, index
  "test.use"(%1#0, %1#1, %2#0, %3, %4#1) : (index, index, index, index, index) -> ()
  return %0#0, %0#1, %0#2 : index, index, index
}

func.func @linearize(%a: index, %b: index, %c: index, %n: index) -> (index, index) {
  %0 = affine.linearize_index [%a, %b, %c] by (%n, 8, 4) : index
  %1 = affine.linearize_index disjoint [%a, %b] by (8) : index
  %2 = affine.linearize_index disjoint [%a, %b, %c] by (%n, %n) : index
  %3 = affine.linearize_index [] by () : index
  %4 = affine.linearize_index [%a] by () {tag = 1 : i32} : index
  "test.use"(%2, %3, %4) : (index, index, index) -> ()
  return %0, %1 : index, index
}

func.func @round_trip(%i: index) -> index {
  %0:3 = affine.delinearize_index %i into (2, 3, 4) : index, index, index
  %1 = affine.linearize_index disjoint [%0#0, %0#1, %0#2] by (2, 3, 4) : index
  return %1 : index
}

func.func @generic(%a: index, %b: index) -> (index, index) {
  %0 = "affine.linearize_index"(%a, %b) <{disjoint = false, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 5>}> : (index, index) -> index
  %1 = "affine.linearize_index"(%a, %b) <{disjoint, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 5>}> : (index, index) -> index
  %2 = "affine.linearize_index"(%a, %b) <{operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 5>}> : (index, index) -> index
  %3:2 = "affine.delinearize_index"(%a) <{static_basis = array<i64: 5>}> : (index) -> (index, index)
  %4 = "affine.linearize_index"(%a, %b) <{disjoint = true, operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 5>}> : (index, index) -> index
  "test.use"(%2, %3#0, %4) : (index, index, index) -> ()
  return %0, %1 : index, index
}

// Their results are valid dimensions when their operands are (MLIR 22's
// isValidDim), so affine accesses may use them.
func.func @as_dims(%m: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %0:2 = affine.delinearize_index %i into (5) : index, index
    %1 = affine.linearize_index [%0#0, %i] by (%n) : index
    %v = affine.load %m[%0#1 + %1] : memref<100xf32>
  }
  return
}
