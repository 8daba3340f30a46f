// RUN: ir-opt %s -split-input-file -test-single-fold
// Folds of the vector ops. (MLIR's in-place folds, such as constant
// position operands becoming static positions, are not done by ir-opt,
// so the cases here fold all the way or not at all.)
func.func @broadcast(%s: f32, %v: vector<4xf32>) -> (vector<4xf32>, vector<4xf32>, vector<2x4xf32>, vector<4x4xf32>, vector<2xi32>) {
  %c = arith.constant 2.0 : f32
  %0 = vector.broadcast %c : f32 to vector<4xf32>
  %1 = vector.broadcast %v : vector<4xf32> to vector<4xf32>
  %cs = arith.constant dense<1.0> : vector<4xf32>
  %2 = vector.broadcast %cs : vector<4xf32> to vector<2x4xf32>
  %3 = vector.broadcast %v : vector<4xf32> to vector<4x4xf32>
  %ci = arith.constant 7 : i32
  %4 = vector.broadcast %ci : i32 to vector<2xi32>
  return %0, %1, %2, %3, %4 : vector<4xf32>, vector<4xf32>, vector<2x4xf32>, vector<4x4xf32>, vector<2xi32>
}

// -----

func.func @extract(%v: vector<4x8xf32>, %s: f32, %i: index, %w: vector<8xf32>) -> (vector<8xf32>, f32, f32, vector<2xf32>, f32, f32, f32, f32, vector<4xf32>, f32) {
  %c = arith.constant 2.0 : f32
  %e0 = vector.extract %w[] : vector<8xf32> from vector<8xf32>
  %cd = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %e1 = vector.extract %cd[1, 0] : f32 from vector<2x2xf32>
  %cs = arith.constant dense<1.0> : vector<4xf32>
  %e2 = vector.extract %cs[%i] : f32 from vector<4xf32>
  %e3 = vector.extract %cd[1] : vector<2xf32> from vector<2x2xf32>
  %bs = vector.broadcast %s : f32 to vector<4x8xf32>
  %e4 = vector.extract %bs[1, 2] : f32 from vector<4x8xf32>
  %ins = vector.insert %s, %v[1, 2] : f32 into vector<4x8xf32>
  %e5 = vector.extract %ins[1, 2] : f32 from vector<4x8xf32>
  %fe = vector.from_elements %s, %c : vector<2xf32>
  %e6 = vector.extract %fe[1] : f32 from vector<2xf32>
  %ci = arith.constant 1 : index
  %e7 = vector.extract %cd[%ci, %ci] : f32 from vector<2x2xf32>
  %cs2 = arith.constant dense<5.0> : vector<3x4xf32>
  %e8 = vector.extract %cs2[%i] : vector<4xf32> from vector<3x4xf32>
  %ins2 = vector.insert %c, %ins[0, 2] : f32 into vector<4x8xf32>
  %e9 = vector.extract %ins2[1, 2] : f32 from vector<4x8xf32>
  return %e0, %e1, %e2, %e3, %e4, %e5, %e6, %e7, %e8, %e9 : vector<8xf32>, f32, f32, vector<2xf32>, f32, f32, f32, f32, vector<4xf32>, f32
}

// -----

func.func @insert(%w: vector<8xf32>, %s: f32, %i: index) -> (vector<8xf32>, vector<4xf32>, vector<2x2xi32>, vector<4xf32>) {
  %i0 = vector.insert %w, %w[] : vector<8xf32> into vector<8xf32>
  %c = arith.constant 2.0 : f32
  %cs = arith.constant dense<1.0> : vector<4xf32>
  %i1 = vector.insert %c, %cs[2] : f32 into vector<4xf32>
  %row = arith.constant dense<[5, 6]> : vector<2xi32>
  %m = arith.constant dense<0> : vector<2x2xi32>
  %i2 = vector.insert %row, %m[1] : vector<2xi32> into vector<2x2xi32>
  %i3 = vector.insert %c, %cs[%i] : f32 into vector<4xf32>
  return %i0, %i1, %i2, %i3 : vector<8xf32>, vector<4xf32>, vector<2x2xi32>, vector<4xf32>
}

// -----

func.func @shapes(%v: vector<4x8xf32>, %s: f32, %b: vector<1x4xf32>) -> (vector<2xi32>, vector<4xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<4x8xf32>, vector<2x2xf32>, vector<1x4xf32>, vector<4x1xf32>, vector<4x8xi32>, vector<2xf32>) {
  %one = arith.constant 1 : i32
  %fe = vector.from_elements %one, %one : vector<2xi32>
  %cd = arith.constant dense<[[1.0, 2.0], [3.0, 4.0]]> : vector<2x2xf32>
  %sc = vector.shape_cast %cd : vector<2x2xf32> to vector<4xf32>
  %t = vector.transpose %cd, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
  %t2 = vector.transpose %cd, [0, 1] : vector<2x2xf32> to vector<2x2xf32>
  %bc = vector.bitcast %v : vector<4x8xf32> to vector<4x8xf32>
  %sp = arith.constant dense<1.0> : vector<2x2xf32>
  %t3 = vector.transpose %sp, [1, 0] : vector<2x2xf32> to vector<2x2xf32>
  %t4 = vector.transpose %b, [0, 1] : vector<1x4xf32> to vector<1x4xf32>
  %bb = vector.broadcast %b : vector<1x4xf32> to vector<4x1x4xf32>
  %sc2 = vector.shape_cast %b : vector<1x4xf32> to vector<4x1xf32>
  %x = vector.bitcast %v : vector<4x8xf32> to vector<4x8xi32>
  %y = vector.bitcast %x : vector<4x8xi32> to vector<4x8xf32>
  %z = vector.bitcast %y : vector<4x8xf32> to vector<4x8xi32>
  %fe2 = vector.from_elements %s, %s : vector<2xf32>
  return %fe, %sc, %t, %t2, %bc, %t3, %t4, %sc2, %z, %fe2 : vector<2xi32>, vector<4xf32>, vector<2x2xf32>, vector<2x2xf32>, vector<4x8xf32>, vector<2x2xf32>, vector<1x4xf32>, vector<4x1xf32>, vector<4x8xi32>, vector<2xf32>
}
