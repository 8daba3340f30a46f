// RUN: ir-opt %s -split-input-file -verify-diagnostics
// The cast verifiers in MLIR's order: type constraints, tensor dimensions,
// then cast compatibility.

func.func @ext_narrower(%a: i32) {
  // expected-error@+1 {{'arith.extui' op operand type 'i32' and result type 'i16' are cast incompatible}}
  %0 = arith.extui %a : i32 to i16
  return
}

// -----

func.func @ext_tensor_dims(%t: tensor<?xi32>) {
  // expected-error@+1 {{'arith.extsi' op failed to verify that input and output have the same tensor dimensions}}
  %0 = arith.extsi %t : tensor<?xi32> to tensor<4xi64>
  return
}

// -----

func.func @ext_index(%i: index) {
  // expected-error@+1 {{'arith.extsi' op operand #0 must be signless-fixed-width-integer-like, but got 'index'}}
  %0 = arith.extsi %i : index to i64
  return
}

// -----

func.func @trunci_wider(%a: i8) {
  // expected-error@+1 {{'arith.trunci' op operand type 'i8' and result type 'i16' are cast incompatible}}
  %0 = arith.trunci %a : i8 to i16
  return
}

// -----

func.func @extf_narrower(%a: f32) {
  // expected-error@+1 {{'arith.extf' op operand type 'f32' and result type 'f16' are cast incompatible}}
  %0 = arith.extf %a : f32 to f16
  return
}

// -----

func.func @truncf_same(%a: bf16) {
  // expected-error@+1 {{'arith.truncf' op operand type 'bf16' and result type 'f16' are cast incompatible}}
  %0 = arith.truncf %a : bf16 to f16
  return
}

// -----

func.func @truncf_int(%a: i32) {
  // expected-error@+1 {{'arith.truncf' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.truncf %a : i32 to f16
  return
}

// -----

func.func @sitofp_to_int(%a: i32) {
  // expected-error@+1 {{'arith.sitofp' op result #0 must be floating-point-like, but got 'i64'}}
  %0 = arith.sitofp %a : i32 to i64
  return
}

// -----

func.func @fptoui_from_int(%a: i32) {
  // expected-error@+1 {{'arith.fptoui' op operand #0 must be floating-point-like, but got 'i32'}}
  %0 = arith.fptoui %a : i32 to i64
  return
}

// -----

func.func @fptosi_shape(%a: vector<4xf32>) {
  // expected-error@+1 {{'arith.fptosi' op requires the same shape for all operands and results}}
  %0 = arith.fptosi %a : vector<4xf32> to vector<2xi32>
  return
}

// -----

func.func @index_cast_ints(%a: i32) {
  // expected-error@+1 {{'arith.index_cast' op operand type 'i32' and result type 'i64' are cast incompatible}}
  %0 = arith.index_cast %a : i32 to i64
  return
}

// -----

func.func @index_castui_float(%a: f32) {
  // expected-error@+1 {{'arith.index_castui' op operand #0 must be signless-integer-like or memref of signless-integer, but got 'f32'}}
  %0 = arith.index_castui %a : f32 to index
  return
}

// -----

func.func @bitcast_width(%a: i32) {
  // expected-error@+1 {{'arith.bitcast' op operand type 'i32' and result type 'f64' are cast incompatible}}
  %0 = arith.bitcast %a : i32 to f64
  return
}

// -----

func.func @bitcast_index(%a: index) {
  // expected-error@+1 {{'arith.bitcast' op operand #0 must be signless-integer-or-float-like or memref of signless-integer or float, but got 'index'}}
  %0 = arith.bitcast %a : index to i64
  return
}

// -----

func.func @scaling_extf_narrower(%a: f32, %s: f8E8M0FNU) {
  // expected-error@+1 {{'arith.scaling_extf' op operand types 'f32', 'f8E8M0FNU' and result type 'f16' are cast incompatible}}
  %0 = arith.scaling_extf %a, %s : f32, f8E8M0FNU to f16
  return
}

// -----

func.func @scaling_truncf_wider(%a: f16, %s: f8E8M0FNU) {
  // expected-error@+1 {{'arith.scaling_truncf' op operand types 'f16', 'f8E8M0FNU' and result type 'f32' are cast incompatible}}
  %0 = arith.scaling_truncf %a, %s : f16, f8E8M0FNU to f32
  return
}

// -----

func.func @truncf_bad_mode(%a: f32) {
  // expected-error@+1 {{invalid roundingmode attribute specification: "sideways"}}
  %0 = arith.truncf %a "sideways" : f32 to f16
  return
}
