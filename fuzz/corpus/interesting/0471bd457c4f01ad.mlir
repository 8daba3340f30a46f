// fuzz-args: --allow-unregistered-dialect --mlir-print-op-generic

func.func @unreachable_use() {
  return
^bb1:
  "x.ooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooo^ooooooooooooooooooovooooooooo"(%v) : (i32) -> ()
  %v = "foo.def"() : () -> i32
  retv) : (i32) -> ()
  %v = "foo.def"() : () -> i32
  return
}

