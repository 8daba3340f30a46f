// RUN: not ir-opt %s -split-input-file
// test.variadic_args_types_split: operand and type lists that disagree,
// and what its string attribute and groups accept.

// No operands: the count error is at the op, as the operand group was
// never read.
test.variadic_args_types_split "x" : i32
// -----
test.variadic_args_types_split "x" : i32, i64
// -----
test.variadic_args_types_split "x" {y} : i32
// -----
// The string reads no `: type` of its own.
test.variadic_args_types_split "x" : i32 ,
// -----
func.func @f(%a: i32) {
  test.variadic_args_types_split "x", %a
  return
}
// -----
func.func @f(%a: i32) {
  test.variadic_args_types_split "x", : i32
  return
}
// -----
func.func @f(%a: i32, %b: i64) {
  test.variadic_args_types_split "x", %a, %b : i32
  return
}
// -----
func.func @f(%a: i32) {
  test.variadic_args_types_split "x", %a : i32, i64
  return
}
// -----
func.func @f(%a: i32) {
  test.variadic_args_types_split "x", %a : i64
  return
}
// -----
func.func @f(%a: i32) {
  test.variadic_args_types_split "x" :
  return
}
// -----
func.func @f(%a: i32) {
  test.variadic_args_types_split "x", %a : (i32)
  return
}
// -----
// Without the comma the operands start a new op.
func.func @f(%a: i32, %b: i64) {
  test.variadic_args_types_split "x" %a, %b : i32, i64
  return
}
// -----
func.func @f(%a: i32) {
  test.variadic_args_types_split 3, %a : i32
  return
}
// -----
// The types come after the attribute dictionary.
func.func @f(%a: i32) {
  test.variadic_args_types_split "x", %a : i32 {y}
  return
}
// -----
"test.variadic_args_types_split"() {str = 3} : () -> ()
// -----
"test.variadic_args_types_split"() : () -> ()
// -----
func.func @f(%a: i32) {
  "test.variadic_args_types_split"(%a) <{str = "s"}> : (i32) -> i32
  return
}
