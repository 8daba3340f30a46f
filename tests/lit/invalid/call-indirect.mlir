// RUN: not ir-opt %s -split-input-file
// func.call_indirect's TypesMatchWith constraints and its format, whose
// argument and result types follow from the callee's function type.

func.func @f(%f: (i32) -> i64, %a: i32, %b: f32) {
  %0 = "func.call_indirect"(%f, %b) : ((i32) -> i64, f32) -> i64
  return
}
// -----
func.func @g(%f: (i32) -> i64, %a: i32) {
  %0 = "func.call_indirect"(%f, %a) : ((i32) -> i64, i32) -> i32
  return
}
// -----
func.func @h(%f: (i32) -> i64, %a: i32) {
  %0 = func.call_indirect %f(%a, %a) : (i32) -> i64
  return
}
// -----
func.func @k(%f: i32, %a: i32) {
  %0 = "func.call_indirect"(%f, %a) : (i32, i32) -> i32
  return
}
