// RUN: ir-opt %s --canonicalize --split-input-file
// RUN: ir-opt %s --test-side-effects --split-input-file -mlir-print-op-on-diagnostic=false

// A cast chain folds to its source; the casts left unused are erased
// (the op is Pure).
func.func @chain(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64, i64
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : i64, i64 to i32, i32
  return %1#0, %1#1 : i32, i32
}

// -----

// Mixed sources do not fold; an unused cast goes.
func.func @mixed(%a: i32, %c: i64) -> i32 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1:2 = builtin.unrealized_conversion_cast %c, %0 : i64, i64 to i32, i32
  %2 = builtin.unrealized_conversion_cast %a : i32 to f32
  return %1#1 : i32
}
