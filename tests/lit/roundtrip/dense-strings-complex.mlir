// RUN: ir-opt %s -allow-unregistered-dialect
// Dense literals of strings, for an element type that is not a number: a
// list, a list of one repeated string (a splat), and one string (read as
// text, not hex digits); and of complex numbers, `(re, im)` each (for a
// type that is not complex, MLIR keeps the first parts).

"t.a"() {
  a = dense<["a", "b\n"]> : tensor<2x!t.s>,
  b = dense<["x", "x"]> : tensor<2x!t.s>,
  c = dense<"0x01"> : tensor<2x!t.s>
} : () -> ()

"t.b"() {
  a = dense<[(1.5, -2.0), (0.0, 1.0)]> : tensor<2xcomplex<f32>>,
  b = dense<(1, 2)> : tensor<2xcomplex<i8>>,
  c = dense<[(true, false)]> : tensor<1xcomplex<i1>>,
  d = dense<[(1, 2), (3, 4)]> : tensor<2xi32>
} : () -> ()
