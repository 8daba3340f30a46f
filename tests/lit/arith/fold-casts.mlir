// RUN: ir-opt %s -split-input-file -test-single-fold
// Cast folds: exact float conversions only, integer conversions rounded
// to nearest-even, float-to-int toward zero (not out of range), bitcasts
// of scalars and dense constants.

func.func @int_casts() -> (i64, i64, i8, vector<2xi16>, index, i16) {
  %a = arith.constant -5 : i32
  %0 = arith.extsi %a : i32 to i64
  %1 = arith.extui %a : i32 to i64
  %2 = arith.trunci %a : i32 to i8
  %v = arith.constant dense<[300, -1]> : vector<2xi32>
  %3 = arith.trunci %v : vector<2xi32> to vector<2xi16>
  %4 = arith.index_castui %a : i32 to index
  %i = arith.constant 70000 : index
  %5 = arith.index_cast %i : index to i16
  return %0, %1, %2, %3, %4, %5 : i64, i64, i8, vector<2xi16>, index, i16
}

// -----

func.func @float_casts() -> (f64, f16, f16, bf16, vector<2xf16>, f32) {
  %a = arith.constant 0.1 : f32
  %0 = arith.extf %a : f32 to f64
  // 0.1 is not an f16: no fold.
  %1 = arith.truncf %a : f32 to f16
  %b = arith.constant 0.5 : f32
  %2 = arith.truncf %b : f32 to f16
  %3 = arith.truncf %b toward_zero : f32 to bf16
  %v = arith.constant dense<[1.0, 65504.0]> : vector<2xf32>
  %4 = arith.truncf %v : vector<2xf32> to vector<2xf16>
  %h = arith.constant 0x7C00 : f16
  %5 = arith.extf %h : f16 to f32
  return %0, %1, %2, %3, %4, %5 : f64, f16, f16, bf16, vector<2xf16>, f32
}

// -----

func.func @int_float() -> (f32, f16, bf16, i8, i8, i32, vector<2xi32>) {
  %a = arith.constant 16777217 : i32
  %0 = arith.sitofp %a : i32 to f32
  %m = arith.constant -1 : i16
  %1 = arith.uitofp %m : i16 to f16
  %2 = arith.sitofp %m : i16 to bf16
  %f = arith.constant -3.75 : f32
  %3 = arith.fptosi %f : f32 to i8
  // Negative to unsigned: no fold.
  %4 = arith.fptoui %f : f32 to i8
  %big = arith.constant 3.0e+10 : f64
  %5 = arith.fptosi %big : f64 to i32
  %v = arith.constant dense<[2.5, 1.0e+02]> : vector<2xf32>
  %6 = arith.fptoui %v : vector<2xf32> to vector<2xi32>
  return %0, %1, %2, %3, %4, %5, %6 : f32, f16, bf16, i8, i8, i32, vector<2xi32>
}

// -----

func.func @bitcasts() -> (f32, i16, vector<2xi32>, tensor<2xbf16>) {
  %a = arith.constant 1065353216 : i32
  %0 = arith.bitcast %a : i32 to f32
  %h = arith.constant 1.0 : f16
  %1 = arith.bitcast %h : f16 to i16
  %v = arith.constant dense<[1.0, -2.0]> : vector<2xf32>
  %2 = arith.bitcast %v : vector<2xf32> to vector<2xi32>
  %t = arith.constant dense<16256> : tensor<2xi16>
  %3 = arith.bitcast %t : tensor<2xi16> to tensor<2xbf16>
  return %0, %1, %2, %3 : f32, i16, vector<2xi32>, tensor<2xbf16>
}
