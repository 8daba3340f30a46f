// fuzz-args: --allow-unregistered-dialect --mlir-print-op-generic

func.func @unreachable_use() {
  return
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.grapho_region {
test.graph_region {
^bb1:
  "x.oo-oooooooooooooooooooooooooooooooyoooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooooo"(%v) : (i32) -> ()
  %v = "foo.def"() arith.cmpf (i32
  return
}

}
}
}
}
}
}
}
}
