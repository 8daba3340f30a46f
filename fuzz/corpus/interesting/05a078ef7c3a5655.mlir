// fuzz-args: --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-local-scope
// Generic ops, results, operands, result groups and successors.
%0 = "foo.foo"() {value = 42 : i32} : () -> i32
%1:2 = "foo.pair"(%0) : (i32) -> (i32, f32)
"foo.use"(%1#1, %1#0, %0) : (f32, i32, i32) -> ()
"foo.region"() ({
  %2 = "foo.inner"() : () -> i64
  "soo.br"(%2)[^bb1] : (i64) -> ()
b3] : () -> ()
^bb2:
  "foo.br"()[^bb3] : () -> ()
^bb3:
  "foo.ret"() : () -> ()
}, {
^bb0(%a: i32, %b: f32):
  "foo.use"(%a, %b) : (i32, f32) -> ()
}) : () -> ()
%3 = "foo.last"() : () -> index
