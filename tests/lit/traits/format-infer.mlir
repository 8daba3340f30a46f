// RUN: ir-opt %s
// RUN: ir-opt %s --mlir-print-op-generic
// Formats that name no type where a constraint gives it: a buildable type
// (`I64`) or an `AllTypesMatch` partner.

func.func @f(%a: i64, %b: i64) {
  %0 = test.format_buildable_type_op %a
  %1 = test.format_all_types_match_var %a, %b : i64
  %2 = "test.format_buildable_type_op"(%a) : (i64) -> i64
  %3 = "test.format_all_types_match_var"(%1, %0) : (i64, i64) -> i64
  return
}

func.func @types_match_with(%a: i64) {
  %0 = test.format_types_match_var %a : i64
  %1 = test.format_types_match_context %a : i64
  %2 = "test.format_types_match_context"(%0) : (i64) -> tuple<i64>
  return
}
