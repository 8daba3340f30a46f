// RUN: ir-opt %s --canonicalize --split-input-file

// and/or/xor of two extensions of one type become one extension.
func.func @ext(%a: i8, %b: i8, %c: i16) -> (i32, i32, i32, i32, i32, i32, i32) {
  %ua = arith.extui %a : i8 to i32
  %ub = arith.extui %b : i8 to i32
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %uc = arith.extui %c : i16 to i32
  %0 = arith.andi %ua, %ub : i32
  %1 = arith.andi %sa, %sb : i32
  %2 = arith.ori %ua, %ub : i32
  %3 = arith.ori %sa, %sb : i32
  %4 = arith.xori %ua, %ub : i32
  %5 = arith.xori %sa, %sb : i32
  // Not rewritten: different source types, mixed extensions.
  %6 = arith.andi %ua, %uc : i32
  %7 = arith.ori %ua, %sb : i32
  %8 = arith.xori %6, %7 : i32
  return %0, %1, %2, %3, %4, %5, %8 : i32, i32, i32, i32, i32, i32, i32
}

// -----

// xori(cmpi, true) inverts the predicate.
func.func @not_cmp(%a: i32, %b: i32, %v: vector<2xi32>) -> (i1, i1, i1, vector<2xi1>) {
  %true = arith.constant true
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.xori %0, %true : i1
  %2 = arith.cmpi uge, %a, %b : i32
  %3 = arith.xori %true, %2 : i1
  %4 = arith.cmpi eq, %a, %b : i32
  %5 = arith.xori %4, %4 : i1
  %vt = arith.constant dense<true> : vector<2xi1>
  %6 = arith.cmpi ne, %v, %v : vector<2xi32>
  %w = arith.cmpi sgt, %v, %v : vector<2xi32>
  %7 = arith.xori %w, %vt : vector<2xi1>
  return %1, %3, %5, %7 : i1, i1, i1, vector<2xi1>
}

// -----

// cmpi eq/ne of two extensions of one type compares the sources.
func.func @cmp_ext(%a: i8, %b: i8, %c: i16) -> (i1, i1, i1, i1, i1) {
  %sa = arith.extsi %a : i8 to i32
  %sb = arith.extsi %b : i8 to i32
  %ua = arith.extui %a : i8 to i32
  %ub = arith.extui %b : i8 to i32
  %uc = arith.extui %c : i16 to i32
  %0 = arith.cmpi eq, %sa, %sb : i32
  %1 = arith.cmpi ne, %ua, %ub : i32
  // Not rewritten: an ordering predicate, different types, mixed.
  %2 = arith.cmpi slt, %sa, %sb : i32
  %3 = arith.cmpi eq, %ua, %uc : i32
  %4 = arith.cmpi ne, %sa, %ub : i32
  return %0, %1, %2, %3, %4 : i1, i1, i1, i1, i1
}

// -----

// A constant on the left of cmpi moves right, the predicate swapped.
func.func @cmp_swap(%a: i32, %v: vector<2xi32>) -> (i1, i1, i1, i1, i1, vector<2xi1>, i1) {
  %c5 = arith.constant 5 : i32
  %0 = arith.cmpi slt, %c5, %a : i32
  %1 = arith.cmpi uge, %c5, %a : i32
  %2 = arith.cmpi eq, %c5, %a : i32
  %3 = arith.cmpi ne, %c5, %a : i32
  %4 = arith.cmpi ule, %c5, %a : i32
  %vc = arith.constant dense<[1, 2]> : vector<2xi32>
  %5 = arith.cmpi sgt, %vc, %v : vector<2xi32>
  %6 = arith.cmpi sge, %a, %c5 : i32
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, i1, i1, vector<2xi1>, i1
}
