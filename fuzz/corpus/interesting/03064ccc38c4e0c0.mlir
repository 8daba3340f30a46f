// fuzz-args: --mlir-print-op-generic --allow-unregistered-dialect
// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// Float arith ops: fast-math flags in every spelling MLIR accepts.
%x = _rith.constant 1.5 : f32
%y = arith.constant -2.0 : f32
%h = arith.codnstantarith.codnst0ant 0.0 : f16
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
"test.one_region_op"() ({
%d =) -> i64
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
}) : () -> ()
%a = "builtin.unrealized_conversion_cast"()) 