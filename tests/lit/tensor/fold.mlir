// RUN: ir-opt %s -split-input-file -test-single-fold
// Folds of the tensor ops. (MLIR's in-place fold of `dim(cast(x))`
// reading `x` is not done by ir-opt, so it is not tested here.)
func.func @dim(%n: index, %f: f32, %t: tensor<4x?xf32>, %u: tensor<*xf32>) -> (index, index, index, index, index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %e = tensor.empty(%n) : tensor<4x?xf32>
  %d0 = tensor.dim %e, %c1 : tensor<4x?xf32>
  %g = tensor.generate %n {
  ^bb0(%a: index, %b: index):
    tensor.yield %f : f32
  } : tensor<4x?xf32>
  %d1 = tensor.dim %g, %c1 : tensor<4x?xf32>
  %d2 = tensor.dim %t, %c0 : tensor<4x?xf32>
  %d3 = tensor.dim %u, %c0 : tensor<*xf32>
  %d4 = tensor.dim %t, %c7 : tensor<4x?xf32>
  %d5 = tensor.dim %t, %n : tensor<4x?xf32>
  return %d0, %d1, %d2, %d3, %d4, %d5 : index, index, index, index, index, index
}

// -----

func.func @extract(%f: f32, %i: index, %t: tensor<2x2xf32>) -> (f32, f32, f32, f32, f32, f32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5 = arith.constant 5 : index
  %one = arith.constant 1.0 : f32
  %cst = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : tensor<2x2xf32>
  %x0 = tensor.extract %cst[%c1, %c0] : tensor<2x2xf32>
  %sp = arith.constant dense<3.0> : tensor<2x2xf32>
  %x1 = tensor.extract %sp[%i, %i] : tensor<2x2xf32>
  %fe = tensor.from_elements %f, %f, %one, %f : tensor<2x2xf32>
  %x2 = tensor.extract %fe[%c1, %c0] : tensor<2x2xf32>
  %x3 = tensor.extract %cst[%c5, %c0] : tensor<2x2xf32>
  %ins = tensor.insert %f into %t[%i, %c1] : tensor<2x2xf32>
  %x4 = tensor.extract %ins[%i, %c1] : tensor<2x2xf32>
  %x5 = tensor.extract %ins[%c1, %i] : tensor<2x2xf32>
  %ci = arith.constant dense<[7, 8]> : tensor<2xi32>
  %x6 = tensor.extract %ci[%c1] : tensor<2xi32>
  return %x0, %x1, %x2, %x3, %x4, %x5, %x6 : f32, f32, f32, f32, f32, f32, i32
}

// -----

func.func @build(%f: f32, %n: index) -> (tensor<2xf32>, tensor<2x2xi32>, tensor<?xi32>, tensor<2xf32>, tensor<3xi1>) {
  %one = arith.constant 1.0 : f32
  %two = arith.constant 2.0 : f32
  %fe = tensor.from_elements %one, %two : tensor<2xf32>
  %c5 = arith.constant 5 : i32
  %s = tensor.splat %c5 : tensor<2x2xi32>
  %sd = tensor.splat %c5[%n] : tensor<?xi32>
  %fe2 = tensor.from_elements %one, %f : tensor<2xf32>
  %t = arith.constant true
  %b = tensor.from_elements %t, %t, %t : tensor<3xi1>
  return %fe, %s, %sd, %fe2, %b : tensor<2xf32>, tensor<2x2xi32>, tensor<?xi32>, tensor<2xf32>, tensor<3xi1>
}

// -----

