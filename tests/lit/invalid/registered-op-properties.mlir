// RUN: ir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics
// RUN: ir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics --mlir-print-op-generic

// A registered op with properties keeps its inherent attributes of a
// generic `<{...}>` and drops the rest, as MLIR's setPropertiesFromAttr.
%0 = "t"() : () -> i16
%1 = "arith.addi"(%0, %0) <{s = 1, overflowFlags = #arith.overflow<nsw>}> : (i16, i16) -> i16
%2 = "arith.addi"(%0, %0) <{s = 1}> : (i16, i16) -> i16

// -----

func.func @f() {
  // expected-error @+1 {{invalid properties {i = 5 : i64} for op func.return: this operation does not support properties}}
  "func.return"() <{i = 5}> : () -> ()
}
