// RUN: ir-opt %s
// Ops whose traits and constraints hold: each verifier accepts them.

func.func @same_element_type(%t10x10: tensor<10x10xf32>, %t1f: tensor<1xf32>, %v1: vector<1xf32>, %sf: f32) {
  %0 = "test.same_operand_element_type"(%t10x10, %v1) : (tensor<10x10xf32>, vector<1xf32>) -> tensor<1xi32>
  %1 = "test.same_operand_element_type"(%sf, %t1f) : (f32, tensor<1xf32>) -> tensor<121xi32>
  %2 = "test.same_operand_and_result_element_type"(%v1, %t1f) : (vector<1xf32>, tensor<1xf32>) -> tensor<121xf32>
  return
}

func.func @same_shape(%t1: tensor<1xf32>, %tr: tensor<*xf32>, %t1d: tensor<?xf32>, %m10x10: memref<10x10xi32>, %t10x10: tensor<10x10xf32>) {
  "test.same_operand_shape"(%t1, %tr) : (tensor<1xf32>, tensor<*xf32>) -> ()
  "test.same_operand_shape"(%t10x10, %m10x10) : (tensor<10x10xf32>, memref<10x10xi32>) -> ()
  %0 = "test.same_operand_and_result_shape"(%t1, %t1d) : (tensor<1xf32>, tensor<?xf32>) -> memref<1xf32>
  %1 = "test.same_operand_and_result_type"(%t1, %tr) : (tensor<1xf32>, tensor<*xf32>) -> tensor<1xf32>
  %2 = "test.operands_and_result_have_same_rank"(%t1, %t1d) : (tensor<1xf32>, tensor<?xf32>) -> tensor<3xi8>
  return
}

func.func @elementwise(%a: tensor<?xf32>, %b: tensor<5xf32>, %v: vector<2xf32>, %f: f32) {
  %0 = "test.elementwise_mappable"(%a, %b) : (tensor<?xf32>, tensor<5xf32>) -> tensor<?xf32>
  %1 = "test.elementwise_mappable"(%v, %f) : (vector<2xf32>, f32) -> vector<2xf16>
  %2 = "test.elementwise_mappable"(%f) : (f32) -> i1
  return
}

func.func @broadcast(%a: tensor<8x1x?x1xi32>, %b: tensor<7x1x5xi32>, %s: tensor<i32>, %u: tensor<*xi32>, %d: tensor<?xi32>) {
  %0 = "test.broadcastable"(%a, %b) : (tensor<8x1x?x1xi32>, tensor<7x1x5xi32>) -> tensor<8x7x?x5xi32>
  %1 = "test.broadcastable"(%b, %s) : (tensor<7x1x5xi32>, tensor<i32>) -> tensor<7x1x5xi32>
  %2 = "test.broadcastable"(%u, %u) : (tensor<*xi32>, tensor<*xi32>) -> tensor<3x4xi32>
  %3 = "test.broadcastable"(%d, %d) : (tensor<?xi32>, tensor<?xi32>) -> tensor<2xi32>
  %4 = "test.broadcastable"(%b, %b) : (tensor<7x1x5xi32>, tensor<7x1x5xi32>) -> tensor<*xi32>
  return
}

func.func @parents() {
  "test.parent"() ({
    "test.child"() : () -> ()
    "test.child_with_parent_one_of"() : () -> ()
    "test.finish"() : () -> ()
  }) : () -> ()
  "test.parent1"() ({
    "test.child_with_parent_one_of"() : () -> ()
    "test.finish"() : () -> ()
  }) : () -> ()
  "test.SingleBlockImplicitTerminator"() ({
    "test.finish"() : () -> ()
  }) : () -> ()
  return
}

func.func @variadic_sizes(%t: tensor<2xf32>, %i: i32, %m: memref<2xf32>) {
  "test.mixed_normal_variadic_operand"(%t, %t, %t) : (tensor<2xf32>, tensor<2xf32>, tensor<2xf32>) -> ()
  "test.attr_sized_operands"(%i, %i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 1>}> : (i32, i32, i32, i32) -> ()
  "test.op_norm"(%m, %m) : (memref<2xf32>, memref<2xf32>) -> ()
  "test.op_nonnorm"(%m, %m) : (memref<2xf32>, memref<2xf32>) -> ()
  return
}

"test.symbol_scope"() ({
  "test.symbol"() {sym_name = "a", sym_visibility = "private"} : () -> ()
  func.func private @f()
  "test.finish"() : () -> ()
}) : () -> ()
