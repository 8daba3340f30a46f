// RUN: not ir-opt %s -split-input-file
// REQUIRES-OPS: test.graph_region arith.addi func.func func.return
// An op printed in a note (or a message) is numbered from the nearest
// isolated op, here the implicit module, so the values of sibling ops
// have names. A module's `sym_visibility` given as a string that is not
// UTF-8 is still a string (the symbol verifier rejects its value).

test.graph_region {
  %1 = arith.addi %2, %2 : i32
  %2 = arith.addi %1, %1 : i32
}

// -----

module @top attributes {sym_visibility = "\FF"} {
  func.func @f() {
    return
  }
}
