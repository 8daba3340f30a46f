// RUN: ir-opt %s -split-input-file -test-single-fold
// RUN: ir-opt %s -split-input-file -canonicalize
// The folds of affine.delinearize_index and affine.linearize_index:
// constant basis operands become static entries in place; a
// delinearization with one result is its input, a linearization of one
// index is that index and of none is 0; constant inputs fold when the
// whole basis is static (negative inputs use floor division).

func.func @delinearize_constant() -> (index, index, index) {
  %c = arith.constant 22 : index
  %0:3 = affine.delinearize_index %c into (2, 3, 4) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}

// -----

func.func @delinearize_unbounded() -> (index, index, index) {
  %c = arith.constant 77 : index
  %0:3 = affine.delinearize_index %c into (3, 4) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}

// -----

func.func @delinearize_negative() -> (index, index) {
  %c = arith.constant -7 : index
  %0:2 = affine.delinearize_index %c into (4) : index, index
  return %0#0, %0#1 : index, index
}

// -----

func.func @delinearize_constant_basis(%i: index, %n: index) -> (index, index, index) {
  %c8 = arith.constant 8 : index
  %0:3 = affine.delinearize_index %i into (%n, %c8, 4) : index, index, index
  return %0#0, %0#1, %0#2 : index, index, index
}

// -----

func.func @delinearize_then_constant() -> (index, index) {
  %c5 = arith.constant 5 : index
  %c13 = arith.constant 13 : index
  %0:2 = affine.delinearize_index %c13 into (%c5) : index, index
  return %0#0, %0#1 : index, index
}

// -----

func.func @delinearize_single(%i: index, %n: index) -> index {
  %0 = affine.delinearize_index %i into (%n) : index
  return %0 : index
}

// -----

func.func @delinearize_dynamic(%i: index, %n: index) -> (index, index) {
  %c = arith.constant 9 : index
  %0:2 = affine.delinearize_index %c into (%n) : index, index
  return %0#0, %0#1 : index, index
}

// -----

func.func @linearize_constant() -> (index, index) {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %0 = affine.linearize_index [%c1, %c2, %c3] by (5, 4, 6) : index
  %1 = affine.linearize_index disjoint [%c3, %c2, %c1] by (4, 6) : index
  return %0, %1 : index, index
}

// -----

func.func @linearize_trivial(%a: index) -> (index, index) {
  %0 = affine.linearize_index [] by () : index
  %1 = affine.linearize_index [%a] by (7) : index
  return %0, %1 : index, index
}

// -----

func.func @linearize_constant_basis(%a: index, %b: index, %n: index) -> index {
  %c6 = arith.constant 6 : index
  %0 = affine.linearize_index [%a, %b] by (%n, %c6) : index
  return %0 : index
}

// -----

func.func @linearize_not_constant(%a: index, %n: index) -> (index, index) {
  %c2 = arith.constant 2 : index
  %0 = affine.linearize_index [%a, %c2] by (3) : index
  %1 = affine.linearize_index [%c2, %c2] by (%n) : index
  return %0, %1 : index, index
}
