// RUN: not ir-opt %s --no-implicit-module --split-input-file
// RUN: not ir-opt %s --no-implicit-module --split-input-file --symbol-dce
// RUN: not ir-opt %s --no-implicit-module --split-input-file --pass-pipeline=builtin.module(symbol-dce)
// RUN: not ir-opt %s --no-implicit-module --split-input-file --pass-pipeline=func.func(canonicalize) --mlir-print-op-generic
// RUN: ir-opt %s --no-implicit-module=false --split-input-file
// --no-implicit-module: the one top-level op of each chunk is the op the
// passes run on and the op printed, not wrapped in a module; a chunk with
// several top-level ops or none is an error at the chunk's start
// (`file:0:0` for the first). Pass flags anchor on the top-level op.

func.func @one() {
  %0 = arith.constant 1 : i32
  return
}

// -----

func.func @two() {
  return
}
func.func @three() {
  return
}

// -----

// -----

module {
  func.func private @in_module()
}
