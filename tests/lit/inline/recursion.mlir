// RUN: ir-opt %s -inline=default-pipeline=
// Self-recursive and mutually recursive functions stay calls; a callee
// reached through an inlined call is inlined once, then the history of
// inlined callables stops it.

func.func @self(%x: i32) -> i32 {
  %0 = call @self(%x) : (i32) -> i32
  return %0 : i32
}

func.func @ping(%x: i32) -> i32 {
  %0 = call @pong(%x) : (i32) -> i32
  return %0 : i32
}

func.func @pong(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %y = arith.addi %x, %c1 : i32
  %0 = call @ping(%y) : (i32) -> i32
  return %0 : i32
}

func.func @leaf() -> i32 {
  %c7 = arith.constant 7 : i32
  return %c7 : i32
}

func.func @mid() -> i32 {
  %0 = call @leaf() : () -> i32
  %1 = call @leaf() : () -> i32
  %2 = arith.addi %0, %1 : i32
  return %2 : i32
}

func.func @top() -> i32 {
  %0 = call @mid() : () -> i32
  %1 = call @ping(%0) : (i32) -> i32
  return %1 : i32
}
