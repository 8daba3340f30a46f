// RUN: ir-opt %s -split-input-file
// Unregistered dialects are rejected without --allow-unregistered-dialect.

"foo.op"() : () -> ()

// -----

module {
  "foo.region"() ({
    "foo.inner"() : () -> ()
  }) : () -> ()
}

// -----

"builtin.unknown_op"() : () -> ()
