// RUN: not ir-opt %s -split-input-file
// The verifiers of the op traits of MLIR's Traits documentation (and the
// SameOperands* family), on the test-dialect ops that carry them upstream.

func.func @same_operands_element_type(%t1f: tensor<1xf32>, %t1i: tensor<1xi32>) {
  "test.same_operand_element_type"(%t1f, %t1i) : (tensor<1xf32>, tensor<1xi32>) -> tensor<1xf32>
  return
}

// -----

func.func @same_operands_element_type_count() {
  "test.same_operand_element_type"() : () -> tensor<1xf32>
  return
}

// -----

func.func @same_operands_and_result_element_type(%t1f: tensor<1xf32>) {
  "test.same_operand_and_result_element_type"(%t1f, %t1f) : (tensor<1xf32>, tensor<1xf32>) -> tensor<1xi32>
  return
}

// -----

func.func @same_operands_and_result_element_type_no_operands() {
  "test.same_operand_and_result_element_type"() : () -> tensor<1xf32>
  return
}

// -----

func.func @same_operands_and_result_element_type_no_results(%t1f: tensor<1xf32>) {
  "test.same_operand_and_result_element_type"(%t1f) : (tensor<1xf32>) -> ()
  return
}

// -----

func.func @same_operands_shape(%t10x10: tensor<10x10xf32>, %t1: tensor<1xf32>) {
  "test.same_operand_shape"(%t1, %t10x10) : (tensor<1xf32>, tensor<10x10xf32>) -> ()
  return
}

// -----

func.func @same_operands_shape_scalar(%f: f32) {
  "test.same_operand_shape"(%f) : (f32) -> ()
  return
}

// -----

func.func @same_operands_and_result_shape(%t10: tensor<10xf32>, %t1: tensor<?xf32>) {
  "test.same_operand_and_result_shape"(%t1, %t10) : (tensor<?xf32>, tensor<10xf32>) -> tensor<3xf32>
  return
}

// -----

func.func @same_operands_and_result_type(%t10: tensor<10xf32>, %t20: tensor<20xf32>) {
  "test.same_operand_and_result_type"(%t10, %t20) : (tensor<10xf32>, tensor<20xf32>) -> tensor<10xf32>
  return
}

// -----

func.func @same_operands_and_result_type_encoding(%t10: tensor<10xf32>) {
  "test.same_operand_and_result_type"(%t10, %t10) : (tensor<10xf32>, tensor<10xf32>) -> tensor<10xf32, "enc">
  return
}

// -----

