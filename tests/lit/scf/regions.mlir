// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// scf.execute_region (one block, several blocks, no_inline) and
// scf.index_switch (cases, default, results, attributes).

func.func @execute_region(%c: i1, %i: i32) -> i32 {
  scf.execute_region {
    scf.yield
  }
  %0 = scf.execute_region -> i32 no_inline {
    scf.yield %i : i32
  }
  %1:2 = scf.execute_region -> (i32, i1) {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %0, %c : i32, i1
  ^bb2:
    scf.yield %i, %c : i32, i1
  } {note}
  return %1#0 : i32
}

func.func @index_switch(%x: index, %i: i32, %f: f32) -> (i32, f32) {
  scf.index_switch %x
  default {
  }
  scf.index_switch %x {note = 3 : i64}
  case -1 {
    scf.yield
  }
  default {
    "test.op"() : () -> ()
  }
  %0:2 = scf.index_switch %x -> i32, f32
  case 2 {
    scf.yield %i, %f : i32, f32
  }
  case 100 {
    %1 = arith.addi %i, %i : i32
    scf.yield %1, %f : i32, f32
  }
  default {
    scf.yield %i, %f : i32, f32
  }
  return %0#0, %0#1 : i32, f32
}
