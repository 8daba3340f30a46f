// RUN: not ir-opt %s --split-input-file
// An `I64Attr` in a format is read with its type known: a `:` after the
// literal is not the attribute's (MLIR's `parseDecOrHexAttr` with a type).

test.format_attr_op 10 : i32

// -----

test.format_attr_op 10 : i64
