// RUN: ir-opt %s -split-input-file -test-single-fold
// RUN: ir-opt %s -split-input-file -canonicalize
// vector folds that make poison: an extract from a poison vector (at any
// position), an extract or insert at the static poison position -1, and
// a broadcast, shape cast or transpose of poison. A constant position
// operand becomes a static entry in place first (when in bounds or -1),
// so a constant -1 is poison only on the next fold: with
// -test-single-fold it is left static, with -canonicalize it folds.

func.func @extract(%v: vector<4x3xf32>, %i: index) -> (f32, vector<3xf32>, f32, f32) {
  %p = ub.poison : vector<4xf32>
  %0 = vector.extract %v[-1, 0] : f32 from vector<4x3xf32>
  %1 = vector.extract %v[-1] : vector<3xf32> from vector<4x3xf32>
  %2 = vector.extract %p[1] : f32 from vector<4xf32>
  %3 = vector.extract %p[%i] : f32 from vector<4xf32>
  return %0, %1, %2, %3 : f32, vector<3xf32>, f32, f32
}

// -----

func.func @insert(%v: vector<4xf32>, %s: f32) -> (vector<4xf32>, vector<4xf32>, vector<4xf32>) {
  %p = ub.poison : vector<4xf32>
  %q = ub.poison : f32
  %0 = vector.insert %s, %v[-1] : f32 into vector<4xf32>
  // Inserting into poison, or inserting poison, is not folded.
  %1 = vector.insert %s, %p[1] : f32 into vector<4xf32>
  %2 = vector.insert %q, %v[1] : f32 into vector<4xf32>
  return %0, %1, %2 : vector<4xf32>, vector<4xf32>, vector<4xf32>
}

// -----

func.func @constant_positions(%v: vector<4x3xf32>, %s: f32, %w: vector<4xf32>) -> (f32, f32, f32, f32, vector<4xf32>, vector<4xf32>) {
  %m1 = arith.constant -1 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %m5 = arith.constant -5 : index
  %0 = vector.extract %v[%m1, 0] : f32 from vector<4x3xf32>
  %1 = vector.extract %v[%c1, %c1] : f32 from vector<4x3xf32>
  %2 = vector.extract %v[%c7, 0] : f32 from vector<4x3xf32>
  %3 = vector.extract %v[%m5, %c1] : f32 from vector<4x3xf32>
  %4 = vector.insert %s, %w[%m1] : f32 into vector<4xf32>
  %5 = vector.insert %s, %w[%c1] : f32 into vector<4xf32>
  return %0, %1, %2, %3, %4, %5 : f32, f32, f32, f32, vector<4xf32>, vector<4xf32>
}

// -----

func.func @poison_sources() -> (vector<4xf32>, vector<2x4xf32>, vector<2x2xf32>, vector<3x2xf32>, vector<4xi32>) {
  %s = ub.poison : f32
  %v = ub.poison : vector<4xf32>
  %m = ub.poison : vector<2x3xf32>
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<2x4xf32>
  %2 = vector.shape_cast %v : vector<4xf32> to vector<2x2xf32>
  %3 = vector.transpose %m, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  // Not folded: a bitcast of poison.
  %4 = vector.bitcast %v : vector<4xf32> to vector<4xi32>
  return %0, %1, %2, %3, %4 : vector<4xf32>, vector<2x4xf32>, vector<2x2xf32>, vector<3x2xf32>, vector<4xi32>
}

// -----

// A poison index operand is not a constant position.
func.func @poison_index(%v: vector<4xf32>, %s: f32) -> (f32, vector<4xf32>) {
  %p = ub.poison : index
  %0 = vector.extract %v[%p] : f32 from vector<4xf32>
  %1 = vector.insert %s, %v[%p] : f32 into vector<4xf32>
  return %0, %1 : f32, vector<4xf32>
}
