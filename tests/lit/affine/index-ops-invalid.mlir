// RUN: ir-opt %s -split-input-file -verify-diagnostics
// Every verifier message of affine.delinearize_index and
// affine.linearize_index, and their operand and result constraints.

func.func @delinearize_too_many_results(%i: index) {
  // expected-error@+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %0:4 = affine.delinearize_index %i into (2, 3) : index, index, index, index
  return
}

// -----

func.func @delinearize_too_few_results(%i: index) {
  // expected-error@+1 {{'affine.delinearize_index' op should return an index for each basis element and up to one extra index}}
  %0 = affine.delinearize_index %i into (2, 3) : index
  return
}

// -----

func.func @delinearize_markers(%i: index, %n: index) {
  // expected-error@+1 {{'affine.delinearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
  %0:2 = "affine.delinearize_index"(%i, %n) <{static_basis = array<i64: 4, 8>}> : (index, index) -> (index, index)
  return
}

// -----

func.func @delinearize_zero(%i: index) {
  // expected-error@+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %i into (4, 0) : index, index
  return
}

// -----

func.func @delinearize_negative(%i: index) {
  // expected-error@+1 {{'affine.delinearize_index' op no basis element may be statically non-positive}}
  %0:2 = affine.delinearize_index %i into (-3) : index, index
  return
}

// -----

func.func @delinearize_result_type(%i: index) {
  // expected-error@+1 {{'affine.delinearize_index' op result #1 must be variadic of index, but got 'i32'}}
  %0:2 = affine.delinearize_index %i into (4) : index, i32
  return
}

// -----

func.func @delinearize_operand_type(%i: i32) {
  // expected-error@+1 {{'affine.delinearize_index' op operand #0 must be index, but got 'i32'}}
  %0:2 = "affine.delinearize_index"(%i) <{static_basis = array<i64: 4>}> : (i32) -> (index, index)
  return
}

// -----

func.func @delinearize_no_basis(%i: index) {
  // expected-error@+1 {{'affine.delinearize_index' op requires attribute 'static_basis'}}
  %0:2 = "affine.delinearize_index"(%i) : (index) -> (index, index)
  return
}

// -----

func.func @linearize_too_many_indices(%a: index, %b: index, %c: index) {
  // expected-error@+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%a, %b, %c] by (4) : index
  return
}

// -----

func.func @linearize_too_few_indices(%a: index) {
  // expected-error@+1 {{'affine.linearize_index' op should be passed a basis element for each index except possibly the first}}
  %0 = affine.linearize_index [%a] by (4, 5) : index
  return
}

// -----

func.func @linearize_markers(%a: index, %b: index) {
  // expected-error@+1 {{'affine.linearize_index' op mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite}}
  %0 = "affine.linearize_index"(%a, %b) <{operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: -9223372036854775808>}> : (index, index) -> index
  return
}

// -----

func.func @linearize_nonpositive_is_fine(%a: index, %b: index) {
  %0 = affine.linearize_index [%a, %b] by (0) : index
  // expected-error@+1 {{'affine.linearize_index' op result #0 must be index, but got 'i64'}}
  %1 = "affine.linearize_index"(%a, %b) <{operandSegmentSizes = array<i32: 2, 0>, static_basis = array<i64: 3>}> : (index, index) -> i64
  return
}

// -----

func.func @linearize_segments(%a: index, %b: index) {
  // expected-error@+1 {{'affine.linearize_index' op operand count (2) does not match with the total size (3) specified in attribute 'operandSegmentSizes'}}
  %0 = "affine.linearize_index"(%a, %b) <{operandSegmentSizes = array<i32: 2, 1>, static_basis = array<i64: 5>}> : (index, index) -> index
  return
}

// -----

// MLIR 22's map parser matches a value seen before by its name alone, so
// two results of one op (or one result twice) in a map do not parse.
func.func @results_in_a_map(%m: memref<4x8xf32>, %i: index) {
  %r:2 = affine.delinearize_index %i into (6) : index, index
  // expected-error@+1 {{expected ']' in affine map}}
  %v = affine.load %m[%r#0, %r#1] : memref<4x8xf32>
  return
}
