// fuzz-args: --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfotensor<0xi1>, tensor<2x!foo.bar>)
"foo.memref"() : () -> (memref<f32>, memref<4x?xf32>, memref<*xi8>, memref<4xf32, 1>, memref<*xf32, 2>, memref<8xi32, "gpu">)
"foo.opaque"() : () -> (!foo.bar, !foo.baz<1, [2], "x">, !foo<"opaque">, !bar.t<a<b>>)
%0 = "foo.tensorenc"() : () -> tensor<4xf32, "enc">
"fo!.use"(%0) : (tensor<4xf32, "enc">) -> ()
