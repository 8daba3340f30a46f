// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect
// Location syntax errors, worded and placed as mlir-opt-22's (clusters of
// the differential fuzzer).

// -----

"foo.b"() : () -> () loc("a"

// -----

"foo.b"() : () -> () loc("a"("b" 3))

// -----

"foo.b"() : () -> () loc(callsite("a" "b"))

// -----

"foo.b"() : () -> () loc(callsite("a" at "b" 3))

// -----

"foo.b"() : () -> () loc("a":3:4 to 5)

// -----

"foo.b"() : () -> () loc(callsite "a")

// -----

"foo.b"() : () -> () loc(unknown 3)
