// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect
// Tokens as MLIR's lexer cuts them: a suffix-id that starts with a digit
// is all digits (`%1x` is `%1` then `x`); a string literal ends in error at
// a line feed, vertical tab or form feed, and a bad escape is reported by
// the lexer, at its backslash. And types: a function type's result is
// not itself a function type unless parenthesised; a tensor's element
// type is checked after its `>`.

%1x = "t.a"() : () -> i32

// -----

%1_a = "t.a"() : () -> i32

// -----

%0 = "t.a"() : () -> i32
"t.b"(%0x) : (i32) -> ()

// -----

"t.r"() ({
^bb0(%1x: i32):
  "t.end"() : () -> ()
}) : () -> ()

// -----

"t.a"() {x = #1x} : () -> ()

// -----

"t.a"() : () -> () -> i32

// -----

"t.a"() {f = () -> () -> i32} : () -> ()

// -----

"t.a"() {f = (i32) -> (i32) -> (i32)} : () -> ()

// -----

"t.a"() {t = tensor<() -> () -> i32>} : () -> ()

// -----

"t.a"() {t = tensor<none x>} : () -> ()

// -----

"t.a"() {t = memref<none x>} : () -> ()

// -----

"t.a"() {s = "ab"} : () -> ()

// -----

"t.a"() {s = "ab"} : () -> ()

// -----

"t.a"() {s = @"ab"} : () -> ()

// -----

"t.a"() {s = "a\q

// -----

"t.a"() {s = "a\

// -----

"t.a"() {s = "a\4"} : () -> ()

// -----

"t.a"() {s = "a"} : () -> ()

// -----

// A `/` that starts no comment is an error token without a message of its
// own: the parser's error for the token is reported.
"t"() : () -> ()
/

// -----

// MLIR reads past an op name before it looks the op up: a bad token right
// after an unknown name is the lexer's error.
oo.a"() : () -> i32

// -----

"t"() {a = tensor<4xi32,
