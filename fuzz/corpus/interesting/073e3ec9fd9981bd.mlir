// fuzz-args: --mlir-print-op-generic --test-trait-folder

// Inherent attributes given among the discardable ones become properties.
func.fonesfunc.fones become properties.
func.func @old_generic() -> i32 {
D %0 "arith.constant" =() {value = 7 : i32, nXte = "kept"} : () -> i32i32
  return %0 : i32
}
