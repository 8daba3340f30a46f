// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// Every verifier message of the tensor ops.

func.func @a(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<5xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<5xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4xi32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<4xf32>' and result type 'tensor<4x4xf32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<4xf32> to tensor<4x4xf32>
  return
}
// -----
func.func @a(%i: index) {
  // expected-error @+1 {{'tensor.empty' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.empty(%i) : tensor<4x4xf32>
  return
}
// -----
func.func @a(%t: tensor<4x4xf32>, %i: index) {
  // expected-error @+1 {{'tensor.extract' op incorrect number of indices for extract_element}}
  %0 = tensor.extract %t[%i] : tensor<4x4xf32>
  return
}
// -----
func.func @a(%t: tensor<4x4xf32>, %i: index, %f: f32) {
  // expected-error @+1 {{'tensor.insert' op incorrect number of indices}}
  %0 = tensor.insert %f into %t[%i] : tensor<4x4xf32>
  return
}
// -----
func.func @a(%t: tensor<4x4xf32>) {
  %c = arith.constant 2 : index
  %0 = tensor.dim %t, %c : tensor<4x4xf32>
  return
}
// -----
func.func @a(%i: index, %f: f32) {
  // expected-error @+1 {{must have one body argument per input dimension}}
  %0 = tensor.generate %i {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32>
  return
}
// -----
func.func @a(%i: index, %f: f32) {
  // expected-error @+1 {{'tensor.generate' op incorrect number of dynamic sizes, has 2, expected 1}}
  %0 = tensor.generate %i, %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32>
  return
}
// -----
func.func @a(%i: index, %f: f32) {
  // expected-error @+1 {{all body arguments must be index}}
  %0 = tensor.generate %i {
  ^bb0(%a: index, %b: i32):
    tensor.yield %f : f32
  } : tensor<4x?xf32>
  return
}
// -----
func.func @a(%i: index, %f: i32) {
  // expected-error @+1 {{'tensor.generate' op body must be terminated with a `yield` operation of the tensor element type}}
  %0 = tensor.generate %i {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : i32
  } : tensor<4x?xf32>
  return
}
// -----
func.func @a(%f: f32) {
  // expected-error @+1 {{custom op 'tensor.from_elements' number of operands and types do not match: got 2 operands and 3 types}}
  %0 = tensor.from_elements %f, %f : tensor<3xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %s: tensor<2xindex>) {
  // expected-error @+1 {{'tensor.reshape' op source and destination tensor should have the same number of elements}}
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xindex>) -> tensor<2x3xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %s: tensor<2xindex>) {
  // expected-error @+1 {{'tensor.reshape' op element types of source and destination tensor types should be the same}}
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xindex>) -> tensor<2x2xi32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %s: tensor<2xindex>) {
  // expected-error @+1 {{'tensor.reshape' op length of shape operand differs from the result's tensor rank}}
  %0 = tensor.reshape %t(%s) : (tensor<4xf32>, tensor<2xindex>) -> tensor<4xf32>
  return
}
// -----
func.func @a(%t: tensor<?xf32>, %s: tensor<?xindex>) {
  // expected-error @+1 {{'tensor.reshape' op cannot use shape operand with dynamic length to reshape to statically-ranked tensor type}}
  %0 = tensor.reshape %t(%s) : (tensor<?xf32>, tensor<?xindex>) -> tensor<4xf32>
  return
}
// -----
func.func @a(%f: f32, %i: index) {
  // expected-error @+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = tensor.splat %f[%i] : tensor<4x4xf32>
  return
}
// -----
func.func @a(%f: f32, %i: index) {
  // expected-error @+1 {{'tensor.splat' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = tensor.splat %f : tensor<?x4xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<4xi64>' are cast incompatible}}
  %0 = tensor.bitcast %t : tensor<4xf32> to tensor<4xi64>
  return
}
// -----
func.func @a(%t: tensor<4xf32>) {
  // expected-error @+1 {{'tensor.bitcast' op operand type 'tensor<4xf32>' and result type 'tensor<5xi32>' are cast incompatible}}
  %0 = tensor.bitcast %t : tensor<4xf32> to tensor<5xi32>
  return
}
// -----
func.func @a(%t: tensor<f32>) {
  %c = arith.constant 0 : index
  // expected-error @+1 {{'tensor.dim' op operand #0 must be non-0-ranked or unranked tensor, but got 'tensor<f32>'}}
  %0 = tensor.dim %t, %c : tensor<f32>
  return
}
// -----
func.func @a(%f: f32) {
  // expected-error @+1 {{'tensor.yield' op expects parent op to be one of 'tensor.generate, tensor.pad'}}
  tensor.yield %f : f32
}
// -----
func.func @a(%t: tensor<*xf32>) {
  // expected-error @+1 {{'tensor.cast' op operand type 'tensor<*xf32>' and result type 'tensor<*xi32>' are cast incompatible}}
  %0 = tensor.cast %t : tensor<*xf32> to tensor<*xi32>
  return
}
// -----
%f = "test.f"() : () -> f32
%t = "test.t"() : () -> tensor<4xf32>
// expected-error @+1 {{'tensor.splat' op failed to verify that operand type matches element type of result}}
%0 = "tensor.splat"(%f) : (f32) -> tensor<4xi32>
// -----
%f = "test.f"() : () -> f32
%t = "test.t"() : () -> tensor<4xf32>
%i = "test.t"() : () -> index
// expected-error @+1 {{'tensor.extract' op failed to verify that result type matches element type of tensor}}
%0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> i32
// -----
%f = "test.f"() : () -> i32
%t = "test.t"() : () -> tensor<4xf32>
%i = "test.t"() : () -> index
// expected-error @+1 {{'tensor.insert' op failed to verify that scalar type matches element type of dest}}
%0 = "tensor.insert"(%f, %t, %i) : (i32, tensor<4xf32>, index) -> tensor<4xf32>
// -----
%f = "test.f"() : () -> f32
%t = "test.t"() : () -> tensor<4xf32>
%i = "test.t"() : () -> index
// expected-error @+1 {{'tensor.insert' op failed to verify that result type matches type of dest}}
%0 = "tensor.insert"(%f, %t, %i) : (f32, tensor<4xf32>, index) -> tensor<5xf32>
// -----
%f = "test.f"() : () -> i32
// expected-error @+1 {{'tensor.from_elements' op failed to verify that operand types match result element type}}
%0 = "tensor.from_elements"(%f, %f) : (i32, i32) -> tensor<2xf32>
// -----
%f = "test.f"() : () -> f32
// expected-error @+1 {{'tensor.from_elements' op result #0 must be statically shaped tensor of any type values, but got 'tensor<?xf32>'}}
%0 = "tensor.from_elements"(%f, %f) : (f32, f32) -> tensor<?xf32>
// -----
%t = "test.t"() : () -> tensor<4xf32>
%s = "test.t"() : () -> tensor<2x2xindex>
// expected-error @+1 {{'tensor.reshape' op operand #1 must be 1D tensor of signless integer or index values, but got 'tensor<2x2xindex>'}}
%0 = "tensor.reshape"(%t, %s) : (tensor<4xf32>, tensor<2x2xindex>) -> tensor<2x2xf32>
// -----
%t = "test.t"() : () -> tensor<4xf32>
// expected-error @+1 {{'tensor.rank' op result #0 must be index, but got 'i32'}}
%0 = "tensor.rank"(%t) : (tensor<4xf32>) -> i32
// -----
%t = "test.t"() : () -> i32
// expected-error @+1 {{'tensor.empty' op operand #0 must be variadic of index, but got 'i32'}}
%0 = "tensor.empty"(%t) : (i32) -> tensor<?xf32>
// -----
%t = "test.t"() : () -> index
// expected-error @+1 {{'tensor.empty' op result #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
%0 = "tensor.empty"(%t) : (index) -> tensor<*xf32>
// -----
%f = "test.f"() : () -> f32
// expected-error @+1 {{'tensor.splat' op result #0 must be ranked tensor of any type values, but got 'tensor<*xf32>'}}
%0 = "tensor.splat"(%f) : (f32) -> tensor<*xf32>
// -----
%f = "test.f"() : () -> tensor<2xf32>
// expected-error @+1 {{invalid tensor element type}}
%0 = "tensor.splat"(%f) : (tensor<2xf32>) -> tensor<4xtensor<2xf32>>
// -----
%t = "test.t"() : () -> tensor<4xf32>
%i = "test.t"() : () -> index
%0 = "tensor.extract"(%t, %i) : (tensor<4xf32>, index) -> f32
%1 = "tensor.generate"(%i) ({
^bb0(%a: index):
  "tensor.yield"(%0) : (f32) -> ()
}) : (index) -> tensor<?xf32>
%2 = "tensor.generate"(%i) ({
^bb0(%a: index):
  // expected-error @+1 {{'tensor.yield' op requires a single operand}}
  "tensor.yield"(%0, %0) : (f32, f32) -> ()
}) : (index) -> tensor<?xf32>
// -----
func.func @a(%t: tensor<4xf32>, %f: f32) {
  // expected-error @+1 {{specified type 'tensor<8xf32>' does not match the inferred type 'tensor<7xf32>'}}
  %p = tensor.pad %t low[1] high[2] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<8xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %f: f32) {
  // expected-error @+1 {{failed to infer expectedType from sourceType 'tensor<4xf32>', specified resultType is 'tensor<7xf32>'}}
  %p = tensor.pad %t low[1, 2] high[2] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<7xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %f: f32) {
  // expected-error @+1 {{expected the block to have 1 arguments}}
  %p = tensor.pad %t low[1] high[2] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<7xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %f: i32) {
  // expected-error @+1 {{'tensor.pad' op expected yield type to match shape element type}}
  %p = tensor.pad %t low[1] high[2] {
  ^bb0(%a: index):
    tensor.yield %f : i32
  } : tensor<4xf32> to tensor<7xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %f: f32) {
  // expected-error @+1 {{'tensor.pad' op expected block argument 1 to be an index}}
  %p = tensor.pad %t low[1] high[2] {
  ^bb0(%a: i32):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<7xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<2xf32>' or a rank-reduced version. (size mismatch)}}
  %s = tensor.extract_slice %t[0] [2] [1] : tensor<4xf32> to tensor<3xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>) {
  // expected-error @+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %s = tensor.extract_slice %t[0, 0] [2] [1] : tensor<4xf32> to tensor<2xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %s = tensor.extract_slice %t[0] [2] [1] : tensor<4xf32> to tensor<2xi32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 4 >= 4}}
  %s = tensor.extract_slice %t[3] [2] [1] : tensor<4xf32> to tensor<2xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %s: tensor<3xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<2xf32>' or a rank-reduced version. (size mismatch)}}
  %r = tensor.insert_slice %s into %t[0] [2] [1] : tensor<3xf32> into tensor<4xf32>
  return
}
// -----
func.func @a(%t: tensor<4x1xf32>) {
  %s = tensor.extract_slice %t[0, 0] [2, 1] [1, 1] : tensor<4x1xf32> to tensor<2xf32>
  return
}
// -----
func.func @a(%t: tensor<4x1xf32>, %i: index) {
  %s = tensor.extract_slice %t[0, %i] [2, 1] [1, 1] : tensor<4x1xf32> to tensor<2x1xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>) {
  // expected-error @+1 {{offset 0 is out-of-bounds: 4 >= 4}}
  %s = tensor.extract_slice %t[4] [0] [1] : tensor<4xf32> to tensor<0xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>) {
  // expected-error @+1 {{expected rank to be smaller or equal to the other rank.}}
  %s = tensor.extract_slice %t[0] [2] [1] : tensor<4xf32> to tensor<1x2xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>) {
  // expected-error @+1 {{expected mixed sizes rank to match mixed strides rank (1 vs 2) so the rank of the result type is well-formed.}}
  %s = tensor.extract_slice %t[0] [2] [1, 1] : tensor<4xf32> to tensor<2xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>) {
  // expected-error @+1 {{expected offsets to be non-negative, but got -1}}
  %s = tensor.extract_slice %t[-1] [2] [1] : tensor<4xf32> to tensor<2xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>) {
  // expected-error @+1 {{expected sizes to be non-negative, but got -2}}
  %s = tensor.extract_slice %t[0] [-2] [1] : tensor<4xf32> to tensor<2xf32>
  return
}
// -----
func.func @a(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{expected type to be 'tensor<2x2xf32>' or a rank-reduced version. (size mismatch)}}
  %s = tensor.extract_slice %t[0, 0] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<4xf32>
  return
}
// -----
func.func @a(%t: tensor<4x4xf32>) {
  // expected-error @+1 {{expected 2 offset values, got 1}}
  %s = tensor.extract_slice %t[0] [2] [1] : tensor<4x4xf32> to tensor<2xf32>
  return
}
// -----
func.func @a(%t: tensor<4x4xf32>, %i: index) {
  // expected-error @+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (0 vs 1)}}
  %s = "tensor.extract_slice"(%t) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 2, 2>, static_strides = array<i64: 1, 1>}> : (tensor<4x4xf32>) -> tensor<2x2xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %s: tensor<2xi32>) {
  // expected-error @+1 {{expected element type to be 'f32'}}
  %r = tensor.insert_slice %s into %t[0] [2] [1] : tensor<2xi32> into tensor<4xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %s: tensor<2xf32>) {
  // expected-error @+1 {{slice along dimension 0 runs out-of-bounds: 4 >= 4}}
  %r = tensor.insert_slice %s into %t[3] [2] [1] : tensor<2xf32> into tensor<4xf32>
  return
}
// -----
func.func @a(%t: tensor<4xf32>, %s: tensor<2xf32>) {
  %r = tensor.insert_slice %s into %t[0] [2] [3] : tensor<2xf32> into tensor<4xf32>
  return
}
// -----
func.func @a(%t: tensor<4x8xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 32}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x8xf32> into tensor<30xf32>
  return
}
// -----
func.func @a(%t: tensor<4x8xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed rank (1) to equal the number of reassociation maps (2).}}
  %0 = tensor.collapse_shape %t [[0], [1]] : tensor<4x8xf32> into tensor<32xf32>
  return
}
// -----
func.func @a(%t: tensor<4x8xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to have size equal to the expanded rank (2), but it is  3.}}
  %0 = tensor.collapse_shape %t [[0, 2]] : tensor<4x8xf32> into tensor<32xf32>
  return
}
// -----
func.func @a(%t: tensor<4x8xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected reassociation map #0 to be valid and contiguous.}}
  %0 = tensor.collapse_shape %t [[1, 0]] : tensor<4x8xf32> into tensor<32xf32>
  return
}
// -----
func.func @a(%t: tensor<4x8xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed type to be 'tensor<32xf32>', but got 'tensor<32xi32>'}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x8xf32> into tensor<32xi32>
  return
}
// -----
func.func @a(%t: tensor<4x8xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be static value of 32}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x8xf32> into tensor<?xf32>
  return
}
// -----
func.func @a(%t: tensor<32xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 28}}
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x7xf32>
  return
}
// -----
func.func @a(%t: tensor<32xf32>, %i: index) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [4, %i] : tensor<32xf32> into tensor<4x8xf32>
  return
}
// -----
func.func @a(%t: tensor<32xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected number of static shape dims to be equal to the output rank (2) but found 3 inputs instead}}
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [4, 8, 1] : tensor<32xf32> into tensor<4x8xf32>
  return
}
// -----
func.func @a(%t: tensor<32xf32>) {
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [4, 4] : tensor<32xf32> into tensor<4x8xf32>
  return
}
// -----
func.func @a(%t: tensor<?xf32>) {
  // expected-error @+1 {{'tensor.expand_shape' op expected dimension 0 of collapsed type to be static value of 32}}
  %0 = tensor.expand_shape %t [[0, 1]] output_shape [4, 8] : tensor<?xf32> into tensor<4x8xf32>
  return
}
// -----
func.func @a(%t: tensor<4x8xf32>) {
  // expected-error @+1 {{'tensor.collapse_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).}}
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x8xf32> into tensor<4x8xf32>
  return
}
// -----
func.func @a(%t: tensor<4x8xf32>) {
  %0 = tensor.collapse_shape %t [] : tensor<4x8xf32> into tensor<f32>
  return
}
// -----
func.func @a(%t: tensor<1x1xf32>) {
  %0 = tensor.collapse_shape %t [] : tensor<1x1xf32> into tensor<f32>
  return
}
// -----
func.func @a(%t: tensor<3x4xf32>, %u: tensor<3x5xf32>) {
  // expected-error @+1 {{'tensor.concat' op static concatenation size mismatch along non-concatenated dimension 1}}
  %0 = tensor.concat dim(0) %t, %u : (tensor<3x4xf32>, tensor<3x5xf32>) -> tensor<6x4xf32>
  return
}
// -----
func.func @a(%t: tensor<3x4xf32>, %u: tensor<3x4xf32>) {
  // expected-error @+1 {{'tensor.concat' op concatenation dim must be less than the tensor rank}}
  %0 = tensor.concat dim(2) %t, %u : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<6x4xf32>
  return
}
// -----
func.func @a(%t: tensor<3x4xf32>, %u: tensor<3x4xf32>) {
  // expected-error @+1 {{'tensor.concat' op result type 'tensor<7x4xf32>'does not match inferred shape 'tensor<6x4xf32>' static sizes}}
  %0 = tensor.concat dim(0) %t, %u : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<7x4xf32>
  return
}
// -----
func.func @a(%t: tensor<3x4xf32>, %u: tensor<3x4xi32>) {
  // expected-error @+1 {{'tensor.concat' op inputs and result element type must match}}
  %0 = tensor.concat dim(0) %t, %u : (tensor<3x4xf32>, tensor<3x4xi32>) -> tensor<6x4xf32>
  return
}
// -----
func.func @a(%t: tensor<3x4xf32>, %u: tensor<3xf32>) {
  // expected-error @+1 {{'tensor.concat' op rank of concatenated inputs must match result rank}}
  %0 = tensor.concat dim(0) %t, %u : (tensor<3x4xf32>, tensor<3xf32>) -> tensor<6x4xf32>
  return
}
// -----
func.func @a() {
  // expected-error @+1 {{'tensor.concat' op requires at least one input}}
  %0 = tensor.concat dim(0) : () -> tensor<6x4xf32>
  return
}
// -----
func.func @a(%t: tensor<3x4xf32>) {
  // expected-error @+1 {{'tensor.concat' op result type 'tensor<3x5xf32>'does not match inferred shape 'tensor<3x4xf32>' static sizes}}
  %0 = tensor.concat dim(0) %t : (tensor<3x4xf32>) -> tensor<3x5xf32>
  return
}
// -----
%t = "test.t"() : () -> tensor<4x8xf32>
// expected-error @+1 {{'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
%0 = "tensor.collapse_shape"(%t) <{reassociation = [0, 1]}> : (tensor<4x8xf32>) -> tensor<32xf32>
// -----
%t = "test.t"() : () -> tensor<4x8xf32>
// expected-error @+1 {{'tensor.collapse_shape' op attribute 'reassociation' failed to satisfy constraint: Array of 64-bit integer array attributes}}
%0 = "tensor.collapse_shape"(%t) <{reassociation = [[0, 1 : i32]]}> : (tensor<4x8xf32>) -> tensor<32xf32>
// -----
%t = "test.t"() : () -> tensor<4x8xf32>
// expected-error @+1 {{'tensor.collapse_shape' op reassociation indices must not be empty}}
%0 = "tensor.collapse_shape"(%t) <{reassociation = [[]]}> : (tensor<4x8xf32>) -> tensor<32xf32>
// -----
%t = "test.t"() : () -> tensor<4x8xf32>
// expected-error @+1 {{'tensor.collapse_shape' op expected collapsed rank (2) to equal the number of reassociation maps (1).}}
%0 = "tensor.collapse_shape"(%t) <{reassociation = [[0, 1]]}> : (tensor<4x8xf32>) -> tensor<2x32xf32>
// -----
%t = "test.t"() : () -> tensor<4x8xf32>
// expected-error @+1 {{'tensor.collapse_shape' op expected dimension 1 of collapsed type to be static value of 8}}
%0 = "tensor.collapse_shape"(%t) <{reassociation = [[0], [1]]}> : (tensor<4x8xf32>) -> tensor<4x?xf32>
// -----
%t = "test.t"() : () -> tensor<4x?xf32>
// expected-error @+1 {{'tensor.collapse_shape' op expected dimension 0 of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic}}
%0 = "tensor.collapse_shape"(%t) <{reassociation = [[0, 1]]}> : (tensor<4x?xf32>) -> tensor<32xf32>
// -----
%t = "test.t"() : () -> tensor<32xf32>
// expected-error @+1 {{'tensor.expand_shape' op mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has 1 dynamic dims while output_shape has 0 values}}
%0 = "tensor.expand_shape"(%t) <{reassociation = [[0, 1]], static_output_shape = array<i64: 4, -9223372036854775808>}> : (tensor<32xf32>) -> tensor<4x8xf32>
// -----
%t = "test.t"() : () -> tensor<?xf32>
// expected-error @+2 {{custom op 'tensor.extract_slice' integer value too large}}
// expected-error @+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
%0 = tensor.extract_slice %t[99999999999999999999] [4] [1] : tensor<?xf32> to tensor<4xf32>
// -----
%t = "test.t"() : () -> tensor<?xf32>
%i = "test.i"() : () -> index
// expected-error @+2 {{expected ']' in dynamic index list}}
// expected-error @+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
%0 = tensor.extract_slice %t[%i, 4 [4] [1] : tensor<?xf32> to tensor<4xf32>
// -----
%t = "test.t"() : () -> tensor<?xf32>
%i = "test.i"() : () -> index
// After a value, `[` opens a scalable entry that `4` does not close:
// MLIR 22 then reports only the op's error.
// expected-error @+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
%0 = tensor.extract_slice %t[%i [4] [1] : tensor<?xf32> to tensor<4xf32>
// -----
%t = "test.t"() : () -> tensor<?xf32>
// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{custom op 'tensor.extract_slice' expected SSA value or integer}}
%0 = tensor.extract_slice %t[- x] [4] [1] : tensor<?xf32> to tensor<4xf32>
// -----
%t = "test.t"() : () -> tensor<?xf32>
%i = "test.i"() : () -> index
// expected-error @+2 {{custom op 'tensor.insert_slice' integer value too large}}
// expected-error @+1 {{custom op 'tensor.insert_slice' expected SSA value or integer}}
%0 = tensor.insert_slice %t into %t[0] [-9223372036854775809] [1] : tensor<?xf32> into tensor<?xf32>
