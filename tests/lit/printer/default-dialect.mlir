// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// An op name drops its dialect prefix only where that dialect is the
// default: `builtin` at the top level and directly in a module, `func` in a
// function; nowhere inside an op without a default dialect (unregistered,
// generic or custom), whose regions have none.
"t.op"() ({
  module {}
  "t.x"() ({
    module {}
  }) : () -> ()
}) : () -> ()
func.func @f() {
  "t.y"() ({
    builtin.module {}
  }) : () -> ()
  builtin.module {}
  %0 = builtin.unrealized_conversion_cast to i32
  return
}
module {
  module {
    %1 = unrealized_conversion_cast to i32
  }
}
test.graph_region {
  builtin.module {}
  "test.finish"() : () -> ()
}
test.single_no_terminator_op : {
  builtin.module {}
}
