// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// Every verifier message of the affine ops, and the valid dimension and
// symbol rules: function arguments, constants and loop induction
// variables (dimensions only) qualify; other values do not.

func.func @apply_no_map(%i: index) {
  // expected-error@+1 {{requires attribute 'map'}}
  %x = "affine.apply"(%i) : (index) -> index
  return
}

// -----

func.func @apply_operands(%i: index) {
  // expected-error@+1 {{'affine.apply' op operand count and affine map dimension and symbol count must match}}
  %x = "affine.apply"(%i) <{map = affine_map<(d0, d1) -> (d0 + d1)>}> : (index) -> index
  return
}

// -----

func.func @apply_results(%i: index) {
  // expected-error@+1 {{'affine.apply' op mapping must produce one value}}
  %x = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0, d0)>}> : (index) -> index
  return
}

// -----

func.func @apply_type(%i: i32) {
  // expected-error@+1 {{'affine.apply' op operand #0 must be variadic of index, but got 'i32'}}
  %x = "affine.apply"(%i) <{map = affine_map<(d0) -> (d0)>}> : (i32) -> index
  return
}

// -----

func.func @min_operands(%i: index) {
  // expected-error@+1 {{'affine.min' op operand count and affine map dimension and symbol count must match}}
  %x = "affine.min"(%i) <{map = affine_map<()[s0, s1] -> (s0, s1)>}> : (index) -> index
  return
}

// -----

func.func @max_operands(%i: index) {
  // expected-error@+1 {{'affine.max' op operand count and affine map dimension and symbol count must match}}
  %x = "affine.max"(%i, %i) <{map = affine_map<(d0) -> (d0, 0)>}> : (index, index) -> index
  return
}

// -----

func.func @iv_as_symbol() {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %i {
    }
  }
  return
}

// -----

func.func @not_a_dim() {
  affine.for %i = 0 to 10 {
    %v = "test.index"() : () -> index
    // expected-error@+1 {{'affine.for' op operand cannot be used as a dimension id}}
    affine.for %j = affine_map<(d0) -> (d0)>(%v) to 10 {
    }
  }
  return
}

// -----

func.func @apply_of_iv_as_symbol() {
  affine.for %i = 0 to 10 {
    %a = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if affine_set<()[s0] : (s0 >= 0)>()[%a] {
    }
  }
  return
}

// -----

func.func @for_iv_type() {
  // expected-error@+1 {{'affine.for' op expected body to have a single index argument for the induction variable}}
  "affine.for"() <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: i32):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @for_results(%x: f32) {
  // expected-error@+1 {{'affine.for' op different number of region iter_args and yielded values: 1 != 2}}
  %r:2 = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index, %a: f32):
    "affine.yield"(%a, %a) : (f32, f32) -> ()
  }) : (f32) -> (f32, f32)
  return
}

// -----

func.func @for_block_args(%x: f32) {
  // expected-error@+1 {{'affine.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "affine.for"(%x) <{lowerBoundMap = affine_map<() -> (0)>, operandSegmentSizes = array<i32: 0, 0, 1>, step = 1 : index, upperBoundMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"(%x) : (f32) -> ()
  }) : (f32) -> f32
  return
}

// -----

func.func @if_operands(%n: index) {
  // expected-error@+1 {{'affine.if' op operand count and condition integer set dimension and symbol count must match}}
  "affine.if"(%n) <{condition = affine_set<(d0, d1) : (d0 - d1 >= 0)>}> ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @if_no_condition(%n: index) {
  // expected-error@+1 {{requires attribute 'condition'}}
  "affine.if"(%n) ({
    "affine.yield"() : () -> ()
  }, {
  }) : (index) -> ()
  return
}

// -----

func.func @if_dim(%n: index) {
  affine.for %i = 0 to 10 {
    %v = "test.index"() : () -> index
    // expected-error@+1 {{'affine.if' op operand cannot be used as a dimension id}}
    affine.if affine_set<(d0) : (d0 >= 0)>(%v) {
    }
  }
  return
}

// -----

func.func @load_type(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op result type must match element type of memref}}
  %v = "affine.load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @load_rank(%m: memref<4x4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op affine map num results must equal memref rank}}
  %v = affine.load %m[%i] : memref<4x4xf32>
  return
}

// -----

func.func @load_subscripts(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'affine.load' op expects as many subscripts as affine map inputs}}
  %v = "affine.load"(%m, %i, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<4xf32>, index, index) -> f32
  return
}

// -----

func.func @load_index(%m: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    %v = "test.index"() : () -> index
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %x = affine.load %m[%v] : memref<4xf32>
  }
  return
}

// -----

