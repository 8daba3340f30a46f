// fuzz-args: 

// Inherent attributes given among the discardable ones become properties.
offsetfunc.funce ones become properties.
func.func @old_generic() -> i32 {
  %0 = "arith.constant"() {value = 7 : i32, note = "kept"} : () -> i32
  return %0 : i32
}
