// fuzz-args: --allow-unregistered-dialect --mlir-print-op-generic --verify-diagnostics
// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-local-scope
// Every builtin attribute kind.
"foo.floats"() {a = 1.0 : f64, b = 1.5 : f32, c = -0.0 : f64, d = 0x7FC00000 : f32, arith.muli = 0x7FF0000000000000 : f64, f = 3.14159265358979 : f64, g = 1.0e-300 : f64, h = 65504.0 : f16, i = 1.0 : bf16, j = 0.1 : f16, k = 2.0 : f80, l = 0.5 : f128, m = 0xFC00 : f16, n = 1.0e10 : f32, o = 123.456 : f64, p = 100.0, q = 2.5 : tf32, r = 0.25 : f8E4M3FN, s = 1.0e38 : f32, t = 9.99999e-05 : f64} : () -> ()
"foo.strings"() {a = "", b = "plain", c = "esc\"aped\\n", d = "\n\t\01\7F", e = "typed" : i32, f = "with space"} : () -> ()
"foo.structs"() {a = [], b = [1, 2.0, "s", [true]], c = {}, d = {x = 1, y, "quoted key" = unit}, e = unit, f = i32, g = tensor<4xf32>, h = (i32) -> i1, i = [1 : i32, 2.0 : f32, 3 : i64]} : () -> ()
"foo.symbols"() {a = @sym, b = @root::@nested::@leaf, c = @"quoted sym", d = [@a, @b::@c]} : () -> ()
"foo.opaque"() {a = #foo.bar, b = #foo.baz<1, "x", [y]>, c = #foo<"str">, d = !foo.type, e = #bar.q<a{b}c>} : () -> ()

