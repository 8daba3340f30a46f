// RUN: ir-opt %s --canonicalize --split-input-file

// Two negations cancel in mulf and divf; the root's fast-math flags stay.
func.func @negf(%x: f32, %y: f32, %z: f64) -> (f32, f32, f32) {
  %nx = arith.negf %x : f32
  %ny = arith.negf %y fastmath<nnan> : f32
  %0 = arith.mulf %nx, %ny fastmath<fast> : f32
  %1 = arith.divf %nx, %ny : f32
  // Not rewritten: one negation.
  %2 = arith.mulf %nx, %y : f32
  return %0, %1, %2 : f32, f32, f32
}

// -----

// truncf of an int-to-float conversion converts straight to the narrower
// type, unless it has a rounding mode.
func.func @truncf(%a: i32, %b: i16) -> (f16, bf16, f16) {
  %0 = arith.sitofp %a : i32 to f32
  %1 = arith.truncf %0 : f32 to f16
  %2 = arith.uitofp %b : i16 to f64
  %3 = arith.truncf %2 : f64 to bf16
  %4 = arith.truncf %0 downward : f32 to f16
  return %1, %3, %4 : f16, bf16, f16
}

// -----

// cmpf of a converted integer and a constant becomes cmpi, or a constant.
func.func @cmpf(%a: i16, %b: i8, %c: i64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %sa = arith.sitofp %a : i16 to f32
  %ub = arith.uitofp %b : i8 to f32
  %sc = arith.sitofp %c : i64 to f32
  %c3 = arith.constant 3.0 : f32
  %c3_5 = arith.constant 3.5 : f32
  %cm3_5 = arith.constant -3.5 : f32
  %big = arith.constant 1.0e+6 : f32
  %nan = arith.constant 0x7FC00000 : f32
  %c2p40 = arith.constant 1.09951163e+12 : f32
  %0 = arith.cmpf olt, %sa, %c3 : f32
  %1 = arith.cmpf oeq, %sa, %c3_5 : f32
  %2 = arith.cmpf ult, %ub, %c3_5 : f32
  %3 = arith.cmpf ogt, %sa, %cm3_5 : f32
  %4 = arith.cmpf ule, %ub, %cm3_5 : f32
  %5 = arith.cmpf olt, %sa, %big : f32
  %6 = arith.cmpf ord, %sa, %c3 : f32
  %7 = arith.cmpf uno, %ub, %c3 : f32
  %8 = arith.cmpf one, %ub, %c3_5 : f32
  // Not rewritten: a NaN, an i64 the float cannot hold exactly near the
  // constant, a non-constant.
  %9 = arith.cmpf olt, %sa, %nan : f32
  %10 = arith.cmpf olt, %sc, %c2p40 : f32
  %11 = arith.cmpf olt, %sa, %ub : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}
