// RUN: ir-opt %s -allow-unregistered-dialect
// Dense literals of strings, for an element type that is not a number:
// a list, a list of one repeated string (a splat), and one string (read as text, not hex digits).

"t.a"() {
  a = dense<["a", "b\n"]> : tensor<2x!t.s>,
  b = dense<["x", "x"]> : tensor<2x!t.s>,
  c = dense<"0x01"> : tensor<2x!t.s>
} : () -> ()
