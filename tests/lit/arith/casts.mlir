// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// Every cast: integer and float widening and narrowing (with truncf's
// rounding modes and fast-math flags), int/float conversions, index casts
// (memrefs too), bitcasts and the scaling casts.
func.func @casts(%i8: i8, %i32: i32, %f16: f16, %f32: f32, %idx: index,
                 %v: vector<4xi32>, %vf: vector<4xf32>, %t: tensor<?xi32>,
                 %m: memref<4xi32>, %mf: memref<2xf32>,
                 %f4: f4E2M1FN, %s8: f8E8M0FNU) {
  %0 = arith.extsi %i8 : i8 to i32
  %1 = arith.extui %v : vector<4xi32> to vector<4xi64>
  %2 = arith.trunci %i32 : i32 to i8
  %3 = arith.trunci %i32 overflow<nsw> : i32 to i16
  %4 = arith.extf %f16 : f16 to f32
  %5 = arith.extf %f32 fastmath<contract> : f32 to f64
  %6 = arith.truncf %f32 : f32 to f16
  %7 = arith.truncf %f32 toward_zero : f32 to bf16
  %8 = arith.truncf %vf to_nearest_away fastmath<fast> : vector<4xf32> to vector<4xf16>
  %9 = arith.truncf %f32 upward : f32 to f16
  %10 = arith.truncf %f32 downward : f32 to f16
  %11 = arith.sitofp %i32 : i32 to f32
  %12 = arith.uitofp %v : vector<4xi32> to vector<4xf16>
  %13 = arith.fptosi %f32 : f32 to i64
  %14 = arith.fptoui %vf : vector<4xf32> to vector<4xi8>
  %15 = arith.index_cast %i32 : i32 to index
  %16 = arith.index_castui %idx : index to i64
  %17 = arith.index_cast %t : tensor<?xi32> to tensor<?xindex>
  %18 = arith.index_castui %m : memref<4xi32> to memref<4xindex>
  %19 = arith.bitcast %i32 : i32 to f32
  %20 = arith.bitcast %vf : vector<4xf32> to vector<4xi32>
  %21 = arith.bitcast %mf : memref<2xf32> to memref<2xi32>
  %22 = arith.bitcast %f16 : f16 to bf16
  %23 = arith.scaling_extf %f4, %s8 : f4E2M1FN, f8E8M0FNU to f32
  %24 = arith.scaling_extf %f4, %s8 fastmath<nnan> : f4E2M1FN, f8E8M0FNU to bf16
  %25 = arith.scaling_truncf %f32, %s8 : f32, f8E8M0FNU to f4E2M1FN
  %26 = arith.scaling_truncf %f32, %s8 toward_zero fastmath<fast> : f32, f8E8M0FNU to f4E2M1FN
  %27 = "arith.truncf"(%f32) <{roundingmode = 3 : i32}> : (f32) -> f16
  %28 = arith.truncf %f32 "upward" : f32 to f16
  return
}
