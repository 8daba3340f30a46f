// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect
// Diagnostics show attributes as mlir-opt prints one on its own: floats in
// MLIR's text (`1.500000e+10 : f64`, NaN and f80 as MLIR writes them),
// integers with their type, no aliases. A fused location's metadata is
// printed by the verifier's diagnostic; a distinct attribute's previous
// value by the parser's.

"t.a"() {a = distinct[0]<1.5e10 : f64>, b = distinct[0]<2.5 : f32>} : () -> ()

// -----

"t.a"() {a = distinct[0]<[0.1 : f32, 1.0, 2.5 : bf16]>, b = distinct[0]<1>} : () -> ()

// -----

"func.return"() : () -> () loc(fused<1.5e10 : f64>["a"])

// -----

"func.return"() : () -> () loc(fused<0x7FC00000 : f32>["a"])

// -----

"func.return"() : () -> () loc(callsite(fused<1.1 : f80>["a"] at "b"))
