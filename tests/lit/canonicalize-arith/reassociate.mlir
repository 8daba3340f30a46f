// RUN: ir-opt %s --canonicalize --split-input-file
// RUN: ir-opt %s --canonicalize=disable-patterns=AddIAddConstant,SubILHSSubConstantLHS --split-input-file

// The constant reassociations of addi, subi and muli; overflow flags are
// intersected (SubIRHSAddConstant drops them).
func.func @addi(%x: i32) -> (i32, i32, i32, i32) {
  %c3 = arith.constant 3 : i32
  %c5 = arith.constant 5 : i32
  %0 = arith.addi %x, %c3 overflow<nsw, nuw> : i32
  %1 = arith.addi %0, %c5 overflow<nsw> : i32
  %2 = arith.subi %x, %c3 : i32
  %3 = arith.addi %2, %c5 : i32
  %4 = arith.subi %c3, %x overflow<nuw> : i32
  %5 = arith.addi %4, %c5 overflow<nuw> : i32
  // The constant on the left moves right first (Commutative), then folds.
  %6 = arith.addi %c5, %0 : i32
  return %1, %3, %5, %6 : i32, i32, i32, i32
}

// -----

func.func @subi(%x: index) -> (index, index, index, index, index, index) {
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %a = arith.addi %x, %c3 overflow<nsw> : index
  %0 = arith.subi %a, %c10 overflow<nsw> : index
  %1 = arith.subi %c10, %a : index
  %s = arith.subi %x, %c3 : index
  %2 = arith.subi %s, %c10 : index
  %3 = arith.subi %c10, %s : index
  %t = arith.subi %c3, %x : index
  %4 = arith.subi %t, %c10 : index
  %5 = arith.subi %c10, %t : index
  return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
}

// -----

// Wrapping arithmetic in the combined constant; muli of muli.
func.func @wrap(%x: i8) -> (i8, i8) {
  %c100 = arith.constant 100 : i8
  %c-128 = arith.constant -128 : i8
  %0 = arith.addi %x, %c100 : i8
  %1 = arith.addi %0, %c100 : i8
  %c16 = arith.constant 16 : i8
  %2 = arith.muli %x, %c16 : i8
  %3 = arith.muli %2, %c16 : i8
  return %1, %3 : i8, i8
}

// -----

// subi(subi(a, b), a) -> subi(0, b); addi with muli by -1 -> subi.
func.func @negate(%a: i32, %b: i32, %v: vector<4xi32>, %w: vector<4xi32>) -> (i32, i32, i32, vector<4xi32>) {
  %0 = arith.subi %a, %b overflow<nsw> : i32
  %1 = arith.subi %0, %a overflow<nsw> : i32
  %m1 = arith.constant -1 : i32
  %2 = arith.muli %b, %m1 : i32
  %3 = arith.addi %a, %2 : i32
  %4 = arith.addi %2, %a : i32
  %vm1 = arith.constant dense<-1> : vector<4xi32>
  %5 = arith.muli %w, %vm1 : vector<4xi32>
  %6 = arith.addi %v, %5 : vector<4xi32>
  return %1, %3, %4, %6 : i32, i32, i32, vector<4xi32>
}

// -----

// Not reassociated: non-constant operands, splat constants (not APIntAttr),
// a muli by -2, subi(subi(a, b), b).
func.func @negative(%x: i32, %y: i32, %v: vector<2xi32>) -> (i32, i32, vector<2xi32>, i32, i32) {
  %0 = arith.addi %x, %y : i32
  %1 = arith.addi %0, %y : i32
  %c = arith.constant dense<3> : vector<2xi32>
  %2 = arith.addi %v, %c : vector<2xi32>
  %3 = arith.addi %2, %c : vector<2xi32>
  %m2 = arith.constant -2 : i32
  %4 = arith.muli %y, %m2 : i32
  %5 = arith.addi %x, %4 : i32
  %6 = arith.subi %x, %y : i32
  %7 = arith.subi %6, %y : i32
  return %1, %5, %3, %7, %6 : i32, i32, vector<2xi32>, i32, i32
}
