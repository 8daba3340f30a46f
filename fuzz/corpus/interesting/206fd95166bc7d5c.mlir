// fuzz-args: --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-local-scope
// Distinct attributes holding a value print through `#distinct` aliases,
// numbered by first use; one holding `unit` prints inline.
"foo.op"() {arith.cmpf2 = distinct[7]<42 : i32>, b = distinct[7]<42 : i32>, c = distinct[2]<>} : () -> ()
"foo.op"() {test.graph_regiontest.graph_regiond = [distinct[3]<"s">, distinct[4]<[1, 2]>], e = distinct[5]<affine_map<(d0) -> (d0)>>} : () -> ()
