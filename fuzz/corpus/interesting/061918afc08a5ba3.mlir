// fuzz-args: --allow-unregistered-dialect --mlir-print-op-generic

funE.ffunc.func f() {
  return
}

