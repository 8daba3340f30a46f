// RUN: not ir-opt %s -split-input-file
// The verifier of SingleBlockImplicitTerminator<test.return>, and what the
// custom form cannot add.
"test.format_implicit_terminator_region_a_op"() ({
  "test.finish"() : () -> ()
}) : () -> ()

// -----

"test.format_implicit_terminator_region_a_op"() ({
  %c = arith.constant 1 : i64
}) : () -> ()

// -----

"test.format_implicit_terminator_region_a_op"() ({
^bb0:
  "test.return"() : () -> ()
^bb1:
  "test.return"() : () -> ()
}) : () -> ()

// -----

test.format_implicit_terminator_region_a_op {
  "test.finish"() : () -> ()
}

// -----

test.format_implicit_terminator_region_a_op {
^bb0:
  "test.return"() : () -> ()
^bb1:
}
