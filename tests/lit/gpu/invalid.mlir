// RUN: ir-opt %s -split-input-file -verify-diagnostics

func.func @dynamic_count(%n: index) {
  // expected-error@+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %m = gpu.alloc (%n) : memref<4xf32>
  return
}

// -----

func.func @missing_size() {
  // expected-error@+1 {{'gpu.alloc' op incorrect number of dynamic sizes, has 0, expected 1}}
  %m = gpu.alloc () : memref<?x4xf32>
  return
}

// -----

func.func @symbol_count(%s: index) {
  // expected-error@+1 {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %m = gpu.alloc ()[%s] : memref<4xf32>
  return
}

// -----

func.func @strided_symbols(%n: index) {
  // expected-error@+1 {{'gpu.alloc' op symbol operand count does not equal memref symbol count}}
  %m = gpu.alloc (%n) : memref<?x4xf32, strided<[?, 1], offset: ?>>
  return
}

// -----

func.func @unnamed_async() {
  // expected-error@+1 {{needs to be named when marked 'async'}}
  gpu.wait async
  return
}

// -----

func.func @not_a_token(%x: i32) {
  // expected-error@+1 {{'gpu.wait' op operand #0 must be variadic of async token type, but got 'i32'}}
  "gpu.wait"(%x) : (i32) -> ()
  return
}

// -----

func.func @not_a_memref(%x: tensor<4xf32>) {
  // expected-error@+1 {{'gpu.dealloc' op operand #0 must be memref of any type values, but got 'tensor<4xf32>'}}
  "gpu.dealloc"(%x) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @result_token() {
  // expected-error@+1 {{'gpu.wait' op result #0 must be async token type, but got 'i32'}}
  %0 = "gpu.wait"() : () -> i32
  return
}

// -----

func.func @segments(%n: index) {
  // expected-error@+1 {{'gpu.alloc' op operand count (1) does not match with the total size (2) specified in attribute 'operandSegmentSizes'}}
  %m = "gpu.alloc"(%n) <{operandSegmentSizes = array<i32: 0, 1, 1>}> : (index) -> memref<?xf32>
  return
}

// -----

func.func @size_type(%n: i32) {
  // expected-error@+1 {{'gpu.alloc' op operand #0 must be variadic of index, but got 'i32'}}
  %m = "gpu.alloc"(%n) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (i32) -> memref<?xf32>
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @dealloc_type(%m: memref<4xf32>, %t: !gpu.async.token) {
  // expected-error@+1 {{use of value '%m' expects different type than prior uses: '!gpu.async.token' vs 'memref<4xf32>'}}
  gpu.dealloc [%m] %m : memref<4xf32>
  return
}
