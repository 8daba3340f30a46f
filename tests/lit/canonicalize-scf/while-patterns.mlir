// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect
// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect --mlir-print-debuginfo

// MLIR 22's scf.while patterns: WhileCmpCond (@cmp, @cmp_rhs: same and
// inverted predicates become constants, others stay), WhileOpAlignBeforeArgs
// (@align; not with a duplicated value, @align_dup), WhileMoveIfDown
// (@move_if, @move_if_no_results, @nested_use; not with an else branch
// holding ops, @no_move_if_else), and MLIR 22's handling of a value the
// moved scf.if passes twice (@duplicate_forward).

func.func @cmp(%n: i32, %init: i32) -> i32 {
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %c = arith.cmpi slt, %a, %n : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%p: i32):
    %c2 = arith.cmpi slt, %p, %n : i32
    %c3 = arith.cmpi sge, %p, %n : i32
    %c4 = arith.cmpi sgt, %p, %n : i32
    %c5 = arith.cmpi sgt, %n, %p : i32
    "test.use"(%c2, %c3, %c4, %c5) : (i1, i1, i1, i1) -> ()
    %q = "test.next"(%p) : (i32) -> i32
    scf.yield %q : i32
  }
  return %r : i32
}
func.func @cmp_rhs(%n: i32, %init: i32) -> i32 {
  %r = scf.while (%a = %init) : (i32) -> i32 {
    %c = arith.cmpi ne, %n, %a : i32
    scf.condition(%c) %a : i32
  } do {
  ^bb0(%p: i32):
    %c2 = arith.cmpi eq, %n, %p : i32
    %c3 = arith.cmpi ne, %p, %n : i32
    "test.use"(%c2, %c3) : (i1, i1) -> ()
    %q = "test.next"(%p) : (i32) -> i32
    scf.yield %q : i32
  }
  return %r : i32
}
func.func @align(%x: i32, %y: i64) -> (i64, i32) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i64) -> (i64, i32) {
    %c = "test.cond"(%a, %b) : (i32, i64) -> i1
    scf.condition(%c) %b, %a : i64, i32
  } do {
  ^bb0(%p: i64, %q: i32):
    %n = "test.next"(%q) : (i32) -> i32
    %m = "test.next2"(%p) : (i64) -> i64
    scf.yield %n, %m : i32, i64
  } attributes {test.tag}
  return %r#0, %r#1 : i64, i32
}
func.func @move_if(%x: i32, %k: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    %v = "test.val"(%a) : (i32) -> i32
    %i = scf.if %c -> i32 {
      %w = "test.then"(%v, %a, %k, %c) : (i32, i32, i32, i1) -> i32
      scf.yield %w : i32
    } else {
      scf.yield %a : i32
    }
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func @move_if_no_results(%x: i32) {
  scf.while (%a = %x) : (i32) -> () {
    %c = "test.cond"(%a) : (i32) -> i1
    scf.if %c {
      "test.then"(%a) : (i32) -> ()
    }
    scf.condition(%c)
  } do {
  ^bb0:
    %n = "test.next"() : () -> i32
    scf.yield %n : i32
  }
  return
}
func.func @no_move_if_else(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    %i = scf.if %c -> i32 {
      %w = "test.then"(%a) : (i32) -> i32
      scf.yield %w : i32
    } else {
      %w = "test.else"(%a) : (i32) -> i32
      scf.yield %w : i32
    }
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
func.func @duplicate_forward() -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c20 = arith.constant 20 : index
  %result:3 = scf.while (%state = %c0) : (index) -> (index, index, index) {
    %continue = arith.cmpi slt, %state, %c1 : index
    %value = scf.if %continue -> index {
      %next = arith.addi %state, %c2 : index
      scf.yield %next : index
    } else {
      scf.yield %c20 : index
    }
    scf.condition(%continue) %value, %value, %state : index, index, index
  } do {
  ^bb0(%first: index, %second: index, %old: index):
    scf.yield %second : index
  }
  return %result#2 : index
}
func.func @align_dup(%x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.while (%a = %x, %b = %y) : (i32, i32) -> (i32, i32) {
    %c = "test.cond"(%a, %b) : (i32, i32) -> i1
    scf.condition(%c) %b, %b : i32, i32
  } do {
  ^bb0(%p: i32, %q: i32):
    "test.use"(%p, %q) : (i32, i32) -> ()
    %n = "test.next"() : () -> i32
    scf.yield %n, %n : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @nested_use(%x: i32) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %c = "test.cond"(%a) : (i32) -> i1
    %u = "test.u"() : () -> i32
    %i = scf.if %c -> i32 {
      %w = scf.execute_region -> i32 no_inline {
        %z = "test.inner"(%u, %a) : (i32, i32) -> i32
        scf.yield %z : i32
      }
      %w2 = "test.outer"(%w, %a) : (i32, i32) -> i32
      scf.yield %w2 : i32
    }  else {
      scf.yield %u : i32
    }
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%p: i32):
    %n = "test.next"(%p) : (i32) -> i32
    scf.yield %n : i32
  }
  return %r : i32
}
