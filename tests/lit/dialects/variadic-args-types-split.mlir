// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// test.variadic_args_types_split: a string, then `, operands`, the
// attribute dictionary, and `: types`, each list in its own optional group.

func.func @split(%a: i32, %b: i64) {
  test.variadic_args_types_split "none"
  test.variadic_args_types_split "one", %a : i32
  test.variadic_args_types_split "two", %a, %b {tag} : i32, i64
  // A comma with no operands reads an empty list.
  test.variadic_args_types_split "comma" ,
  test.variadic_args_types_split "tight",%b:i64
  test.variadic_args_types_split "attrs" {x = 1 : i64}
  "test.variadic_args_types_split"(%b, %a) <{str = "generic"}> : (i64, i32) -> ()
  return
}
