// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(symbol-dce))'
// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(symbol-dce))' --mlir-print-debuginfo
// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(symbol-dce))' --mlir-print-op-on-diagnostic=false
// RUN: ir-opt %s -test-side-effects
// RUN: ir-opt %s -test-side-effects --mlir-print-op-generic
// RUN: ir-opt %s -test-side-effects --mlir-print-op-on-diagnostic=false
// The `see current operation` note MLIR attaches to a diagnostic a pass
// emits on an op (`op->emitError`, `emitWarning`, `emitRemark`) while
// `--mlir-print-op-on-diagnostic` is on (the default): an error's note
// shows the op in generic form, a remark's in the form the tool prints;
// both print alone (local scope), with locations under
// `--mlir-print-debuginfo`.

func.func @f(%a: memref<4xi32>) {
  %c = arith.constant 0 : index
  %v = memref.load %a[%c] : memref<4xi32>
  memref.store %v, %a[%c] : memref<4xi32>
  return
}
