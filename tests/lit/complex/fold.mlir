// RUN: ir-opt %s -test-single-fold
// Complex folds: parts of constants and of `create`, inverse pairs, and
// the identities MLIR folds.

func.func @parts(%a: f32, %b: f32) -> (f32, f32, f64, f64, complex<f32>, f32) {
  %c = complex.create %a, %b : complex<f32>
  %0 = complex.re %c : complex<f32>
  %1 = complex.im %c : complex<f32>
  %k = complex.constant [1.5 : f64, -2.0 : f64] : complex<f64>
  %2 = complex.re %k : complex<f64>
  %3 = complex.im %k : complex<f64>
  %z = complex.create %a, %a : complex<f32>
  %4 = complex.re %z : complex<f32>
  %5 = complex.im %z : complex<f32>
  %6 = complex.create %4, %5 : complex<f32>
  %7 = complex.re %6 : complex<f32>
  return %0, %1, %2, %3, %6, %7 : f32, f32, f64, f64, complex<f32>, f32
}

func.func @identities(%x: complex<f32>, %y: complex<f32>) -> (complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>) {
  %zero = complex.constant [0.0 : f32, -0.0 : f32] : complex<f32>
  %one = complex.constant [1.0 : f32, 0.0 : f32] : complex<f32>
  %two = complex.constant [2.0 : f32, 0.0 : f32] : complex<f32>
  %0 = complex.add %x, %zero : complex<f32>
  %1 = complex.sub %x, %zero : complex<f32>
  %2 = complex.mul %x, %one : complex<f32>
  %3 = complex.div %x, %one : complex<f32>
  %4 = complex.mul %x, %two : complex<f32>
  %s = complex.sub %x, %y : complex<f32>
  %5 = complex.add %s, %y : complex<f32>
  %6 = complex.add %y, %s : complex<f32>
  %p = complex.add %x, %y : complex<f32>
  %7 = complex.sub %p, %y : complex<f32>
  %n = complex.neg %x : complex<f32>
  %8 = complex.neg %n : complex<f32>
  %c = complex.conj %x : complex<f32>
  %9 = complex.conj %c : complex<f32>
  %e = complex.exp %x : complex<f32>
  %10 = complex.log %e : complex<f32>
  %l = complex.log %x : complex<f32>
  %11 = complex.exp %l : complex<f32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>, complex<f32>
}

func.func @bitcast(%x: complex<f32>) -> (complex<f32>, i64) {
  %0 = complex.bitcast %x : complex<f32> to complex<f32>
  %1 = complex.bitcast %x : complex<f32> to i64
  return %0, %1 : complex<f32>, i64
}
