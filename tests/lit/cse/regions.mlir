// RUN: ir-opt %s -allow-unregistered-dialect --cse -split-input-file

// Definitions flow down the dominator tree, never up or sideways.
func.func @cfg(%c: i1, %a: i32) -> i32 {
  %0 = arith.muli %a, %a : i32
  cf.cond_br %c, ^left, ^right
^left:
  %1 = arith.muli %a, %a : i32
  %2 = arith.addi %1, %a : i32
  cf.br ^join(%2 : i32)
^right:
  %3 = arith.addi %0, %a : i32
  cf.br ^join(%3 : i32)
^join(%x: i32):
  %4 = arith.addi %0, %a : i32
  %5 = arith.addi %x, %4 : i32
  return %5 : i32
^unreachable:
  %6 = arith.muli %a, %a : i32
  %7 = arith.muli %a, %a : i32
  cf.br ^join(%7 : i32)
}

// -----

// Nested single-block regions see the enclosing definitions; ops with
// identical regions merge; a multi-block region keeps its op.
func.func @nested(%c: i1, %n: index, %a: i32) -> (i32, i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %0 = arith.addi %a, %a : i32
  scf.for %i = %c0 to %n step %c1 {
    %c1_0 = arith.constant 1 : index
    %1 = arith.addi %a, %a : i32
    "foo.use"(%1, %c1_0) : (i32, index) -> ()
  }
  %2 = scf.if %c -> (i32) {
    %3 = arith.addi %a, %a : i32
    scf.yield %3 : i32
  } else {
    scf.yield %a : i32
  }
  %4 = scf.if %c -> (i32) {
    scf.yield %0 : i32
  } else {
    scf.yield %a : i32
  }
  %5 = scf.if %c -> (i32) {
    scf.yield %0 : i32
  } else {
    scf.yield %a : i32
  }
  %6 = scf.execute_region -> i32 {
    cf.br ^bb1
  ^bb1:
    scf.yield %0 : i32
  }
  %7 = scf.execute_region -> i32 {
    cf.br ^bb1
  ^bb1:
    scf.yield %0 : i32
  }
  "foo.use"(%6, %7) : (i32, i32) -> ()
  return %2, %4, %5 : i32, i32, i32
}

// -----

// Isolated ops, and unregistered ops that might be, start a fresh table.
func.func @isolated(%a: i32) -> i32 {
  %c2 = arith.constant 2 : i32
  "foo.maybe_isolated"() ({
    %c2_0 = arith.constant 2 : i32
    %c2_1 = arith.constant 2 : i32
    "foo.use"(%c2_0, %c2_1) : (i32, i32) -> ()
  }) : () -> ()
  builtin.module {
    func.func @inner() -> (i32, i32) {
      %c2_2 = arith.constant 2 : i32
      %c2_3 = arith.constant 2 : i32
      return %c2_2, %c2_3 : i32, i32
    }
  }
  %0 = arith.addi %a, %c2 : i32
  return %0 : i32
}

// -----

// In a graph region only uses not yet visited are replaced.
func.func @graph(%a: i32) {
  test.graph_region {
    %0 = arith.addi %1, %2 : i32
    %1 = arith.addi %a, %a : i32
    %2 = arith.addi %a, %a : i32
    %3 = arith.addi %1, %2 : i32
    %4 = arith.addi %a, %a : i32
    "foo.use"(%0, %3, %4) : (i32, i32, i32) -> ()
  }
  return
}
