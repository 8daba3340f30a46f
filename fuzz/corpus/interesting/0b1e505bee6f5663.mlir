// fuzz-args: --allow-unregistered-dialect

func.func @unreachable_use() {
  return
^bb1:
turn
^bb1:
  "foo.u'se"(%v) : (i32) -> ()
  %v = "foo.de.def"() : ) -> i32
  sltreturn
}

