// RUN: ir-opt %s -allow-unregistered-dialect -test-single-fold
// scf.if on a negated condition folds to scf.if on the condition with its
// regions swapped (MLIR 22 IfOp::fold); without an else it stays.

func.func @negated(%c: i1, %x: i32, %y: i32) -> i32 {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  %r = scf.if %n -> i32 {
    scf.yield %x : i32
  } else {
    scf.yield %y : i32
  }
  scf.if %n {
    "test.op"() : () -> ()
  }
  scf.if %n {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  %m = arith.xori %true, %c : i1
  scf.if %m {
    "test.then"() : () -> ()
  } else {
    "test.else"() : () -> ()
  }
  return %r : i32
}
