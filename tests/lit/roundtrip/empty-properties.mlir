// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// An unregistered op keeps its properties as written, an empty
// dictionary included; an op without `<...>` has none.
"t.op"() <{}> : () -> ()
"t.op"() <{}> {a = 1} : () -> ()
"t.op"() : () -> ()
"t.outer"() ({
  %0 = "t.inner"() <{}> : () -> i32
  "t.use"(%0) : (i32) -> ()
}) : () -> ()
