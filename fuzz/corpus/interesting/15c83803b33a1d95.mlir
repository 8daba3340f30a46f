// fuzz-args: --mlir-print-debuginfo
// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// Integer arith ops in custom form: binary ops with and without overflow
// flags, comparisons, casts, constants with result-name hints.
%a = arith.constant 42 : i64
%b = arith.constant -7 : i64
%z = arith.constant 0 : index
%one = arith.constant 1 : index
%t = arith.constant true
%f = arith.constant false
%small = arith.constant -3 : i8
%u = arith.constant 200 : i32
%0 = arith.addi %a, %b : i64
%1 = arith.addi %a, %b overflow<nsw> : i64
%2 = arith.subi %a, %b overflow<nuw> : i64
%3 = arith.muli %a, %b overflow<nsw, nuw> : i64
%5 = arith.divsi %a, %b : i64
%7 = arith.remsi %a, %b : i64
%8 = arith.remui %a, %b : i64
%9 = arith.andi %a, %b : i64
%10 = arith.ori %a, %b : i64
%11 = arith.xori %a, %b {tag = "x"} : i64
%12 = arith.shrsi %a, %b : i64
%13 = arith.shrui %a, %b : i64
%14 = arith.addi %z, %one : index
%c0 = arith.cmpi eq, %a, %b : i64
%c1 = arith.cmpi ne, %a, %b : i64
%c2 = arith.cmpi slt, %a, %b : i64
%c3 = arith.cmpi sle, %a, %b : i64
%c4 = arith.cmpi sgt, %a, %b : i64
%c5 = arith.cmpi sge, %a, %b : i64
%c6 = arith.cmpi ult, %a, %b : i64
%c7 = arith.cmpi ule, %a, %b : i64
%c8 = arith.cmpi ugt, %a, %b : i64
%c9 = arith.cmpi uge, %z, %one : index

