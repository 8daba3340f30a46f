// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// Generic form in, custom form out: default-valued properties are elided,
// unknown discardable attributes are kept, locations survive.
%0 = "arith.constant"() <{value = 5 : i16}> : () -> i16 loc("a.c":1:2)
%1 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<none>}> : (i16, i16) -> i16
%2 = "arith.addi"(%0, %0) <{overflowFlags = #arith.overflow<nsw>}> {note = "n"} : (i16, i16) -> i16 loc(#loc1)
%3 = "arith.cmpi"(%1, %2) <{predicate = 9 : i64}> : (i16, i16) -> i1
%4 = "arith.constant"() <{value = 2.5 : f64}> : () -> f64
%5 = "arith.addf"(%4, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
%6 = "arith.addf"(%4, %4) <{fastmath = #arith.fastmath<afn>}> : (f64, f64) -> f64
%7 = "arith.select"(%3, %4, %5) : (i1, f64, f64) -> f64
#loc1 = loc("b.c":3:4)
