// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// affine.apply, affine.min and affine.max: maps given inline or by alias,
// applied to dimensions and symbols; map results are simplified as MLIR
// simplifies them when they are built.

#m = affine_map<(d0, d1)[s0] -> ((d0 + 8 * d1) floordiv 4 + s0 mod 3)>

func.func @apply(%x: index, %y: index, %n: index) -> index {
  %0 = affine.apply #m(%x, %y)[%n]
  %1 = affine.apply affine_map<(i)[N] -> (i + N * 2 - 1)>(%0)[%n]
  %2 = affine.apply affine_map<() -> (42)>()
  %3 = affine.apply affine_map<(d0) -> (d0 ceildiv 8)>(%1) {tag = "ceil"}
  %4 = affine.min affine_map<(d0)[s0] -> (d0, s0, 16)>(%3)[%n]
  %5 = affine.max affine_map<(d0, d1) -> (d0 - d1, 0)>(%4, %x)
  %6 = affine.min affine_map<()[s0] -> (s0)>()[%5]
  affine.for %i = 0 to 8 {
    %7 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%6]
    %8 = affine.max affine_map<(d0) -> (d0 mod 3, 1)>(%7)
  }
  return %6 : index
}
