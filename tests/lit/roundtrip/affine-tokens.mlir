// RUN: ir-opt %s -allow-unregistered-dialect
// Affine bodies written with MLIR's token freedom: `>` and `=` apart,
// `<=`, `= =`, keywords as identifiers, hexadecimal constants, and an
// empty constraint list.

"t"() {
  a = affine_set<(d0) : (d0 > = 0, d0 <= 3, 1 = = d0)>,
  b = affine_map<(floordiv, mod)[ceildiv] -> (floordiv mod 4 + ceildiv, mod floordiv ceildiv, 0x10)>,
  c = affine_set<(d0) : ()>,
  d = memref<4xf32, affine_map<(d0) -> (d0 + 1)>>
} : () -> ()
