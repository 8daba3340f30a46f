// RUN: not ir-opt %s -split-input-file
// Type and attribute traits: the test dialect's TestTypeWithTrait and
// TestAttrWithTrait, checked by ops that ask has_trait.

func.func @f() {
  "test.result_type_with_trait"() : () -> !test.test_type_with_trait
  "test.attr_with_trait"() {attr = #test.attr_with_trait} : () -> ()
  return
}
// -----
func.func @g() {
  "test.result_type_with_trait"() : () -> i32
  return
}
// -----
func.func @h() {
  "test.attr_with_trait"() {attr = 1 : i32} : () -> ()
  return
}
