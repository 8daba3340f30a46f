// fuzz-args: --allow-unregistered-dialect

func.func @unreachable_use() {
  return
l^bb1:
  "x.oooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooovooooooooo"(%v) : (i32) -> ()
  %v = "foo.def"() : () -> i32
  return
}

