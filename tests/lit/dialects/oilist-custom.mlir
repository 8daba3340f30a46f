// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// An oilist clause whose only binding is a custom directive's operand
// (`reduction custom<CustomOptionalOperand>($optOperand)`): the clause is
// printed when the operand is present, in any order when parsed; the
// custom printer's trailing space shows in the output, as in MLIR.
func.func @oilist_custom(%a: i32, %b: i32, %c: f32) {
  test.oilist_custom private (%a, %c : i32, f32)
  test.oilist_custom nowait reduction (%b)
  test.oilist_custom reduction (%b) private (%a : i32) nowait
  test.oilist_custom nowait private (%a, %b : i32, i32) reduction (%a)
  test.oilist_custom reduction
  test.oilist_custom {note}
  return
}
