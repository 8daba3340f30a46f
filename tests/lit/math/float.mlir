// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// Float math ops on scalars, vectors and tensors, with fast-math flags.
func.func @unary(%f: f32, %d: f64, %h: f16, %v: vector<4xf32>, %t: tensor<2x3xf64>) {
  %0 = math.absf %f : f32
  %1 = math.acos %d fastmath<fast> : f64
  %2 = math.acosh %h : f16
  %3 = math.asin %v fastmath<nnan,ninf> : vector<4xf32>
  %4 = math.asinh %t : tensor<2x3xf64>
  %5 = math.atan %f fastmath<none> : f32
  %6 = math.atanh %f : f32
  %7 = math.cbrt %d : f64
  %8 = math.ceil %v : vector<4xf32>
  %9 = math.cos %f fastmath<afn> : f32
  %10 = math.cosh %f : f32
  %11 = math.erf %f : f32
  %12 = math.erfc %d : f64
  %13 = math.exp %f {tag} : f32
  %14 = math.exp2 %h : f16
  %15 = math.expm1 %t fastmath<reassoc, contract> : tensor<2x3xf64>
  %16 = math.floor %f : f32
  %17 = math.log %f : f32
  %18 = math.log10 %f : f32
  %19 = math.log1p %f : f32
  %20 = math.log2 %f : f32
  %21 = math.round %f : f32
  %22 = math.roundeven %f : f32
  %23 = math.rsqrt %v : vector<4xf32>
  %24 = math.sin %f : f32
  %25 = math.sinh %f : f32
  %26 = math.sqrt %f fastmath<arcp> : f32
  %27 = math.tan %f : f32
  %28 = math.tanh %f : f32
  %29 = math.trunc %f : f32
  return
}

func.func @binary(%a: f32, %b: f32, %c: f32, %v: vector<2xf64>, %i: i32, %vi: vector<2xi64>) {
  %0 = math.atan2 %a, %b : f32
  %1 = math.copysign %a, %b fastmath<nsz> : f32
  %2 = math.powf %v, %v : vector<2xf64>
  %3 = math.fma %a, %b, %c : f32
  %4 = math.fma %v, %v, %v fastmath<fast> : vector<2xf64>
  %5 = math.clampf %a to [%b, %c] : f32
  %6 = math.clampf %v to [%v, %v] fastmath<nnan> : vector<2xf64>
  %7 = math.fpowi %a, %i : f32, i32
  %8 = math.fpowi %v, %vi fastmath<fast> : vector<2xf64>, vector<2xi64>
  %s, %co = math.sincos %a : f32
  %9:2 = math.sincos %v fastmath<afn> : vector<2xf64>
  return
}

func.func @classify(%f: f32, %v: vector<4xf16>, %t: tensor<?xf64>) -> (i1, vector<4xi1>, tensor<?xi1>, i1) {
  %0 = math.isnan %f : f32
  %1 = math.isinf %v : vector<4xf16>
  %2 = math.isfinite %t : tensor<?xf64>
  %3 = math.isnormal %f {fastmath = #arith.fastmath<nnan>} : f32
  return %0, %1, %2, %3 : i1, vector<4xi1>, tensor<?xi1>, i1
}
