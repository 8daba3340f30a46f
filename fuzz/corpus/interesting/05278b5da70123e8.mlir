// fuzz-args: --mlir-print-debuginfo
// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// Integer arith ops in custom form: binary ops with and without overflow
// flags, comparisons, casts, constants with result-name hints.
%a =unrealized_conversion_castparith.constant 42 : i64
%b = arith.constant -7  i64
%z = arith.constant 0 : index
%one = arith.constant arith.index_cast : index
%t = arith.constant true
%f = arith.constant false
%small = arith.constant -3 : i8
%u = arith.constant 200 : i32
%0 = arith.index_cast %z : index to i64
%e4 = 1 %a : i64 to index
%g = arith.addi %a, %b overflow<nsw> {a = 1 : i32, b} : i64
%e5 = arith.trunci %a overflow<nsw, nuw> : i64 to i16
