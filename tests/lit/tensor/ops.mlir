// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// Tensor ops in custom form, with their result-name hints.
func.func @create(%n: index, %f: f32, %i: i32) -> (tensor<4x?xf32>, tensor<2x3xf32>, tensor<?x4xi32>) {
  %e = tensor.empty(%n) : tensor<4x?xf32>
  %s = tensor.empty() : tensor<2x3xf32>
  %fe = tensor.from_elements %f, %f, %f, %f, %f, %f : tensor<2x3xf32>
  %fe0 = tensor.from_elements %i : tensor<i32>
  %sp = tensor.splat %f : tensor<4x4xf32>
  %spd = tensor.splat %i[%n] : tensor<?x4xi32>
  %g = tensor.generate %n {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32>
  %g0 = tensor.generate {
  ^bb0(%a: index):
    tensor.yield %i : i32
  } {note = "static"} : tensor<3xi32>
  return %g, %fe, %spd : tensor<4x?xf32>, tensor<2x3xf32>, tensor<?x4xi32>
}

func.func @access(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %i: index, %f: f32) -> (f32, tensor<4x?xf32>, index, index) {
  %x = tensor.extract %t[%i, %i] : tensor<4x?xf32>
  %y = tensor.insert %f into %t[%i, %i] : tensor<4x?xf32>
  %d = tensor.dim %t, %i : tensor<4x?xf32>
  %du = tensor.dim %u, %i : tensor<*xf32>
  %r = tensor.rank %u : tensor<*xf32>
  %r2 = tensor.rank %t : tensor<4x?xf32>
  return %x, %y, %d, %r : f32, tensor<4x?xf32>, index, index
}

func.func @casts(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %sh: tensor<2xindex>, %sh2: tensor<?xi32>) {
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<?x?xf32>
  %c2 = tensor.cast %u : tensor<*xf32> to tensor<4x8xf32>
  %c3 = tensor.cast %c2 : tensor<4x8xf32> to tensor<*xf32>
  %b = tensor.bitcast %t : tensor<4x?xf32> to tensor<4x?xi32>
  %b2 = tensor.bitcast %c2 : tensor<4x8xf32> to tensor<?x8xui32>
  %rs = tensor.reshape %t(%sh) : (tensor<4x?xf32>, tensor<2xindex>) -> tensor<?x?xf32>
  %rs2 = tensor.reshape %u(%sh2) : (tensor<*xf32>, tensor<?xi32>) -> tensor<*xf32>
  return
}

func.func @pad(%t: tensor<4x?xf32>, %n: index, %f: f32) -> tensor<7x?xf32> {
  %p = tensor.pad %t low[1, %n] high[2, 3] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32> to tensor<7x?xf32>
  %q = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32> to tensor<4x?xf32>
  return %p : tensor<7x?xf32>
}

func.func @slices(%t: tensor<4x?xf32>, %i: index, %u: tensor<8x16x4xf32>, %s: tensor<16x4xf32>) -> tensor<8x16x4xf32> {
  %0 = tensor.extract_slice %t[0, %i] [2, 2] [1, 1] : tensor<4x?xf32> to tensor<2x2xf32>
  %1 = tensor.insert_slice %0 into %t[0, %i] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x?xf32>
  %2 = tensor.extract_slice %u[0, 0, 0] [1, 16, 4] [1, 1, 1] : tensor<8x16x4xf32> to tensor<16x4xf32>
  %3 = tensor.insert_slice %s into %u[%i, 0, 0] [1, 16, 4] [1, 1, 1] {tag} : tensor<16x4xf32> into tensor<8x16x4xf32>
  %4 = tensor.extract_slice %t[%i, %i] [%i, %i] [%i, %i] : tensor<4x?xf32> to tensor<?x?xf32>
  // Index lists as MLIR reads them: scalable `[2]` dropped, `false` is
  // 0, hexadecimal is an integer.
  %5 = tensor.extract_slice %t[false, 0x1] [[2], 1] [1, 1] : tensor<4x?xf32> to tensor<2x1xf32>
  return %3 : tensor<8x16x4xf32>
}

func.func @reshapes(%t: tensor<4x?xf32>, %n: index, %u: tensor<3x4xf32>) -> tensor<?x4xf32> {
  %0 = tensor.collapse_shape %t [[0, 1]] : tensor<4x?xf32> into tensor<?xf32>
  %1 = tensor.expand_shape %0 [[0, 1]] output_shape [4, %n] : tensor<?xf32> into tensor<4x?xf32>
  %2 = tensor.collapse_shape %u [] : tensor<3x4xf32> into tensor<f32>
  %3 = tensor.expand_shape %u [[0], [1, 2]] output_shape [3, 2, 2] : tensor<3x4xf32> into tensor<3x2x2xf32>
  %4 = tensor.concat dim(0) %u, %u : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<6x4xf32>
  %5 = tensor.concat dim(0) %u, %u : (tensor<3x4xf32>, tensor<3x4xf32>) -> tensor<?x4xf32>
  return %5 : tensor<?x4xf32>
}
