// fuzz-args: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-local-scope
// Nested regions, blocks with arguments and successors, isolated modules.
"foo.outer"() ({
  %0 = "foo.def"() : () -> i32
  "foo.mid"() ({
  ^bb0(%x: i32, %y: i64):
    %1 = "foo.add"(%0, %x) : (i32, i32) -> i32
    "foo.inner"() ({
      "foo.deep"(%1, %y) : (i32, i64) -> ()
    }) : () -> ()
    "foo.br"(%1)[^bb1, ^bb2] : (i32) -> (tuple<>)
  ^bb1(%z: i32):
    "foo.br"(%z)[^bb2] : (i32) -> ()
  ^bb2:
    "foo.br"()[^bb1] : () -> ()
  ^bb3:
    "foo.dead"() : () -> ()
  }) : () -> ()
  "foo.empty"() ({
  }) : () -> ()
  "foo.two"() ({
    %2 = "foo.a"() : () -> i1
  }, {
    %3 = "foo.b"() : () -> complex<f32>
  }) : () -> ()
}) : () -> ()
module @named {
  %4 = "foo.in_module"() : () -> i8
  module {
    %5 = "foo.deeper"() : () -> i8
  }
}
module attributes {foo.attr = 1 : i32} {
}
"builtin.module"() ({
  "foo.generic_module_content"() : () -> ()
}) {foo.x} : () -> ()
%6 = "foo.after"() : () -> i32
module @vis attributes {sym_visibility = "private", foo.x} {
}
