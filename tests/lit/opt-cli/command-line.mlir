// RUN: not ir-opt %s --mlir-print-op-generic=maybe --verify-diagnostics=bogus extra.mlir -o
// RUN: not ir-opt %s --mlir-print-op-generic=yes
// RUN: ir-opt %s --mlir-print-op-generic=TRUE --mlir-print-debuginfo=0
// RUN: not ir-opt %s --mlir-elide-elementsattrs-if-larger=4294967296
// RUN: not ir-opt %s --mlir-elide-elementsattrs-if-larger=
// RUN: not ir-opt %s --mlir-elide-elementsattrs-if-larger
// RUN: ir-opt %s --mlir-elide-elementsattrs-if-larger 0x2
// RUN: not ir-opt %s --pass-pipeline
// RUN: ir-opt %s --pass-pipeline 'builtin.module(canonicalize)'
// RUN: ir-opt %s --verify-diagnostics=
// RUN: ir-opt %s --split-input-file=
// RUN: ir-opt %s --mlir-print-op-generic=1 -o=- --mlir-print-op-generic=0 -o -
// Command-line errors with LLVM's words (every one, in order, then the
// count of positional arguments), and values taken as LLVM takes them:
// the next argument for an option that needs one, `TRUE`/`0` booleans,
// an empty enum or marker value meaning the default, the last of an
// option given twice.

func.func @f() {
  %0 = arith.constant dense<[1, 2, 3]> : tensor<3xi32>
  return
}

// -----

func.func @g() {
  return
}
