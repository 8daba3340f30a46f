// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// scf.for over index and integer bounds, signed and unsigned, with and
// without loop-carried values; the yield prints only when the loop
// carries values.

func.func @for_forms(%lb: index, %ub: index, %s: index, %i: i64, %f: f32) -> f32 {
  scf.for %iv = %lb to %ub step %s {
    "test.use"(%iv) : (index) -> ()
  }
  scf.for %iv = %lb to %ub step %s : index {
    scf.yield
  } {note = 1 : i32}
  %0 = scf.for %iv = %lb to %ub step %s iter_args(%acc = %f) -> (f32) {
    %1 = arith.addf %acc, %acc : f32
    scf.yield %1 : f32
  }
  %2:2 = scf.for %iv = %i to %i step %i iter_args(%x = %0, %y = %i) -> (f32, i64) : i64 {
    %3 = arith.addi %iv, %y : i64
    scf.yield %x, %3 : f32, i64
  }
  scf.for unsigned %iv = %i to %i step %i : i64 {
  }
  %4 = scf.for unsigned %iv = %lb to %ub step %s iter_args(%a = %2#0) -> f32 {
    scf.for %jv = %lb to %iv step %s {
    }
    scf.yield %a : f32
  }
  return %4 : f32
}
