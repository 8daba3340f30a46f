// RUN: ir-opt %s -split-input-file -verify-diagnostics
// Verifier and parser diagnostics of cf.switch and cf.assert.

func.func @flag_not_integer(%f: f32) {
  // expected-error @+1 {{custom op 'cf.switch' invalid kind of type specified: expected builtin.integer, but found 'f32'}}
  cf.switch %f : f32, [
    default: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @case_value_not_integer(%f: i32) {
  cf.switch %f : i32, [
    default: ^bb1,
    // expected-error @+1 {{custom op 'cf.switch' expected integer value}}
    two: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @missing_default(%f: i32) {
  cf.switch %f : i32, [
    // expected-error @+1 {{custom op 'cf.switch' expected 'default'}}
    1: ^bb1
  ]
^bb1:
  return
}

// -----

func.func @value_type_mismatch(%f: i32) {
  // expected-error @+1 {{'cf.switch' op 'flag' type ('i32') should match case value type ('i64')}}
  "cf.switch"(%f) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1]> : vector<1xi64>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @value_count_mismatch(%f: i32) {
  // expected-error @+1 {{'cf.switch' op number of case values (2) should match number of case destinations (1)}}
  "cf.switch"(%f) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @segments_mismatch(%f: i32) {
  // expected-error @+1 {{'cf.switch' op caseOperands count (1) does not match with the total size (2) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%f, %f) [^bb1, ^bb1] <{case_operand_segments = array<i32: 2>, case_values = dense<[1]> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1:
  return
}

// -----

func.func @segments_missing(%f: i32) {
  // expected-error @+1 {{'cf.switch' op requires attribute 'case_operand_segments'}}
  "cf.switch"(%f) [^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @float_case_values(%f: i32) {
  // expected-error @+1 {{Invalid attribute `case_values` in property conversion: dense<1.000000e+00> : vector<1xf32>}}
  "cf.switch"(%f) [^bb1, ^bb1] <{case_operand_segments = array<i32: 0>, case_values = dense<[1.0]> : vector<1xf32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @generic_flag_not_integer(%f: f32) {
  // expected-error @+1 {{'cf.switch' op operand #0 must be integer, but got 'f32'}}
  "cf.switch"(%f) [^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (f32) -> ()
^bb1:
  return
}

// -----

func.func @case_operands_mismatch(%f: i32, %a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #1, but target block has 0}}
  cf.switch %f : i32, [
    default: ^bb1,
    4: ^bb1(%a : i32)
  ]
^bb1:
  return
}

// -----

func.func @default_operand_type(%f: i32, %a: i32) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.switch %f : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i64):
  return
}

// -----

func.func @operand_type_count(%f: i32, %a: i32) {
  cf.switch %f : i32, [
    // expected-error @+1 {{custom op 'cf.switch' number of operands and types do not match: got 2 operands and 1 types}}
    default: ^bb1(%a, %a : i32)
  ]
^bb1(%x: i32):
  return
}

// -----

func.func @assert_not_i1(%c: i32) {
  // expected-error @+1 {{'cf.assert' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.assert"(%c) <{msg = "m"}> : (i32) -> ()
  return
}

// -----

func.func @assert_msg_not_string(%c: i1) {
  // expected-error @+1 {{Invalid attribute `msg` in property conversion: 3 : i32}}
  "cf.assert"(%c) <{msg = 3 : i32}> : (i1) -> ()
  return
}

// -----

func.func @assert_msg_in_dict(%c: i1) {
  // expected-error @+1 {{'cf.assert' op attribute 'msg' failed to satisfy constraint: string attribute}}
  cf.assert %c, "m" {msg = 3 : i32}
  return
}

// -----

func.func @assert_no_msg(%c: i1) {
  // expected-error @+1 {{'cf.assert' op requires attribute 'msg'}}
  "cf.assert"(%c) : (i1) -> ()
  return
}

// -----

func.func @assert_msg_literal(%c: i1) {
  // expected-error @+1 {{integer literal not valid for specified type}}
  cf.assert %c, 3
  return
}

// -----

func.func @assert_msg_kind(%c: i1) {
  // expected-error @+1 {{custom op 'cf.assert' invalid kind of attribute specified}}
  cf.assert %c, [1]
  return
}
