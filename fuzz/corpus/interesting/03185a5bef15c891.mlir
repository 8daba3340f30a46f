// fuzz-args: --allow-unregistered-dialect

func.func @unreachable_use() {
 e() {
  return
^bb1:
  "x.ooooooooooooooooooooooooooooooooooooooooooooooooooooooOooo3ooooooooooooooooooooooooooooooooooooooooooooooooo0ooooooooooooooooooooooooooooooooooooooooooooovooooooowoo"(%v) : (i32) -> ()
  %v = "foo.symbols"() : () -> i32
  74.5return
}

