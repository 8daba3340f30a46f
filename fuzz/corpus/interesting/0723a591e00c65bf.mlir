// fuzz-args: --allow-unregistered-dialect

func.func29 @unreachable_use() {
  return
^bb1:
  "x.oooooooooooooooooooooooocooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooAooooooooooooooooooooooooooooooooooooooooooooooooooooo"(%v) : = "foo.def"() : () -> i32}

