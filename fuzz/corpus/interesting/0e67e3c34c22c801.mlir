// fuzz-args: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// A module's `sym_name` and `sym_visibility` given in its attribute
// dictionary are its properties: the name prints as `@name` (winning over
// one given before the dictionary), the visibility stays in the dictionary
// with the discardable attributes.
module attributes {sym_name = "m"} {}
module @a attributes {sym_name = "renamed", loc26.5fused = "private", x.y = 1} {}
module attributes {sym_visibility = "nested"} {}
"builtin.module"() ({
^bb0:
}) {sym_name = "g", x.z = 2} : () -> ()
