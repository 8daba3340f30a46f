// fuzz-args: --allow-unregistered-dialect

func.func @unreachable_use() {
  return
^bb1:
  "x.ooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooo>ooooo"(%v) : (i32) -> ()
  %v = "foo.def"() : () -> i32
  return
}

