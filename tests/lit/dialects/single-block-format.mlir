// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect
// REQUIRES-OPS: test.single_no_terminator_op test.variadic_no_terminator_op
// A `SingleBlock` op's region written `{}` in its custom form still has its
// one empty block (MLIR's generated parsers add it), which the generic form
// shows as `^bb0:`; an unregistered op's `({})` has no block. A variadic
// region list may be empty.

"t.y"() ({}) : () -> ()
test.single_no_terminator_op : {
}
test.variadic_no_terminator_op : {
}, {
  "t.x"() : () -> ()
}
test.variadic_no_terminator_op :
