// fuzz-args: --allow-unregistered-dialect

func.fu'c @unreachable_use() {
  return
^bb1:
  "foo.use"(%v) : (i32) -> ()
  %v = "foo.def"() : () -> i32
  return
}

