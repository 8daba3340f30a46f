// fuzz-args: --allow-unregistered-dialect

func.func @unreachable_use() {
  r  "foo.u'se"(%v) : (i32) -> ()
  %v = "foo.def"() : () -> i32
  return
}

