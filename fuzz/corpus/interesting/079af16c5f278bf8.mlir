// fuzz-args: --allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-local-scope
// Affine maps, integer sets and strided layouts: as attributes and as
// memref layouts. Maps and sets print through `#map`/`#set` aliases,
// named in the order they first print; strided layouts print inline.
#map = affine_map<(d0) -> (d0 floordiv 2)>
#set = affine_set<(d0)[s0] : (d0 - s0 >= 0, d0 == 0)>
"t.func"() ({
^bb0(%a: memref<4x8xf32, affine_map<(d0, d1)[s0] -> (d0 * 8 + d1 + s0)>>):
  %0 = "t.a"() {m = affine_map<(d0, d1) -> (d1, d0)>, s = #set, k = #mapstrided : () -> memref<4xf32, }[2], offset: ?>>
  "t.b"()
// Vector and tensor operands: comparisons give i1 of the same shape, and
// select prints its condition type when the condition is shaped. arith.cmpi eq, %7, %7 : tensor<2x2xi8>
