// RUN: ir-opt %s -split-input-file -test-single-fold
// math folds with `ub.poison` operands: every fold through MLIR 22's
// common folders propagates poison (materialized by math's materializer
// as `ub.poison`); the classifications, `fpowi`, `fma`, `clampf`,
// `sincos`, `cbrt` and `rsqrt` do not fold.

func.func @unary() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %p = ub.poison : f32
  %0 = math.absf %p : f32
  %1 = math.ceil %p : f32
  %2 = math.floor %p : f32
  %3 = math.roundeven %p : f32
  %4 = math.round %p : f32
  %5 = math.trunc %p : f32
  %6 = math.sin %p : f32
  %7 = math.acosh %p : f32
  %8 = math.erf %p : f32
  %9 = math.exp %p : f32
  %10 = math.log1p %p : f32
  %11 = math.sqrt %p : f32
  %12 = math.tanh %p : f32
  %13 = math.log2 %p : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @binary(%a: f32) -> (f32, f32, f32, f32, f32, f32) {
  %p = ub.poison : f32
  %two = arith.constant 2.0 : f32
  %0 = math.atan2 %p, %a : f32
  %1 = math.atan2 %two, %p : f32
  %2 = math.copysign %a, %p : f32
  %3 = math.powf %p, %two : f32
  %4 = math.powf %a, %p : f32
  %5 = math.copysign %p, %two : f32
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, f32, f32
}

// -----

func.func @integers(%a: i32) -> (i32, i32, i32, i32, i32, vector<2xi32>) {
  %p = ub.poison : i32
  %v = ub.poison : vector<2xi32>
  %two = arith.constant 2 : i32
  %0 = math.absi %p : i32
  %1 = math.ctlz %p : i32
  %2 = math.cttz %p : i32
  %3 = math.ipowi %p, %two : i32
  %4 = math.ipowi %a, %p : i32
  %5 = math.ctpop %v : vector<2xi32>
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, vector<2xi32>
}

// -----

func.func @not_folded() -> (i1, i1, i1, i1, f32, f32, f32, f32, f32, f32, f32) {
  %p = ub.poison : f32
  %two = arith.constant 2.0 : f32
  %i2 = arith.constant 2 : i32
  %0 = math.isnan %p : f32
  %1 = math.isinf %p : f32
  %2 = math.isfinite %p : f32
  %3 = math.isnormal %p : f32
  %4 = math.fpowi %p, %i2 : f32, i32
  %5 = math.fma %p, %two, %two : f32
  %6 = math.clampf %p to [%two, %two] : f32
  %7, %8 = math.sincos %p : f32
  %9 = math.cbrt %p : f32
  %10 = math.rsqrt %p : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10 : i1, i1, i1, i1, f32, f32, f32, f32, f32, f32, f32
}
