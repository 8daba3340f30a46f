// fuzz-args: --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
"test.one_region_op"() ({
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-local-scope
// Distinct attributes holding a value print through `#distinct` aliases,
// numbered by first use; one holding `unit` prints inline.
"foo.op"() {a = distinct[7]<42 : i32>, b = distinct[7]<42 : i32>, c = distinct[2]<>} : () -> ()
}) : () -> ()
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
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"foo.op"() {d = [distinct[3]<"s">, distinct[4]<[1, 2]>], e = distinct[5]<affine_map<(d0) -> (d0)>>} : () -> ()
