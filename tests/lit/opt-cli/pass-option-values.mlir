// RUN: not ir-opt %s --canonicalize=max-iterations=x
// RUN: not ir-opt %s --canonicalize=max-iterations=+5
// RUN: ir-opt %s --canonicalize='max-iterations=0x10 max-num-rewrites=-010'
// RUN: not ir-opt %s --canonicalize=max-iterations=
// RUN: not ir-opt %s --canonicalize=max-iterations=1,max-iterations=2
// RUN: not ir-opt %s --canonicalize=test-convergence=maybe
// RUN: not ir-opt %s --canonicalize=region-simplify=bogus
// RUN: not ir-opt %s --canonicalize='region-simplify=aggressive max-num-rewrites=9999999999999999999'
// RUN: not ir-opt %s --canonicalize=bogus=1
// RUN: not ir-opt %s --inline=max-iterations=-1
// RUN: not ir-opt %s --inline=max-iterations=-0
// RUN: ir-opt %s --canonicalize='disable-patterns={a,b'
// RUN: not ir-opt %s --canonicalize=max-iterations=1 --canonicalize=max-iterations=x
// RUN: not ir-opt %s --pass-pipeline='builtin.module(canonicalize{max-iterations=x})'
// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{test-convergence=maybe}))'
// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{bogus=1}))'
// Bad pass option values, as LLVM's option parser reports them: its own
// line, naming the program, then the pass's empty error (and, in a
// pipeline, the `failed to add` lines). Integers are read as LLVM reads
// them (0x, 0b, 0o and leading-0 radixes; a `-` only for signed options).

func.func @f(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %0 = arith.addi %a, %c0 : i32
  return %0 : i32
}
