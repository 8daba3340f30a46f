// Chapter 3's inputs, the tutorial's `transpose_transpose.toy`,
// `trivial_reshape.toy` and `scalar.toy` in MLIR form, one function each.
// `toy-opt ch3.mlir --canonicalize` applies the chapter's patterns:
//
// - `@transpose_transpose`: transpose(transpose(x)) is x
//   (SimplifyRedundantTranspose);
// - `@trivial_reshape`: the reshape of a constant becomes a constant
//   (FoldConstantReshapeOptPattern), reshapes of reshapes collapse
//   (ReshapeReshapeOptPattern) and a reshape to its own type disappears
//   (RedundantReshapeOptPattern);
// - `@scalar`: a scalar reshaped to 2x2 becomes a splat constant.
module {
  toy.func @transpose_transpose(%arg0: tensor<*xf64>) -> tensor<*xf64> {
    %0 = toy.transpose(%arg0 : tensor<*xf64>) to tensor<*xf64>
    %1 = toy.transpose(%0 : tensor<*xf64>) to tensor<*xf64>
    toy.return %1 : tensor<*xf64>
  }
  toy.func @trivial_reshape() {
    %0 = toy.constant dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf64>
    %1 = toy.reshape(%0 : tensor<2xf64>) to tensor<2x1xf64>
    %2 = toy.reshape(%1 : tensor<2x1xf64>) to tensor<2x1xf64>
    %3 = toy.reshape(%2 : tensor<2x1xf64>) to tensor<2x1xf64>
    toy.print %3 : tensor<2x1xf64>
    toy.return
  }
  toy.func @scalar() {
    %0 = toy.constant dense<5.500000e+00> : tensor<f64>
    %1 = toy.reshape(%0 : tensor<f64>) to tensor<2x2xf64>
    toy.print %1 : tensor<2x2xf64>
    toy.return
  }
}
