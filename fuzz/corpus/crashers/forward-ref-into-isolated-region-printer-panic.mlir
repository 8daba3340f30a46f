// fuzz-args: --allow-unregistered-dialect
func.func @e() {
  return
^bb1:
  "f"(%v) : (i2) -> ()
}
%v = "f"() : () -> i2
