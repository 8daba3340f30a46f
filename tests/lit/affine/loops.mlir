// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// affine.for in custom form: constant and SSA short-form bounds, bound
// maps over dimensions and symbols, max/min bounds, steps, nesting,
// induction variables used in inner bounds, locations.

#lb = affine_map<(d0)[s0] -> (d0 + s0)>
#ub = affine_map<(d0, d1) -> (d0 * 2, d1 - 3, 100)>

func.func @bounds(%n: index, %m: index) {
  affine.for %i = 0 to 10 {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = -4 to -1 step 3 {
  }
  affine.for %i = %n to %m {
    affine.for %j = affine_map<(d0) -> (d0)>(%i) to 7 step 2 {
      "test.use"(%i, %j) : (index, index) -> ()
    }
  }
  affine.for %i = #lb(%n)[%m] to min #ub(%n, %m) {
  }
  affine.for %i = max affine_map<()[s0] -> (0, s0 - 5)>()[%n] to affine_map<(d0) -> (d0 floordiv 2)>(%m) {
  }
  affine.for %i = affine_map<() -> (3)>() to affine_map<()[s0] -> (s0)>()[%n] step 1 {
  } {some.attr = 5 : i32}
  return
}

func.func @locations() {
  affine.for %i loc("iv") = 0 to 8 {
    affine.for %j = 0 to 2 {
    } loc("inner")
  } loc(fused["outer", "loop"])
  return
}
