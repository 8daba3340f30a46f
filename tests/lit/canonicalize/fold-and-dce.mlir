// RUN: ir-opt %s -canonicalize
// RUN: ir-opt %s -canonicalize=top-down=false
// RUN: ir-opt %s -canonicalize=max-iterations=1
// RUN: ir-opt %s -canonicalize=region-simplify=disabled
// RUN: ir-opt %s -canonicalize=test-convergence=true
// RUN: ir-opt %s -pass-pipeline=builtin.module(func.func(canonicalize{top-down=false}))

// Constant folding chains, dead code, constants uniqued and hoisted to the
// entry block, across functions processed separately.

func.func @chain(%a: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %s = arith.addi %c1, %c2 : i32
  %t = arith.muli %s, %c2 : i32
  %dead = arith.subi %a, %t : i32
  %z = arith.constant 0 : i32
  %r = arith.addi %a, %z : i32
  %u = arith.addi %r, %t : i32
  return %u : i32
}

func.func @dup_constants(%a: i64) -> (i64, i64, i64) {
  %x = arith.constant 7 : i64
  %b = arith.addi %a, %x : i64
  %y = arith.constant 7 : i64
  %c = arith.muli %b, %y : i64
  %z = arith.constant 7 : i64
  return %b, %c, %z : i64, i64, i64
}

func.func @nested(%a: index, %b: i1) -> index {
  %c0 = arith.constant 0 : index
  %r = scf.if %b -> index {
    %c3 = arith.constant 3 : index
    %c4 = arith.constant 4 : index
    %s = arith.addi %c3, %c4 : index
    %v = arith.addi %a, %s : index
    scf.yield %v : index
  } else {
    %w = arith.addi %a, %c0 : index
    scf.yield %w : index
  }
  return %r : index
}
