// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// The test dialect's region ops, as MLIR's region tests write them.
"test.two_region_op"()({"test.finish"() : () -> ()}, {"test.finish"() : () -> ()}) : () -> ()
"test.single_no_terminator_op"() ({
  %foo = arith.constant 1 : i32
}) : () -> ()
"test.variadic_no_terminator_op"() ({
  %foo = arith.constant 1 : i32
}, {
  %bar = arith.constant 2 : i32
}) : () -> ()
test.single_no_terminator_custom_asm_op {
  %c = arith.constant 3 : i32
}
test.dummy_op_with_region_ref {
^bb0:
}
test.graph_region {
  %1 = arith.addi %2, %2 : i32
  %2 = arith.addi %1, %1 : i32
  "test.finish"() : () -> ()
}
