// RUN: ir-opt %s --canonicalize --split-input-file --allow-unregistered-dialect
// RUN: ir-opt %s --canonicalize --split-input-file --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: ir-opt %s --canonicalize=enable-patterns=NoSuchPattern --split-input-file --allow-unregistered-dialect

// AffineForEmptyLoopFolder (in affine.for's fold in MLIR 22, so RUN 3
// does it too): a loop only yielding its iteration arguments in order
// returns its inits; a loop of zero trips too.
func.func @passthrough(%a: f32, %b: i32, %n: index) -> (f32, i32, f32) {
  %0:2 = affine.for %i = 0 to %n iter_args(%x = %a, %y = %b) -> (f32, i32) {
    affine.yield %x, %y : f32, i32
  }
  %1 = affine.for %i = 10 to 5 iter_args(%x = %a) -> (f32) {
    %s = arith.addf %x, %x : f32
    affine.yield %s : f32
  }
  return %0#0, %0#1, %1 : f32, i32, f32
}

// -----

// Swapped iteration arguments or a value from outside: folded only when
// the trip count allows it (one trip), kept for an unknown count or for
// two trips or more.
func.func @order(%a: f32, %b: f32, %c: f32, %n: index) -> (f32, f32, f32, f32, f32, f32) {
  %0:2 = affine.for %i = 0 to 1 iter_args(%x = %a, %y = %b) -> (f32, f32) {
    affine.yield %y, %x : f32, f32
  }
  %1:2 = affine.for %i = 0 to 2 iter_args(%x = %a, %y = %b) -> (f32, f32) {
    affine.yield %y, %x : f32, f32
  }
  %2 = affine.for %i = 0 to %n iter_args(%x = %a) -> (f32) {
    affine.yield %c : f32
  }
  %3 = affine.for %i = 0 to 4 iter_args(%x = %a) -> (f32) {
    affine.yield %c : f32
  }
  return %0#0, %0#1, %1#0, %1#1, %2, %3 : f32, f32, f32, f32, f32, f32
}

// -----

// Bounds: constant operands fold into constant bounds; applies feeding
// the bounds compose; a result repeating the one before it goes (one
// repeating an earlier one stays); arguments become symbols.
func.func @bounds(%n: index, %m: index) {
  %c2 = arith.constant 2 : index
  %c8 = arith.constant 8 : index
  %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%n)
  affine.for %i = %c2 to %c8 {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = max affine_map<(d0, d1) -> (d0, d1, d0)>(%n, %m) to min affine_map<(d0)[s0] -> (d0 + 4, s0 - 1)>(%0)[%m] {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = max affine_map<(d0, d1) -> (d1, d0, d0)>(%n, %m) to %m {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = affine_map<(d0) -> (d0 + 1)>(%c2) to affine_map<(d0, d1) -> (d0 + d1)>(%n, %c8) {
    "test.use"(%i) : (index) -> ()
  }
  return
}

// -----

// Bounds that an enclosing loop's range makes redundant are dropped.
func.func @nested(%n: index) {
  affine.for %i = 0 to 16 {
    affine.for %j = max affine_map<(d0) -> (d0, 0)>(%i) to min affine_map<(d0) -> (d0 + 4, 32)>(%i) {
      "test.use"(%j) : (index) -> ()
    }
    affine.for %j = max affine_map<(d0)[s0] -> (d0 - 20, s0)>(%i)[%n] to min affine_map<(d0) -> (d0 floordiv 16, 5)>(%i) {
      "test.use"(%j) : (index) -> ()
    }
  }
  return
}

// -----

// Empty loops without results are dead; loops with side effects stay.
func.func @dead(%n: index) {
  affine.for %i = 0 to %n {
  }
  affine.for %i = 0 to 0 {
    "test.use"(%i) : (index) -> ()
  }
  affine.for %i = 0 to 3 {
    "test.use"(%i) : (index) -> ()
  }
  return
}
