// RUN: ir-opt %s -split-input-file -inline -allow-unregistered-dialect
// The affine dialect's inliner rules (MLIR 22's AffineInlinerInterface):
// affine ops may be inlined into a region held by an AffineScope op
// (func.func) or by affine.for/if/parallel, never into another region;
// into an affine loop or conditional, only a one-block body of ops
// without effects, affine.apply and affine loads and stores whose
// dimensions and symbols stay valid. (Inputs are in the form MLIR's
// affine canonicalization leaves, which the inliner's pipeline runs.)

func.func private @load(%m: memref<8xf32>, %i: index) -> f32 {
  %v = affine.load %m[symbol(%i)] : memref<8xf32>
  return %v : f32
}

func.func @into_func(%m: memref<8xf32>, %j: index) -> f32 {
  %v = call @load(%m, %j) : (memref<8xf32>, index) -> f32
  return %v : f32
}

// -----

func.func private @load(%m: memref<8xf32>, %i: index) -> f32 {
  %v = affine.load %m[symbol(%i)] : memref<8xf32>
  return %v : f32
}

// Into an affine.for body: the argument is bound to a symbol of the
// function, still a valid symbol there.
func.func @into_for(%m: memref<8xf32>, %j: index) {
  affine.for %i = 0 to 8 {
    %v = func.call @load(%m, %j) : (memref<8xf32>, index) -> f32
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// -----

func.func private @apply_store(%m: memref<8xindex>, %i: index) {
  %j = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%i]
  affine.store %j, %m[symbol(%i)] : memref<8xindex>
  return
}

// affine.apply and a store into an affine.if.
func.func @into_if(%m: memref<8xindex>, %k: index) {
  affine.if affine_set<()[s0] : (s0 - 1 >= 0)>()[%k] {
    func.call @apply_store(%m, %k) : (memref<8xindex>, index) -> ()
  }
  return
}

// -----

func.func private @dim_symbol(%m: memref<?xf32>) -> f32 {
  %c0 = arith.constant 0 : index
  %d = memref.dim %m, %c0 : memref<?xf32>
  %v = affine.load %m[symbol(%d) - 1] : memref<?xf32>
  return %v : f32
}

// A symbol defined in the callee by a `dim` stays one once inlined.
func.func @dim_into_for(%m: memref<?xf32>) {
  affine.for %i = 0 to 8 {
    %v = func.call @dim_symbol(%m) : (memref<?xf32>) -> f32
    "test.use"(%v) : (f32) -> ()
  }
  return
}

// -----

func.func private @sum_symbol(%m: memref<8xf32>, %a: index, %b: index) -> f32 {
  %s = arith.addi %a, %b : index
  %v = affine.load %m[symbol(%s)] : memref<8xf32>
  return %v : f32
}

// A symbol computed at the top of the callee would not be one inside
// the loop: the call in the loop stays, the one in the function goes.
func.func @symbol_lost(%m: memref<8xf32>, %a: index, %b: index) -> f32 {
  affine.for %i = 0 to 8 {
    %v = func.call @sum_symbol(%m, %a, %b) : (memref<8xf32>, index, index) -> f32
    "test.use"(%v) : (f32) -> ()
  }
  %w = func.call @sum_symbol(%m, %a, %b) : (memref<8xf32>, index, index) -> f32
  return %w : f32
}

// -----

func.func private @opaque(%m: memref<8xf32>, %i: index) {
  %v = arith.constant 1.0 : f32
  memref.store %v, %m[%i] : memref<8xf32>
  return
}

// A side-effecting op the affine dialect does not know: not into a loop,
// but into a function.
func.func @unknown_effects(%m: memref<8xf32>, %j: index) {
  affine.for %i = 0 to 8 {
    func.call @opaque(%m, %i) : (memref<8xf32>, index) -> ()
  }
  func.call @opaque(%m, %j) : (memref<8xf32>, index) -> ()
  return
}

// -----

func.func private @loop(%m: memref<8xf32>, %n: index) {
  %v = arith.constant 1.0 : f32
  affine.for %k = 0 to 4 {
    affine.store %v, %m[%k + symbol(%n)] : memref<8xf32>
  }
  return
}

// A nested loop goes into a function (its ops are checked against the
// function's region) but not into an affine.parallel.
func.func @nested_loop(%m: memref<8xf32>, %n: index) {
  affine.parallel (%i) = (0) to (8) {
    func.call @loop(%m, %n) : (memref<8xf32>, index) -> ()
  }
  func.call @loop(%m, %n) : (memref<8xf32>, index) -> ()
  return
}

// -----

func.func private @load(%m: memref<8xf32>, %i: index) -> f32 {
  %v = affine.load %m[symbol(%i)] : memref<8xf32>
  return %v : f32
}

// Not into a region whose op is neither an AffineScope nor an affine
// loop or conditional.
func.func @into_test_region(%m: memref<8xf32>, %j: index) {
  "test.one_region_op"() ({
    %v = func.call @load(%m, %j) : (memref<8xf32>, index) -> f32
    "test.use"(%v) : (f32) -> ()
  }) : () -> ()
  return
}

// -----

func.func private @two_blocks(%m: memref<8xf32>, %i: index, %c: i1) {
  %v = arith.constant 2.0 : f32
  cf.cond_br %c, ^bb1, ^bb2
^bb1:
  affine.store %v, %m[symbol(%i)] : memref<8xf32>
  cf.br ^bb2
^bb2:
  return
}

// A body of several blocks never goes into an affine construct.
func.func @multi_block(%m: memref<8xf32>, %c: i1, %j: index) {
  affine.for %i = 0 to 8 {
    func.call @two_blocks(%m, %j, %c) : (memref<8xf32>, index, i1) -> ()
  }
  return
}

// -----

func.func private @pure(%a: index, %b: index) -> index {
  %s = arith.addi %a, %b : index
  %d:2 = affine.delinearize_index %s into (4) : index, index
  return %d#1 : index
}

// Ops without effects go anywhere affine allows.
func.func @pure_into_parallel(%n: index) {
  affine.parallel (%i, %j) = (0, 0) to (4, 4) {
    %r = func.call @pure(%i, %j) : (index, index) -> index
    "test.use"(%r) : (index) -> ()
  }
  return
}
