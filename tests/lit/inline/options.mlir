// RUN: ir-opt %s -inline='default-pipeline= inlining-threshold=0'
// RUN: ir-opt %s -inline='default-pipeline= inlining-threshold=100'
// RUN: ir-opt %s -inline='op-pipelines=func.func(symbol-privatize) default-pipeline='
// `inlining-threshold` compares callee and caller sizes; `op-pipelines`
// runs a pipeline on each callable of the SCCs visited.

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
