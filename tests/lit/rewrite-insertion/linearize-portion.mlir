// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: ir-opt %s --canonicalize="max-iterations=1" --allow-unregistered-dialect

// CancelLinearizeOfDelinearizePortion builds the product of the merged
// bounds and the new delinearizations before the delinearization (under
// an insertion guard), and the new linearization where the old one is
// (replaceOpWithNewOp at the pattern's root): the ops between them, and a
// loop around the linearization, keep them apart.

func.func @apart(%x: index, %n: index, %m: index) -> (index, index) {
  %d:3 = affine.delinearize_index %x into (%n, %m, 8) : index, index, index loc("delin")
  %u = "test.use"(%d#1) : (index) -> index loc("use")
  %l = affine.linearize_index [%d#0, %d#1, %u] by (%n, %m, 8) : index loc("lin")
  return %l, %d#2 : index, index
}

func.func @in_loop(%x: index, %n: index, %m: index, %k: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %d:3 = affine.delinearize_index %x into (%n, %m, %k) : index, index, index loc("delin")
  scf.for %i = %c0 to %k step %c1 {
    %l = affine.linearize_index [%d#1, %d#2, %i] by (%m, %k, %k) : index loc("lin")
    "test.use"(%l) : (index) -> () loc("use")
  }
  "test.use"(%d#0, %d#1) : (index, index) -> () loc("after")
  return
}
