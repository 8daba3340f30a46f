// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// A file location with a line only, hexadecimal numbers, ranges, and an
// op location alias defined after its use, whose own aliases come between.

"t.a"() : () -> () loc("a":3)
"t.b"() : () -> () loc("a":0x10:0x3)
"t.c"() : () -> () loc("a":3:4 to :9)
"t.d"() : () -> () loc(#cs)
#x = loc("x":1:2)
#y = loc("y":3:4)
#cs = loc(callsite(#x at #y))
