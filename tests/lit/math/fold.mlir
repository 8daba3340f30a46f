// RUN: ir-opt %s -test-single-fold
// Constant folding of math ops, as MathOps.cpp folds them.

func.func @transcendental_f64() -> (f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64) {
  %a = arith.constant 0.3 : f64
  %b = arith.constant 1.75 : f64
  %0 = math.acos %a : f64
  %1 = math.acosh %b : f64
  %2 = math.asin %a : f64
  %3 = math.asinh %b : f64
  %4 = math.atan %b : f64
  %5 = math.atanh %a : f64
  %6 = math.atan2 %a, %b : f64
  %7 = math.cos %b : f64
  %8 = math.cosh %b : f64
  %9 = math.sin %b : f64
  %10 = math.sinh %b : f64
  %11 = math.tan %b : f64
  %12 = math.tanh %b : f64
  %13 = math.erf %a : f64
  %14 = math.erfc %b : f64
  %15 = math.exp %b : f64
  %16 = math.exp2 %b : f64
  %17 = math.expm1 %a : f64
  %18 = math.log %b : f64
  %19 = math.log10 %b : f64
  %20 = math.log1p %a : f64
  %21 = math.log2 %b : f64
  %22 = math.powf %b, %a : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22 : f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64, f64
}

func.func @transcendental_f32() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %a = arith.constant -0.45 : f32
  %b = arith.constant 3.5 : f32
  %0 = math.asinh %a : f32
  %1 = math.atanh %a : f32
  %2 = math.acosh %b : f32
  %3 = math.erf %a : f32
  %4 = math.erfc %a : f32
  %5 = math.exp %b : f32
  %6 = math.sqrt %b : f32
  %7 = math.powf %b, %b : f32
  %8 = math.tan %a : f32
  %9 = math.atan2 %b, %a : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// Not folded: logarithms and square roots of negative values (and of
// -0.0), log1p below -1, narrow floats for host functions, and the ops
// upstream has no folder for.
func.func @not_folded(%x: f32) -> (f32, f32, f32, f32, f64, f32, f16, f32, f32, f32, f32, f32, f32, f32) {
  %m = arith.constant -2.0 : f32
  %mz = arith.constant -0.0 : f32
  %md = arith.constant -1.0 : f64
  %h = arith.constant 1.5 : f16
  %one = arith.constant 1.0 : f32
  %i = arith.constant 2 : i32
  %0 = math.log %m : f32
  %1 = math.log2 %mz : f32
  %2 = math.sqrt %m : f32
  %3 = math.log1p %m : f32
  %4 = math.log10 %md : f64
  %5 = math.cbrt %one : f32
  %6 = math.exp %h : f16
  %7 = math.rsqrt %one : f32
  %8 = math.fma %one, %one, %one : f32
  %9 = math.clampf %one to [%one, %one] : f32
  %10 = math.fpowi %one, %i : f32, i32
  %s, %c = math.sincos %one : f32
  %11 = math.exp %x : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %s, %c, %11 : f32, f32, f32, f32, f64, f32, f16, f32, f32, f32, f32, f32, f32, f32
}

// Exact operations fold on every float kind.
func.func @exact() -> (f32, f32, f32, f32, f32, f32, f16, bf16, f64, f16, f32, f64, f32, f32, f32, f32) {
  %a = arith.constant -2.5 : f32
  %b = arith.constant 3.5 : f32
  %h = arith.constant -1.25 : f16
  %bf = arith.constant 7.5 : bf16
  %d = arith.constant -0.5 : f64
  %0 = math.absf %a : f32
  %1 = math.ceil %a : f32
  %2 = math.floor %a : f32
  %3 = math.roundeven %a : f32
  %4 = math.round %a : f32
  %5 = math.trunc %b : f32
  %6 = math.floor %h : f16
  %7 = math.roundeven %bf : bf16
  %8 = math.ceil %d : f64
  %9 = math.absf %h : f16
  %10 = math.copysign %b, %a : f32
  %11 = math.round %d : f64
  %12 = math.roundeven %b : f32
  %13 = math.copysign %a, %b : f32
  %14 = math.trunc %a : f32
  %15 = math.ceil %b : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : f32, f32, f32, f32, f32, f32, f16, bf16, f64, f16, f32, f64, f32, f32, f32, f32
}

func.func @special() -> (f32, f64, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %z = arith.constant 0.0 : f32
  %nz = arith.constant -0.0 : f64
  %inf = arith.constant 0x7F800000 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %den = arith.constant 1.0e-40 : f32
  %one = arith.constant 1.0 : f16
  %0 = math.atan2 %z, %z : f32
  %1 = math.atan2 %nz, %nz : f64
  %2 = math.isnan %nan : f32
  %3 = math.isnan %inf : f32
  %4 = math.isinf %inf : f32
  %5 = math.isinf %one : f16
  %6 = math.isfinite %inf : f32
  %7 = math.isfinite %den : f32
  %8 = math.isnormal %den : f32
  %9 = math.isnormal %z : f32
  %10 = math.isnormal %one : f16
  %11 = math.isfinite %nan : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : f32, f64, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @ints() -> (i32, i8, i32, i32, i32, i64, i16, i8, index, i32, i32, i32, i32, i32, i32, i8) {
  %m = arith.constant -7 : i32
  %min = arith.constant -128 : i8
  %z = arith.constant 0 : i32
  %x = arith.constant 40 : i32
  %w = arith.constant 1099511627776 : i64
  %s = arith.constant 255 : i16
  %n = arith.constant 12 : index
  %two = arith.constant 2 : i32
  %neg = arith.constant -3 : i32
  %mone = arith.constant -1 : i32
  %one = arith.constant 1 : i32
  %three = arith.constant 3 : i8
  %five = arith.constant 5 : i8
  %0 = math.absi %m : i32
  %1 = math.absi %min : i8
  %2 = math.ctlz %z : i32
  %3 = math.ctlz %x : i32
  %4 = math.cttz %x : i32
  %5 = math.cttz %w : i64
  %6 = math.ctpop %s : i16
  %7 = math.ctpop %min : i8
  %8 = math.ctpop %n : index
  %9 = math.ipowi %two, %z : i32
  %10 = math.ipowi %two, %neg : i32
  %11 = math.ipowi %mone, %neg : i32
  %12 = math.ipowi %mone, %two : i32
  %13 = math.ipowi %one, %neg : i32
  %14 = math.ipowi %z, %neg : i32
  %15 = math.ipowi %three, %five : i8
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : i32, i8, i32, i32, i32, i64, i16, i8, index, i32, i32, i32, i32, i32, i32, i8
}
