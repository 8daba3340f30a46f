// RUN: not ir-opt %s -split-input-file
// XFAIL: parser texts that do not match mlir-opt-22 yet: types of
// unregistered dialects.

"builtin.module"() {sym_name = "unterminated} : () -> ()

// -----

"builtin.module"() : () -> !foo<"a">

// -----

module {
  "foo.region"() ({
    "foo.inner"() : () -> ()
  }) : () -> ()
}
