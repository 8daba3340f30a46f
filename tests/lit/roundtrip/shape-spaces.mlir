// RUN: ir-opt %s
// RUN: ir-opt %s --mlir-print-op-generic
// The parts of a dimension list are tokens, so whitespace and comments
// may separate them as anywhere else.

func.func private @spaced(memref<4 x f32>, memref<4 x ? x f32>, tensor<4 x ? x f32>,
                          vector<4 x f32>, vector<4 x [8] x f32>, vector<[ 4 ] x f32>)
func.func private @mixed(memref<4x 8 x f32>, memref<4 xf32>, memref<4 x8xf32>,
                         tensor<4 x? x f32>, tensor< 4 x f32>, memref<4 x f32, 1>)
func.func private @unranked(tensor<* x f32>, memref< * x f32>, memref<*
  x i8>)
func.func private @commented(memref<4 // four rows
                                    x 8 x f32>, tensor<4 x 0x f32>)
func.func private @nested(memref<2 x vector<4 x i8>>, tensor<2 x complex<f32>>)
func.func @body(%m: memref<4 x ? x f32>) -> memref<4 x ? x f32> {
  %c = arith.constant dense<1.0> : tensor<2 x 3 x f32>
  %v = arith.constant dense<0> : vector<2 x [4] x i32>
  return %m : memref<4 x ? x f32>
}
