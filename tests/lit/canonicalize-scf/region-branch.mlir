// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect

// MLIR 22's RegionBranchOpInterface patterns on scf's region-branch ops.

// RemoveDuplicateSuccessorInputUses: both iteration arguments start at %x
// and take the same value on the back edge.
func.func @for_duplicates(%lb: index, %ub: index, %s: index, %x: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %z = "test.op"(%a, %b) : (i32, i32) -> i32
    scf.yield %z, %z : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// Not duplicates: the back edge passes different values.
func.func @for_not_duplicates(%lb: index, %ub: index, %s: index, %x: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %x) -> (i32, i32) {
    %z = "test.op"(%a) : (i32) -> i32
    %w = "test.op"(%b) : (i32) -> i32
    scf.yield %z, %w : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// MakeRegionBranchOpSuccessorInputsDead: %b only ever holds %y.
func.func @for_forwarded(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, i32) {
    "test.use"(%a, %b) : (i32, i32) -> ()
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// RemoveDeadRegionBranchOpSuccessorInputs: %b and its result are unused,
// but the set of %a is live.
func.func @for_dead(%lb: index, %ub: index, %s: index, %x: i32, %y: i32) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %z = "test.op"(%a) : (i32) -> i32
    %w = "test.op"() : () -> i32
    scf.yield %z, %w : i32, i32
  }
  return %r#0 : i32
}

// scf.if: a value from outside yielded by both branches replaces its
// result; values from inside do not.
func.func @if_same_value(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %a = "test.op"() : () -> i32
    scf.yield %x, %a, %y : i32, i32, i32
  } else {
    %b = "test.op"() : () -> i32
    scf.yield %x, %b, %b : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// scf.if: results that are unused or duplicates go.
func.func @if_unused(%c: i1) -> i32 {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %a = "test.op"() : () -> i32
    scf.yield %a, %a, %a : i32, i32, i32
  } else {
    %b = "test.op"() : () -> i32
    scf.yield %b, %b, %b : i32, i32, i32
  }
  return %r#1 : i32
}

// scf.execute_region: a value from outside replaces its result, one from
// inside stays.
func.func @execute_region(%x: i32) -> (i32, i32) {
  %r:3 = scf.execute_region -> (i32, i32, i32) no_inline {
    %a = "test.op"() : () -> i32
    scf.yield %x, %a, %a : i32, i32, i32
  }
  return %r#0, %r#2 : i32, i32
}

// scf.index_switch: unused results go.
func.func @index_switch(%i: index, %x: i32) -> i32 {
  %r:2 = scf.index_switch %i -> i32, i32
  case 1 {
    %a = "test.op"() : () -> i32
    scf.yield %a, %x : i32, i32
  }
  default {
    %b = "test.op"() : () -> i32
    scf.yield %b, %x : i32, i32
  }
  return %r#1 : i32
}

// scf.while: %b goes around unchanged.
func.func @while_invariant(%x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.op"(%p) : (i32) -> i32
    scf.yield %n, %q : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// scf.while: a duplicated condition argument and an unused one.
func.func @while_duplicated(%x: i32, %y: i32) -> (i32, i32) {
  %r:3 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32, i32) {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a, %a, %b : i32, i32, i32
  } do {
  ^bb0(%p: i32, %p2: i32, %q: i32):
    %n = "test.op"(%p, %p2) : (i32, i32) -> i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// scf.while: the result of %b is unused but `after` uses its argument,
// so nothing goes.
func.func @while_live(%x: i32, %y: i32) -> i32 {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.condition(%c) %a, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    %n = "test.op"(%p) : (i32) -> i32
    %m = "test.op"(%q) : (i32) -> i32
    scf.yield %n, %m : i32, i32
  }
  return %r#0 : i32
}
