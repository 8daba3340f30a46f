// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// What MLIR's lexer accepts: `-` in alias names, a carriage return or a
// tab inside a string literal, a comment ended by a carriage return, a
// parenthesised function type as a result.
#a-b = 1
!t-1 = i32
"t.a"() {x = #a-b, f = () -> (() -> i32), g = (i32) -> ((i32) -> i32)} : () -> !t-1
"t.b"() {s = "a	bc", r = @"xy"} : () -> ()
"t.c"() : () -> () // a comment ended by a carriage return"t.d"() : () -> ()
