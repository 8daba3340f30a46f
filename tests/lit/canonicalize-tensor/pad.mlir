// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect
// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect --mlir-print-debuginfo

// FoldStaticZeroPadding: padding by nothing is a cast.
func.func @zero(%t: tensor<?x4xf32>, %v: f32) -> tensor<?x4xf32> {
  %p = tensor.pad %t low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x4xf32> to tensor<?x4xf32>
  return %p : tensor<?x4xf32>
}
// Negative: nofold.
func.func @zero_nofold(%t: tensor<?x4xf32>, %v: f32) -> tensor<?x4xf32> {
  %p = tensor.pad %t nofold low[0, 0] high[0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<?x4xf32> to tensor<?x4xf32>
  return %p : tensor<?x4xf32>
}

// FoldSourceTensorCast: a pad of a cast to a more dynamic type pads the
// cast's source.
func.func @source_cast(%t: tensor<4xf32>, %v: f32) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %p = tensor.pad %c low[1] high[2] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}
func.func @source_cast_dynamic(%t: tensor<4xf32>, %v: f32, %h: index) -> tensor<?xf32> {
  %c = tensor.cast %t : tensor<4xf32> to tensor<?xf32>
  %p = tensor.pad %c low[1] high[%h] {
  ^bb0(%i: index):
    %x = "test.pad_value"(%i) : (index) -> f32
    tensor.yield %x : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %p : tensor<?xf32>
}

// FoldTargetTensorCast: a pad whose one user casts it to a more static
// type gets that type.
func.func @target_cast(%t: tensor<?xf32>, %v: f32, %l: index) -> tensor<8xf32> {
  %p = tensor.pad %t low[%l] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  %c = tensor.cast %p : tensor<?xf32> to tensor<8xf32>
  return %c : tensor<8xf32>
}

// FoldStaticPadding: constant paddings become static, the result type
// with them.
func.func @static_padding(%t: tensor<4x?xf32>, %v: f32, %n: index) -> tensor<?x?xf32> {
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %p = tensor.pad %t low[%c1, %n] high[%c2, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<4x?xf32> to tensor<?x?xf32>
  return %p : tensor<?x?xf32>
}

// FoldConsecutiveConstantPadding: two pads with one padding value are
// one pad.
func.func @consecutive(%t: tensor<1x2xf32>, %v: f32) -> tensor<5x7xf32> {
  %a = tensor.pad %t low[0, 1] high[0, 2] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<1x2xf32> to tensor<1x5xf32>
  %b = tensor.pad %a low[0, 2] high[4, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %v : f32
  } : tensor<1x5xf32> to tensor<5x7xf32>
  return %b : tensor<5x7xf32>
}
func.func @consecutive_dynamic(%t: tensor<?xf32>, %v: f32, %h: index) -> tensor<?xf32> {
  %a = tensor.pad %t low[1] high[%h] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  %b = tensor.pad %a low[2] high[0] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %b : tensor<?xf32>
}
// Negative: different padding values.
func.func @consecutive_other_value(%t: tensor<2xf32>, %v: f32, %w: f32) -> tensor<6xf32> {
  %a = tensor.pad %t low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<2xf32> to tensor<4xf32>
  %b = tensor.pad %a low[1] high[1] {
  ^bb0(%i: index):
    tensor.yield %w : f32
  } : tensor<4xf32> to tensor<6xf32>
  return %b : tensor<6xf32>
}

// FoldOrthogonalPaddings: a slice/pad pair of a slice/pad pair padding
// other dimensions (high only, one constant value, unit strides) is one.
func.func @orthogonal(%input: tensor<64x64xf32>, %sz0: index, %sz1: index, %pw0: index, %pw1: index) -> tensor<8x4xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %input[16, 0] [%sz0, 64] [1, 1] : tensor<64x64xf32> to tensor<?x64xf32>
  %1 = tensor.pad %0 low[0, 0] high[%pw0, 0] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x64xf32> to tensor<8x64xf32>
  %2 = tensor.extract_slice %1[0, 4] [8, %sz1] [1, 1] : tensor<8x64xf32> to tensor<8x?xf32>
  %3 = tensor.pad %2 nofold low[0, 0] high[0, %pw1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<8x?xf32> to tensor<8x4xf32>
  return %3 : tensor<8x4xf32>
}
// Negative: both pads pad the second dimension.
func.func @not_orthogonal(%input: tensor<64x64xf32>, %sz0: index, %sz1: index, %pw0: index, %pw1: index) -> tensor<8x4xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.extract_slice %input[16, 0] [%sz0, 60] [1, 1] : tensor<64x64xf32> to tensor<?x60xf32>
  %1 = tensor.pad %0 low[0, 0] high[%pw0, 4] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x60xf32> to tensor<8x64xf32>
  %2 = tensor.extract_slice %1[0, 4] [8, %sz1] [1, 1] : tensor<8x64xf32> to tensor<8x?xf32>
  %3 = tensor.pad %2 nofold low[0, 0] high[0, %pw1] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<8x?xf32> to tensor<8x4xf32>
  return %3 : tensor<8x4xf32>
}
