// RUN: not ir-opt %s -split-input-file
// Default-valued properties (overflowFlags, fastmath) show in the "see
// current operation" note, as MLIR populates them when creating an op.
// arith's operand and result constraints, declared with `ty = ...`,
// `AllTypesMatch` and `TypesMatchWith`, give ODS's messages.

func.func @addi_float(%a: f32) {
  %0 = "arith.addi"(%a, %a) : (f32, f32) -> f32
  return
}

// -----

func.func @addi_result(%a: i32) {
  %0 = "arith.addi"(%a, %a) : (i32, i32) -> f32
  return
}

// -----

func.func @addf_int(%a: i32) {
  %0 = "arith.addf"(%a, %a) : (i32, i32) -> i32
  return
}

// -----

func.func @negf_int(%a: index) {
  %0 = "arith.negf"(%a) : (index) -> index
  return
}

// -----

func.func @cmpi_float(%a: f32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (f32, f32) -> i1
  return
}

// -----

func.func @cmpi_result(%a: i32) {
  %0 = "arith.cmpi"(%a, %a) <{predicate = 0 : i64}> : (i32, i32) -> i32
  return
}

// -----

func.func @cmpf_shape(%a: vector<2xf32>) {
  %0 = "arith.cmpf"(%a, %a) <{predicate = 1 : i64}> : (vector<2xf32>, vector<2xf32>) -> i1
  return
}

// -----

func.func @select_condition(%c: i32, %a: i32) {
  %0 = "arith.select"(%c, %a, %a) : (i32, i32, i32) -> i32
  return
}

// -----

func.func @select_types(%c: i1, %a: i32, %b: i64) {
  %0 = "arith.select"(%c, %a, %b) : (i1, i32, i64) -> i32
  return
}
