// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// scf.while in its while and do-while shapes, with types changing
// between the regions, no operands, and attributes; scf.condition.

func.func @while_forms(%c: i1, %f: f32, %i: i32) -> (f32, i64) {
  %0 = scf.while (%a = %f) : (f32) -> f32 {
    %cond = "test.cond"(%a) : (f32) -> i1
    scf.condition(%cond) %a : f32
  } do {
  ^bb0(%b: f32):
    %n = arith.addf %b, %b : f32
    scf.yield %n : f32
  }
  %1:2 = scf.while (%a = %f, %b = %i) : (f32, i32) -> (f32, i64) {
    %w = "test.widen"(%b) : (i32) -> i64
    scf.condition(%c) %a, %w : f32, i64
  } do {
  ^bb0(%x: f32, %y: i64):
    scf.yield %x, %i : f32, i32
  } attributes {note = "two"}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    scf.yield
  }
  return %0, %1#1 : f32, i64
}
