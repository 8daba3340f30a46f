// Attributes in labels: escaping of the characters record labels
// reserve, truncation at max-label-len, large elements and arrays elided
// (past 16 elements, or past --mlir-elide-elementsattrs-if-larger), splats
// printed whole, inherent and discardable attributes sorted together.
// RUN: ir-opt %s -allow-unregistered-dialect -view-op-graph
// RUN: ir-opt %s -allow-unregistered-dialect -view-op-graph=max-label-len=5
// RUN: ir-opt %s -allow-unregistered-dialect -view-op-graph=max-label-len=200
// RUN: ir-opt %s -allow-unregistered-dialect -view-op-graph -mlir-elide-elementsattrs-if-larger=2

func.func @attrs(%arg0: tensor<4x4xf32>) -> tensor<4x4xf32> attributes {note = "a|b{c}<d>\"e\""} {
  %big = arith.constant dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>
  %splat = arith.constant dense<7> : tensor<64x64xi32>
  %small = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  %strs = "foo.strings"() {s = dense<["a", "bb", "ccc"]> : tensor<3x!foo.str>} : () -> tensor<3xi8>
  "foo.arrays"() {long = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17], short = [1, 2], dict = {k = "v", z = unit}, dense_arr = array<i64: 1, 2, 3>} : () -> ()
  "foo.text"() {msg = "a string long enough to be cut short", nl = "line\nbreak", sym = @some.symbol, ty = (tensor<4x4xf32>, memref<?xi8>) -> (i1)} : () -> ()
  %0 = "foo.props"() <{inherent = 1 : i64}> {discardable = 2 : i64} : () -> i32
  %add = arith.addi %0, %0 overflow<nsw> : i32
  %cmp = arith.cmpf olt, %arg0, %arg0 fastmath<fast> : tensor<4x4xf32>
  %t:3 = "foo.types"() : () -> (tensor<2x!foo.elem<"quoted">>, !foo.long_type_name_with<{many = "params"}>, vector<[4]xf32>)
  return %arg0 : tensor<4x4xf32>
}
