// RUN: ir-opt %s -split-input-file -test-single-fold
// RUN: ir-opt %s -split-input-file -canonicalize
// affine.apply folds to poison when its constant fold divides by zero
// (`floordiv`, `ceildiv`) or takes a modulo by a constant below 1; the
// affine dialect materializes it as `ub.poison`. A negative divisor
// divides. affine.min/max do not fold to poison, and a poison operand is
// no constant.

func.func @apply() -> (index, index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %m3 = arith.constant -3 : index
  %c7 = arith.constant 7 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%c7)[%c0]
  %1 = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%c7)[%c0]
  %2 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%c7)[%c0]
  %3 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0)>(%c7)[%m3]
  %4 = affine.apply affine_map<(d0)[s0] -> (d0 ceildiv s0)>(%c7)[%m3]
  %5 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%c7)[%m3]
  %6 = affine.apply affine_map<(d0) -> ((d0 mod 0) + 1)>(%c7)
  return %0, %1, %2, %3, %4, %5, %6 : index, index, index, index, index, index, index
}

// -----

func.func @not_poison(%i: index) -> (index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c5 = arith.constant 5 : index
  %p = ub.poison : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 mod s0)>(%i)[%c0]
  %1 = affine.min affine_map<(d0)[s0] -> (d0 floordiv s0, 3)>(%c5)[%c0]
  %2 = affine.max affine_map<(d0)[s0] -> (d0 floordiv s0, 3)>(%c5)[%c0]
  %3 = affine.apply affine_map<(d0) -> (d0 + 1)>(%p)
  return %0, %1, %2, %3 : index, index, index, index
}
