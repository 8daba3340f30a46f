// RUN: ir-opt %s -split-input-file -verify-diagnostics
// Segment sizes given among the discardable attributes: one of the wrong
// length or kind is dropped, leaving zeros (MLIR's `setInherentAttr`), so
// the count check reports a total of 0; in `<{...}>` it is an error.

func.func @wrong_length(%arg: i32) {
  // expected-error @+1 {{'test.attr_sized_operands' op operand count (4) does not match with the total size (0) specified in attribute 'operandSegmentSizes'}}
  "test.attr_sized_operands"(%arg, %arg, %arg, %arg) {operandSegmentSizes = array<i32: 2, 1, 1>} : (i32, i32, i32, i32) -> ()
  return
}

// -----

func.func @wrong_kind() {
  // expected-error @+1 {{'test.attr_sized_results' op result count (4) does not match with the total size (0) specified in attribute 'resultSegmentSizes'}}
  %0:4 = "test.attr_sized_results"() {resultSegmentSizes = array<i64: 1, 1, 1, 1>} : () -> (i32, i32, i32, i32)
  return
}

// -----

func.func @wrong_length_property(%arg: i32) {
  // expected-error @+1 {{size mismatch in attribute conversion: 3 vs 4}}
  "test.attr_sized_operands"(%arg, %arg, %arg, %arg) <{operandSegmentSizes = array<i32: 2, 1, 1>}> : (i32, i32, i32, i32) -> ()
  return
}
