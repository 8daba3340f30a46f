// RUN: not ir-opt %s -split-input-file
// XFAIL: mlir-opt-22 follows an incompatible inferred type with a second error, `failed to infer returned types`; ir-opt's verifier reports the first only
// A `vector.extract` whose result type is not the one its position gives.
func.func @a(%v: vector<4x8xf32>) {
  %0 = vector.extract %v[0] : f32 from vector<4x8xf32>
  return
}

// -----

func.func @a(%v: vector<4x1xf32>) -> vector<1xf32> {
  // A one-element vector for a scalar is compatible.
  %0 = vector.extract %v[0, 0] : vector<1xf32> from vector<4x1xf32>
  return %0 : vector<1xf32>
}
