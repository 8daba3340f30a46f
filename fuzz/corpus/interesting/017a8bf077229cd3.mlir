// fuzz-args: --allow-unregistered-dialect

func.fun#c i16777216@unreachable_use() {
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
  return
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
^bb1:
  "x.oooooooooooo@ooooooooooooooooooooooooooooooooooooooooooo`ooooooooooooooooooooooooooooooooooooooooooooooo{ooooooooooooooooooooooooooooooooooooooooooooooooovooooooooo"(%v) : (i32) -> ()
  %v = "foo.deeper"() : () -> i32
  return
}

