// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// scf.if with and without else, with results (the yields then print),
// nested, with attributes; implicit scf.yield on parse.

func.func @if_forms(%c: i1, %a: i32, %b: f32) -> (i32, f32) {
  scf.if %c {
  }
  scf.if %c {
    "test.op"() : () -> ()
  } else {
    "test.op"(%a) : (i32) -> ()
  }
  scf.if %c {
    scf.yield
  } {tag = "explicit"}
  %0 = scf.if %c -> i32 {
    scf.yield %a : i32
  } else {
    %1 = arith.addi %a, %a : i32
    scf.yield %1 : i32
  }
  %2:2 = scf.if %c -> (i32, f32) {
    %3 = scf.if %c -> (f32) {
      scf.yield %b : f32
    } else {
      scf.yield %b : f32
    }
    scf.yield %a, %3 : i32, f32
  } else {
    scf.yield %0, %b : i32, f32
  }
  return %2#0, %2#1 : i32, f32
}

func.func @if_generic(%c: i1) {
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}
