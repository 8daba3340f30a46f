// RUN: ir-opt %s -split-input-file -verify-diagnostics
// RUN: ir-opt %s -split-input-file -verify-diagnostics -mlir-print-op-generic
// cf.switch's case operands are a VariadicOfVariadic group split by
// case_operand_segments: the sizes must be non-negative and add up to the
// group, in the generic form too; each case destination receives its own
// sub-group.

func.func @sizes_do_not_add_up(%flag: i32, %a: i32) {
  // expected-error @+1 {{'cf.switch' op caseOperands count (2) does not match with the total size (1) specified in attribute 'case_operand_segments'}}
  "cf.switch"(%flag, %a, %a) [^bb1, ^bb1] <{case_operand_segments = array<i32: 1>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 2>}> : (i32, i32, i32) -> ()
^bb1(%x: i32):
  return
}

// -----

func.func @negative_size(%flag: i32, %a: i32) {
  // expected-error @+1 {{'cf.switch' op 'case_operand_segments' attribute cannot have negative elements}}
  "cf.switch"(%flag, %a) [^bb1, ^bb1] <{case_operand_segments = array<i32: -1, 2>, case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1(%x: i32):
  return
}

// -----

func.func @missing_sizes(%flag: i32, %a: i32) {
  // expected-error @+1 {{'cf.switch' op requires attribute 'case_operand_segments'}}
  "cf.switch"(%flag, %a) [^bb1, ^bb1] <{case_values = dense<42> : vector<1xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1(%x: i32):
  return
}

// -----

func.func @wrong_sub_group(%flag: i32, %a: i32) {
  // expected-error @+1 {{branch has 0 operands for successor #2, but target block has 1}}
  "cf.switch"(%flag, %a) [^bb2, ^bb1, ^bb1] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[4, 5]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
^bb1(%x: i32):
  return
^bb2:
  return
}

// -----

func.func @sub_groups(%flag: i32, %a: i32, %b: i64) {
  "cf.switch"(%flag, %a, %b, %a, %a) [^bb1, ^bb2, ^bb3, ^bb1] <{case_operand_segments = array<i32: 0, 2, 1>, case_values = dense<[1, 2, 3]> : vector<3xi32>, operandSegmentSizes = array<i32: 1, 1, 3>}> : (i32, i32, i64, i32, i32) -> ()
^bb1(%x: i32):
  return
^bb2:
  return
^bb3(%y: i64, %z: i32):
  return
}
