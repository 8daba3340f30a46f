// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// Every complex op in its custom form, with and without fast-math flags.
func.func @parts(%re: f32, %im: f32, %z: complex<f64>) -> (complex<f32>, f64, f64, f64, f64) {
  %c = complex.create %re, %im : complex<f32>
  %r = complex.re %z : complex<f64>
  %i = complex.im %z fastmath<nnan> : complex<f64>
  %a = complex.abs %z fastmath<fast> : complex<f64>
  %g = complex.angle %z : complex<f64>
  return %c, %r, %i, %a, %g : complex<f32>, f64, f64, f64, f64
}

func.func @constants() -> (complex<f32>, complex<f64>, complex<i32>, complex<f16>) {
  %0 = complex.constant [1.0 : f32, -2.5 : f32] : complex<f32>
  %1 = complex.constant [0.1 : f64, 1.0e10 : f64] : complex<f64>
  %2 = complex.constant [3 : i32, -4 : i32] : complex<i32>
  %3 = complex.constant [0.0 : f16, 0x7C00 : f16] : complex<f16>
  return %0, %1, %2, %3 : complex<f32>, complex<f64>, complex<i32>, complex<f16>
}

func.func @arith(%x: complex<f32>, %y: complex<f32>, %n: i64) {
  %0 = complex.add %x, %y : complex<f32>
  %1 = complex.sub %x, %y fastmath<nsz> : complex<f32>
  %2 = complex.mul %x, %y fastmath<fast> : complex<f32>
  %3 = complex.div %x, %y : complex<f32>
  %4 = complex.pow %x, %y : complex<f32>
  %5 = complex.atan2 %x, %y {tag = 1} : complex<f32>
  %6 = complex.powi %x, %n : complex<f32>, i64
  %7 = complex.eq %x, %y : complex<f32>
  %8 = complex.neq %x, %y : complex<f32>
  return
}

func.func @unary(%x: complex<f64>) {
  %0 = complex.conj %x : complex<f64>
  %1 = complex.cos %x : complex<f64>
  %2 = complex.exp %x fastmath<afn> : complex<f64>
  %3 = complex.expm1 %x : complex<f64>
  %4 = complex.log %x : complex<f64>
  %5 = complex.log1p %x : complex<f64>
  %6 = complex.neg %x : complex<f64>
  %7 = complex.rsqrt %x : complex<f64>
  %8 = complex.sign %x : complex<f64>
  %9 = complex.sin %x : complex<f64>
  %10 = complex.sqrt %x : complex<f64>
  %11 = complex.tan %x : complex<f64>
  %12 = complex.tanh %x fastmath<nnan,ninf> : complex<f64>
  return
}

func.func @bitcast(%x: complex<f32>, %i: i64, %d: f64) -> (i64, complex<f32>, f64, complex<f32>) {
  %0 = complex.bitcast %x : complex<f32> to i64
  %1 = complex.bitcast %i : i64 to complex<f32>
  %2 = complex.bitcast %x : complex<f32> to f64
  %3 = complex.bitcast %x : complex<f32> to complex<f32>
  return %0, %1, %2, %3 : i64, complex<f32>, f64, complex<f32>
}
