// fuzz-args: --allow-unregistered-dialect --mlir-print-op-generic
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"a.c"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-local-scope
// Locations of every kind, aliases defined before and after use.
#myloc = loc("defined_before.cc":10:20)
"foo.a"() : () -> ()