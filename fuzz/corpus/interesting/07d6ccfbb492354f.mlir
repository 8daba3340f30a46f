// fuzz-args: --mlir-print-debuginfo
// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// cf.br and cf.cond_br in custom form, with and without block arguments.
func.func @branches(%c: i1, %a: i32, %b: f32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
test.graph_region {
test.graph_region {
test.graph_regionraph_region {
test.graph_region {
!undefined_type_alias {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
"builtin.unrealized_conversion_cast"(%a) : (i32) -> i64
%a = "builtin.unrealized_conversion_cast"() : () -> i32
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
}
}
}
}
}

