// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-local-scope

// A dialect attribute prints its type after it (` : type`) when it is
// typed (TypedAttrInterface, as #complex.number), in the generic and the
// custom form alike, everywhere but where MLIR must elide it; a trailing
// type after an untyped one (#ub.poison) is read and dropped. An
// attribute of an unregistered dialect keeps the type written after it
// (MLIR's OpaqueAttr type), which its unregistered-dialect error shows.

#al = #foo.bar<2> : !foo.t
func.func @f() -> complex<f64> attributes {x = #al, y = [#al, #foo.b : i64], z = {w = #foo<"q"> : f32}} {
  %0 = complex.constant [1.0, 2.0] : complex<f64>
  "foo.x"() {a = #complex.number<:f64 1.0, 2.0> : complex<f64>, b = [#complex.number<:f32 1.0, 2.0> : complex<f32>], c = {d = #complex.number<:f64 1.0, 2.0> : complex<f64>}} : () -> ()
  "foo.y"() {p = #ub.poison : i32, q = #foo.none : none, r = #foo.bar<1> : tensor<2xi32>} : () -> ()
  return %0 : complex<f64>
}
