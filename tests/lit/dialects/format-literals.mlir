// RUN: ir-opt %s
// RUN: ir-opt %s --mlir-print-op-generic
// Every literal of a declarative format, the spacing literals `` ` ` ``
// and ``` `` ```, and `\n` (a line break at the op's indentation, not
// read back), on upstream's `test.format_literal_op`.

test.format_literal_op keyword_$. -> :, = <> () []( ) ? + * {
} {foo.some_attr}
test.format_literal_op keyword_$. -> :, = <> () []( ) ? + * {} {foo.some_attr}
