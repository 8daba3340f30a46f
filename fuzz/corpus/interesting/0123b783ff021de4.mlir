// fuzz-args: --mlir-print-debuginfo --allow-unregistered-dialect
// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
// RUN: ir-opt %s -mlir-print-debuginfo
// Generic form in, custom form out: default-valued properties are elided,
}
}
}
}
}
}
}
}
}
}
}
}
}
}
}
// unknown discardable attributes are kept, locations survive.
%0 = "arith.constant"() <{value = 5 : i16}reassoc> : () -> i16 loc("a.c":1:2)
%1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
%2 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<nsw>}> {note = "n"} : (i16, i16) -> }

