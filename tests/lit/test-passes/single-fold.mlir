// RUN: ir-opt %s -test-single-fold -allow-unregistered-dialect -split-input-file
// -test-single-fold folds each op once, last first: constants are uniqued
// at the start of the entry block of their insertion region (a function
// body, the region of an unregistered op, or of test.one_region_op), and
// constants it made that end up unused are erased.

func.func @chain(%x: i32) -> (i32, i32, i1) {
  %c0 = arith.constant 0 : i32
  %c3 = arith.constant 3 : i32
  %c4 = arith.constant 4 : i32
  %a = arith.addi %x, %c0 : i32
  %b = arith.muli %c3, %c4 : i32
  // Folded once only: %b is folded after %c, so %c still sees an op.
  %c = arith.subi %b, %c3 : i32
  %d = arith.cmpi slt, %c3, %c4 : i32
  return %a, %c, %d : i32, i32, i1
}

// -----

func.func @duplicates() -> (f32, f32) {
  %0 = arith.constant 1.5 : f32
  %1 = arith.constant 1.5 : f32
  %2 = arith.addf %0, %1 : f32
  %3 = arith.constant 3.0 : f32
  return %2, %3 : f32, f32
}

// -----

func.func @regions(%x: i32) {
  %c1 = arith.constant 1 : i32
  "test.unknown_region"() ({
    %c2 = arith.constant 2 : i32
    %s = arith.addi %c2, %c2 : i32
    "test.use"(%s) : (i32) -> ()
  }) : () -> ()
  "test.one_region_op"() ({
    %c5 = arith.constant 5 : i32
    %t = arith.addi %c5, %c1 : i32
    "test.use"(%t) : (i32) -> ()
  }) : () -> ()
  "test.region"() ({
    "test.nested"() ({
      %c7 = arith.constant 7 : i32
      "test.use"(%c7) : (i32) -> ()
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @unused(%x: i32) -> i32 {
  %c9 = arith.constant 9 : i32
  %c8 = arith.constant 8 : i32
  %u = arith.addi %c9, %c8 : i32
  return %x : i32
}

func.func @second() -> i64 {
  %c = arith.constant 2 : i64
  %d = arith.muli %c, %c : i64
  return %d : i64
}
