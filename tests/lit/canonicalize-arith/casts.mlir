// RUN: ir-opt %s --canonicalize --split-input-file

// index_cast round trips and index_cast of an extension.
func.func @index_cast(%i: index, %a: i8) -> (index, index, index, index, i64, i32) {
  %0 = arith.index_cast %i : index to i32
  %1 = arith.index_cast %0 : i32 to index
  %2 = arith.index_castui %i : index to i16
  %3 = arith.index_castui %2 : i16 to index
  %4 = arith.extsi %a : i8 to i32
  %5 = arith.index_cast %4 : i32 to index
  %6 = arith.extui %a : i8 to i32
  %7 = arith.index_castui %6 : i32 to index
  // Not rewritten: the round trip changes the type; mixed casts.
  %8 = arith.index_cast %i : index to i32
  %9 = arith.index_cast %8 : i32 to index
  %10 = arith.index_cast %9 : index to i64
  %11 = arith.index_castui %8 : i32 to index
  %12 = arith.index_cast %11 : index to i32
  return %1, %3, %5, %7, %10, %12 : index, index, index, index, i64, i32
}

// -----

func.func @bitcast(%a: i32, %f: f32) -> (f32, i32, f32) {
  %0 = arith.bitcast %a : i32 to f32
  %1 = arith.bitcast %0 : f32 to i32
  %2 = arith.bitcast %f : f32 to i32
  %3 = arith.bitcast %2 : i32 to f32
  %4 = arith.bitcast %f : f32 to i32
  %5 = arith.bitcast %4 : i32 to f32
  %6 = arith.addf %5, %f : f32
  return %6, %1, %3 : f32, i32, f32
}

// -----

// extsi(extui(x)) is extui(x); trunci of an extension keeps an extension
// when only extension bits are cut.
func.func @ext_trunc(%a: i8, %b: i16) -> (i64, i32, i32, i16, i16) {
  %0 = arith.extui %a : i8 to i32
  %1 = arith.extsi %0 : i32 to i64
  %2 = arith.extsi %a : i8 to i64
  %3 = arith.trunci %2 : i64 to i32
  %4 = arith.extui %a : i8 to i64
  %5 = arith.trunci %4 : i64 to i32
  // trunci to the source width folds; to a narrower width keeps a trunci.
  %6 = arith.extsi %b : i16 to i64
  %7 = arith.trunci %6 : i64 to i16
  %8 = arith.trunci %6 : i64 to i8
  %9 = arith.extsi %8 : i8 to i16
  return %1, %3, %5, %7, %9 : i64, i32, i32, i16, i16
}

// -----

// trunci(shrsi(x, c)) when c is the number of bits cut uses shrui.
func.func @shift(%x: i64, %v: vector<2xi64>) -> (i32, i32, i16, vector<2xi32>) {
  %c32 = arith.constant 32 : i64
  %c16 = arith.constant 16 : i64
  %0 = arith.shrsi %x, %c32 : i64
  %1 = arith.trunci %0 overflow<nsw> : i64 to i32
  %2 = arith.shrsi %x, %c16 : i64
  %3 = arith.trunci %2 : i64 to i32
  %4 = arith.shrsi %x, %c16 : i64
  %5 = arith.trunci %4 : i64 to i16
  %vc = arith.constant dense<32> : vector<2xi64>
  %6 = arith.shrsi %v, %vc : vector<2xi64>
  %7 = arith.trunci %6 : vector<2xi64> to vector<2xi32>
  return %1, %3, %5, %7 : i32, i32, i16, vector<2xi32>
}
