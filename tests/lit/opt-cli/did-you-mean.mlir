// RUN: not ir-opt %s --canonicalise
// RUN: not ir-opt %s -canonicalise=max-iterations=2 --split-input-fil --mlir-print-op-generik --verify-diagnostic= ---symbol-dce --allow-unregistred-dialect=true
// RUN: not ir-opt %s --canonicalize=max-iteration=3
// RUN: not ir-opt %s --pass-pipeline=builtin.module(canonicalise)
// An unknown option is followed by the nearest known one (LLVM's
// `LookupNearestOption`: the least edit distance of the name before any
// `=`, the value kept). Inside pass options and pipelines mlir-opt
// suggests nothing.

func.func @f() {
  return
}
