// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect
// Float literals that cannot be read as a value of their type are parse
// errors with MLIR's wording and place: decimal integers and negated or
// too wide hex bits for float types, floats for other types, `true` among
// float elements.

%0 = arith.constant 10 : f32

// -----

%0 = arith.constant -0x7C00 : f16

// -----

%0 = arith.constant 0x17C00 : f16

// -----

%0 = arith.constant 1.0 : i32

// -----

"t.a"() {v = 1.5 : none} : () -> ()

// -----

"t.a"() {v = dense<[1.0, 2]> : tensor<2xf32>} : () -> ()

// -----

"t.a"() {v = dense<[true, 2.0]> : tensor<2xbf16>} : () -> ()

// -----

"t.a"() {v = dense<1.5> : tensor<2xi32>} : () -> ()

// -----

"t.a"() {v = array<f64: 1.0, -0x3FF0000000000000>} : () -> ()

// -----

"t.a"() {v = array<f32: true>} : () -> ()
