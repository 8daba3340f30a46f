// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-local-scope
// Every builtin attribute kind.
"foo.ints"() {a = 1 : i64, b = -1 : i8, c = 255 : i8, d = 0x10 : i32, e = 42 : index, f = 7 : si8, g = 200 : ui8, h = -128 : si8, i = 18446744073709551615 : ui64, j = 170141183460469231731687303715884105727 : i128, k = -4 : i3, l = true, m = false, n = 1 : i1, o = 12345678901234567890123 : i80} : () -> ()
"foo.floats"() {a = 1.0 : f64, b = 1.5 : f32, c = -0.0 : f64, d = 0x7FC00000 : f32, e = 0x7FF0000000000000 : f64, f = 3.14159265358979 : f64, g = 1.0e-300 : f64, h = 65504.0 : f16, i = 1.0 : bf16, j = 0.1 : f16, k = 2.0 : f80, l = 0.5 : f128, m = 0xFC00 : f16, n = 1.0e10 : f32, o = 123.456 : f64, p = 100.0, q = 2.5 : tf32, r = 0.25 : f8E4M3FN, s = 1.0e38 : f32, t = 9.99999e-05 : f64} : () -> ()
"foo.strings"() {a = "", b = "plain", c = "esc\"aped\\n", d = "\n\t\01\7F", e = "typed" : i32, f = "with space"} : () -> ()
"foo.structs"() {a = [], b = [1, 2.0, "s", [true]], c = {}, d = {x = 1, y, "quoted key" = unit}, e = unit, f = i32, g = tensor<4xf32>, h = (i32) -> i1, i = [1 : i32, 2.0 : f32, 3 : i64]} : () -> ()
"foo.symbols"() {a = @sym, b = @root::@nested::@leaf, c = @"quoted sym", d = [@a, @b::@c]} : () -> ()
"foo.dense_arrays"() {a = array<i32: 1, 2, 3>, b = array<i64>, c = array<i1: true, false>, d = array<f32: 1.0, 2.5>, e = array<i8: -1, 127>, f = array<f64: 0.1>, g = array<i16: 0>} : () -> ()
"foo.dense"() {a = dense<1> : tensor<4xi32>, b = dense<[1, 2, 3]> : tensor<3xi32>, c = dense<[[1, 2], [3, 4]]> : tensor<2x2xi64>, d = dense<1.5> : tensor<2xf32>, e = dense<[true, false]> : tensor<2xi1>, f = dense<7> : tensor<i8>, g = dense<[[1.0, 2.0]]> : vector<1x2xf64>, h = dense<[2, 2]> : tensor<2xi32>} : () -> ()
"foo.opaque"() {a = #foo.bar, b = #foo.baz<1, "x", [y]>, c = #foo<"str">, d = !foo.type, e = #bar.q<a{b}c>} : () -> ()
"foo.props"() <{alpha = 1 : i32, beta, gamma = "g"}> {delta = 2 : i32} : () -> ()
"foo.locattr"() {l = loc("a":1:2), m = loc(unknown)} : () -> ()

// -----

// Dense elements given as raw little-endian hex: per element, as one
// element for a splat, and packed eight to a byte for i1.
"foo.hex"() {a = dense<"0x0100000002000000"> : tensor<2xi32>, b = dense<"0x0000803F"> : tensor<3xf32>, c = dense<"0x05"> : tensor<4xi1>, d = dense<"0xFF"> : tensor<2x2xi1>, e = dense<"0x"> : tensor<0xi8>, f = dense<"0x003C0040"> : vector<2xf16>} : () -> ()
