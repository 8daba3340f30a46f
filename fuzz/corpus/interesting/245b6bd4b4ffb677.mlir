// fuzz-args: --mlir-print-op-generic

// Inherent attributes given among the discardable ones become properties.
func.func @old_generic() -> i32 {
  %0 = "arith.constant"() {value = 7 : i32, arith.divui = "kept"} : () -> i32
  return %0 : i32
}
