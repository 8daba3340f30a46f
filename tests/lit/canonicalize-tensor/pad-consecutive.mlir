// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect

// FoldConsecutiveConstantPadding: paddings that are not both known are
// added by an affine.apply (b + b is b * 2; a known zero adds nothing).
func.func @operand_paddings(%arg: tensor<?x?xf32>, %a: index, %b: index) -> tensor<?x?xf32> {
  %cst = arith.constant 0.0 : f32
  %0 = tensor.pad %arg low[%a, 1] high[2, %b] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  %1 = tensor.pad %0 low[3, %a] high[%b, %b] {
  ^bb0(%i: index, %j: index):
    tensor.yield %cst : f32
  } : tensor<?x?xf32> to tensor<?x?xf32>
  return %1 : tensor<?x?xf32>
}

// FoldConsecutiveConstantPadding: a padding an affine.apply computes is
// composed into the sum; a constant operand is folded into it.
func.func @composed_paddings(%arg: tensor<?xf32>, %a: index) -> tensor<?xf32> {
  %cst = arith.constant 0.0 : f32
  %c5 = arith.constant 5 : index
  %p = affine.apply affine_map<(d0) -> (d0 * 4)>(%a)
  %0 = tensor.pad %arg low[%p] high[%c5] {
  ^bb0(%i: index):
    tensor.yield %cst : f32
  } : tensor<?xf32> to tensor<?xf32>
  %1 = tensor.pad %0 low[%a] high[%a] {
  ^bb0(%i: index):
    tensor.yield %cst : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}

// FoldConsecutiveConstantPadding: in a loop the induction variable is a
// dimension of the map, not a symbol.
func.func @loop_paddings(%arg: tensor<?xf32>, %n: index) {
  %cst = arith.constant 0.0 : f32
  affine.for %i = 0 to 10 {
    %0 = tensor.pad %arg low[%i] high[1] {
    ^bb0(%j: index):
      tensor.yield %cst : f32
    } : tensor<?xf32> to tensor<?xf32>
    %1 = tensor.pad %0 low[%n] high[%i] {
    ^bb0(%j: index):
      tensor.yield %cst : f32
    } : tensor<?xf32> to tensor<?xf32>
    "test.use"(%1) : (tensor<?xf32>) -> ()
  }
  return
}

// FoldConsecutiveConstantPadding, negative: different padding values.
func.func @different_values(%arg: tensor<?xf32>, %a: index) -> tensor<?xf32> {
  %cst = arith.constant 0.0 : f32
  %one = arith.constant 1.0 : f32
  %0 = tensor.pad %arg low[%a] high[1] {
  ^bb0(%i: index):
    tensor.yield %cst : f32
  } : tensor<?xf32> to tensor<?xf32>
  %1 = tensor.pad %0 low[%a] high[%a] {
  ^bb0(%i: index):
    tensor.yield %one : f32
  } : tensor<?xf32> to tensor<?xf32>
  return %1 : tensor<?xf32>
}
