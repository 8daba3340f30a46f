// RUN: ir-opt %s --canonicalize
// RUN: ir-opt %s --canonicalize --mlir-print-debuginfo

// FoldComponentNeg: re/im of neg of create become negf of the component,
// without fast-math flags, at the re/im location.
func.func @re_neg(%a: f32, %b: f32) -> (f32, f32) {
  %c = complex.create %a, %b : complex<f32>
  %n = complex.neg %c : complex<f32>
  %r = complex.re %n : complex<f32>
  %i = complex.im %n : complex<f32>
  return %r, %i : f32, f32
}
func.func @re_neg_fm(%a: f64, %b: f64) -> f64 {
  %c = complex.create %a, %b : complex<f64>
  %n = complex.neg %c fastmath<nnan> : complex<f64>
  %r = complex.re %n fastmath<ninf> : complex<f64>
  return %r : f64
}

// Negative: the negated value is not a complex.create.
func.func @neg_of_arg(%c: complex<f32>) -> f32 {
  %n = complex.neg %c : complex<f32>
  %r = complex.re %n : complex<f32>
  return %r : f32
}
