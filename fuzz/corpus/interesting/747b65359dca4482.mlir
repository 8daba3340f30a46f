// fuzz-args: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-local-scope
// Locations of every kind, aliases defined before and after use.
#myloc = loc("defined_before.cc":10:20)
"foo.a"() : () -> () loc(callsite("callee.cc":1:2 at "caller.cc":3:4))
"foo.b"() : () -> () loc("named"("inside.cc":5:6))
"foo.j"() : () -> () loc("range.cc":1:2 to :9)
"foo.k"() ({
^bb0(%arg: i32 loc("arg.cc":7:8), %arg2: i64 loc(#myloc)):
  "foo.l"() : () -> () loc("arg.cc":7:8)
}) : () -> ()
"foo.m"() : () -> () loc(callsite(callsite("a.cc":1:1 at "b.cc":2:2) at "c.cc":3:3))
#later = loc("defined_after.cc":30:40)
