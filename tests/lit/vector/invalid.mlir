// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// Every verifier message of the vector ops.

func.func @a(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %v : vector<4xf32> to vector<f32>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source rank higher than destination rank}}
  %0 = vector.broadcast %v : vector<4x8xf32> to vector<8xf32>
  return
}
// -----
func.func @a(%v: vector<3xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (3 vs. 4)}}
  %0 = vector.broadcast %v : vector<3xf32> to vector<2x4xf32>
  return
}
// -----
func.func @a(%v: vector<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %v : vector<4xf32> to vector<2x4xi32>
  return
}
// -----
func.func @a(%v: f32) {
  // expected-error @+1 {{'vector.broadcast' op failed to verify that source operand and result have same element type}}
  %0 = vector.broadcast %v : f32 to vector<2x4xi32>
  return
}
// -----
func.func @a(%v: vector<[4]xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch ([4] vs. 4)}}
  %0 = vector.broadcast %v : vector<[4]xf32> to vector<2x4xf32>
  return
}
// -----
func.func @a(%v: vector<2x1xf32>) {
  // expected-error @+1 {{'vector.broadcast' op dimension mismatch (2 vs. 3)}}
  %0 = vector.broadcast %v : vector<2x1xf32> to vector<3x4xf32>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[4] : vector<8xf32> from vector<4x8xf32>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute of rank no greater than vector rank}}
  %0 = vector.extract %v[0, 1, 2] : f32 from vector<4x8xf32>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %0 = vector.extract %v[-2] : vector<8xf32> from vector<4x8xf32>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>, %f: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %0 = vector.insert %f, %v[4, 0] : f32 into vector<4x8xf32>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>, %f: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank to match the dest vector rank}}
  %0 = vector.insert %f, %v[1] : f32 into vector<4x8xf32>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>, %f: f32) {
  // expected-error @+1 {{'vector.insert' op expected position attribute of rank no greater than dest vector rank}}
  %0 = vector.insert %f, %v[1, 2, 3] : f32 into vector<4x8xf32>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different number of elements at source (32) and result (30)}}
  %0 = vector.shape_cast %v : vector<4x8xf32> to vector<30xf32>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different source and result element types}}
  %0 = vector.shape_cast %v : vector<4x8xf32> to vector<32xi32>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.transpose' op duplicate position index: 1}}
  %0 = vector.transpose %v, [1, 1] : vector<4x8xf32> to vector<8x4xf32>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.transpose' op transposition length mismatch: 1}}
  %0 = vector.transpose %v, [1] : vector<4x8xf32> to vector<8x4xf32>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.transpose' op dimension size mismatch at: 1}}
  %0 = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<4x8xf32>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.transpose' op transposition index out of range: 2}}
  %0 = vector.transpose %v, [1, 2] : vector<4x8xf32> to vector<8x4xf32>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>) {
  %0 = vector.bitcast %v : vector<4x8xf32> to vector<4x4xi64>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the minor 1-D vectors must be equal}}
  %0 = vector.bitcast %v : vector<4x8xf32> to vector<4x8xi64>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.bitcast' op dimension size mismatch at: 0}}
  %0 = vector.bitcast %v : vector<4x8xf32> to vector<8x4xi64>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.bitcast' op failed to verify that all of {source, result} have same rank}}
  %0 = vector.bitcast %v : vector<4x8xf32> to vector<4x8x1xi32>
  return
}
// -----
func.func @a(%f: f32) {
  // expected-error @+1 {{custom op 'vector.from_elements' number of operands and types do not match: got 2 operands and 3 types}}
  %0 = vector.from_elements %f, %f : vector<3xf32>
  return
}
// -----
func.func @a() {
  // expected-error @+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %0 = vector.constant_mask [5, 3] : vector<4x8xi1>
  return
}
// -----
func.func @a() {
  // expected-error @+1 {{'vector.constant_mask' op must specify array attr of size equal vector result rank}}
  %0 = vector.constant_mask [2] : vector<4x8xi1>
  return
}
// -----
func.func @a() {
  // expected-error @+1 {{'vector.constant_mask' op expected all mask dim sizes to be zeros, as a result of conjunction with zero mask dim}}
  %0 = vector.constant_mask [0, 3] : vector<4x8xi1>
  return
}
// -----
func.func @a(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify an operand for each result vector dimension}}
  %0 = vector.create_mask %i : vector<4x8xi1>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>) {
  // expected-error @+1 {{expected a scalar instead of a 0-d vector as the result type}}
  %0 = vector.extract %v[0, 0] : vector<f32> from vector<4x8xf32>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>, %f: vector<f32>) {
  // expected-error @+1 {{expected a scalar instead of a 0-d vector as the source operand}}
  %0 = vector.insert %f, %v[0, 0] : vector<f32> into vector<4x8xf32>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>, %i: index) {
  // expected-error @+1 {{'vector.extract' op mismatch between dynamic and static positions (kDynamic marker but no corresponding dynamic position) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "vector.extract"(%v, %i) <{static_position = array<i64: 0, 0>}> : (vector<4x8xf32>, index) -> f32
  return
}
// -----
func.func @a(%v: vector<[4]x8xf32>) {
  // expected-error @+1 {{'vector.shape_cast' op has different number of scalable dims at source (1) and result (0)}}
  %0 = vector.shape_cast %v : vector<[4]x8xf32> to vector<32xf32>
  return
}
// -----
func.func @a(%v: tensor<4xf32>) {
  // expected-error @+1 {{'vector.broadcast' op source type is not a vector}}
  %0 = vector.broadcast %v : tensor<4xf32> to vector<4xf32>
  return
}
// -----
func.func @a() {
  // expected-error @+1 {{array attr must have length 1 for 0-D vectors}}
  %0 = vector.constant_mask [1, 1] : vector<i1>
  return
}
// -----
func.func @a() {
  // expected-error @+1 {{mask dim size must be either 0 or 1 for 0-D vectors}}
  %0 = vector.constant_mask [2] : vector<i1>
  return
}
// -----
func.func @a(%i: index) {
  // expected-error @+1 {{'vector.create_mask' op must specify exactly one operand for 0-D create_mask}}
  %0 = vector.create_mask %i, %i : vector<i1>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>) {
  // expected-error @+1 {{'vector.transpose' op vector result rank mismatch: 1}}
  %0 = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<32xf32>
  return
}
// -----
func.func @a(%v: vector<4x8xf32>, %w: vector<2x2xf32>) {
  // expected-error @+1 {{'vector.insert' op expected position attribute rank + source rank to match dest vector rank}}
  %0 = vector.insert %w, %v[0] : vector<2x2xf32> into vector<4x8xf32>
  return
}
// -----
func.func @a(%v: vector<[4]xf32>) {
  // expected-error @+1 {{'vector.constant_mask' op only supports 'none set' or 'all set' scalable dimensions}}
  %0 = vector.constant_mask [2] : vector<[4]xi1>
  return
}
// -----
func.func @a(%v: vector<f32>) {
  // expected-error @+1 {{'vector.bitcast' op source/result bitwidth of the 0-D vector element types must be equal}}
  %0 = vector.bitcast %v : vector<f32> to vector<i64>
  return
}
// -----
%f = "test.f"() : () -> f32
// expected-error @+1 {{'vector.broadcast' op result #0 must be vector of any type values, but got 'f32'}}
%0 = "vector.broadcast"(%f) : (f32) -> f32
// -----
%f = "test.f"() : () -> f32
// expected-error @+1 {{'vector.extract' op operand #0 must be vector of any type values, but got 'f32'}}
%0 = "vector.extract"(%f) <{static_position = array<i64>}> : (f32) -> f32
// -----
%f = "test.f"() : () -> vector<2xf32>
// expected-error @+1 {{'vector.extract' op failed to verify that operand and result have same element type}}
%0 = "vector.extract"(%f) <{static_position = array<i64: 0>}> : (vector<2xf32>) -> i32
// -----
%f = "test.f"() : () -> vector<2xf32>
%i = "test.f"() : () -> i32
// expected-error @+1 {{'vector.insert' op failed to verify that source operand and result have same element type}}
%0 = "vector.insert"(%i, %f) <{static_position = array<i64: 0>}> : (i32, vector<2xf32>) -> vector<2xf32>
// -----
%f = "test.f"() : () -> vector<2xf32>
%i = "test.f"() : () -> f32
// expected-error @+1 {{'vector.insert' op failed to verify that all of {dest, result} have same type}}
%0 = "vector.insert"(%i, %f) <{static_position = array<i64: 0>}> : (f32, vector<2xf32>) -> vector<3xf32>
// -----
%f = "test.f"() : () -> f32
// expected-error @+1 {{'vector.from_elements' op result #0 must be fixed-length vector of any type values, but got 'vector<[1]xf32>'}}
%0 = "vector.from_elements"(%f) : (f32) -> vector<[1]xf32>
// -----
%f = "test.f"() : () -> f32
// expected-error @+1 {{'vector.from_elements' op failed to verify that shaped type 'dest' matches 'elements' element count and types}}
%0 = "vector.from_elements"(%f) : (f32) -> vector<1xi32>
// -----
%f = "test.f"() : () -> f32
// expected-error @+1 {{'vector.shape_cast' op operand #0 must be vector of any type values, but got 'f32'}}
%0 = "vector.shape_cast"(%f) : (f32) -> vector<1xf32>
// -----
%f = "test.f"() : () -> vector<2x3xf32>
// expected-error @+1 {{'vector.transpose' op failed to verify that operand and result have same element type}}
%0 = "vector.transpose"(%f) <{permutation = array<i64: 1, 0>}> : (vector<2x3xf32>) -> vector<3x2xi32>
// -----
// expected-error @+1 {{'vector.constant_mask' op result #0 must be vector of 1-bit signless integer values, but got 'vector<2xi32>'}}
%0 = "vector.constant_mask"() <{mask_dim_sizes = array<i64: 1>}> : () -> vector<2xi32>
// -----
%i = "test.f"() : () -> i32
// expected-error @+1 {{'vector.create_mask' op operand #0 must be variadic of index, but got 'i32'}}
%0 = "vector.create_mask"(%i) : (i32) -> vector<2xi1>
// -----
%f = "test.f"() : () -> vector<2xf32>
// expected-error @+1 {{'vector.extract' op requires attribute 'static_position'}}
%0 = "vector.extract"(%f) : (vector<2xf32>) -> f32
