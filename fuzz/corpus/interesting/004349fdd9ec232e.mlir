// fuzz-args: --allow-unregistered-dialect --mlir-print-debuginfo --split-input-file
// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfotensor<0xi1>, tensor<2x!foo.bar>)
%0 = "foo.tensorenc"() : () -> tensor<4xf32, "enc">
"fo!.use"(%0) : (tensor<4xf32, "enc">) -> ()
