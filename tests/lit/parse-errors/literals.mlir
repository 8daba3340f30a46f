// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect
"t.a"() {v = -0 : i32} : () -> ()

// -----

"t.a"() {v = 9223372036854775808 : index} : () -> ()

// -----

"t.a"() {v = -0 : i0} : () -> ()

// -----

"t.a"() {v = dense<[-0, 1]> : tensor<2xi8>} : () -> ()

// -----

"t.a"() {v = array<i8: -0>} : () -> ()

// -----

"t.a"() {v = 0x7C00 : i8} : () -> ()

// -----

"t.a"() {v = -1 : ui8} : () -> ()

// -----

"t.a"() {v = 1.0 : index} : () -> ()

// -----

"t.a"() {v = - x} : () -> ()

// -----

"t.a"() {v = dense<> : tensor<2xi32>} : () -> ()

// -----

"t.a"() {v = dense<[[1], 2]> : tensor<2x1xi32>} : () -> ()

// -----

"t.a"() {v = dense<[1, [2]]> : tensor<2x1xi32>} : () -> ()

// -----

"t.a"() {v = dense<[1 2]> : tensor<2xi32>} : () -> ()

// -----

"t.a"() {v = dense<[1, x]> : tensor<2xi32>} : () -> ()

// -----

"t.a"() {v = dense<[1, -x]> : tensor<2xi32>} : () -> ()

// -----

"t.a"() {v = dense<1> : i32} : () -> ()

// -----

"t.a"() {v = dense<1> : tensor<2x!foo.bar>} : () -> ()

// -----

"t.a"() {v = dense<[true, 2]> : tensor<2xi32>} : () -> ()

// -----

"t.a"() {v = dense<[-1, 2]> : tensor<2xui32>} : () -> ()

// -----

"t.a"() {v = dense<[1, 256]> : tensor<2xi8>} : () -> ()

// -----

"t.a"() {v = array<i32: 1.5>} : () -> ()

// -----

"t.a"() {v = array<i32: true>} : () -> ()

// -----

"t.a"() {v = array<i1: 1>} : () -> ()

// -----

"t.a"() {v = array<i8: 256>} : () -> ()

// -----

"t.a"() {v = array<i7: 1>} : () -> ()

// -----

"t.a"() {v = array<i8 1>} : () -> ()

// -----

"t.a"() {v = array<i8: 1 2>} : () -> ()

// -----

"t.a"() {v = array<i8: >} : () -> ()

// -----

"t.a"() {v = distinct[1 <i32>} : () -> ()

// -----

"t.a"() {v = distinct[99999999999999999999999]<i32>} : () -> ()

// -----

"t.a"() {v = distinct(1)<i32>} : () -> ()

// -----

"t.a"() {v = distinct[1](i32)} : () -> ()

// -----

"t.a"() {v = distinct[1]<i32 } : () -> ()

// -----

"t.a"() {v = distinct[x]<i32>} : () -> ()

// -----

"t.a"() {v = distinct[0]<1>, w = distinct[0]<2>} : () -> ()

// -----

"t.a"() {v = distinct[0]<{a = 1, "b c" = "x\"y"}>, w = distinct[0]<2>} : () -> ()

// -----

// The hex digits of a dense string are read once the type has parsed.
"t"() {a = dense<"0xZZ"> : tensor<2xi8

// -----

"t"() {a = dense<"0xZZ">} : () -> ()

// -----

// A float where a dimension would be ends the dimension list.
"t"() {a = tensor<63.5x4xf32>} : () -> ()

// -----

// Strings are elements of a dense literal; an integer or float type
// rejects them there, another element type makes a dense string attribute.
"t.a"() {v = dense<[1, "a"]> : tensor<2xi32>} : () -> ()

// -----

"t.a"() {v = dense<["a"]> : tensor<1xf32>} : () -> ()

// -----

"t.a"() {v = dense<["a", 1]> : tensor<2x!t.s>} : () -> ()

// -----

"t.a"() {v = dense<["foo.use2"

// -----

// Complex elements `(re, im)` are two elements each.
"t.a"() {v = dense<((

// -----

"t.a"() {v = dense<[(1, 2), 3]> : tensor<2xcomplex<i32>>} : () -> ()

// -----

"t.a"() {v = dense<[(1 2)]> : tensor<1xcomplex<f32>>} : () -> ()

// -----

"t.a"() {v = dense<[(1, 2]> : tensor<1xcomplex<f32>>} : () -> ()

// -----

// A dialect type's body is scanned with its strings lexed as tokens: an
// imbalance is reported at the last string.
"foo.opaque"() : !foo.baz<"opaque"

// -----

// `#name<` is a dialect attribute even when `name` is an alias.
#bytes = 1
"t.a"() {v = #bytes<(

// -----

// A name whose dialect part is followed by nothing is not prefixed.
"foo.b"() : () -> () loc.

// -----

"t.c"() : memref<4x4xf32, strided<[]>, memref<?
