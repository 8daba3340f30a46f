// RUN: ir-opt %s --allow-unregistered-dialect
// RUN: ir-opt %s --allow-unregistered-dialect -mlir-print-op-generic
// `#complex.number`: printed with its type; a type written after it is
// read and ignored.
"test.op"() {
  a = #complex.number<:f32 1.0, 2.0>,
  b = #complex.number<:f64 -0.5, 1.0e10> : complex<f64>,
  c = #complex.number<:f16 0.0, -0.0> : complex<f32>,
  d = #complex.number<:bf16 3.5, 1.5e2>,
  e = [#complex.number<:f32 1.0, 2.0>, #complex.number<:f32 1.0, 2.0>]
} : () -> ()
