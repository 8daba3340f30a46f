// RUN: ir-opt %s -split-input-file -verify-diagnostics
// RUN: ir-opt %s -split-input-file -verify-diagnostics -mlir-print-op-generic

// RegionBranchOpInterface's verifier, along every edge of test.region_if:
// parent -> then/else (operands), then/else -> join, join -> parent.
func.func @ok(%a: i32, %b: f32) -> i32 {
  %0 = test.region_if %a, %b : i32, f32 -> i32 then {
  ^bb0(%x: i32, %y: f32):
    test.region_if_yield %x : i32
  } else {
  ^bb0(%x: i32, %y: f32):
    test.region_if_yield %x : i32
  } join {
  ^bb0(%z: i32):
    test.region_if_yield %z : i32
  }
  %1:2 = test.region_if %a : i32 -> (i32, i32) then {
  ^bb0(%x: i32):
    test.region_if_yield %x, %x : i32, i32
  } else {
  ^bb0(%x: i32):
    test.region_if_yield %x, %x : i32, i32
  } join {
  ^bb0(%z: i32, %w: i32):
    test.region_if_yield %z, %w : i32, i32
  }
  return %0 : i32
}

// -----

func.func @entry_count(%a: i32) {
  // expected-error @+2 {{'test.region_if' op along control flow edge from parent to Region #0: region branch point has 1 operands, but region successor needs 0 inputs}}
  // expected-note @+1 {{region branch point}}
  test.region_if %a : i32 -> () then {
    "test.region_if_yield"() : () -> ()
  } else {
  ^bb0(%x: i32):
    "test.region_if_yield"() : () -> ()
  } join {
    "test.region_if_yield"() : () -> ()
  }
  return
}

// -----

func.func @entry_type(%a: i32) {
  // expected-error @+2 {{'test.region_if' op along control flow edge from parent to Region #1: successor operand type #0 'i32' should match successor input type #0 'f32'}}
  // expected-note @+1 {{region branch point}}
  test.region_if %a : i32 -> () then {
  ^bb0(%x: i32):
    "test.region_if_yield"() : () -> ()
  } else {
  ^bb0(%x: f32):
    "test.region_if_yield"() : () -> ()
  } join {
    "test.region_if_yield"() : () -> ()
  }
  return
}

// -----

func.func @to_join(%a: i32) {
  // expected-error @+1 {{'test.region_if' op along control flow edge from Operation test.region_if_yield to Region #2: region branch point has 1 operands, but region successor needs 0 inputs}}
  test.region_if %a : i32 -> () then {
  ^bb0(%x: i32):
    // expected-note @+1 {{region branch point}}
    test.region_if_yield %x : i32
  } else {
  ^bb0(%x: i32):
    "test.region_if_yield"() : () -> ()
  } join {
    "test.region_if_yield"() : () -> ()
  }
  return
}

// -----

func.func @to_parent(%a: i32, %b: i64) {
  // expected-error @+1 {{'test.region_if' op along control flow edge from Operation test.region_if_yield to parent: successor operand type #0 'i64' should match successor input type #0 'i32'}}
  %0 = test.region_if %a : i32 -> i32 then {
  ^bb0(%x: i32):
    "test.region_if_yield"() : () -> ()
  } else {
  ^bb0(%x: i32):
    "test.region_if_yield"() : () -> ()
  } join {
    // expected-note @+1 {{region branch point}}
    test.region_if_yield %b : i64
  }
  return
}

// -----

// Generic form: a missing terminator is the trait's error, first.
func.func @no_terminator(%a: i32) {
  // expected-error @+2 {{'test.region_if' op expects regions to end with 'test.region_if_yield', found 'test.other'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'test.region_if_yield'}}
  "test.region_if"(%a) ({
  ^bb0(%x: i32):
    "test.other"() : () -> ()
  }, {
  ^bb0(%x: i32):
    "test.region_if_yield"() : () -> ()
  }, {
    "test.region_if_yield"() : () -> ()
  }) : (i32) -> ()
  return
}
