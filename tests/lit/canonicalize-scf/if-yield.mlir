// RUN: ir-opt %s --canonicalize=disable-patterns=ConvertTrivialIfToSelect --allow-unregistered-dialect

// With ConvertTrivialIfToSelect off, ReplaceIfYieldWithConditionOrValue
// turns yielded true/false into the condition or its negation, and a
// value yielded by both branches into that value.
func.func @yield_condition(%c: i1, %x: i32) -> (i1, i1, i32) {
  %r:3 = scf.if %c -> (i1, i1, i32) {
    %t = arith.constant true
    %f = arith.constant false
    "test.side"() : () -> ()
    scf.yield %t, %f, %x : i1, i1, i32
  } else {
    %t = arith.constant true
    %f = arith.constant false
    "test.side"() : () -> ()
    scf.yield %f, %t, %x : i1, i1, i32
  }
  return %r#0, %r#1, %r#2 : i1, i1, i32
}

// Negative: the same constant on both sides, and an unused result.
func.func @yield_same_constant(%c: i1) -> i1 {
  %r:2 = scf.if %c -> (i1, i1) {
    %t = arith.constant true
    "test.side"() : () -> ()
    scf.yield %t, %t : i1, i1
  } else {
    %t = arith.constant true
    %f = arith.constant false
    "test.side"() : () -> ()
    scf.yield %t, %f : i1, i1
  }
  return %r#0 : i1
}
