// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// func.call_indirect's format: types from the callee's function type.

func.func @f(%f: (i32, f32) -> (i64, i8), %a: i32, %b: f32, %g: () -> ()) -> i64 {
  %0:2 = func.call_indirect %f(%a, %b) {x} : (i32, f32) -> (i64, i8)
  func.call_indirect %g() : () -> ()
  return %0#0 : i64
}
