// fuzz-args: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect @a attributes {sym_name = "renamed", sym_visibility = "private", x.y = 1} {}
module attributes {sym_visibility = "nested"} {}
"builtin.module"() ({
^bb0:
}) {sym_name = "g", x.z = 2} : () -> ()
