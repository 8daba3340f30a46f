// RUN: ir-opt %s -split-input-file -verify-diagnostics

func.func @int_operand(%i: i32) {
  // expected-error@+1 {{'math.sin' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = "math.sin"(%i) : (i32) -> i32
  return
}

// -----

func.func @mismatch(%f: f32) {
  // expected-error@+1 {{'math.exp' op requires the same type for all operands and results}}
  %0 = "math.exp"(%f) : (f32) -> f64
  return
}

// -----

func.func @float_operand(%f: f32) {
  // expected-error@+1 {{'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = "math.ctlz"(%f) : (f32) -> f32
  return
}

// -----

func.func @unsigned(%u: ui32) {
  // expected-error@+1 {{'math.absi' op operand #0 must be signless-integer-like, but got 'ui32'}}
  %0 = math.absi %u : ui32
  return
}

// -----

func.func @classify_result(%f: f32) {
  // expected-error@+1 {{'math.isnan' op result #0 must be bool-like, but got 'i8'}}
  %0 = "math.isnan"(%f) : (f32) -> i8
  return
}

// -----

func.func @classify_shape(%v: vector<4xf32>) {
  // expected-error@+1 {{'math.isinf' op failed to verify that result type has i1 element type and same shape as operands}}
  %0 = "math.isinf"(%v) : (vector<4xf32>) -> vector<3xi1>
  return
}

// -----

func.func @fpowi_types(%f: f32, %i: i32) {
  // expected-error@+1 {{'math.fpowi' op failed to verify that all of {lhs, result} have same type}}
  %0 = "math.fpowi"(%f, %i) : (f32, i32) -> f64
  return
}

// -----

func.func @fpowi_shape(%v: vector<2xf32>, %i: i32) {
  // expected-error@+1 {{'math.fpowi' op requires the same shape for all operands and results}}
  %0 = math.fpowi %v, %i : vector<2xf32>, i32
  return
}

// -----

func.func @sincos_types(%f: f32) {
  // expected-error@+1 {{'math.sincos' op failed to verify that all of {operand, sin, cos} have same type}}
  %0:2 = "math.sincos"(%f) : (f32) -> (f32, f64)
  return
}

// -----

func.func @elementwise(%v: vector<2xf32>) {
  // expected-error@+1 {{'math.absf' op requires the same type for all operands and results}}
  %0 = "math.absf"(%v) : (vector<2xf32>) -> f32
  return
}

// -----

func.func @fastmath_kind(%f: f32) {
  // expected-error@+1 {{invalid properties {fastmath = 1 : i32} for op math.cos: Invalid attribute `fastmath` in property conversion: 1 : i32}}
  %0 = "math.cos"(%f) <{fastmath = 1 : i32}> : (f32) -> f32
  return
}

// -----

func.func @bad_flag(%f: f32) {
  // expected-error@+2 {{expected ::mlir::arith::FastMathFlags to be one of: none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast}}
  // expected-error@+1 {{failed to parse Arith_FastMathAttr parameter 'value' which is to be a `::mlir::arith::FastMathFlags`}}
  %0 = math.cos %f fastmath<quick> : f32
  return
}

// -----

func.func @ternary(%a: f32, %b: f64) {
  // expected-error@+1 {{'math.fma' op requires the same type for all operands and results}}
  %0 = "math.fma"(%a, %a, %b) : (f32, f32, f64) -> f32
  return
}
