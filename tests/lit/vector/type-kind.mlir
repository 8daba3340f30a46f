// RUN: not ir-opt %s -split-input-file
// A format reads the type of a vector operand or result as a vector
// (ODS's cppType `VectorType`): a scalar there is a parse error at the
// type, not a verifier error.

func.func @extract(%s: f32) {
  %0 = vector.extract %s[] : f32 from f32
  return
}
// -----
func.func @insert(%s: f32) {
  %0 = vector.insert %s, %s [] : f32 into f32
  return
}
// -----
func.func @broadcast(%s: f32) {
  %0 = vector.broadcast %s : f32 to f32
  return
}
// -----
func.func @shape_cast(%w: vector<2xf32>) {
  %0 = vector.shape_cast %w : vector<2xf32> to f32
  return
}
// -----
func.func @transpose(%s: f32) {
  %0 = vector.transpose %s, [] : f32 to f32
  return
}
// -----
func.func @from_elements(%s: f32) {
  %0 = vector.from_elements %s : f32
  return
}
// -----
func.func @extract_from_tensor(%v: tensor<4xf32>) {
  %0 = vector.extract %v[0] : f32 from tensor<4xf32>
  return
}
