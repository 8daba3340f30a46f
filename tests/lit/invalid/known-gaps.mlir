// RUN: not ir-opt %s -split-input-file
// XFAIL: parser texts that do not match mlir-opt-22 yet: the unknown custom
// op note "(tried 'builtin.x' as well)" and types of unregistered dialects.

x

// -----

"builtin.module"() {sym_name = "unterminated} : () -> ()

// -----

"builtin.module"() : () -> !foo<"a">

// -----

module {
  "foo.region"() ({
    "foo.inner"() : () -> ()
  }) : () -> ()
}
