// RUN: ir-opt %s '--inline=default-pipeline=canonicalize{max-iterations=x}'
// RUN: ir-opt %s '--inline=default-pipeline=canonicalize{max-iterations=x},cse'
// RUN: ir-opt %s '--inline=default-pipeline=cse,canonicalize{max-iterations=x}'
// RUN: ir-opt %s '--inline=default-pipeline=canonicalize{max-iterations=0 test-convergence=x}'
// RUN: ir-opt %s '--inline=default-pipeline=canonicalize{test-convergence=x max-iterations=0}'
// RUN: ir-opt %s '--inline=default-pipeline=canonicalize{bogus=1}'
// RUN: ir-opt %s '--inline=default-pipeline=canonicalize{max-iterations=x},bogus'
// RUN: ir-opt %s '--inline=default-pipeline=func.func(canonicalize{max-iterations=x})'
// RUN: ir-opt %s '--pass-pipeline=builtin.module(inline{default-pipeline=canonicalize{max-iterations=x}})'
// A default pipeline whose pass has a bad option value is reported and
// still runs, as MLIR's pass registry adds the pass it made whatever its
// options said: with the options before the bad one (read in order), and
// without the passes after it. A syntax error or an unknown pass adds
// nothing.

func.func private @callee(%a: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %r = arith.addi %a, %c0 : i32
  %m1 = arith.muli %r, %r : i32
  %m2 = arith.muli %r, %r : i32
  %s = arith.addi %m1, %m2 : i32
  return %s : i32
}

func.func @caller(%a: i32) -> i32 {
  %r = call @callee(%a) : (i32) -> i32
  return %r : i32
}

func.func @caller2(%a: i32) -> i32 {
  %r = call @callee(%a) : (i32) -> i32
  return %r : i32
}
