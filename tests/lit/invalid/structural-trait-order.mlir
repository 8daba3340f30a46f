// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect
// REQUIRES-OPS: arith.constant
// The count traits an op's fields imply are verified in ODS's order:
// regions, results, successors, operands.

"arith.constant"() ({
  "foo.inner"() : () -> ()
}) : () -> ()

// -----

%a = "t.a"() : () -> i32
"arith.constant"(%a) : (i32) -> ()
