// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// Division, remainder, min/max and shift ops, with the `exact` flag of
// divsi/divui/shrsi/shrui, on scalars, vectors and tensors.
func.func @divs(%a: i32, %b: i32, %i: index, %v: vector<4xi16>, %t: tensor<2x?xi64>) {
  %0 = arith.divsi %a, %b : i32
  %1 = arith.divsi %a, %b exact : i32
  %2 = arith.divui %i, %i exact : index
  %3 = arith.ceildivsi %a, %b : i32
  %4 = arith.ceildivui %v, %v : vector<4xi16>
  %5 = arith.floordivsi %t, %t : tensor<2x?xi64>
  %6 = arith.remsi %a, %b : i32
  %7 = arith.remui %i, %i : index
  %8 = arith.maxsi %a, %b : i32
  %9 = arith.maxui %v, %v : vector<4xi16>
  %10 = arith.minsi %t, %t : tensor<2x?xi64>
  %11 = arith.minui %i, %i : index
  %12 = arith.shrsi %a, %b exact : i32
  %13 = arith.shrui %v, %v : vector<4xi16>
  %14 = arith.shrui %a, %b exact : i32
  %15 = "arith.divsi"(%a, %b) <{isExact}> : (i32, i32) -> i32
  return
}

func.func @extended(%a: i32, %v: vector<3xi8>, %i: index) -> (i32, i1) {
  %sum, %overflow = arith.addui_extended %a, %a : i32, i1
  %s:2 = arith.addui_extended %v, %v : vector<3xi8>, vector<3xi1>
  %low, %high = arith.mulsi_extended %a, %a : i32
  %m:2 = arith.mului_extended %v, %v : vector<3xi8>
  %n:2 = arith.mului_extended %i, %i : index
  return %sum, %overflow : i32, i1
}
