// RUN: not ir-opt %s -split-input-file
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
