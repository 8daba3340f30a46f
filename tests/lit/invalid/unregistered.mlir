// RUN: not ir-opt %s -split-input-file
// Unregistered dialects are rejected without --allow-unregistered-dialect.

"foo.op"() : () -> ()

// -----

"builtin.unknown_op"() : () -> ()

// -----

module {
  "builtin.unknown_op"() : () -> ()
  "builtin.other_unknown_op"() : () -> ()
}
