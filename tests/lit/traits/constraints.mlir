// RUN: not ir-opt %s -split-input-file
// ODS constraints: operand/result type constraints (single and variadic),
// ConfinedAttr and TypeAttrOf attribute constraints, missing required
// attributes and the multi-entity constraints, with ODS's messages.

func.func @variadic(%i: i32, %f: f32) {
  "test.signless_like_variadic"(%i, %f) : (i32, f32) -> ()
  return
}

// -----

func.func @ranked(%u: tensor<*xf32>) {
  "test.ranked_tensor_op"(%u) : (tensor<*xf32>) -> ()
  return
}

// -----

"test.non_negative_int_attr"() {i32attr = -1 : i32, i64attr = 1 : i64} : () -> ()

// -----

"test.positive_int_attr"() {i32attr = 1 : i32, i64attr = 0 : i64} : () -> ()

// -----

"test.positive_int_attr"() {i32attr = 1 : i64, i64attr = 2 : i64} : () -> ()

// -----

"test.non_negative_int_attr"() {i64attr = 1 : i64} : () -> ()

// -----

"test.type_attr_of"() {type = i32} : () -> ()

// -----

"test.type_attr_of"() {type = 3 : i64} : () -> ()

// -----

func.func @all_types(%a: i32, %b: f32) {
  "test.operands_have_same_type"(%a, %b) : (i32, f32) -> ()
  return
}

// -----

func.func @all_types_result(%a: i32, %b: f32) {
  %0 = "test.operand0_and_result_have_same_type"(%a, %b) : (i32, f32) -> f32
  return
}

// -----

func.func @all_element_types(%a: tensor<2xi32>, %b: tensor<3xf32>) {
  "test.operands_have_same_element_type"(%a, %b) : (tensor<2xi32>, tensor<3xf32>) -> ()
  return
}

// -----

func.func @all_element_types_result(%a: tensor<2xi32>, %b: f32) {
  %0 = "test.operand0_and_result_have_same_element_type"(%a, %b) : (tensor<2xi32>, f32) -> f32
  return
}

// -----

func.func @all_shapes(%a: tensor<2xi32>, %b: tensor<3xf32>) {
  %0 = "test.operand0_and_result_have_same_shape"(%a, %b) : (tensor<2xi32>, tensor<3xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @all_ranks(%a: tensor<2xi32>, %b: tensor<3xf32>) {
  "test.operands_have_same_rank"(%a, %b) : (tensor<2xi32>, tensor<3xf32>) -> ()
  %0 = "test.operand0_and_result_have_same_rank"(%a, %b) : (tensor<2xi32>, tensor<3xf32>) -> tensor<3x2xf32>
  return
}

// -----

func.func @all_ranks_operand_kind(%a: tensor<2xi32>, %b: i32) {
  %0 = "test.operand0_and_result_have_same_rank"(%a, %b) : (tensor<2xi32>, i32) -> tensor<3x2xf32>
  return
}
