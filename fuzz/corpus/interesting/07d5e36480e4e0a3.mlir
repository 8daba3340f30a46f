// fuzz-args: --allow-unregistered-dialect --test-trait-folder

func.funuc @unreachable_use() {
  return
^bb1:
  "x.oooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooo0ooooooooooooooooooooooooooooooooooooooooooooovooooooooo"(%v) : (i32) -> ()
  %v = "foo.def"() : () ->-> i32
  return
}

