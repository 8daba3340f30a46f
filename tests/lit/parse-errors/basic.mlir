// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect
// XFAIL: ir-opt registers only this workspace's dialects, so its
// `Available dialects:` note lists fewer than mlir-opt-22's (ir-opt-only
// behaviour).
"foo.a"(%x) : (i32) -> ()

// -----

%x = "foo.a"() : () -> i32
%x = "foo.b"() : () -> i32

// -----

"foo.a"() : () -> (i32

// -----

"foo.a"() : i32

// -----

"foo.a"() : (i32) -> ()

// -----

%a = "foo.a"() : () -> i32
"foo.b"(%a) : () -> ()

// -----

%a, %b = "foo.a"() : () -> i32

// -----

%a = "foo.a"() : () -> i32
"foo.b"(%a) : (i64) -> ()

// -----

"foo.a"(%x, %x) : (i32, i64) -> ()
%x = "foo.b"() : () -> i32

// -----

%0 = "foo.a"() : () -> i32
"foo.b"(%0#1) : (i32) -> ()

// -----

"foo.a"() ({
^bb0:
  "foo.b"()[^bb2] : () -> ()
}) : () -> ()

// -----

"foo.a"() {a = 1 : i32, a = 2} : () -> ()

// -----

"foo.a"() : () -> () loc(#nope)

// -----

"foo.a"() {v = 300 : i8} : () -> ()

// -----

"foo.a"() {v = #undefined_alias} : () -> ()

// -----

%0 = "foo.a"() : () -> i32
"builtin.module"() ({
  "foo.b"(%0) : (i32) -> ()
}) : () -> ()

// -----

foo.bare

// -----

"foo.a"() {s = "unterminated} : () -> ()

// -----

"foo.a"() {a = } : () -> ()

// -----

"foo.a"() : () -> !undefined_type_alias

// -----

"foo.a"() : () -> (tensor<4xnone>)

// -----

"foo.a"() : () -> (vector<0xf32>)

// -----

"foo.a"() : () -> (i32,)

// -----

"foo.a"() ({
^bb1:
  "foo.x"() : () -> ()
^bb1:
  "foo.y"() : () -> ()
}) : () -> ()

// -----

#a = 1 : i32
#a = 2 : i32
