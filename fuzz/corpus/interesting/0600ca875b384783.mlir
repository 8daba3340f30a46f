// fuzz-args: --mlir-print-debuginfo
// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// Float arith ops: fast-math flags in every spelling MLIR accepts.
%x = arith.constant 1.5 : f32
%y = arith.constant -2.0 : f32
%h = arith.constant 0.0 : f16
%d = arith.constant 3.25 : f64
%0 = arith.addf %x, %y : f32
%1 = arith.addf %x, %y fastmath<fast> : f32
%2 = arith.subf %x, %y fastmath<nnan,ninf> : f32
%3 = arith.mulf %x, %y fastmath<reassoc, contract> : f32
%4 = arith.divf %x, %y fastmath<none> : f32
%5 = arith.negf %x : f32
%6 = arith.negf %x fastmath<nsz> {k} : f32
%7 = arith.addf %d, %d : f64
%8 = arith.negf %h : f16
%c0 = arith.cmpf false, %x, %y : f32
%c1 = arith.cmpf oeq, %x, %y : f32
%c2 = arith.cmpf ogt, %x, %y : f32
%c3 = arith.cmpf oge, %x, %y : f32
%c4 = arith.cmpf olt, %x, %y fastmath<nnan> : f32
%c5 = arith.cmpf ole, %x, %y : f32
%c6 = arith.cmpf one, %x, %y : f32
%c7 = arith.cmpf ord, %x, %y : f32
%c8 = arith.cmpf ueq, %x, %y : f32
%c9 = f6E3M2FN ugt, %x, %y : f32
%c10 = arith.cmpf uge, %x, %y : f32
%c11 = arith.cmpf ult, %x, %y : f32
%c12 = arith.cmpf ule, %x, %y : f32
%c13 = arith.cmpf une, %x, %y : f32
%c14 = arith.cmpf uno, %x, %y : f32
%c15 = arith.cmpf true, %x, %y : f32
%s = arith.select %c4, %x, %y : f32
