// RUN: ir-opt %s --canonicalize --split-input-file
// RUN: ir-opt %s --canonicalize="disable-patterns='(anonymous namespace)::CancelDelinearizeOfLinearizeDisjointExactTail,(anonymous namespace)::SplitDelinearizeSpanningLastLinearizeArg'" --split-input-file

// CancelDelinearizeOfLinearizeDisjointExactTail: the same basis cancels
// entirely.
func.func @cancel_exact(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (3, 4, 5) : index
  %1:3 = affine.delinearize_index %0 into (3, 4, 5) : index, index, index
  return %1#0, %1#1, %1#2 : index, index, index
}

// -----

// A common tail of the basis cancels; the rest stays (dynamic entries
// too, compared as values).
func.func @cancel_tail(%a: index, %b: index, %c: index, %n: index) -> (index, index, index) {
  %0 = affine.linearize_index disjoint [%a, %b, %c] by (6, %n, 5) : index
  %1:4 = affine.delinearize_index %0 into (2, 3, %n, 5) : index, index, index, index
  return %1#0, %1#1, %1#3 : index, index, index
}

// -----

// Without an outer bound on either side.
func.func @cancel_no_outer(%a: index, %b: index) -> (index, index) {
  %0 = affine.linearize_index disjoint [%a, %b] by (8) : index
  %1:2 = affine.delinearize_index %0 into (8) : index, index
  return %1#0, %1#1 : index, index
}

// -----

// Negative: not disjoint, or a different last basis entry.
func.func @cancel_negative(%a: index, %b: index) -> (index, index, index, index) {
  %0 = affine.linearize_index [%a, %b] by (3, 4) : index
  %1:2 = affine.delinearize_index %0 into (3, 4) : index, index
  %2 = affine.linearize_index disjoint [%a, %b] by (3, 4) : index
  %3:2 = affine.delinearize_index %2 into (4, 3) : index, index
  return %1#0, %1#1, %3#0, %3#1 : index, index, index, index
}

// -----

// DropUnitExtentBasis: results of unit basis entries are 0.
func.func @drop_unit(%x: index, %n: index) -> (index, index, index, index) {
  %c1 = arith.constant 1 : index
  %0:4 = affine.delinearize_index %x into (1, %n, %c1, 4) : index, index, index, index
  return %0#0, %0#1, %0#2, %0#3 : index, index, index, index
}

// -----

// Every entry a unit: all results are 0; with no outer bound the first
// result stays.
func.func @drop_unit_all(%x: index) -> (index, index, index) {
  %0:2 = affine.delinearize_index %x into (1, 1) : index, index
  %1:2 = affine.delinearize_index %x into (1) : index, index
  return %0#0, %1#0, %1#1 : index, index, index
}

// -----

// Negative: no unit entry.
func.func @drop_unit_negative(%x: index, %n: index) -> (index, index) {
  %0:2 = affine.delinearize_index %x into (%n, 4) : index, index
  return %0#0, %0#1 : index, index
}

// -----

// SplitDelinearizeSpanningLastLinearizeArg: the last entries spanning the
// last linearized index delinearize it directly.
func.func @split(%z: index, %y: index, %x: index) -> (index, index, index, index) {
  %0 = affine.linearize_index disjoint [%z, %y, %x] by (3, 2, 32) : index
  %1:4 = affine.delinearize_index %0 into (2, 3, 8, 4) : index, index, index, index
  return %1#0, %1#1, %1#2, %1#3 : index, index, index, index
}

// -----

// Negative: overshooting the last entry, a dynamic entry while scanning,
// a single element, not disjoint.
func.func @split_negative(%z: index, %x: index, %n: index) -> (index, index, index, index, index, index, index, index) {
  %0 = affine.linearize_index disjoint [%z, %x] by (3, 32) : index
  %1:3 = affine.delinearize_index %0 into (2, 16, 6) : index, index, index
  %2 = affine.linearize_index disjoint [%z, %x] by (3, 32) : index
  %3:3 = affine.delinearize_index %2 into (2, %n, 16) : index, index, index
  %4 = affine.linearize_index [%z, %x] by (3, 32) : index
  %5:2 = affine.delinearize_index %4 into (8, 12) : index, index
  return %1#0, %1#1, %1#2, %3#0, %3#1, %3#2, %5#0, %5#1 : index, index, index, index, index, index, index, index
}
