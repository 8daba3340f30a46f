// RUN: ir-opt %s --test-trait-folder
// Commutative: folding moves constant operands to the end.

func.func @commutative(%arg0: i32) -> i32 {
  %c42 = arith.constant 42 : i32
  %0 = "test.op_commutative"(%c42, %arg0, %c42, %arg0) : (i32, i32, i32, i32) -> i32
  return %0 : i32
}