func.func @load_symbol(%m: memref<4xf32>) {
  affine.for %i = 0 to 4 {
    // expected-error@+1 {{'affine.load' op operand cannot be used as a symbol}}
    %x = affine.load %m[symbol(%i)] : memref<4xf32>
  }
  return
}

// -----

func.func @store_type(%m: memref<4xf32>, %i: index, %x: i32) {
  // expected-error@+1 {{'affine.store' op value to store must have the same type as memref element type}}
  "affine.store"(%x, %m, %i) <{map = affine_map<(d0) -> (d0)>}> : (i32, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @store_rank(%m: memref<4xf32>, %i: index, %x: f32) {
  // expected-error@+1 {{'affine.store' op affine map num results must equal memref rank}}
  affine.store %x, %m[%i, %i] : memref<4xf32>
  return
}

// -----

func.func @store_memref(%m: tensor<4xf32>, %i: index, %x: f32) {
  // expected-error@+1 {{'affine.store' op operand #1 must be memref of any type values, but got 'tensor<4xf32>'}}
  "affine.store"(%x, %m, %i) <{map = affine_map<(d0) -> (d0)>}> : (f32, tensor<4xf32>, index) -> ()
  return
}

// -----

func.func @yield_parent() {
  "test.region"() ({
    // expected-error@+1 {{'affine.yield' op only terminates affine.if/for/parallel regions}}
    affine.yield
  }) : () -> ()
  return
}

// -----

func.func @yield_count(%x: f32) {
  %r = affine.for %i = 0 to 4 iter_args(%a = %x) -> (f32) {
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @yield_types(%x: f32, %y: i32) {
  %r = affine.for %i = 0 to 4 iter_args(%a = %x) -> (f32) {
    // expected-error@+1 {{'affine.yield' op types mismatch between yield op and its parent}}
    affine.yield %y : i32
  }
  return
}

// -----

func.func @a(%m: memref<100xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_load' op requires memref and vector types of the same elemental type}}
  %v = affine.vector_load %m[%i] : memref<100xf32>, vector<8xi32>
  return
}

// -----

func.func @b(%m: memref<100xf32>, %i: index, %v: vector<4xf64>) {
  // expected-error@+1 {{'affine.vector_store' op requires memref and vector types of the same elemental type}}
  affine.vector_store %v, %m[%i] : memref<100xf32>, vector<4xf64>
  return
}

// -----

func.func @c(%m: memref<100xf32>, %i: index) {
  // expected-error@+1 {{'affine.vector_load' op result #0 must be vector of any type values, but got 'vector<f32>'}}
  %v = "affine.vector_load"(%m, %i) <{map = affine_map<(d0) -> (d0)>}> : (memref<100xf32>, index) -> vector<f32>
  return
}

// -----

func.func @d(%m: memref<100xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op affine.prefetch affine map num results must equal memref rank}}
  affine.prefetch %m[%i, %i], read, locality<1>, data : memref<100xf32>
  return
}

// -----

func.func @e(%m: memref<100xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3}}
  affine.prefetch %m[%i], read, locality<5>, data : memref<100xf32>
  return
}

// -----

func.func @f(%m: memref<100xf32>) {
  affine.for %i = 0 to 4 {
    %w = "test.index"() : () -> index
    // expected-error@+1 {{'affine.prefetch' op index must be a valid dimension or symbol identifier}}
    affine.prefetch %m[%w], write, locality<1>, instr : memref<100xf32>
  }
  return
}

// -----

func.func @g(%m: memref<100xf32>, %i: index) {
  // expected-error@+1 {{'affine.prefetch' op too few operands}}
  "affine.prefetch"(%m) <{isDataCache = true, isWrite = false, localityHint = 1 : i32, map = affine_map<(d0) -> (d0)>}> : (memref<100xf32>) -> ()
  return
}

// -----

// scf.for is no affine scope: its induction variable is neither a
// dimension nor a symbol of the affine ops inside it.
func.func @scf_iv(%m: memref<10xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %iv = %c0 to %n step %c1 {
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %m[%iv] : memref<10xf32>
  }
  return
}

// -----

func.func @scf_iv_symbol(%m: memref<10xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %iv = %c0 to %n step %c1 {
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %i = %iv to 10 {
    }
  }
  return
}

// -----

// A pure op of valid symbols is a valid symbol, inside scf.for too.
func.func @pure_symbol(%m: memref<10xf32>, %n: index, %p: memref<index>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %iv = %c0 to %n step %c1 {
    %x = arith.addi %n, %c1 : index
    %v = affine.load %m[%x] : memref<10xf32>
    %w = affine.load %m[symbol(%x)] : memref<10xf32>
    %y = memref.load %p[] : memref<index>
    // expected-error@+1 {{'affine.load' op operand cannot be used as a symbol}}
    %z = affine.load %m[symbol(%y)] : memref<10xf32>
  }
  return
}
