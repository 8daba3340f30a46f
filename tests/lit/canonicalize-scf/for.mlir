// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect
// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect --mlir-print-debuginfo

// Region-branch patterns: a value yielded unchanged, one unused whose
// initial value is yielded, one unused with an unused result; one kept.
func.func @iter_args(%lb: index, %ub: index, %step: index, %a: i32, %b: i32, %c: i32, %d: i32) -> (i32, i32, i32) {
  %r:4 = scf.for %i = %lb to %ub step %step iter_args(%x = %a, %y = %b, %z = %c, %w = %d) -> (i32, i32, i32, i32) {
    %n = "test.next"(%w) : (i32) -> i32
    %m = "test.other"() : () -> i32
    scf.yield %x, %b, %m, %n : i32, i32, i32, i32
  }
  return %r#0, %r#1, %r#3 : i32, i32, i32
}

// Region-branch patterns: all values forwarded, the loop keeps its body.
func.func @iter_args_all(%lb: index, %ub: index, %step: index, %a: i32) -> i32 {
  %r = scf.for %i = %lb to %ub step %step iter_args(%x = %a) -> (i32) {
    "test.body"(%i) : (index) -> ()
    scf.yield %x : i32
  }
  return %r : i32
}

// Region-branch patterns keep unsignedCmp and discardable attributes.
func.func @iter_args_attrs(%lb: i32, %ub: i32, %step: i32, %a: i32) -> i32 {
  %r = scf.for unsigned %i = %lb to %ub step %step iter_args(%x = %a) -> (i32) : i32 {
    "test.body"(%i) : (i32) -> ()
    scf.yield %x : i32
  } {test.tag = 1 : i32}
  return %r : i32
}

// SimplifyTrivialLoops: equal bounds, no iteration, one iteration.
func.func @trivial(%lb: index, %a: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c8 = arith.constant 8 : index
  %r0 = scf.for %i = %lb to %lb step %c4 iter_args(%x = %a) -> (i32) {
    %n = "test.never"(%x) : (i32) -> i32
    scf.yield %n : i32
  }
  %r1 = scf.for %i = %c8 to %c4 step %c4 iter_args(%x = %a) -> (i32) {
    %n = "test.never"(%x) : (i32) -> i32
    scf.yield %n : i32
  }
  %r2 = scf.for %i = %c0 to %c4 step %c8 iter_args(%x = %a) -> (i32) {
    %n = "test.once"(%i, %x) : (index, i32) -> i32
    scf.yield %n : i32
  }
  return %r0, %r1, %r2 : i32, i32, i32
}

// Negative: MLIR 22 does not read `ub = lb + c` as a span of c.
func.func @trivial_addi(%lb: index, %a: i32) -> i32 {
  %c4 = arith.constant 4 : index
  %ub = arith.addi %lb, %c4 : index
  %r = scf.for %i = %lb to %ub step %c4 iter_args(%x = %a) -> (i32) {
    %n = "test.once"(%i, %x) : (index, i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}

// SimplifyTrivialLoops: an empty loop of many iterations yielding values
// from outside is replaced by them.
func.func @empty_loop(%a: i32, %b: i32) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r:2 = scf.for %i = %c0 to %c4 step %c1 iter_args(%x = %a, %y = %a) -> (i32, i32) {
    scf.yield %b, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// Negative: dynamic bounds, a body with effects, more than one iteration.
func.func @kept(%lb: index, %ub: index, %a: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %lb to %ub step %c1 iter_args(%x = %a) -> (i32) {
    %n = "test.next"(%x) : (i32) -> i32
    scf.yield %n : i32
  }
  scf.for %i = %c0 to %c4 step %c1 {
    "test.effect"(%i) : (index) -> ()
  }
  return %r : i32
}
// SimplifyTrivialLoops: no iteration whatever the step.
func.func @zero_dynamic_step(%s: index, %x: i32) -> i32 {
  %c8 = arith.constant 8 : index
  %c4 = arith.constant 4 : index
  %r = scf.for %i = %c8 to %c4 step %s iter_args(%y = %x) -> (i32) {
    %n = "test.n"(%y) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
// SimplifyTrivialLoops: unsignedCmp bounds compare unsigned (-1 > 4).
func.func @unsigned_bounds(%x: i32) -> i32 {
  %m1 = arith.constant -1 : i32
  %c4 = arith.constant 4 : i32
  %c8 = arith.constant 8 : i32
  %r = scf.for unsigned %i = %m1 to %c4 step %c8 iter_args(%y = %x) -> (i32) : i32 {
    %n = "test.n"(%y) : (i32) -> i32
    scf.yield %n : i32
  }
  %r2 = scf.for %i = %m1 to %c4 step %c8 iter_args(%y = %r) -> (i32) : i32 {
    %n = "test.m"(%i, %y) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r2 : i32
}
// Negative: two iterations; an empty loop with a dynamic bound.
func.func @two_iterations(%x: i32, %lb: index) -> i32 {
  %c4 = arith.constant 4 : index
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c3 = arith.constant 3 : index
  %r = scf.for %i = %c0 to %c4 step %c3 iter_args(%y = %x) -> (i32) {
    %n = "test.two"(%y) : (i32) -> i32
    scf.yield %n : i32
  }
  %r2 = scf.for %i = %lb to %c4 step %c4 iter_args(%y = %r) -> (i32) {
    scf.yield %x : i32
  }
  return %r2 : i32
}
