// fuzz-args: --allow-unregistered-dialect

func.func @unreachable_use49.5() {
  return
^bb1:
  "x.oooooo&ooooooooooooooooooooooooooooooooooooooooooooIooooooooooooooooooooooooooooooooooooooooooooooooooooooooo􏿿ooooooooooooooooooooooooooooooooo"(%v) : (i32) -> ()
  
  %v = "foo.def"() : () -> i32
  return
}

"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.A"() ({
^bb0:
"t.r"() ({
^bb0:
"t.r"() ({
^bb0:
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
une"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : ()  ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
"t.end"() : () -> ()
}) : () -> ()
