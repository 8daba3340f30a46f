// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s
// REQUIRES-OPS: test.single_no_terminator_op test.variadic_no_terminator_op arith.constant
// A `SingleBlock` op's region written `{}` in its custom form still has its
// one empty block (MLIR's generated parsers add it), which the generic form
// shows as `^bb0:`. A variadic region list may be empty.

test.single_no_terminator_op : {
}
test.variadic_no_terminator_op : {
}, {
  test.single_no_terminator_op : {
  }
  %c = arith.constant 1 : i32
}
test.variadic_no_terminator_op :
