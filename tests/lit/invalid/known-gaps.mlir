// RUN: not ir-opt %s -split-input-file
// Parser errors that once differed from mlir-opt-22 (they match now): an
// unterminated string, a type of an unregistered dialect, an op of one.

"builtin.module"() {sym_name = "unterminated} : () -> ()

// -----

"builtin.module"() : () -> !foo<"a">

// -----

module {
  "foo.region"() ({
    "foo.inner"() : () -> ()
  }) : () -> ()
}
