// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-local-scope
// Forward references to values and blocks, graph regions.
"foo.graph"() ({
  "foo.use"(%later) : (i32) -> ()
  %later = "foo.def"() : () -> i32
  "foo.use2"(%pair#1) : (f32) -> ()
  %pair:2 = "foo.pair"() : () -> (i32, f32)
}) : () -> ()
"foo.cfg"() ({
  "foo.br"()[^exit] : () -> ()
^exit:
  "foo.ret"() : () -> ()
}) : () -> ()
