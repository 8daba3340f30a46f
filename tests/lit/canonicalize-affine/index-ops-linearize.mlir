// RUN: ir-opt %s --canonicalize --split-input-file
// RUN: ir-opt %s --canonicalize="disable-patterns='(anonymous namespace)::CancelLinearizeOfDelinearizePortion,(anonymous namespace)::DropLinearizeLeadingZero'" --split-input-file

// CancelLinearizeOfDelinearizePortion: all results of a delinearization
// linearized under its basis give back its input.
func.func @cancel_all(%x: index) -> index {
  %0:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %0#2] by (2, 4, 8) : index
  return %1 : index
}

// -----

// A run inside a longer linearization merges into one index of the
// product; the other results keep their values through a residual
// delinearization.
func.func @cancel_portion(%x: index, %y: index) -> (index, index) {
  %0:3 = affine.delinearize_index %x into (2, 4, 8) : index, index, index
  %1 = affine.linearize_index [%y, %0#1, %0#2] by (3, 4, 8) : index
  %2 = arith.addi %0#0, %0#1 : index
  return %1, %2 : index, index
}

// -----

// Dynamic entries: the product is an affine.apply.
func.func @cancel_dynamic(%x: index, %n: index, %m: index, %y: index) -> index {
  %0:3 = affine.delinearize_index %x into (%n, %m, 4) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %y] by (%n, %m, 5) : index
  return %1 : index
}

// -----

// No outer bound on the delinearization, but a disjoint linearization.
func.func @cancel_disjoint(%x: index) -> index {
  %0:2 = affine.delinearize_index %x into (8) : index, index
  %1 = affine.linearize_index disjoint [%0#0, %0#1] by (5, 8) : index
  return %1 : index
}

// -----

// Both at the front with no outer bound: the merged size stays unknown.
func.func @cancel_front_unbounded(%x: index, %y: index) -> (index, index) {
  %0:3 = affine.delinearize_index %x into (4, 8) : index, index, index
  %1 = affine.linearize_index [%0#0, %0#1, %y] by (4, 5) : index
  return %1, %0#2 : index, index
}

// -----

// Negative: the bounds differ, the order differs.
func.func @cancel_negative(%x: index) -> (index, index) {
  %0:2 = affine.delinearize_index %x into (4, 8) : index, index
  %1 = affine.linearize_index [%0#0, %0#1] by (4, 16) : index
  %2 = affine.linearize_index [%0#1, %0#0] by (8, 4) : index
  return %1, %2 : index, index
}

// -----

// DropLinearizeLeadingZero: a leading 0 goes with its bound.
func.func @leading_zero(%a: index, %b: index, %n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index [%c0, %a, %b] by (%n, 3, 4) : index
  %1 = affine.linearize_index disjoint [%c0, %a, %b] by (3, 4) : index
  %2 = affine.linearize_index [%c0] by (%n) : index
  return %0, %1, %2 : index, index, index
}

// -----

// Negative: the leading index is not 0.
func.func @leading_zero_negative(%a: index, %b: index) -> index {
  %c2 = arith.constant 2 : index
  %0 = affine.linearize_index [%c2, %a, %b] by (5, 3, 4) : index
  return %0 : index
}

// -----

// DropLinearizeUnitComponentsIfDisjointOrZero: unit entries go when
// disjoint, or when their index is 0.
func.func @unit_components(%a: index, %b: index, %c: index, %n: index) -> (index, index, index) {
  %c0 = arith.constant 0 : index
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (%n, 1, 4) : index
  %1 = affine.linearize_index [%a, %c0, %c] by (5, 1, 4) : index
  %2 = affine.linearize_index disjoint [%a, %b] by (1, 1) : index
  return %0, %1, %2 : index, index, index
}

// -----

// Negative: not disjoint and a nonzero index of a unit entry.
func.func @unit_components_negative(%a: index, %b: index, %c: index) -> index {
  %0 = affine.linearize_index [%a, %b, %c] by (5, 1, 4) : index
  return %0 : index
}
