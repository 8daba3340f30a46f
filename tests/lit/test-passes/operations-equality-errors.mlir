// RUN: not ir-opt %s -split-input-file -test-operations-equality -allow-unregistered-dialect
// The pass wants exactly two top-level ops, or at least two when the
// module says `test.includes_setup`.

"test.only_one"() : () -> ()

// -----

"test.a"() : () -> ()
"test.b"() : () -> ()
"test.c"() : () -> ()

// -----

module attributes {test.includes_setup} {
  "test.setup"() : () -> ()
  "test.x"() {strict_loc_check} : () -> ()
  "test.x"() {strict_loc_check} : () -> ()
}

// -----

module attributes {test.includes_setup} {
  "test.lonely"() : () -> ()
}
