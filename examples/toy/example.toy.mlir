// A toy program: `main` calls `first`; `unused` is private and never
// called, so `--symbol-dce` removes it; `external` is an external
// declaration (private, without a body). The chapter inputs of the
// tutorial are `ch2.mlir`, `ch3.mlir` and `ch4.mlir`.
module {
  toy.func private @external(tensor<*xf64>) -> tensor<*xf64>

  toy.func @first(%a: tensor<*xf64>, %b: tensor<*xf64>) -> tensor<*xf64> {
    toy.return %a : tensor<*xf64>
  }

  toy.func private @unused() {
    toy.return
  }

  toy.func @main() -> tensor<*xf64> {
    %c1 = toy.constant dense<1.0> : tensor<f64>
    %c2 = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>
    %sum = toy.generic_call @first(%c1, %c2) : (tensor<f64>, tensor<2xf64>) -> tensor<*xf64>
    %ext = toy.generic_call @external(%sum) : (tensor<*xf64>) -> tensor<*xf64>
    toy.print %ext : tensor<*xf64>
    toy.return %sum : tensor<*xf64>
  }
}
