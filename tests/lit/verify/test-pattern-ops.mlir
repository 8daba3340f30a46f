// RUN: not ir-opt %s -split-input-file

// The structural rules of the test dialect's pattern ops.

func.func @two_blocks() {
  "test.op_with_region_pattern"() ({
    "test.op_with_region_terminator"() : () -> ()
  ^bb1:
    "test.op_with_region_terminator"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @empty_region(%a: i32) -> i32 {
  %0 = "test.op_with_region_fold"(%a) ({
  }) : (i32) -> i32
  return %0 : i32
}

// -----

func.func @no_side_effect_two_regions() {
  "test.op_with_region_fold_no_side_effect"() ({
    "test.op_with_region_terminator"() : () -> ()
  }, {
    "test.op_with_region_terminator"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @br_count(%a: i32) {
  "test.br"(%a, %a)[^bb1] : (i32, i32) -> ()
^bb1(%x: i32):
  return
}

// -----

func.func @br_type(%a: i32) {
  "test.br"(%a)[^bb1] : (i32) -> ()
^bb1(%x: i64):
  return
}

// -----

func.func @br_no_successor(%a: i32) {
  "test.br"(%a) : (i32) -> ()
}

// -----

func.func @variadic_types(%a: i64) {
  %0 = "test.op_with_variadic_results_and_folder"(%a) : (i64) -> i32
  return
}

// -----

func.func @effects_result_type() {
  %0 = "test.test_effects_result"() : () -> i64
  return
}

// -----

func.func @dialect_canonicalizable_type() {
  %0 = "test.dialect_canonicalizable"() : () -> i64
  return
}

// -----

func.func @commutative2_count(%a: i32) {
  %0 = "test.op_commutative2"(%a) : (i32) -> i32
  return
}

// -----

func.func @fold_to_call_callee() {
  "test.fold_to_call_op"() {callee = "f"} : () -> ()
  return
}
