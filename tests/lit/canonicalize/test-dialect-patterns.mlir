// RUN: ir-opt %s -split-input-file -canonicalize
// RUN: ir-opt %s -split-input-file -canonicalize=region-simplify=disabled
// RUN: ir-opt %s -split-input-file -canonicalize=enable-patterns=TestRemoveOpWithInnerOps
// RUN: ir-opt %s -split-input-file -pass-pipeline=builtin.module(func.func(canonicalize{disable-patterns=TestRemoveOpWithInnerOps}))
// RUN: ir-opt %s -split-input-file -canonicalize=disable-patterns=FoldToCallOpPattern

// The test dialect's patterns and folders: a named pattern erasing an op
// with its region, a fold through a region op, folds of variadic results,
// the dialect-wide pattern, the commutative operand order and the call a
// pattern makes of test.fold_to_call_op.

func.func @callee(%x: i32) -> i32 {
  "test.op_with_region_pattern"() ({
    %y = "test.op_with_region_fold"(%x) ({
      "test.op_with_region_terminator"() : () -> ()
    }) : (i32) -> (i32)
    "test.op_with_region_terminator"() : () -> ()
  }) : () -> ()
  %z = "test.op_with_region_fold"(%x) ({
    "test.op_with_region_pattern"() ({
      "test.op_with_region_terminator"() : () -> ()
    }) : () -> ()
    "test.op_with_region_terminator"() : () -> ()
  }) : (i32) -> (i32)
  return %z : i32
}

func.func @variadic(%a: i32, %b: i32, %c: i32) -> (i32, i32, i32) {
  %0:3 = "test.op_with_variadic_results_and_folder"(%c, %a, %b) : (i32, i32, i32) -> (i32, i32, i32)
  %1 = "test.op_with_variadic_results_and_folder"(%0#2) : (i32) -> (i32)
  return %1, %0#0, %0#1 : i32, i32, i32
}

func.func @dialect_pattern(%a: i32) -> (i32, i32) {
  %0 = "test.dialect_canonicalizable"() : () -> (i32)
  %1 = "test.dialect_canonicalizable"() : () -> (i32)
  %2 = "test.op_commutative2"(%0, %a) : (i32, i32) -> i32
  %3 = "test.op_commutative2"(%1, %2) : (i32, i32) -> i32
  return %2, %3 : i32, i32
}

func.func @calls() {
  "test.fold_to_call_op"() {callee = @calls} : () -> ()
  "test.fold_to_call_op"() {callee = @other} : () -> ()
  return
}

func.func private @other()

// -----

// An op with no memory effects goes when unused, even with ops in its
// region that have effects; one that allocates its result and writes it
// goes when unused, and stays when used.

func.func @dead(%a: i32) -> i32 {
  "test.op_with_region_fold_no_side_effect"() ({
    "test.op_with_memwrite"() : () -> ()
    "test.op_with_region_terminator"() : () -> ()
  }) : () -> ()
  %0 = "test.test_effects_result"() : () -> i32
  %1 = "test.test_effects_result"() : () -> i32
  return %1 : i32
}

// -----

// test.br forwards all its operands to its successor: dead block
// arguments lose their operand, live ones keep it.

func.func @branch(%a: i32, %b: f32, %c: i64) -> i64 {
  "test.br"(%a, %b, %c, %a)[^bb1] : (i32, f32, i64, i32) -> ()
^bb1(%x: i32, %y: f32, %z: i64, %w: i32):
  "test.br"(%z, %x)[^bb2] : (i64, i32) -> ()
^bb2(%u: i64, %v: i32):
  return %u : i64
}
