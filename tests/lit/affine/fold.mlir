// RUN: ir-opt %s -split-input-file -test-single-fold
// The affine ops' folds: affine.apply of constants and of a bare
// dimension or symbol, affine.min/max of constants (completely, or
// partly by rewriting the map in place; a bare symbol is not folded in
// MLIR 22), loop bounds whose operands are constants, and a loop that
// never runs replaced by its inits.

func.func @apply(%x: index, %n: index) -> (index, index, index, index) {
  %c5 = arith.constant 5 : index
  %c7 = arith.constant 7 : index
  %0 = affine.apply affine_map<(d0, d1) -> (d0 * 3 + d1 floordiv 2)>(%c5, %c7)
  %1 = affine.apply affine_map<(d0)[s0] -> (s0)>(%x)[%n]
  %2 = affine.apply affine_map<(d0)[s0] -> (d0)>(%x)[%n]
  %3 = affine.apply affine_map<(d0) -> (d0 mod 4 - 9)>(%c7)
  %4 = affine.apply affine_map<(d0) -> (d0 + 1)>(%x)
  return %0, %1, %2, %3 : index, index, index, index
}

// -----

func.func @min_max(%x: index) -> (index, index, index) {
  %c3 = arith.constant 3 : index
  %c10 = arith.constant 10 : index
  %0 = affine.min affine_map<(d0, d1) -> (d0, d1, 8)>(%c3, %c10)
  %1 = affine.max affine_map<(d0, d1) -> (d0, d1 + 2, 8)>(%c3, %c10)
  %2 = affine.max affine_map<()[s0] -> (s0)>()[%x]
  return %0, %1, %2 : index, index, index
}

// -----

func.func @min_partial(%x: index) -> index {
  %c10 = arith.constant 10 : index
  %0 = affine.min affine_map<(d0, d1) -> (d0 + 1, d1)>(%x, %c10)
  return %0 : index
}

// -----

func.func @loop_bounds(%n: index) {
  %c2 = arith.constant 2 : index
  %c9 = arith.constant 9 : index
  affine.for %i = affine_map<(d0) -> (d0 * 2)>(%c2) to min affine_map<(d0)[s0] -> (d0, s0 + 1)>(%c9)[%c9] {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = max affine_map<(d0) -> (d0, 1)>(%c2) to %n {
  }
  return
}

// -----

func.func @empty_loop(%x: f32) -> f32 {
  %r = affine.for %i = 10 to 3 iter_args(%a = %x) -> (f32) {
    %b = arith.addf %a, %a : f32
    affine.yield %b : f32
  }
  return %r : f32
}
