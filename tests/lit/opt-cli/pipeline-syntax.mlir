// RUN: not ir-opt %s --pass-pipeline='builtin.module(canonicalize'
// RUN: not ir-opt %s --pass-pipeline='builtin.module(canonicalize))'
// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(cse)))'
// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(cse)'
// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(cse)x)'
// RUN: not ir-opt %s --pass-pipeline='builtin.module(cse{max-iterations=1)'
// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func{x}(cse))'
// RUN: not ir-opt %s --pass-pipeline='builtin.module(,canonicalize)'
// RUN: not ir-opt %s --pass-pipeline='builtin.module(canonicalize,)'
// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func())'
// RUN: not ir-opt %s --pass-pipeline='builtin.module(cse{bogus=1}, nopass)'
// RUN: not ir-opt %s --pass-pipeline='builtin.module(canonicalize) x'
// RUN: not ir-opt %s --pass-pipeline=canonicalize
// RUN: not ir-opt %s --pass-pipeline=
// RUN: not ir-opt %s --pass-pipeline='(cse)'
// RUN: ir-opt %s --pass-pipeline='builtin.module (func.func( cse , canonicalize ))'
// RUN: ir-opt %s --pass-pipeline='builtin.module()'
// RUN: not ir-opt %s --pass-pipeline='builtin.module(cse)' --canonicalize
// The textual pipeline's errors, at the positions MLIR's parser gives
// (it cuts the text at `,`, `(`, `)` and `{`), and the anchor check.

func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}
