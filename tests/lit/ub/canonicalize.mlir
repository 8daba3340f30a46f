// RUN: ir-opt %s -split-input-file -canonicalize
// Poison through the canonicalizer: folds chain (a poison operand makes
// the next op poison), `ub.poison` constants are uniqued and hoisted like
// other constants, `select` and the `scf.if` it comes from drop a poison
// arm, and unused poison is erased. `ub.unreachable` stays.

func.func @chain(%a: i32, %b: i32) -> (i32, i32) {
  %p = ub.poison : i32
  %0 = arith.addi %a, %p : i32
  %1 = arith.muli %0, %b : i32
  %2 = arith.extsi %1 : i32 to i64
  %3 = arith.trunci %2 : i64 to i32
  %q = ub.poison : i32
  %4 = arith.subi %q, %b : i32
  return %3, %4 : i32, i32
}

// -----

func.func @dead() {
  %p = ub.poison : i32
  %q = ub.poison : vector<4xf32>
  return
}

// -----

func.func @select_and_if(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %p = ub.poison : i32
  %pc = ub.poison : i1
  %0 = arith.select %c, %p, %a : i32
  %1 = scf.if %c -> i32 {
    scf.yield %p : i32
  } else {
    scf.yield %b : i32
  }
  %2 = scf.if %pc -> i32 {
    scf.yield %a : i32
  } else {
    scf.yield %b : i32
  }
  return %0, %1, %2 : i32, i32, i32
}

// -----

func.func @unreachable(%c: i1, %m: memref<i32>) -> i32 {
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  %x = arith.constant 1 : i32
  memref.store %x, %m[] : memref<i32>
  ub.unreachable
^bb2:
  %y = arith.constant 2 : i32
  return %y : i32
}

// -----

func.func @affine_and_math(%f: f32) -> (index, f32) {
  %c0 = arith.constant 0 : index
  %c9 = arith.constant 9 : index
  %0 = affine.apply affine_map<(d0)[s0] -> (d0 floordiv s0 + 2)>(%c9)[%c0]
  %p = ub.poison : f32
  %1 = math.sin %p : f32
  %2 = arith.addf %1, %f : f32
  return %0, %2 : index, f32
}
