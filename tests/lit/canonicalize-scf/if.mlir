// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect
// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect --mlir-print-debuginfo

// RemoveDeadRegionBranchOpSuccessorInputs: the used result stays.
func.func @unused_results(%c: i1) -> i32 {
  %r:2 = scf.if %c -> (i32, i64) {
    %a = "test.a"() : () -> i32
    %b = "test.b"() : () -> i64
    scf.yield %a, %b : i32, i64
  } else {
    %a = "test.c"() : () -> i32
    %b = "test.d"() : () -> i64
    scf.yield %a, %b : i32, i64
  }
  return %r#0 : i32
}

// RemoveStaticCondition: true, false with else, false without else.
func.func @static_condition() -> (i32, i32) {
  %t = arith.constant true
  %f = arith.constant false
  %a = scf.if %t -> (i32) {
    %x = "test.then"() : () -> i32
    scf.yield %x : i32
  } else {
    %x = "test.else"() : () -> i32
    scf.yield %x : i32
  }
  %b = scf.if %f -> (i32) {
    %x = "test.then"() : () -> i32
    scf.yield %x : i32
  } else {
    %x = "test.else"() : () -> i32
    scf.yield %x : i32
  }
  scf.if %f {
    "test.gone"() : () -> ()
  }
  return %a, %b : i32, i32
}

// ConvertTrivialIfToSelect: values from outside become selects, the rest stays.
func.func @trivial_to_select(%c: i1, %x: i32, %y: i32) -> (i32, i32, i32) {
  %r:3 = scf.if %c -> (i32, i32, i32) {
    %v = "test.v"() : () -> i32
    scf.yield %x, %v, %y : i32, i32, i32
  } else {
    %w = "test.w"() : () -> i32
    scf.yield %y, %w, %y : i32, i32, i32
  }
  return %r#0, %r#1, %r#2 : i32, i32, i32
}

// ConditionPropagation: the condition inside each branch is a constant.
func.func @condition_propagation(%c: i1) {
  scf.if %c {
    "test.use"(%c) : (i1) -> ()
    "test.region"() ({
      "test.use"(%c) : (i1) -> ()
      "test.end"() : () -> ()
    }) : () -> ()
  } else {
    "test.use"(%c) : (i1) -> ()
  }
  "test.use"(%c) : (i1) -> ()
  return
}

// CombineIfs: same condition, and negated condition.
func.func @combine_ifs(%c: i1) -> (i32, i32) {
  %a = scf.if %c -> (i32) {
    %x = "test.a"() : () -> i32
    scf.yield %x : i32
  } else {
    %x = "test.b"() : () -> i32
    scf.yield %x : i32
  }
  %b = scf.if %c -> (i32) {
    %y = "test.c"(%a) : (i32) -> i32
    scf.yield %y : i32
  } else {
    %y = "test.d"(%a) : (i32) -> i32
    scf.yield %y : i32
  }
  return %a, %b : i32, i32
}

func.func @combine_negated(%c: i1) {
  %true = arith.constant true
  %n = arith.xori %c, %true : i1
  scf.if %c {
    "test.a"() : () -> ()
  }
  scf.if %n {
    "test.b"() : () -> ()
  }
  return
}

// RemoveEmptyElseBranch.
func.func @empty_else(%c: i1) {
  scf.if %c {
    "test.a"() : () -> ()
  } else {
  }
  return
}

// CombineNestedIfs, with a select for a value from outside.
func.func @nested_ifs(%a: i1, %b: i1, %x: i32, %y: i32) -> (i32, i32) {
  %r:2 = scf.if %a -> (i32, i32) {
    %in = scf.if %b -> (i32) {
      %v = "test.v"() : () -> i32
      scf.yield %v : i32
    } else {
      scf.yield %y : i32
    }
    scf.yield %in, %x : i32, i32
  } else {
    scf.yield %y, %y : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @nested_no_results(%a: i1, %b: i1) {
  scf.if %a {
    scf.if %b {
      "test.x"() : () -> ()
    }
  }
  return
}

// Negative: nested if next to another op is not combined.
func.func @nested_not_alone(%a: i1, %b: i1) {
  scf.if %a {
    "test.y"() : () -> ()
    scf.if %b {
      "test.x"() : () -> ()
    }
  }
  return
}

// Negative: all results used, condition unknown, values defined inside.
func.func @no_change(%c: i1) -> i32 {
  %r = scf.if %c -> (i32) {
    %v = "test.v"() : () -> i32
    scf.yield %v : i32
  } else {
    %w = "test.w"() : () -> i32
    scf.yield %w : i32
  }
  return %r : i32
}
