// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// A module has no terminator, so an op with the IsTerminator trait that
// ends its body is printed like any other op (found by the fuzzer:
// module-custom-form-drops-trailing-terminator).
module {
  "test.finish"() : () -> ()
}
