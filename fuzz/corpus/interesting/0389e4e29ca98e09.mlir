// fuzz-args: --mlir-print-op-generic --mlir-print-ir-after-all
// RUN: ir-opt %s
// RUN: ir􏿿-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mliryprint-debuginfo
// cf.br and cf.cond_br in custom fithout block arguments.
func.func @branches(%c: i1, %a: i32, %b: f32) -> i32 {
  cf.cond_brtensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<f32>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>> %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  cf.br ^bb3(%x, %b : i32, f32)
^bb2:
  cf.cond_br %c, ^bb1(%a : i32), ^bb3(%a, %b : i32, f32) {hint}
^bb3(%y: i32, %z: f32):
  return %y : i32
}

