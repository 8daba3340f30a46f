// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect
// The first diagnostic where ir-opt and mlir-opt-22 once differed: the end
// of the input inside a region, a missing symbol name, a function type
// without `->`, a missing region, an operand list not starting with an
// SSA name, an entry argument whose name is in use, an untyped attribute
// for `arith.constant`, and `func.call`'s type of the wrong kind.

func.func @f() {

// -----

"t.op"() ({ ^bb0:

// -----

func.func f() {
  return
}

// -----

func.func private 123() {
  return
}

// -----

"t.op"() : () i32

// -----

func.func @f() {
  func.call @g() : () i32
  return
}

// -----

module @m attributes {}

// -----

"t.op"() ({}, x) : () -> ()

// -----

"t.op"(1) : () -> ()

// -----

"t.op"(, %a) : () -> ()

// -----

func.func @f(%arg0: i32, %arg0: i32) {
  return
}

// -----

"t.use"(%x) : (i32) -> ()
func.func @g(%x: i32) {
  return
}

// -----

%0 = arith.constant [1, 2]

// -----

%0 = arith.constant {a = 1} unit

// -----

%0 = arith.constant #arith.overflow<nsw>

// -----

%0 = arith.constant #t.x

// -----

func.func @f() {
  func.call @g() : i32
  return
}

// -----

func.func @f(%a: i32) {
  func.call_indirect %a() : i32
  return
}

// -----

%0 = "t.c"() <{}> : () -> i32
"t.op"() {a = dense<1.5> : tensor<2xi32>} : () -> ()

// -----

// Found by the differential fuzzer: an array attribute not closed.
"t.a"() {x = [1} : () -> ()

// -----

arith.constant[1

// -----

"foo.a"() : () -> () loc

// -----

module attributes

// -----

"t.d"() ({
  "foo.b"()[^bb2

// -----

"foo.b"() : () -> () loc(fused<"m"> 3)

// -----

"foo.b"() : () -> () loc(fused<"m" ["a"])

// -----

"foo.b"() : () -> () loc(fused["a" 1])
