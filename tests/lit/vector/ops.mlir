// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// Vector ops in custom form: static, dynamic and empty positions, 0-d and
// scalable vectors.
func.func @broadcast(%s: f32, %v: vector<8xf32>, %u: vector<1x8xf32>, %z: vector<f32>, %sv: vector<[4]xi8>, %b: i8) -> (vector<4xf32>, vector<4x8xf32>) {
  %0 = vector.broadcast %s : f32 to vector<4xf32>
  %1 = vector.broadcast %v : vector<8xf32> to vector<4x8xf32>
  %2 = vector.broadcast %u : vector<1x8xf32> to vector<3x4x8xf32>
  %3 = vector.broadcast %z : vector<f32> to vector<2xf32>
  %4 = vector.broadcast %s : f32 to vector<f32>
  %5 = vector.broadcast %sv : vector<[4]xi8> to vector<2x[4]xi8>
  %6 = vector.broadcast %b : i8 to vector<[4]xi8>
  return %0, %1 : vector<4xf32>, vector<4x8xf32>
}

func.func @extract_insert(%v: vector<4x8xf32>, %s: f32, %w: vector<8xf32>, %i: index, %j: index, %z: vector<f32>) -> (f32, vector<4x8xf32>) {
  %0 = vector.extract %v[0, 1] : f32 from vector<4x8xf32>
  %1 = vector.extract %v[%i] : vector<8xf32> from vector<4x8xf32>
  %2 = vector.extract %v[%i, 2] : f32 from vector<4x8xf32>
  %3 = vector.extract %v[%i, %j] {tag} : f32 from vector<4x8xf32>
  %4 = vector.extract %w[] : vector<8xf32> from vector<8xf32>
  %5 = vector.extract %z[] : f32 from vector<f32>
  %6 = vector.extract %v[-1, 0] : f32 from vector<4x8xf32>
  %7 = vector.insert %s, %v[0, 1] : f32 into vector<4x8xf32>
  %8 = vector.insert %w, %v[%i] : vector<8xf32> into vector<4x8xf32>
  %9 = vector.insert %s, %v[3, %j] : f32 into vector<4x8xf32>
  %10 = vector.insert %w, %w[] : vector<8xf32> into vector<8xf32>
  %11 = vector.insert %s, %z[] : f32 into vector<f32>
  return %0, %9 : f32, vector<4x8xf32>
}

func.func @shapes(%v: vector<4x8xf32>, %s: f32, %i: index, %sv: vector<[4]x2xi16>) -> (vector<2xf32>, vector<32xf32>) {
  %0 = vector.from_elements %s, %s : vector<2xf32>
  %1 = vector.from_elements %s : vector<f32>
  %2 = vector.from_elements %i, %i, %i, %i : vector<2x2xindex>
  %3 = vector.shape_cast %v : vector<4x8xf32> to vector<32xf32>
  %4 = vector.shape_cast %sv : vector<[4]x2xi16> to vector<[8]xi16>
  %5 = vector.transpose %v, [1, 0] : vector<4x8xf32> to vector<8x4xf32>
  %6 = vector.bitcast %v : vector<4x8xf32> to vector<4x8xi32>
  %7 = vector.bitcast %v : vector<4x8xf32> to vector<4x16xf16>
  %8 = vector.bitcast %sv : vector<[4]x2xi16> to vector<[4]x1xi32>
  %9 = vector.constant_mask [2, 3] : vector<4x8xi1>
  %10 = vector.constant_mask [1] : vector<i1>
  %11 = vector.constant_mask [0, 0] : vector<4x[8]xi1>
  %12 = vector.create_mask %i, %i : vector<4x8xi1>
  %13 = vector.create_mask %i : vector<i1>
  return %0, %3 : vector<2xf32>, vector<32xf32>
}
