// RUN: ir-opt %s -split-input-file -verify-diagnostics --allow-unregistered-dialect

func.func @constant_arity() {
  // expected-error@+1 {{'complex.constant' op requires 'value' to be a complex constant, represented as array of two values}}
  %0 = complex.constant [1.0 : f32] : complex<f32>
  return
}

// -----

func.func @constant_kind() {
  // expected-error@+1 {{'complex.constant' op requires attribute's elements to be float or integer attributes}}
  %0 = complex.constant ["a", 1.0 : f32] : complex<f32>
  return
}

// -----

func.func @constant_types() {
  // expected-error@+1 {{'complex.constant' op requires attribute's element types ('f64', 'f32') to match the element type of the op's return type ('f32')}}
  %0 = complex.constant [1.0 : f64, 1.0 : f32] : complex<f32>
  return
}

// -----

func.func @constant_result(%x: f32) {
  // expected-error@+1 {{'complex.constant' op result #0 must be complex-type, but got 'f32'}}
  %0 = "complex.constant"() <{value = [1.0 : f32, 1.0 : f32]}> : () -> f32
  return
}

// -----

func.func @int_complex(%x: complex<i32>) {
  // expected-error@+1 {{'complex.add' op operand #0 must be complex type with floating-point elements, but got 'complex<i32>'}}
  %0 = complex.add %x, %x : complex<i32>
  return
}

// -----

func.func @create_types(%a: f32, %b: f64) {
  // expected-error@+1 {{'complex.create' op failed to verify that all of {real, imaginary} have same type}}
  %0 = "complex.create"(%a, %b) : (f32, f64) -> complex<f32>
  return
}

// -----

func.func @create_element(%a: f64) {
  // expected-error@+1 {{'complex.create' op failed to verify that complex element type matches real operand type}}
  %0 = "complex.create"(%a, %a) : (f64, f64) -> complex<f32>
  return
}

// -----

func.func @re_element(%z: complex<f32>) {
  // expected-error@+1 {{'complex.re' op failed to verify that complex element type matches result type}}
  %0 = "complex.re"(%z) : (complex<f32>) -> f64
  return
}

// -----

func.func @abs_result(%z: complex<f32>) {
  // expected-error@+1 {{'complex.abs' op result #0 must be floating-point, but got 'i32'}}
  %0 = "complex.abs"(%z) : (complex<f32>) -> i32
  return
}

// -----

func.func @eq_types(%x: complex<f32>, %y: complex<f64>) {
  // expected-error@+1 {{'complex.eq' op failed to verify that all of {lhs, rhs} have same type}}
  %0 = "complex.eq"(%x, %y) : (complex<f32>, complex<f64>) -> i1
  return
}

// -----

func.func @powi_exponent(%x: complex<f32>, %n: f32) {
  // expected-error@+1 {{'complex.powi' op operand #1 must be signless integer, but got 'f32'}}
  %0 = "complex.powi"(%x, %n) : (complex<f32>, f32) -> complex<f32>
  return
}

// -----

func.func @bitcast_operand(%x: memref<2xf32>) {
  // expected-error@+1 {{'complex.bitcast' op operand must be int/float/complex}}
  %0 = complex.bitcast %x : memref<2xf32> to complex<f32>
  return
}

// -----

func.func @bitcast_result(%x: complex<f32>) {
  // expected-error@+1 {{'complex.bitcast' op result must be int/float/complex}}
  %0 = complex.bitcast %x : complex<f32> to index
  return
}

// -----

func.func @bitcast_no_complex(%x: i64) {
  // expected-error@+1 {{'complex.bitcast' op requires that either input or output has a complex type}}
  %0 = complex.bitcast %x : i64 to f64
  return
}

// -----

func.func @bitcast_width(%x: complex<f32>) {
  // expected-error@+1 {{'complex.bitcast' op casting bitwidths do not match}}
  %0 = complex.bitcast %x : complex<f32> to i32
  return
}

// -----

// expected-error@+2 {{unexpected decimal integer literal for a floating point value}}
// expected-note@+1 {{add a trailing dot to make the literal a float}}
"test.op"() {a = #complex.number<:f32 1, 2.0>} : () -> ()

// -----

// expected-error@+1 {{expected ','}}
"test.op"() {a = #complex.number<:f32 1.0>} : () -> ()
