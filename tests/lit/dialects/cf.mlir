// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// cf.br and cf.cond_br in custom form, with and without block arguments.
func.func @branches(%c: i1, %a: i32, %b: f32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x, %b : i32, f32)
^bb2:
  cf.cond_br %c, ^bb1(%a : i32), ^bb3(%a, %b : i32, f32) {hint}
^bb3(%y: i32, %z: f32):
  return %y : i32
}

// -----

// The generic form of a conditional branch carries its operand segments.
func.func @generic(%c: i1, %a: i32) {
  "cf.cond_br"(%c, %a) [^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i32) -> ()
^bb1(%x: i32):
  cf.br ^bb2
^bb2:
  return
}

// -----

// Inherent attributes given among the discardable ones become properties.
func.func @old_generic() -> i32 {
  %0 = "arith.constant"() {value = 7 : i32, note = "kept"} : () -> i32
  return %0 : i32
}

// Branch weights print inside `weights(...)` as a bare list.
func.func @weights(%c: i1) {
  cf.cond_br %c weights([3, -1]), ^bb1, ^bb2
^bb1:
  cf.cond_br %c weights([]), ^bb2, ^bb2
^bb2:
  return
}