func.func @shapes(%t: tensor<4x?xf32>, %u: tensor<*xf32>, %v: tensor<?xf32>, %sh: tensor<1xindex>, %f: f32, %i: index) -> (index, index, tensor<4x?xf32>, tensor<4x?xf32>, tensor<?xf32>, tensor<2x2xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %r = tensor.rank %t : tensor<4x?xf32>
  %ru = tensor.rank %u : tensor<*xf32>
  %c = tensor.cast %t : tensor<4x?xf32> to tensor<4x?xf32>
  %b = tensor.bitcast %t : tensor<4x?xf32> to tensor<4x?xf32>
  %rs = tensor.reshape %v(%sh) : (tensor<?xf32>, tensor<1xindex>) -> tensor<?xf32>
  %sp = arith.constant dense<1.5> : tensor<4xf32>
  %shape = arith.constant dense<[2, 2]> : tensor<2xindex>
  %rs2 = tensor.reshape %sp(%shape) : (tensor<4xf32>, tensor<2xindex>) -> tensor<2x2xf32>
  %ins = tensor.insert %f into %sp[%i] : tensor<4xf32>
  %same = arith.constant 1.5 : f32
  %ins2 = tensor.insert %same into %sp[%i] : tensor<4xf32>
  %st = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %p = tensor.pad %st low[0] high[0] {
  ^bb0(%a: index):
    tensor.yield %f : f32
  } : tensor<4xf32> to tensor<4xf32>
  return %r, %ru, %c, %b, %rs, %rs2, %ins, %ins2, %p : index, index, tensor<4x?xf32>, tensor<4x?xf32>, tensor<?xf32>, tensor<2x2xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @slices(%t: tensor<4x4xf32>, %u: tensor<4x?xf32>, %s: tensor<2x2xf32>, %i: index) -> (tensor<4x4xf32>, tensor<2x2xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<2xf32>, tensor<4x?xf32>, tensor<4x4xf32>, tensor<4x?xf32>, tensor<4x2xf32>) {
  %c0 = arith.constant 0 : index
  %0 = tensor.extract_slice %t[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> to tensor<4x4xf32>
  %ins = tensor.insert_slice %s into %t[%i, 1] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  %1 = tensor.extract_slice %ins[%i, 1] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  %2 = tensor.insert_slice %t into %t[0, 0] [4, 4] [1, 1] : tensor<4x4xf32> into tensor<4x4xf32>
  %ex = tensor.extract_slice %t[1, %i] [2, 2] [1, 1] : tensor<4x4xf32> to tensor<2x2xf32>
  %3 = tensor.insert_slice %ex into %t[1, %i] [2, 2] [1, 1] : tensor<2x2xf32> into tensor<4x4xf32>
  %sp = arith.constant dense<2.0> : tensor<4x4xf32>
  %4 = tensor.extract_slice %sp[0, 1] [1, 2] [1, 1] : tensor<4x4xf32> to tensor<2xf32>
  %5 = tensor.extract_slice %u[0, 0] [4, %i] [1, 1] : tensor<4x?xf32> to tensor<4x?xf32>
  %6 = tensor.extract_slice %t[%c0, 0] [4, 4] [1, 1] : tensor<4x4xf32> to tensor<4x4xf32>
  %e = tensor.extract_slice %s[0, 0] [0, 2] [1, 1] : tensor<2x2xf32> to tensor<0x2xf32>
  %7 = tensor.insert_slice %e into %u[0, 0] [0, 2] [1, 1] : tensor<0x2xf32> into tensor<4x?xf32>
  %8 = tensor.extract_slice %t[0, 0] [4, 2] [1, 2] : tensor<4x4xf32> to tensor<4x2xf32>
  return %0, %1, %2, %3, %4, %5, %6, %7, %8 : tensor<4x4xf32>, tensor<2x2xf32>, tensor<4x4xf32>, tensor<4x4xf32>, tensor<2xf32>, tensor<4x?xf32>, tensor<4x4xf32>, tensor<4x?xf32>, tensor<4x2xf32>
}

// -----

func.func @f(%t: tensor<4x8xf32>, %u: tensor<?x8xf32>, %w: tensor<32xf32>) -> (tensor<4x8xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<?x8xf32>, tensor<2x2xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<32xf32>) {
  %0 = tensor.collapse_shape %t [[0], [1]] : tensor<4x8xf32> into tensor<4x8xf32>
  %c = tensor.collapse_shape %t [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  %1 = tensor.expand_shape %c [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
  %i = arith.constant 0 : index
  %d = tensor.dim %u, %i : tensor<?x8xf32>
  %cu = tensor.collapse_shape %u [[0, 1]] : tensor<?x8xf32> into tensor<?xf32>
  %2 = tensor.expand_shape %cu [[0, 1]] output_shape [%d, 8] : tensor<?xf32> into tensor<?x8xf32>
  %k = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %3 = tensor.expand_shape %k [[0, 1]] output_shape [2, 2] : tensor<4xf32> into tensor<2x2xf32>
  %4 = tensor.concat dim(0) %t : (tensor<4x8xf32>) -> tensor<4x8xf32>
  %e = tensor.expand_shape %w [[0, 1]] output_shape [4, 8] : tensor<32xf32> into tensor<4x8xf32>
  %5 = tensor.collapse_shape %e [[0, 1]] : tensor<4x8xf32> into tensor<32xf32>
  return %0, %c, %1, %2, %3, %4, %e, %5 : tensor<4x8xf32>, tensor<32xf32>, tensor<4x8xf32>, tensor<?x8xf32>, tensor<2x2xf32>, tensor<4x8xf32>, tensor<4x8xf32>, tensor<32xf32>
}
