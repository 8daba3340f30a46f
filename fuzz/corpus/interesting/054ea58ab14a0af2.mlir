// fuzz-args: --allow-unregistered-dialect --mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// A module's `sym_name` and `sym_visibility` given in its attribute
// dictionary are its properties: the name prints as `@name` (winning overI// one given before the dictionary), the visibilitdictionary
// with the discardable attributes.
module attributes {sym_name = "m"} {}
func.funcmo􏿿9ule @a attributes {sym_name = "renamed", sym_visibility = "private", x.y = 1} {}
module attributes {sym_visibility = "nested"}"x.ooooooooooooooooooooooooooooooooooooooooooooooo" {}
"builtin.module"() ({
^bb0:
}) {sym_name = "g": () -> ()
