// fuzz-args: --allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-local-scope
// Ops of unregistered dialects with every generic-form part.
%0:3 = "weird.op"() <{p = [1, 2]}> ({
^entry(%a: index):
  "weird.term"(%a)[^next] {hint = "x"} : (index) -> ()
^next:
  "weird.term"() : () -> ()
}) {attr = #weird.thing<"q">} : () -> (!weird.t, i32, !weird.t)
"arith.addf"(%0#2, %0#0, %0#1) : (!weird.t, !weird.t, i32) -> ()
"weird.noresult"() : () -> ()
