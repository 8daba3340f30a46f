// RUN: not ir-opt %s --no-implicit-module --split-input-file --allow-unregistered-dialect
// RUN: not ir-opt %s --no-implicit-module --split-input-file --allow-unregistered-dialect --canonicalize
// RUN: not ir-opt %s --no-implicit-module --split-input-file --allow-unregistered-dialect --dump-pass-pipeline --cse
// Under --no-implicit-module the top-level ops are verified, in order,
// before they are counted: a chunk with an op that fails reports the
// verifier's errors and no count. A pass cannot run on a top-level op that is not
// isolated from above (or not registered); an empty pipeline can.

func.func @good() {
  return
}
func.func @bad() -> i32 {
  return
}
func.func @also_bad() -> i32 {
  return
}

// -----

scf.execute_region {
  scf.yield
}

// -----

"test.region"() ({
  %0 = arith.constant 1 : i32
  %1 = arith.addi %0, %0 : i32
  "test.use"(%1) : (i32) -> ()
}) : () -> ()
