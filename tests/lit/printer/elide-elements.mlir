// --mlir-elide-elementsattrs-if-larger: dense elements
// attributes with more elements than the limit print as
// `dense_resource<__elided__>`; splats, dense arrays, resources and
// attributes at the limit print whole.
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-elide-elementsattrs-if-larger=2
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-elide-elementsattrs-if-larger=2 -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-elide-elementsattrs-if-larger=0
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-elide-elementsattrs-if-larger=16

"foo.elements"() {
  big = dense<[1, 2, 3]> : tensor<3xi32>,
  at_limit = dense<[1.0, 2.0]> : vector<2xf32>,
  splat = dense<5> : tensor<4x4xi8>,
  strs = dense<["a", "b", "c"]> : tensor<3x!foo.s>,
  arr = array<i32: 1, 2, 3, 4>,
  list = [1, 2, 3, 4],
  nested = {inner = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>}
} : () -> ()
%0 = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : tensor<17xi32>
