// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect
// RUN: ir-opt %s --canonicalize=disable-patterns=SingleBlockExecuteInliner,MultiBlockExecuteInliner --allow-unregistered-dialect

// SingleBlockExecuteInliner.
func.func @single_block() -> i64 {
  "test.foo"() : () -> ()
  %v = scf.execute_region -> i64 {
    %x = "test.val"() : () -> i64
    scf.yield %x : i64
  }
  "test.bar"(%v) : (i64) -> ()
  return %v : i64
}

// Negative: no_inline keeps the op.
func.func @no_inline() -> i64 {
  %v = scf.execute_region -> i64 no_inline {
    %x = "test.val"() : () -> i64
    scf.yield %x : i64
  }
  return %v : i64
}

// MultiBlockExecuteInliner, in a function.
func.func @multi_block() {
  "test.foo"() : () -> ()
  %v = scf.execute_region -> i64 {
    %c = "test.cmp"() : () -> i1
    cf.cond_br %c, ^bb2, ^bb3
  ^bb2:
    %x = "test.val1"() : () -> i64
    cf.br ^bb4(%x : i64)
  ^bb3:
    %y = "test.val2"() : () -> i64
    cf.br ^bb4(%y : i64)
  ^bb4(%z : i64):
    scf.yield %z : i64
  }
  "test.bar"(%v) : (i64) -> ()
  return
}

// Negative: a multi-block region inside another op's region stays.
func.func @multi_block_nested(%c: i1) {
  scf.if %c {
    %v = scf.execute_region -> i64 {
      %d = "test.cmp"() : () -> i1
      cf.cond_br %d, ^bb1, ^bb2
    ^bb1:
      %x = "test.val1"() : () -> i64
      scf.yield %x : i64
    ^bb2:
      %y = "test.val2"() : () -> i64
      scf.yield %y : i64
    }
    "test.bar"(%v) : (i64) -> ()
  }
  return
}
