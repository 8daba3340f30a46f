// RUN: ir-opt %s --canonicalize --split-input-file
// RUN: ir-opt %s --canonicalize=disable-patterns=SelectToExtUI --split-input-file

func.func @redundant(%p: i1, %q: i1, %a: i32, %b: i32, %c: i32) -> (i32, i32, i32) {
  %0 = arith.select %p, %a, %b : i32
  %1 = arith.select %p, %0, %c : i32
  %2 = arith.select %p, %a, %b : i32
  %3 = arith.select %p, %c, %2 : i32
  // Not rewritten: different conditions.
  %4 = arith.select %q, %a, %b : i32
  %5 = arith.select %p, %4, %c : i32
  return %1, %3, %5 : i32, i32, i32
}

// -----

func.func @not_cond(%p: i1, %a: i32, %b: i32, %v: vector<2xi1>, %x: vector<2xf32>, %y: vector<2xf32>) -> (i32, vector<2xf32>) {
  %true = arith.constant true
  %n = arith.xori %p, %true : i1
  %0 = arith.select %n, %a, %b : i32
  // A splat all-ones constant is not an APIntAttr: not rewritten.
  %vt = arith.constant dense<true> : vector<2xi1>
  %vn = arith.xori %v, %vt : vector<2xi1>
  %1 = arith.select %vn, %x, %y : vector<2xi1>, vector<2xf32>
  return %0, %1 : i32, vector<2xf32>
}

// -----

func.func @constants(%p: i1, %q: i1) -> (i1, i32, i64, i32, f32, i1) {
  %false = arith.constant false
  %true = arith.constant true
  %0 = arith.select %p, %false, %true : i1
  %c1 = arith.constant 1 : i32
  %c0 = arith.constant 0 : i32
  %1 = arith.select %q, %c1, %c0 : i32
  %c1_64 = arith.constant 1 : i64
  %c0_64 = arith.constant 0 : i64
  %2 = arith.select %p, %c0_64, %c1_64 : i64
  // Not rewritten: other constants, floats.
  %c2 = arith.constant 2 : i32
  %3 = arith.select %q, %c2, %c0 : i32
  %f1 = arith.constant 1.0 : f32
  %f0 = arith.constant 0.0 : f32
  %4 = arith.select %q, %f1, %f0 : f32
  %5 = arith.select %p, %true, %q : i1
  return %0, %1, %2, %3, %4, %5 : i1, i32, i64, i32, f32, i1
}
