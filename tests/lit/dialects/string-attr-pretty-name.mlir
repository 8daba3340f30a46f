// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// test.string_attr_pretty_name: results are named from the `names`
// attribute, which the custom form leaves out when the printed names
// agree with it.

func.func @names() {
  %x = test.string_attr_pretty_name
  %a, %b = test.string_attr_pretty_name
  // A number names nothing: the printer numbers the result.
  %0 = test.string_attr_pretty_name
  // An explicit attribute wins over the SSA names.
  %y = test.string_attr_pretty_name attributes {names = ["z"]}
  // A second `x` is renamed by the printer, so `names` must be printed.
  %x2 = test.string_attr_pretty_name attributes {names = ["x"]}
  // Too few names.
  %p, %q = test.string_attr_pretty_name attributes {names = ["p"]}
  // A group binds several results under one name.
  %g:2 = test.string_attr_pretty_name
  "test.use"(%x, %a, %b, %0, %y, %x2, %p, %q, %g#1) : (i32, i32, i32, i32, i32, i32, i32, i32, i32) -> ()
  return
}
