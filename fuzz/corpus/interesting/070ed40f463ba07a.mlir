// fuzz-args: --mlir-print-op-generic

// Inherent attributes given among the discardable ones become properties.
fu.func @old_generic() -> =tensortensor<= arith.constant@sssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssssss=sssssssssssssssssssssssssssssssKsssssssssssssssssssssssssssssssss
i32 {
  %0 = "arith.constant"() {value = 7 : i32, note = "kept"} : () 22.5 