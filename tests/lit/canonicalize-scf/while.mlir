// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect
// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect --mlir-print-debuginfo

// MakeRegionBranchOpSuccessorInputsDead: %b is yielded back as its initial
// value; the first argument goes through scf.condition unchanged.
func.func @invariant_before_args(%a: i32, %b: i32, %c: i32) -> (i32, i32, i32) {
  %r:3 = scf.while (%x = %a, %y = %b, %z = %c) : (i32, i32, i32) -> (i32, i32, i32) {
    %cond = "test.cond"(%x, %y, %z) : (i32, i32, i32) -> i1
    scf.condition(%cond) %x, %y, %z : i32, i32, i32
  } do {
  ^bb0(%p: i32, %q: i32, %s: i32):
    %n = "test.next"(%s) : (i32) -> i32
    scf.yield %p, %b, %n : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// MakeRegionBranchOpSuccessorInputsDead: a value from outside passed by
// scf.condition is used directly.
func.func @invariant_value_yielded(%a: i32, %k: i32) -> (i32, i32) {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i32) {
    %cond = "test.cond"(%x) : (i32) -> i1
    %v = "test.value"(%x) : (i32) -> i32
    scf.condition(%cond) %v, %k : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.next"(%p, %q) : (i32, i32) -> i32
    scf.yield %n : i32
  }
  return %r#0, %r#1 : i32, i32
}

// WhileConditionTruth: the condition passed to `after` is true there.
func.func @condition_truth(%a: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i1) {
    %cond = "test.cond"(%x) : (i32) -> i1
    %v = "test.value"(%x) : (i32) -> i32
    scf.condition(%cond) %v, %cond : i32, i1
  } do {
  ^bb0(%p: i32, %q: i1):
    %n = "test.next"(%p, %q) : (i32, i1) -> i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}

// RemoveDeadRegionBranchOpSuccessorInputs: a result unused anywhere.
func.func @unused_result(%a: i32) -> i32 {
  %r:2 = scf.while (%x = %a) : (i32) -> (i32, i64) {
    %cond = "test.cond"(%x) : (i32) -> i1
    %v = "test.value"(%x) : (i32) -> i32
    %w = "test.other"(%x) : (i32) -> i64
    scf.condition(%cond) %v, %w : i32, i64
  } do {
  ^bb0(%p: i32, %q: i64):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r#0 : i32
}

// Negative: every value changes each iteration and is used.
func.func @kept(%a: i32) -> i32 {
  %r = scf.while (%x = %a) : (i32) -> i32 {
    %cond = "test.cond"(%x) : (i32) -> i1
    %v = "test.value"(%x) : (i32) -> i32
    scf.condition(%cond) %v : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
