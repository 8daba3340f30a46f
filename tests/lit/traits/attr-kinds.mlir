// RUN: ir-opt %s
// RUN: ir-opt %s --mlir-print-op-generic
// ODS attribute kinds in formats: `I64Attr` without its type, and
// `TypeAttrOf<I64>`.

test.format_attr_op 10
test.type_attr_of i64
"test.format_attr_op"() <{attr = -3 : i64}> : () -> ()
"test.non_negative_int_attr"() {i32attr = 0 : i32, i64attr = 7 : i64} : () -> ()
