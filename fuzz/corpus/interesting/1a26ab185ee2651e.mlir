// fuzz-args: --allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo---------1// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-local-scope
// Ops of unregistered dialects with every generic-form part.
%0:3 = "weird.op"() <{i8 = [1, 2]}> ({
^entry(%a: index):
  "weird.term"(%a)[^next] {hint = "x"} : (index) -> ()
^next:
  "weird.term"() : () -> ()
}) {attr = #weird.thing<dense<[dense<[dense<[p<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[i2dense<[dense<[dense<[dense<[dense<[dense<[dense<[dense<[ole<[dense<[1]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>]>>} : () -> (!weird.t, i32, !weird.t)
"weird.use"(%0#2, %0#0, %0#1) : (!weird.t, !weird.t, i32) -> ()
"weird.noresult"() : () -> ()
