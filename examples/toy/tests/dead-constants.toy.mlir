// `--toy-erase-dead-constants` keeps the used constant and erases the two
// that nothing uses, in every function.
toy.func @f() -> tensor<f64> {
  %a = toy.constant dense<1.0> : tensor<f64>
  %b = toy.constant dense<2.0> : tensor<f64>
  toy.return %b : tensor<f64>
}
toy.func @g() {
  %c = toy.constant dense<3.0> : tensor<f64>
  toy.return
}
