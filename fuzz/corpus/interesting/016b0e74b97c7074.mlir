// fuzz-args: --allow-unregistered-dialect

func.gunc @unreachable_use() {
  return
^bb1:
  "foo.u'se"(%v) : (i32) -> ()
  %v = "foo.def"() : () -> i32
  return
}

