// RUN: ir-opt %s -split-input-file -verify-diagnostics
// Verifier messages of the non-cast ops.

func.func @divsi_float(%a: f32) {
  // expected-error@+1 {{'arith.divsi' op operand #0 must be signless-integer-like, but got 'f32'}}
  %0 = arith.divsi %a, %a : f32
  return
}

// -----

func.func @maxnumf_int(%a: i32) {
  // expected-error@+1 {{'arith.maxnumf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.maxnumf %a, %a : i32
  return
}

// -----

func.func @addui_extended_carry(%a: i32) {
  // expected-error@+1 {{'arith.addui_extended' op result #1 must be bool-like, but got 'i32'}}
  %0:2 = arith.addui_extended %a, %a : i32, i32
  return
}

// -----

func.func @addui_extended_types(%a: i32, %b: i64) {
  // expected-error@+1 {{'arith.addui_extended' op failed to verify that all of {lhs, rhs, sum} have same type}}
  %0:2 = "arith.addui_extended"(%a, %b) : (i32, i64) -> (i32, i1)
  return
}

// -----

func.func @mulsi_extended_types(%a: i32) {
  // expected-error@+1 {{'arith.mulsi_extended' op failed to verify that all of {lhs, rhs, low, high} have same type}}
  %0:2 = "arith.mulsi_extended"(%a, %a) : (i32, i32) -> (i32, i64)
  return
}

// -----

func.func @remf_mismatch(%a: f32, %b: f64) {
  // expected-error@+1 {{'arith.remf' op requires the same type for all operands and results}}
  %0 = "arith.remf"(%a, %b) : (f32, f64) -> f32
  return
}

// -----

func.func @constant_scalable() {
  // expected-error@+1 {{'arith.constant' op intializing scalable vectors with elements attribute is not supported unless it's a vector splat}}
  %0 = arith.constant dense<[1, 2]> : vector<[2]xi32>
  return
}

// -----

func.func @constant_string() {
  // expected-error@+1 {{'arith.constant' op value must be an integer, float, or elements attribute}}
  %0 = arith.constant "text" : i32
  return
}

// -----

func.func @exact_on_remsi(%a: i32) {
  // expected-error@+1 {{expected ':'}}
  %0 = arith.remsi %a, %a exact : i32
  return
}
