// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect
// Affine map and set bodies are read from the file's own tokens, as MLIR's
// AffineParser reads them: each error names the token MLIR names, at its
// place, including tokens that are not affine syntax (strings, floats, SSA
// names, a dialect op name), and a failed operand of `-` adds MLIR's second
// error `missing operand of negation`.

"t"() {a = affine_set<(){>} : () -> ()

// -----

"t"() {a = affine_set<(d0, f32) : (d0 >= d1)>} : () -> ()

// -----

"t"() {a = affine_map<() -> unc.call>} : () -> ()

// -----

"t"() {a = affine_map<() -> (8 %a)>} : () -> ()

// -----

"t"() {a = affine_map<("foo.b") -> ()>} : () -> ()

// -----

"t"() {a = affine_map<(d0) -> (d0 + 6.5)>} : () -> ()

// -----

"t"() {a = affine_set<() : (arith.ori)>} : () -> ()

// -----

"t"() {a = affine_map<(d0) -> (- - -(d0 +))>} : () -> ()

// -----

"t"() {a = affine_map<(d0) -> (-(d0 * d0))>} : () -> ()

// -----

"t"() {a = affine_map<(d0) -> (d0 * 2 * d0 + 1)>} : () -> ()

// -----

"t"() {a = affine_map<(d0) -> (())>} : () -> ()

// -----

"t"() {a = affine_map<(d0) -> (symbol(%a))>} : () -> ()

// -----

"t"() {a = affine_map<(d0) -> (9223372036854775808)>} : () -> ()

// -----

"t"() {a = affine_set<(d0) : (d0 > 0)>} : () -> ()

// -----

"t"() {a = affine_map<(d0) : (d0 >= 0)>} : () -> ()

// -----

"t"() {a = affine_map<(d0) -> (d0) x>} : () -> ()

// -----

"t"() {a = affine_map<(d0, d0) -> (d0)>} : () -> ()

// -----

"t"() ({
^bb0(%a: memref<4x8xf32, affine_map<(
