// RUN: not ir-opt %s -split-input-file
// The generic form of those ops with types the constraints reject.

func.func @buildable_operand(%a: i32) {
  %0 = "test.format_buildable_type_op"(%a) : (i32) -> i64
  return
}

// -----

func.func @buildable_result(%a: i64) {
  %0 = "test.format_buildable_type_op"(%a) : (i64) -> i32
  return
}

// -----

func.func @match_operands(%a: i32, %b: i64) {
  %0 = "test.format_all_types_match_var"(%a, %b) : (i32, i64) -> i64
  return
}

// -----

func.func @match_result(%a: i64, %b: i64) {
  %0 = "test.format_all_types_match_var"(%a, %b) : (i64, i64) -> i32
  return
}

// -----

func.func @custom_form_wrong_type(%a: i32) {
  %0 = test.format_buildable_type_op %a
  return
}

// -----

func.func @types_match_with(%a: i64) {
  %0 = "test.format_types_match_var"(%a) : (i64) -> i32
  return
}

// -----

func.func @types_match_with_tuple(%a: i64) {
  %0 = "test.format_types_match_context"(%a) : (i64) -> i64
  return
}
