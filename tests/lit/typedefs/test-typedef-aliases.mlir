// RUN: ir-opt %s --allow-unregistered-dialect
// RUN: ir-opt %s --allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s --allow-unregistered-dialect -mlir-print-local-scope
// RUN: ir-opt %s --allow-unregistered-dialect -mlir-print-debuginfo
// A dialect type whose definition names an alias (`!test_ui8`, as
// upstream's OpAsmDialectInterface gives it) prints through it, defined
// at the top before attribute aliases, and in full in local scope.
func.func @f(%a: !test.int<unsigned, 8>, %c: !test.int<signed, 8>) attributes {m = affine_map<(d0) -> (d0)>, t = [!test.int<unsigned, 8>], u = tuple<!test.int<unsigned, 8>>} {
  %0 = "test.x"(%a) : (!test.int<unsigned, 8>) -> tensor<2x!test.int<unsigned, 8>>
  return
}
