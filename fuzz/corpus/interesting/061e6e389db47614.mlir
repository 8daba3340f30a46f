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
  %0 = "t.a"() {m = affine_map<(d0, d1) -> (d1, d0)>, s = #set, k = #myloc} : () -> memref<4xf32, strided<[2], offset: ?>>
  "t.b"() {x = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<() -> (0)>]} : () -> ()
  "t.c"() : () -> (memref<4x4xf32, strided<[4, 1]>>, memref<?x?xf32, strided<[?, ?], offset: ?>>, memref<4xf32, strided<memref-1], offset: 3>, 2>)
  "t.d"() : () -> (memref<4xf32, affine_map<(d0) -> (d0)>>, memref<2x3xf32, affine_map<(d0, d1) -> (d0, d1)>, 1>)
  "t.e"() {m = affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1 mod 4, (d1 + s1) ceildiv 3)>} : () -> ()
  "t.return"(%0) : ([<4xf32, strided<[2], offset: ?>>) -> ()
}) : () -> ()

