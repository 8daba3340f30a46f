// RUN: ir-opt %s --canonicalize --split-input-file --allow-unregistered-dialect
// RUN: ir-opt %s --canonicalize --split-input-file --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: ir-opt %s --canonicalize=enable-patterns=NoSuchPattern --split-input-file --allow-unregistered-dialect

// SimplifyDeadElse: an else holding only its yield goes; not when the if
// has results or the else does something.
func.func @dead_else(%n: index, %a: f32) -> f32 {
  affine.if affine_set<(d0) : (d0 - 1 >= 0)>(%n) {
    "test.use"(%n) : (index) -> ()
  } else {
  }
  affine.if affine_set<(d0) : (d0 - 2 >= 0)>(%n) {
    "test.use"(%n) : (index) -> ()
  } else {
    "test.use"(%a) : (f32) -> ()
  }
  %0 = affine.if affine_set<(d0) : (d0 - 3 >= 0)>(%n) -> f32 {
    %s = arith.addf %a, %a : f32
    affine.yield %s : f32
  } else {
    affine.yield %a : f32
  }
  return %0 : f32
}

// -----

// AlwaysTrueOrFalseIf: a set that is always true runs the then block in
// place; always false runs the else block, or nothing.
func.func @trivial(%a: f32, %b: f32) -> (f32, f32) {
  %0 = affine.if affine_set<() : (0 == 0)>() -> f32 {
    %s = arith.addf %a, %b : f32
    affine.yield %s : f32
  } else {
    affine.yield %b : f32
  }
  %1 = affine.if affine_set<() : (1 == 0)>() -> f32 {
    affine.yield %a : f32
  } else {
    %m = arith.mulf %a, %b : f32
    affine.yield %m : f32
  }
  affine.if affine_set<() : (1 == 0)>() {
    "test.use"(%a) : (f32) -> ()
  }
  affine.if affine_set<() : (1 == 0)>() {
    "test.use"(%a) : (f32) -> ()
  } else {
    "test.use"(%b) : (f32) -> ()
  }
  return %0, %1 : f32, f32
}

// -----

// The fold canonicalizes the condition: constant operands fold in,
// applies compose, arguments become symbols, unused and repeated
// operands go; a condition that folds to (0 == 0) then runs in place.
func.func @condition(%n: index, %m: index) {
  %c4 = arith.constant 4 : index
  affine.for %i = 0 to 10 {
    %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    affine.if affine_set<(d0, d1, d2)[s0] : (d0 - d1 >= 0, s0 - d0 - 1 >= 0)>(%0, %n, %n)[%c4] {
      "test.use"(%i) : (index) -> ()
    }
    affine.if affine_set<(d0, d1) : (d0 - d1 == 0)>(%m, %m) {
      "test.use"(%i) : (index) -> ()
    }
  }
  return
}

// -----

// Conditions that are already canonical, or not trivial, stay.
func.func @unchanged(%n: index) {
  affine.for %i = 0 to 10 {
    affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%i)[%n] {
      "test.use"(%i) : (index) -> ()
    }
    affine.if affine_set<(d0) : (d0 - 20 >= 0, -d0 + 5 >= 0)>(%i) {
      "test.use"(%i) : (index) -> ()
    }
  }
  return
}
