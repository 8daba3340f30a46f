// RUN: not ir-opt %s -split-input-file
// XFAIL: builtin.unrealized_conversion_cast has no custom assembly format
// in ir-opt yet: the chunk that parses prints it in generic form, where
// mlir-opt-22 prints `unrealized_conversion_cast %1 : i32 to i64`.
// Parse errors: each chunk stops at its first error.

"builtin.module"() ({
  "some.op"(%undefined) : (i32) -> ()
}) : () -> ()

// -----

%0 = "foo.bar"() : () -> i32

// -----

"builtin.module"() ({
}) : () -> ( i32

// -----

"builtin.unrealized_conversion_cast"(%a) : (i32) -> i64
%a = "builtin.unrealized_conversion_cast"() : () -> i32

// -----

"builtin.module"() ({
  "builtin.unrealized_conversion_cast"(%b) : (i32) -> i64
}) : () -> ()
