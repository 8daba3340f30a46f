// fuzz-args: --allow-unregistered-dialect
func.func @e() {
  "f"(%v) : (i2) -> ()
  return
}
%v = "f"() : () -> i2
