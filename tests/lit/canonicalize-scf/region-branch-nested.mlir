// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect
// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect --mlir-print-op-generic

// The region-branch patterns through nested loops and ifs (@nested), a
// multi-block scf.execute_region (@multi), an scf.if in scf.while's
// before region (@while_nested) and duplicated scf.index_switch results.

func.func @nested(%lb: index, %ub: index, %s: index, %x: i32, %y: i32, %cc: i1) -> i32 {
  %r:2 = scf.for %i = %lb to %ub step %s iter_args(%a = %x, %b = %y) -> (i32, i32) {
    %q:2 = scf.for %j = %lb to %ub step %s iter_args(%c = %a, %d = %b) -> (i32, i32) {
      %e = scf.if %cc -> i32 {
        scf.yield %d : i32
      } else {
        scf.yield %d : i32
      }
      "test.use"(%e) : (i32) -> ()
      scf.yield %c, %e : i32, i32
    }
    scf.yield %q#0, %q#1 : i32, i32
  }
  return %r#1 : i32
}
func.func @multi(%c: i1, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.execute_region -> (i32, i32) no_inline {
    cf.cond_br %c, ^bb1, ^bb2
  ^bb1:
    scf.yield %x, %y : i32, i32
  ^bb2:
    scf.yield %x, %x : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
func.func @while_nested(%x: i32, %c: i1) -> i32 {
  %r = scf.while (%a = %x) : (i32) -> i32 {
    %v = scf.if %c -> i32 {
      scf.yield %a : i32
    } else {
      scf.yield %a : i32
    }
    %cond = "test.cond"(%v) : (i32) -> i1
    scf.condition(%cond) %v : i32
  } do {
  ^bb0(%p: i32):
    scf.yield %p : i32
  }
  return %r : i32
}
func.func @switch_dup(%i: index, %x: i32) -> (i32, i32) {
  %r:2 = scf.index_switch %i -> i32, i32
  case 1 {
    %a = "test.op"() : () -> i32
    scf.yield %a, %a : i32, i32
  }
  default {
    %b = "test.op"() : () -> i32
    scf.yield %b, %b : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}
