// RUN: ir-opt %s --inline=default-pipeline=bogus --mlir-disable-threading
// RUN: ir-opt %s '--inline=default-pipeline=cse)' --mlir-disable-threading
// RUN: ir-opt %s '--pass-pipeline=builtin.module(inline{default-pipeline=cse,bogus})' --mlir-disable-threading
// RUN: not ir-opt %s '--inline=op-pipelines=func.func(bogus)'
// RUN: not ir-opt %s '--inline=op-pipelines=func.func(canonicalize{max-iterations=x})'
// RUN: not ir-opt %s --inline=op-pipelines=cse
// RUN: not ir-opt %s '--pass-pipeline=builtin.module(inline{op-pipelines=func.func(bogus)})'
// A default pipeline that does not parse is not an error of the inliner:
// the parser's error is printed when the pipeline is first needed and the
// inliner goes on without it. A bad `op-pipelines` pipeline fails the
// option: the pipeline parser's text comes first, as it printed it, then
// the (empty) error of the option.

func.func @f() {
  call @g() : () -> ()
  return
}

func.func private @g() {
  %0 = arith.constant 1 : i32
  return
}
