// RUN: ir-opt %s --split-input-file --verify-diagnostics

func.func @shape_of_floats(%m: memref<4x1xf32>, %s: memref<1xf32>) {
  // expected-error @+1 {{'memref.reshape' op operand #1 must be 1D memref of signless integer or index values, but got 'memref<1xf32>'}}
  %0 = memref.reshape %m(%s) : (memref<4x1xf32>, memref<1xf32>) -> memref<4xf32>
  return
}

// -----

func.func @shape_2d(%m: memref<4x1xf32>, %s: memref<2x1xi32>) {
  // expected-error @+1 {{operand #1 must be 1D memref of signless integer or index values, but got 'memref<2x1xi32>'}}
  %0 = memref.reshape %m(%s) : (memref<4x1xf32>, memref<2x1xi32>) -> memref<4xf32>
  return
}

// -----

func.func @shape_signed(%m: memref<4x1xf32>, %s: memref<1xsi32>) {
  // expected-error @+1 {{operand #1 must be 1D memref of signless integer or index values, but got 'memref<1xsi32>'}}
  %0 = memref.reshape %m(%s) : (memref<4x1xf32>, memref<1xsi32>) -> memref<4xf32>
  return
}

// -----

func.func @tensor_source(%t: tensor<4x1xf32>, %s: memref<2xi32>) {
  // expected-error @+1 {{'memref.reshape' op operand #0 must be ranked or unranked memref of any type values, but got 'tensor<4x1xf32>'}}
  %0 = "memref.reshape"(%t, %s) : (tensor<4x1xf32>, memref<2xi32>) -> memref<4xf32>
  return
}

// -----

func.func @tensor_result(%m: memref<4x1xf32>, %s: memref<1xi32>) {
  // expected-error @+1 {{'memref.reshape' op result #0 must be ranked or unranked memref of any type values, but got 'tensor<4xf32>'}}
  %0 = memref.reshape %m(%s) : (memref<4x1xf32>, memref<1xi32>) -> tensor<4xf32>
  return
}

// -----

func.func @element_types(%m: memref<4x1xf32>, %s: memref<1xi32>) {
  // expected-error @+1 {{'memref.reshape' op element types of source and destination memref types should be the same}}
  %0 = memref.reshape %m(%s) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xi32>
  return
}

// -----

func.func @element_types_unranked(%u: memref<*xf32>, %s: memref<?xi32>) {
  // expected-error @+1 {{element types of source and destination memref types should be the same}}
  %0 = memref.reshape %u(%s) : (memref<*xf32>, memref<?xi32>) -> memref<*xf64>
  return
}

// -----

func.func @source_layout(%m: memref<4x1xf32, strided<[2, 1]>>, %s: memref<1xi32>) {
  // expected-error @+1 {{'memref.reshape' op source memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4x1xf32, strided<[2, 1]>>, memref<1xi32>) -> memref<4xf32>
  return
}

// -----

func.func @source_layout_to_unranked(%m: memref<4xf32, strided<[1], offset: 2>>, %s: memref<?xi32>) {
  // expected-error @+1 {{source memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4xf32, strided<[1], offset: 2>>, memref<?xi32>) -> memref<*xf32>
  return
}

// -----

func.func @result_layout(%m: memref<4x1xf32>, %s: memref<1xi32>) {
  // expected-error @+1 {{'memref.reshape' op result memref type should have identity affine map}}
  %0 = memref.reshape %m(%s) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @dynamic_length(%m: memref<4x1xf32>, %s: memref<?xi32>) {
  // expected-error @+1 {{'memref.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked memref type}}
  %0 = memref.reshape %m(%s) : (memref<4x1xf32>, memref<?xi32>) -> memref<4xf32>
  return
}

// -----

func.func @length_differs(%m: memref<4x1xf32>, %s: memref<2xi32>) {
  // expected-error @+1 {{'memref.reshape' op length of shape operand differs from the result's memref rank}}
  %0 = memref.reshape %m(%s) : (memref<4x1xf32>, memref<2xi32>) -> memref<4xf32>
  return
}

// -----

func.func @too_few_types(%m: memref<4x1xf32>, %s: memref<2xi32>) {
  // expected-error @+1 {{custom op 'memref.reshape' number of operands and types do not match: got 2 operands and 1 types}}
  %0 = memref.reshape %m(%s) : (memref<4x1xf32>) -> memref<2x2xf32>
  return
}

// -----

func.func @not_functional(%m: memref<4x1xf32>, %s: memref<2xi32>) {
  // expected-error @+1 {{custom op 'memref.reshape' invalid kind of type specified: expected builtin.function, but found 'memref<4x1xf32>'}}
  %0 = memref.reshape %m(%s) : memref<4x1xf32>
  return
}
