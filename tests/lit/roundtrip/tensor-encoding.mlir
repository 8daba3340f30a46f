// RUN: ir-opt %s -allow-unregistered-dialect
// A tensor encoding is an optional attribute: `tensor<4xi32,>` has none;
// an encoding prints with its type.

"t"() {a = tensor<4xi32,>, b = tensor<4xi32, 5>, c = tensor<4xi32, 5.0>, d = tensor<4xi32, "x">} : () -> ()