func.func @same_operands_and_result_rank(%a: tensor<2xf32>, %b: tensor<2x3xf32>) {
  %0 = "test.operands_and_result_have_same_rank"(%a, %b) : (tensor<2xf32>, tensor<2x3xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @same_operands_and_result_rank_result(%a: tensor<2xf32>) {
  %0 = "test.operands_and_result_have_same_rank"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<2x2xf32>
  return
}

// -----

func.func @elementwise_rankedness(%a: tensor<?xf32>, %b: tensor<*xf32>) {
  %0 = "test.elementwise_mappable"(%a, %b) : (tensor<?xf32>, tensor<*xf32>) -> tensor<*xf32>
  return
}

// -----

func.func @elementwise_base_type(%a: vector<2xf32>, %b: tensor<2xf32>) {
  %0 = "test.elementwise_mappable"(%a, %b) : (vector<2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @elementwise_scalar_result(%a: vector<2xf32>) {
  %0 = "test.elementwise_mappable"(%a) : (vector<2xf32>) -> f32
  return
}

// -----

func.func @elementwise_scalar_operands(%a: f32) {
  %0 = "test.elementwise_mappable"(%a) : (f32) -> tensor<f32>
  return
}

// -----

func.func @elementwise_mixed_results(%a: tensor<10xf32>) {
  %0, %1 = "test.elementwise_mappable"(%a) : (tensor<10xf32>) -> (f32, tensor<10xf32>)
  return
}

// -----

func.func @broadcast_incompatible_operands(%a: tensor<2xf32>, %b: tensor<3xf32>) {
  %0 = "test.broadcastable"(%a, %b) : (tensor<2xf32>, tensor<3xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @broadcast_incompatible_result(%a: tensor<2xf32>, %b: tensor<?x1xf32>) {
  %0 = "test.broadcastable"(%a, %b) : (tensor<2xf32>, tensor<?x1xf32>) -> tensor<4x3xf32>
  return
}

// -----

func.func @broadcast_result_rank(%a: tensor<?x2xf32>, %b: tensor<2xf32>) {
  %0 = "test.broadcastable"(%a, %b) : (tensor<?x2xf32>, tensor<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @broadcast_vector(%a: vector<2xf32>) {
  %0 = "test.broadcastable"(%a) : (vector<2xf32>) -> tensor<2xf32>
  return
}

// -----

func.func @has_parent() {
  "test.one_region_op"() ({
    "test.child"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @parent_one_of() {
  "test.one_region_op"() ({
    "test.child_with_parent_one_of"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @single_block_empty() {
  "test.SingleBlockImplicitTerminator"() ({
  ^entry:
  }) : () -> ()
  return
}

// -----

func.func @single_block_two_blocks() {
  "test.SingleBlockImplicitTerminator"() ({
  ^entry:
    "test.finish"() : () -> ()
  ^other:
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @single_block_wrong_terminator() {
  "test.SingleBlockImplicitTerminator"() ({
  ^entry:
    "test.non_existent_op"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @terminator_not_last() {
  "test.one_region_op"() ({
    "test.finish"() : () -> ()
    "test.child"() : () -> ()
  }) : () -> ()
  return
}

// -----

"test.symbol_scope"() ({
  ^entry:
    "test.finish"() : () -> ()
  ^other:
    "test.finish"() : () -> ()
}) : () -> ()

// -----

"test.symbol_scope"() ({
  "test.symbol"() {sym_name = "a"} : () -> ()
  "test.symbol"() {sym_name = "a"} : () -> ()
  "test.finish"() : () -> ()
}) : () -> ()

// -----

"test.symbol"() {} : () -> ()

// -----

func.func @attr_sized_operands(%arg: i32) {
  "test.attr_sized_operands"(%arg, %arg, %arg, %arg) <{operandSegmentSizes = array<i32: 0, 1, 1, 1>}> : (i32, i32, i32, i32) -> ()
  return
}

// -----

func.func @attr_sized_operands_negative(%arg: i32) {
  "test.attr_sized_operands"(%arg, %arg, %arg, %arg) <{operandSegmentSizes = array<i32: 1, 1, -1, 1>}> : (i32, i32, i32, i32) -> ()
  return
}

// -----

func.func @attr_sized_results() {
  %0:4 = "test.attr_sized_results"() <{resultSegmentSizes = array<i32: 0, 1, 1, 1>}> : () -> (i32, i32, i32, i32)
  return
}

// -----

func.func @same_variadic_operand_size(%t: tensor<2xf32>, %f: f32) {
  "test.mixed_normal_variadic_operand"(%t, %f, %t) : (tensor<2xf32>, f32, tensor<2xf32>) -> ()
  return
}

// -----

func.func @same_variadic_result_size() {
  %0:3 = "test.mixed_normal_variadic_result"() : () -> (tensor<2xf32>, f32, tensor<2xf32>)
  return
}

// -----

func.func @memrefs_normalizable(%m: memref<2xf32>, %f: f32) {
  "test.op_norm"(%m, %f) : (memref<2xf32>, f32) -> ()
  return
}

// -----

func.func @no_terminator_needs_one_block() {
  "test.single_no_terminator_op"() ({
  ^a:
    "test.finish"() : () -> ()
  ^b:
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @terminator_required_without_no_terminator() {
  "test.one_region_op"() ({
    "test.format_attr_op"() <{attr = 1 : i64}> : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @commutative_operand_type(%a: f32) {
  %0 = "test.op_commutative"(%a, %a, %a, %a) : (f32, f32, f32, f32) -> i32
  return
}
