// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect
// Attribute and type aliases must be defined before their use (only the
// location of an op or a block argument may name a later one); location
// literals with a line only (`"a":3` is `"a":3:0`), numbers that do not
// fit, and the inline `loc(...)` of an attribute.

"t.a"() {v = #bytes} : () -> ()
#bytes = "\FF\00"

// -----

"t.a"() : () -> !x
!x = i32

// -----

"t.a"() {a = loc(#x)} : () -> ()
#x = loc("a":1:2)

// -----

"t.a"() {a = loc "x"} : () -> ()

// -----

#x = 3
"t.a"() {a = loc(#x)} : () -> ()

// -----

#x = 3
"t.a"() : () -> () loc(callsite(#x at "b":1:2))

// -----

"t.a"() : () -> () loc(#x.y)

// -----

"foo.l"() : () -> () loc("arg.cc":7

// -----

#loc1 = loc("b.c":

// -----

"t.a"() : () -> () loc("a":99999999999)

// -----

"t.a"() : () -> () loc("a":3:99999999999)

// -----

"t.a"() : () -> () loc("a":3:4 to x)

// -----

"t.a"() : () -> () loc("a":3:4 to 5)

// -----

"foo.a"() {a = i32, a

// -----

"foo.a"() {a, b, c, d, e, f, g, h, i, j, k, a} : () -> ()

// -----

"foo.a"() {a = i32,
  "" = 1} : () -> ()
