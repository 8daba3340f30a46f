// RUN: ir-opt %s -inline=default-pipeline=
// RUN: ir-opt %s -inline=default-pipeline= -mlir-print-debuginfo
// Single-block and multi-block callees, locations wrapped in call sites,
// private callees erased once inlined, public ones kept.

func.func private @add(%a: i32, %b: i32) -> i32 {
  %s = arith.addi %a, %b : i32 loc("callee.cc":3:4)
  return %s : i32
}

func.func @select(%c: i1, %a: i32, %b: i32) -> i32 {
  cf.cond_br %c, ^t, ^f
^t:
  return %a : i32
^f:
  %m = arith.muli %b, %b : i32
  return %m : i32
}

func.func @caller(%c: i1, %x: i32) -> i32 {
  %0 = call @add(%x, %x) : (i32, i32) -> i32 loc("caller.cc":10:2)
  %1 = call @select(%c, %0, %x) : (i1, i32, i32) -> i32
  %2 = arith.subi %1, %0 : i32
  return %2 : i32
}

func.func @two_uses(%x: i32) -> (i32, i32) {
  %0 = call @add(%x, %x) : (i32, i32) -> i32
  return %0, %0 : i32, i32
}
