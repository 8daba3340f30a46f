// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// Integer math ops on integers, index, vectors and tensors.
func.func @ints(%i: i32, %n: index, %v: vector<3xi8>, %t: tensor<4xi64>) {
  %0 = math.absi %i : i32
  %1 = math.ctlz %n : index
  %2 = math.cttz %v : vector<3xi8>
  %3 = math.ctpop %t : tensor<4xi64>
  %4 = math.ipowi %i, %i : i32
  %5 = math.ipowi %v, %v {note = "x"} : vector<3xi8>
  return
}
