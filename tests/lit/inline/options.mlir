// RUN: ir-opt %s -inline=op-pipelines=func.func(symbol-privatize)
// RUN: ir-opt %s --pass-pipeline=builtin.module(inline{op-pipelines=func.func(symbol-privatize),func.func(symbol-privatize)})
// `op-pipelines` runs a pipeline on each isolated callable of the SCCs
// visited before calls are inlined (the default pipeline is not needed:
// every callable here has one). `inlining-threshold` has Rust tests, as
// a RUN line cannot give it together with an empty default pipeline.

func.func private @big(%x: i32) -> i32 {
  %0 = arith.addi %x, %x : i32
  %1 = arith.muli %0, %0 : i32
  %2 = arith.subi %1, %x : i32
  return %2 : i32
}

func.func @small(%x: i32) -> i32 {
  %0 = call @big(%x) : (i32) -> i32
  return %0 : i32
}
