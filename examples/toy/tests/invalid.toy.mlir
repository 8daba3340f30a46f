// Invalid toy programs, one per chunk, each with the diagnostic it must
// produce. Run with `--split-input-file --verify-diagnostics`.

// The Symbol trait enforces that declarations are private.
// expected-error @+1 {{'toy.func' op symbol declaration cannot have public visibility}}
toy.func @decl(tensor<*xf64>)

// -----

toy.func @f() {
  // expected-error @+1 {{'toy.generic_call' op callee '@missing' is not defined}}
  %0 = toy.generic_call @missing() : () -> tensor<*xf64>
  toy.return
}

// -----

module @g {}
toy.func @f() {
  // expected-error @+1 {{'toy.generic_call' op callee '@g' is a 'builtin.module', not a 'toy.func'}}
  %0 = toy.generic_call @g() : () -> tensor<*xf64>
  toy.return
}

// -----

toy.func private @take(tensor<2xf64>) -> tensor<*xf64>
toy.func @f(%x: tensor<3xf64>) {
  // expected-error @+1 {{'toy.generic_call' op operand type 'tensor<3xf64>' is not compatible with the callee's argument type 'tensor<2xf64>' for operand number 0}}
  %0 = toy.generic_call @take(%x) : (tensor<3xf64>) -> tensor<*xf64>
  toy.return
}

// -----

toy.func private @take(tensor<*xf64>) -> tensor<*xf64>
toy.func @f(%x: tensor<3xf64>) {
  // expected-error @+1 {{'toy.generic_call' op incorrect number of operands for callee}}
  %0 = toy.generic_call @take(%x, %x) : (tensor<3xf64>, tensor<3xf64>) -> tensor<*xf64>
  toy.return
}

// -----

toy.func private @get() -> tensor<2xf64>
toy.func @f() {
  // expected-error @+1 {{'toy.generic_call' op result type 'tensor<3xf64>' is not compatible with the callee's result type 'tensor<2xf64>' for result number 0}}
  %0 = toy.generic_call @get() : () -> tensor<3xf64>
  toy.return
}

// -----

// The tutorial's ReturnOp::verify, run by the function.
toy.func @f() {
  %c = toy.constant dense<1.0> : tensor<f64>
  // expected-error @+1 {{'toy.return' op does not return the same number of values (1) as the enclosing function (0)}}
  toy.return %c : tensor<f64>
}

// -----

toy.func @f() -> tensor<3xf64> {
  %c = toy.constant dense<[1.0, 2.0]> : tensor<2xf64>
  // expected-error @+1 {{type of return operand ('tensor<2xf64>') doesn't match function result type ('tensor<3xf64>')}}
  toy.return %c : tensor<2xf64>
}

// -----

toy.func @f(%a: tensor<*xf64>) -> (tensor<*xf64>, tensor<*xf64>) {
  // expected-error @+1 {{'toy.return' op expects at most 1 return operand}}
  toy.return %a, %a : tensor<*xf64>, tensor<*xf64>
}

// -----

// expected-error @+1 {{'toy.return' op expects parent op 'toy.func'}}
toy.return

// -----

// The tutorial's chapter 2 `invalid.mlir`: toy.print has no result and
// one operand.
toy.func @main() {
  // expected-error @+1 {{'toy.print' op requires zero results}}
  %0 = "toy.print"()  : () -> tensor<2x3xf64>
  toy.return
}

// -----

toy.func @f(%x: tensor<2x3xf64>) {
  // expected-error @+1 {{expected result shape to be a transpose of the input}}
  %0 = toy.transpose(%x : tensor<2x3xf64>) to tensor<2x3xf64>
  toy.return
}

// -----

toy.func @f() {
  // expected-error @+1 {{'toy.constant' op return type shape mismatches its attribute at dimension 0: 2 != 3}}
  %0 = "toy.constant"() <{value = dense<1.0> : tensor<2xf64>}> : () -> tensor<3xf64>
  toy.return
}

// -----

toy.func @f() {
  // expected-error @+1 {{'toy.constant' op return type must match the one of the attached value attribute: 1 != 2}}
  %0 = "toy.constant"() <{value = dense<1.0> : tensor<2xf64>}> : () -> tensor<2x2xf64>
  toy.return
}

// -----

toy.func @f() {
  // expected-error @+1 {{'toy.constant' op attribute 'value' failed to satisfy constraint: 64-bit float elements attribute}}
  %0 = toy.constant dense<1.0> : tensor<f32>
  toy.return
}

// -----

toy.func @f(%x: tensor<2xf64>) {
  // expected-error @+1 {{'toy.cast' op operand type 'tensor<2xf64>' and result type 'tensor<?xf64>' are cast incompatible}}
  %0 = toy.cast %x : tensor<2xf64> to tensor<?xf64>
  toy.return
}

// -----

toy.func @f(%x: tensor<2xf64>) {
  // expected-error @+1 {{'toy.cast' op requires the same shape for all operands and results}}
  %0 = toy.cast %x : tensor<2xf64> to tensor<3xf64>
  toy.return
}

// -----

toy.func @f(%x: tensor<2xf32>) {
  // expected-error @+1 {{'toy.add' op operand #0 must be tensor of 64-bit float values, but got 'tensor<2xf32>'}}
  %0 = toy.add %x, %x : tensor<2xf32>
  toy.return
}

// -----

toy.func @f(%x: tensor<2xf64>) {
  // expected-error @+1 {{'toy.reshape' op result #0 must be statically shaped tensor of 64-bit float values, but got 'tensor<?xf64>'}}
  %0 = toy.reshape(%x : tensor<2xf64>) to tensor<?xf64>
  toy.return
}

// -----

toy.func @f(%x: tensor<2xf64>) {
  // expected-error @+1 {{expected 2 operands}}
  %0 = toy.mul %x, %x, %x : tensor<2xf64>
  toy.return
}

// -----

toy.func @f() {
  // expected-error @+1 {{invalid kind of attribute specified}}
  %0 = toy.constant 1.0 : f64
  toy.return
}
