func.func @f(%s: f32, %v: tensor<4xf32>, %w: vector<2xf32>) {
  %0 = vector.extract %w[0] : f32 from vector<2xf32>
  return
}
