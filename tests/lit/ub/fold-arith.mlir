// RUN: ir-opt %s -split-input-file -test-single-fold
// arith folds with `ub.poison` operands, as MLIR 22's common folders:
// elementwise integer and float ops propagate poison (even with the other
// operand unknown) after their identity folds; shifts and comparisons do
// not fold; casts and `negf` propagate; `select` takes the other arm of a
// poison one; poison materializes as `ub.poison` (arith's materializer).

func.func @int_binary(%a: i32) -> (i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32) {
  %p = ub.poison : i32
  %0 = arith.addi %a, %p : i32
  %1 = arith.subi %p, %a : i32
  %2 = arith.muli %a, %p : i32
  %3 = arith.divsi %p, %a : i32
  %4 = arith.divui %a, %p : i32
  %5 = arith.ceildivsi %a, %p : i32
  %6 = arith.floordivsi %p, %a : i32
  %7 = arith.remui %a, %p : i32
  %8 = arith.andi %a, %p : i32
  %9 = arith.ori %p, %a : i32
  %10 = arith.maxsi %a, %p : i32
  %11 = arith.minui %p, %a : i32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11 : i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32, i32
}

// -----

// The identity folds come first: `x - x`, `x ^ x` are 0, `x * 0` is 0,
// `x | -1` is -1; `x / 0` with a poison `x` is poison.
func.func @identities_first() -> (i32, i32, i32, i32, i32, i32) {
  %p = ub.poison : i32
  %c0 = arith.constant 0 : i32
  %m1 = arith.constant -1 : i32
  %0 = arith.subi %p, %p : i32
  %1 = arith.xori %p, %p : i32
  %2 = arith.muli %p, %c0 : i32
  %3 = arith.ori %p, %m1 : i32
  %4 = arith.divui %p, %c0 : i32
  %5 = arith.andi %p, %c0 : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

// -----

func.func @shifts_and_compares(%a: i32, %f: f32) -> (i32, i32, i32, i1, i1) {
  %p = ub.poison : i32
  %q = ub.poison : f32
  %c1 = arith.constant 1 : i32
  %0 = arith.shli %a, %p : i32
  %1 = arith.shrsi %p, %c1 : i32
  %2 = arith.shrui %p, %p : i32
  %3 = arith.cmpi slt, %c1, %p : i32
  %4 = arith.cmpf olt, %q, %f : f32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i1, i1
}

// -----

func.func @float_binary(%a: f32) -> (f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %p = ub.poison : f32
  %one = arith.constant 1.0 : f32
  %0 = arith.addf %a, %p : f32
  %1 = arith.subf %p, %a : f32
  %2 = arith.mulf %p, %one : f32
  %3 = arith.divf %a, %p : f32
  %4 = arith.remf %p, %a : f32
  %5 = arith.maximumf %a, %p : f32
  %6 = arith.minnumf %p, %a : f32
  %7 = arith.negf %p : f32
  %8 = arith.addf %p, %one : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : f32, f32, f32, f32, f32, f32, f32, f32, f32
}

// -----

func.func @casts() -> (i64, i64, i8, f32, f32, i32, i32, f64, f16, index, index, f32, vector<4xindex>) {
  %p = ub.poison : i32
  %q = ub.poison : f32
  %v = ub.poison : vector<4xi32>
  %0 = arith.extsi %p : i32 to i64
  %1 = arith.extui %p : i32 to i64
  %2 = arith.trunci %p : i32 to i8
  %3 = arith.sitofp %p : i32 to f32
  %4 = arith.uitofp %p : i32 to f32
  %5 = arith.fptosi %q : f32 to i32
  %6 = arith.fptoui %q : f32 to i32
  %7 = arith.extf %q : f32 to f64
  %8 = arith.truncf %q : f32 to f16
  %9 = arith.index_cast %p : i32 to index
  %10 = arith.index_castui %p : i32 to index
  %11 = arith.bitcast %p : i32 to f32
  %12 = arith.index_cast %v : vector<4xi32> to vector<4xindex>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12 : i64, i64, i8, f32, f32, i32, i32, f64, f16, index, index, f32, vector<4xindex>
}

// -----

// A vector bitcast of poison does not fold (MLIR gives up on shaped
// results first).
func.func @vector_bitcast() -> vector<4xi32> {
  %p = ub.poison : vector<4xf32>
  %0 = arith.bitcast %p : vector<4xf32> to vector<4xi32>
  return %0 : vector<4xi32>
}

// -----

func.func @vectors(%a: vector<4xi32>) -> (vector<4xi32>, vector<4xi32>) {
  %p = ub.poison : vector<4xi32>
  %c = arith.constant dense<1> : vector<4xi32>
  %0 = arith.addi %a, %p : vector<4xi32>
  %1 = arith.muli %c, %p : vector<4xi32>
  return %0, %1 : vector<4xi32>, vector<4xi32>
}

// -----

func.func @select(%b: i1, %a: i32, %vb: vector<4xi1>, %va: vector<4xi32>) -> (i32, i32, i32, i32, vector<4xi32>) {
  %p = ub.poison : i32
  %pb = ub.poison : i1
  %pv = ub.poison : vector<4xi32>
  %c = arith.constant 1 : i32
  %0 = arith.select %b, %a, %p : i32
  %1 = arith.select %b, %p, %c : i32
  %2 = arith.select %pb, %a, %c : i32
  %3 = arith.select %b, %p, %p : i32
  %4 = arith.select %vb, %pv, %va : vector<4xi1>, vector<4xi32>
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, vector<4xi32>
}

// -----

func.func @extended(%a: i32) -> (i32, i32, i32, i32) {
  %p = ub.poison : i32
  %0, %1 = arith.mulsi_extended %a, %p : i32
  %2, %3 = arith.mului_extended %p, %a : i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}
