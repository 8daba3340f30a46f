// RUN: ir-opt %s -split-input-file -verify-diagnostics -allow-unregistered-dialect
// affine.parallel's verifier and parser messages: bound groups against
// maps, induction variables and steps, reductions against result types,
// bound operands that are neither dimensions nor symbols, yields.

func.func @group_count() {
  // expected-error@+1 {{'affine.parallel' op the number of region arguments (1) and the number of map groups for lower (2) and upper bound (1), and the number of steps (1) must all match}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<2xi32>, lowerBoundsMap = affine_map<() -> (0, 0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @lower_results() {
  // expected-error@+1 {{'affine.parallel' op expected lower bounds map to have 2 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<2> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @upper_results() {
  // expected-error@+1 {{'affine.parallel' op expected upper bounds map to have 1 results}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10, 20)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @missing_reduction(%buf: memref<10xf32>) {
  // expected-error@+1 {{'affine.parallel' op a reduction must be specified for each output}}
  %r = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    %v = affine.load %buf[%i] : memref<10xf32>
    "affine.yield"(%v) : (f32) -> ()
  }) : () -> f32
  return
}

// -----

func.func @reduction_type(%buf: memref<10xf32>) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("addi") -> (f32) {
    %v = affine.load %buf[%i] : memref<10xf32>
    affine.yield %v : f32
  }
  return
}

// -----

func.func @reduction_signed(%buf: memref<10xi32>) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("maxs") -> (i32) {
    %v = affine.load %buf[%i] : memref<10xi32>
    affine.yield %v : i32
  }
  return
}

// -----

func.func @reduction_xori(%buf: memref<10xi32>) {
  // expected-error@+1 {{'affine.parallel' op result type cannot match reduction attribute}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("xori") -> (i32) {
    %v = affine.load %buf[%i] : memref<10xi32>
    affine.yield %v : i32
  }
  return
}

// -----

func.func @reduction_name(%buf: memref<10xf32>) {
  // expected-error@+1 {{invalid reduction value: "addq"}}
  %r = affine.parallel (%i) = (0) to (10) reduce ("addq") -> (f32) {
    %v = affine.load %buf[%i] : memref<10xf32>
    affine.yield %v : f32
  }
  return
}

// -----

func.func @reduction_attr_kind(%buf: memref<10xf32>) {
  // expected-error@+1 {{integer literal not valid for specified type}}
  %r = affine.parallel (%i) = (0) to (10) reduce (3) -> (f32) {
    %v = affine.load %buf[%i] : memref<10xf32>
    affine.yield %v : f32
  }
  return
}

// -----

func.func @step_not_constant(%n: index) {
  // expected-error@+1 {{steps must be constant integers}}
  affine.parallel (%i) = (0) to (10) step (%n) {
  }
  return
}

// -----

func.func @reduction_attr_value() {
  // expected-error@+1 {{'affine.parallel' op attribute 'reductions' failed to satisfy constraint: Reduction ops}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [42], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @steps_kind() {
  // expected-error@+1 {{'affine.parallel' op attribute 'steps' failed to satisfy constraint: 64-bit integer array attribute}}
  "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = affine_map<() -> (0)>, reductions = [], steps = [1 : i32], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = affine_map<() -> (10)>}> ({
  ^bb0(%i: index):
    "affine.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @not_a_dim(%n: index) {
  affine.for %j = 0 to 10 {
    %v = "test.index"() : () -> index
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a dimension id}}
    affine.parallel (%i) = (%v) to (10) {
    }
  }
  return
}

// -----

func.func @not_a_symbol() {
  affine.for %j = 0 to 10 {
    // expected-error@+1 {{'affine.parallel' op operand cannot be used as a symbol}}
    affine.parallel (%i) = (0) to (symbol(%j)) {
    }
  }
  return
}

// -----

func.func @yield_count(%buf: memref<10xf32>) {
  %r = affine.parallel (%i) = (0) to (10) reduce ("addf") -> (f32) {
    // expected-error@+1 {{'affine.yield' op parent of yield must have same number of results as the yield operands}}
    affine.yield
  }
  return
}

// -----

func.func @missing_to() {
  // expected-error@+1 {{expected 'to'}}
  affine.parallel (%i) = (0) (10) {
  }
  return
}
