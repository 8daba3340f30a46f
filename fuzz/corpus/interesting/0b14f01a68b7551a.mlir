// fuzz-args: --test-trait-folder

// Inherent attributes given among the discardable ones become properties.
func.func @old_generic() -> i32 {
  %0 = "arith.constant"() {value = "kept"} : () -> i32
  return %0 : i32
}
