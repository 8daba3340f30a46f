// RUN: ir-opt %s -canonicalize

// An unused op is dead when each of its effects either reads or acts on a
// result the op itself allocates (MLIR 22's wouldOpBeTriviallyDead).

func.func @f() -> i32 {
  // Dead: allocates its result, then writes it.
  %0 = "test.side_effect_op"() {effects = [{effect = "allocate", on_result}, {effect = "write", on_result}]} : () -> i32
  // Dead: allocates its result, and reads elsewhere.
  %1 = "test.side_effect_op"() {effects = [{effect = "allocate", on_result}, {effect = "read"}]} : () -> i32
  // Dead: freeing the result it allocates.
  %2 = "test.side_effect_op"() {effects = [{effect = "allocate", on_result}, {effect = "free", on_result}]} : () -> i32
  // Kept: writes its result, which it does not allocate.
  %3 = "test.side_effect_op"() {effects = [{effect = "write", on_result}]} : () -> i32
  // Kept: allocates its result, but writes elsewhere.
  %4 = "test.side_effect_op"() {effects = [{effect = "allocate", on_result}, {effect = "write"}]} : () -> i32
  // Kept: used.
  %5 = "test.test_effects_result"() : () -> i32
  // Dead: unused.
  %6 = "test.test_effects_result"() : () -> i32
  return %5 : i32
}
