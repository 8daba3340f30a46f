// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// The float ops beyond add/sub/mul/div: remainder, the four min/max
// flavours, negation, with and without fast-math flags, in several
// float formats.
func.func @floats(%a: f32, %h: f16, %b: bf16, %v: vector<2xf64>, %t: tensor<?xf8E4M3FN>) {
  %0 = arith.remf %a, %a : f32
  %1 = arith.remf %h, %h fastmath<nnan> : f16
  %2 = arith.maximumf %a, %a : f32
  %3 = arith.minimumf %b, %b fastmath<fast> : bf16
  %4 = arith.maxnumf %v, %v : vector<2xf64>
  %5 = arith.minnumf %t, %t : tensor<?xf8E4M3FN>
  %6 = arith.negf %h fastmath<ninf,nsz> : f16
  %7 = arith.maximumf %a, %a fastmath<none> : f32
  %8 = arith.cmpf ord, %b, %b fastmath<reassoc> : bf16
  return
}
