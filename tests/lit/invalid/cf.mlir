// RUN: not ir-opt %s -split-input-file
// cf branches: successor operands must match the target block's arguments.

func.func @too_many(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @wrong_type(%a: i32) {
  cf.br ^bb1(%a : i32)
^bb1(%x: f32):
  return
}

// -----

func.func @false_side(%c: i1, %a: i32) {
  cf.cond_br %c, ^bb1, ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @condition_not_i1(%c: i32) {
  "cf.cond_br"(%c) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i32) -> ()
^bb1:
  return
}

// -----

func.func @undefined_block() {
  cf.br ^missing
}

// -----

func.func @untyped_operands(%a: i32) {
  cf.br ^bb1(%a)
^bb1(%x: i32):
  return
}

// -----

func.func @select_shape(%c: vector<12xi1>, %t: vector<42xi32>, %f: vector<42xi32>) {
  %r = "arith.select"(%c, %t, %f) : (vector<12xi1>, vector<42xi32>, vector<42xi32>) -> vector<42xi32>
  return
}

// -----

// Inherent attributes among the discardable ones are properties, and
// are verified as such.
func.func @constant_in_dict() {
  %r = "arith.constant"() {value = -1 : si32} : () -> si32
  return
}

// -----

func.func @no_custom_form() {
  test.finish
}

// -----

// Operand and type counts are checked when operands resolve, at the
// operand list, as MLIR's parsers check them.
func.func @more_operands_than_types(%a: i32) {
  cf.br ^bb1(%a, %a : i32)
^bb1(%x: i32):
  return
}

// -----

func.func @call_counts(%a: i32) {
  call @g(%a) : (i32, i32) -> ()
  return
}

// -----

func.func @return_counts(%a: i32) {
  return %a, %a : i32
}

// -----

func.func @select_counts(%c: i1, %a: i32) -> i32 {
  %0 = arith.select %c, %a : i32
  return %0 : i32
}
