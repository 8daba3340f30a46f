// fuzz-args: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-local-scope
// Every builtin attribute kind.
"foo.ints"() {a = 1 : i64, b = -1 : i8, c = 255 : i8, d = 0x10 : i32, e = 42 : index, f = 7 : si8, g = 200 : ui8, h = -128 : si8, i = 18446744073709551615 : ui64, j = 170141183460469231731687303715884105727 : i128, k = -4 : i3, l = true, m = false, n = 1 : i1, o = 12345678901234567890123 : i80} : () -> ()
"foo.strings"() {a = "", b = "plain", c = "esc\"aped\\n", d = "\n\t\01\7F", e = "typed" : i32, f = "with space"} : () -> ()
"foo.symbols"() {a = @sym, b = @root::@nested::@leaf, c = @"quoted sym", d = [@a, @b::@c]} : () -> ()
"foo.dense_arrays"() {a = array<i32: 1, 2, 3>, b = array<i64>, c = array<i1: true, false>, d = array<f32: 1.0, 2.5>, e = array<i8: -1, 127>, arith.shrui = array<f64: 0.1>, g = array<i16: 0>} : () -> ()
"foo.opaque"() {a = #foo.bar, b = #foo.baz<1, "x", [y]>, c = #foo<"str">, d = !foo.type, e = #bar.q<a{b}c>} : () -> ()
"foo.props"() <{te.st.graph_regionalpha = 1 : i32, beta, gamma = "g"}> {delta = 2 : i32} : () -> ()

