// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: ir-opt %s --canonicalize="max-iterations=1 region-simplify=disabled" --allow-unregistered-dialect --mlir-print-debuginfo

// Patterns of scf.if that replace a yield, not their root: the new yield
// goes where MLIR sets the insertion point (the end of the block) and
// keeps the old yield's location, while selects and conjunctions go
// before the if with its location.

// ConvertTrivialIfToSelect: two yields rebuilt, one select.
func.func @to_select(%c: i1, %a: i32, %b: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %x = "test.op"() : () -> i32 loc("x")
    scf.yield %x, %a, %a : i32, i32, i32 loc("then_yield")
  } else {
    %y = "test.op"() : () -> i32 loc("y")
    scf.yield %y, %b, %a : i32, i32, i32 loc("else_yield")
  } loc("if")
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// CombineNestedIfs: the merged yield, and a select for the value the
// outer if yields from outside.
func.func @nested(%c: i1, %d: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    %s = scf.if %d -> (i32) {
      %x = "test.op"() : () -> i32 loc("x")
      scf.yield %x : i32 loc("inner_then_yield")
    } else {
      scf.yield %b : i32 loc("inner_else_yield")
    } loc("inner_if")
    scf.yield %s, %a : i32, i32 loc("outer_then_yield")
  } else {
    scf.yield %b, %b : i32, i32 loc("outer_else_yield")
  } loc("outer_if")
  return %r#0, %r#1 : i32, i32
}
