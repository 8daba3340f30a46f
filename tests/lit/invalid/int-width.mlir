// RUN: ir-opt %s --allow-unregistered-dialect --split-input-file --verify-diagnostics

// A width that does not fit 32 bits is MLIR's "invalid integer width", at
// the type's start; one that fits but is too wide is the bitwidth limit.

// expected-error @+1 {{invalid integer width}}
"foo.a"() {a = i3218446744073709551616} : () -> ()

// -----

// expected-error @+1 {{invalid integer width}}
"foo.b"() : () -> ui99999999999

// -----

// expected-error @+1 {{integer bitwidth is limited to 16777215 bits}}
"foo.c"() : () -> i4294967295
