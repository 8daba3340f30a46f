// RUN: ir-opt %s --canonicalize --split-input-file --allow-unregistered-dialect

// AffineParallelOp::fold: an affine.apply feeding a bound is composed
// into the bound map; the other bound keeps its operands.
func.func @compose_lower(%n: index, %m: index) {
  %0 = affine.apply affine_map<(d0) -> (d0 * 2 + 1)>(%n)
  affine.parallel (%i) = (%0) to (%m) {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// Both bounds, with min/max groups: each group's results stay.
func.func @compose_groups(%n: index, %m: index, %k: index) {
  %0 = affine.apply affine_map<(d0) -> (d0 + 4)>(%n)
  %1 = affine.apply affine_map<()[s0] -> (s0 * 8)>()[%m]
  affine.parallel (%i, %j) = (max(%0, %k), 0) to (%1, min(%n, %0 + 3)) step (2, 1) {
    "test.use"(%i, %j) : (index, index) -> ()
  }
  return
}

// -----

// Symbols: a bound operand that is a symbol prints as symbol(%x).
func.func @symbols(%n: index) {
  %c = arith.constant 16 : index
  %0 = affine.apply affine_map<()[s0] -> (s0 floordiv 4)>()[%n]
  affine.parallel (%i) = (0) to (%0 + symbol(%n)) {
    affine.parallel (%j) = (%i) to (symbol(%n) + %i) {
      "test.use"(%j) : (index) -> ()
    }
  }
  return
}

// -----

// Constant operands become constants in the map; duplicate operands merge.
func.func @constants(%n: index) {
  %c4 = arith.constant 4 : index
  affine.parallel (%i) = (%c4) to (%n + %n) {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// Negative: nothing to compose, the op is unchanged.
func.func @nothing(%n: index, %m: index) {
  %r = affine.parallel (%i, %j) = (0, max(%n, %m)) to (%n, 10) reduce ("addf") -> (f32) {
    %c = arith.constant 1.0 : f32
    affine.yield %c : f32
  }
  "test.use"(%r) : (f32) -> ()
  return
}
