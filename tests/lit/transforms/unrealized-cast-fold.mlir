// RUN: ir-opt %s -test-single-fold -split-input-file
// builtin.unrealized_conversion_cast folds: a cast to its own input types
// is its inputs; a cast of every result of another cast, in order, back to
// that cast's input types is that cast's inputs. Anything else stays.

func.func @round_trip(%a: i32, %b: i64) -> (i32, i64) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, i64 to f32, f64
  %1:2 = builtin.unrealized_conversion_cast %0#0, %0#1 : f32, f64 to i32, i64
  return %1#0, %1#1 : i32, i64
}

// -----

func.func @identity(%a: i32, %b: f32) -> (i32, f32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, f32 to i32, f32
  return %0#0, %0#1 : i32, f32
}

// -----

func.func @other_types(%a: i32) -> i16 {
  %0 = builtin.unrealized_conversion_cast %a : i32 to i64
  %1 = builtin.unrealized_conversion_cast %0 : i64 to i16
  return %1 : i16
}

// -----

func.func @mixed_inputs(%a: i32, %b: i32, %c: i64) -> (i32, i32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64, i64
  %1:2 = builtin.unrealized_conversion_cast %c, %0#1 : i64, i64 to i32, i32
  return %1#0, %1#1 : i32, i32
}

// -----

func.func @swapped(%a: i32, %b: i32) -> (i32, i32) {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64, i64
  %1:2 = builtin.unrealized_conversion_cast %0#1, %0#0 : i64, i64 to i32, i32
  return %1#0, %1#1 : i32, i32
}

// -----

func.func @partial(%a: i32, %b: i32) -> i32 {
  %0:2 = builtin.unrealized_conversion_cast %a, %b : i32, i32 to i64, i64
  %1 = builtin.unrealized_conversion_cast %0#0 : i64 to i32
  return %1 : i32
}

// -----

func.func @no_inputs() -> i32 {
  %0 = builtin.unrealized_conversion_cast to i32
  return %0 : i32
}

// -----

func.func @one_to_many(%a: i32) -> i32 {
  %0:2 = builtin.unrealized_conversion_cast %a : i32 to i8, i8
  %1 = builtin.unrealized_conversion_cast %0#0, %0#1 : i8, i8 to i32
  return %1 : i32
}
