// RUN: ir-opt %s -test-side-effects -mlir-print-op-on-diagnostic=false

// Which ops report memory effects: Pure arith ops have none, calls and
// functions declare nothing (no remark), terminators are skipped.
func.func @callee(%a: i32) -> i32 {
  %c = arith.constant 1 : i32
  %s = arith.addi %a, %c : i32
  return %s : i32
}

func.func @caller(%a: i32, %b: i1) -> i32 {
  %r = func.call @callee(%a) : (i32) -> i32
  cf.cond_br %b, ^t(%r : i32), ^f
^t(%x: i32):
  %0 = "test.side_effect_op"() {effects = [{effect = "write", on_reference = @callee}]} : () -> i32
  cf.br ^f
^f:
  %1 = test.side_effect_with_region_op (%a) {
  ^bb0(%arg0 : i32):
    test.region_yield %arg0 : i32
  } {effects = [{effect = "free", on_argument}, {effect = "read", on_result, test_resource}]} : i32 -> i32
  return %a : i32
}

// Below: malformed input.

// Malformed effect lists are ignored rather than trusted.
func.func @malformed() {
  %0 = "test.side_effect_op"() {effects = 3} : () -> i32
  %1 = "test.side_effect_op"() {effects = [{effect = "read", on_reference = 1}]} : () -> i32
  %2 = "test.side_effect_op"() {effect_parameter = 1 : i32} : () -> i32
  %3 = "test.unregistered_side_effect_op"() {effect_parameter = affine_map<(d0) -> (d0 + 1)>} : () -> i32
  %4 = "test.other_unregistered_op"() {effect_parameter = affine_map<(d0) -> (d0 + 1)>} : () -> i32
  return
}
