// RUN: ir-opt %s -allow-unregistered-dialect --cse -split-input-file
// RUN: ir-opt %s -allow-unregistered-dialect --pass-pipeline=builtin.module(func.func(cse)) -split-input-file --mlir-print-debuginfo

// Duplicates fold into the first; dead ops go; chains collapse.
func.func @chain(%a: i32, %b: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %c1_0 = arith.constant 1 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %a, %c1_0 : i32
  %2 = arith.muli %0, %b : i32
  %3 = arith.muli %1, %b : i32
  %dead = arith.subi %2, %3 : i32
  %4 = arith.xori %2, %3 : i32
  return %4 : i32
}

// -----

// Commutative ops match with their operands swapped; others do not.
func.func @commutative(%a: i32, %b: i32, %c: i32) -> (i32, i32, i32, i32, i32, i32) {
  %0 = arith.addi %a, %b : i32
  %1 = arith.addi %b, %a : i32
  %2 = arith.subi %a, %b : i32
  %3 = arith.subi %b, %a : i32
  %4 = arith.muli %a, %a : i32
  %5 = arith.muli %a, %b : i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

// -----

// Attributes, properties and result types must agree; locations need not,
// and a kept op with an unknown location takes the duplicate's.
func.func @attributes(%a: i32, %b: i32, %f: f32) -> (i1, i1, i1, f32, f32, i64, i64) {
  %0 = arith.cmpi slt, %a, %b : i32
  %1 = arith.cmpi sgt, %a, %b : i32
  %2 = arith.cmpi slt, %a, %b : i32 loc("elsewhere")
  %3 = arith.addf %f, %f fastmath<fast> : f32
  %4 = arith.addf %f, %f : f32
  %5 = arith.extsi %a : i32 to i64 loc(unknown)
  %6 = arith.extsi %a : i32 to i64 loc("named")
  return %0, %1, %2, %3, %4, %5, %6 : i1, i1, i1, f32, f32, i64, i64
}

// -----

// Unregistered ops may have effects: kept, and they stay distinct.
func.func @unregistered() -> (i32, i32) {
  %0 = "foo.op"() : () -> i32
  %1 = "foo.op"() : () -> i32
  %2 = "foo.op"() : () -> i32
  return %0, %1 : i32, i32
}
