// RUN: ir-opt %s -split-input-file -verify-diagnostics
// Every verifier and custom-parser message of the scf dialect.

func.func @for_bound_types(%i: index, %j: i32) {
  // expected-error @+1 {{'scf.for' op failed to verify that all of {lowerBound, upperBound, step} have same type}}
  "scf.for"(%i, %j, %i) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  }) : (index, i32, index) -> ()
  return
}

// -----

func.func @for_float_bounds(%f: f32) {
  // expected-error @+1 {{'scf.for' op operand #0 must be signless integer or index, but got 'f32'}}
  "scf.for"(%f, %f, %f) ({
  ^bb0(%iv: f32):
    "scf.yield"() : () -> ()
  }) : (f32, f32, f32) -> ()
  return
}

// -----

func.func @for_no_block(%i: index) {
  // expected-error @+1 {{'scf.for' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
  "scf.for"(%i, %i, %i) ({
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_results(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op mismatch in number of loop-carried values and defined values}}
  "scf.for"(%i, %i, %i, %f) ({
  ^bb0(%iv: index, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, f32) -> ()
  return
}

// -----

func.func @for_parse_results(%i: index, %f: f32) {
  // expected-error @+1 {{custom op 'scf.for' mismatch in number of loop-carried values and defined values}}
  %r = scf.for %iv = %i to %i step %i iter_args(%a = %f, %b = %f) -> (f32) {
    scf.yield %a : f32
  }
  return
}

// -----

func.func @for_no_induction_variable(%i: index) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 0 != 18446744073709551615}}
  "scf.for"(%i, %i, %i) ({
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_iter_args(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op different number of inits and region iter_args: 1 != 0}}
  %r = "scf.for"(%i, %i, %i, %f) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_yield_count(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op different number of region iter_args and yielded values: 1 != 2}}
  %r = scf.for %iv = %i to %i step %i iter_args(%a = %f) -> (f32) {
    scf.yield %a, %a : f32, f32
  }
  return
}

// -----

func.func @for_init_type(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op 0-th init and 0-th region iter_arg have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%i, %i, %i, %f) ({
  ^bb0(%iv: index, %a: i32):
    "scf.yield"(%a) : (i32) -> ()
  }) : (index, index, index, f32) -> f32
  return
}

// -----

func.func @for_yield_type(%i: index, %f: f32, %j: i32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'}}
  %r = scf.for %iv = %i to %i step %i iter_args(%a = %f) -> (f32) {
    scf.yield %j : i32
  }
  return
}

// -----

func.func @for_result_type(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op 0-th region iter_arg and 0-th loop result have different type: 'f32' != 'i32'}}
  %r = "scf.for"(%i, %i, %i, %f) ({
  ^bb0(%iv: index, %a: f32):
    "scf.yield"(%a) : (f32) -> ()
  }) : (index, index, index, f32) -> i32
  return
}

// -----

func.func @for_induction_variable_type(%i: index) {
  // expected-error @+1 {{'scf.for' op expected induction variable to be same type as bounds and step}}
  "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: i32):
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @for_empty_yield(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.for' op along control flow edge from Operation scf.yield to Region #0: region branch point has 0 operands, but region successor needs 1 inputs}}
  %r = scf.for %iv = %i to %i step %i iter_args(%a = %f) -> f32 {
    // expected-note @+1 {{region branch point}}
    scf.yield
  }
  return
}

// -----

func.func @for_bound_in_body(%i: index) {
  scf.for %iv = %i to %j step %i {
    %j = "test.value"() : () -> index
  }
  // expected-error @-3 {{use of undeclared SSA value name}}
  return
}

// -----

func.func @if_condition(%c: i32) {
  // expected-error @+1 {{'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
  }) : (i32) -> ()
  return
}

// -----

func.func @if_then_block(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #0 ('thenRegion') failed to verify constraint: region with 1 blocks}}
  "scf.if"(%c) ({
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @if_else_blocks(%c: i1) {
  // expected-error @+1 {{'scf.if' op expects region #1 to have 0 or 1 blocks}}
  "scf.if"(%c) ({
    "scf.yield"() : () -> ()
  }, {
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : (i1) -> ()
  return
}

// -----

func.func @if_results_without_else(%c: i1) {
  // expected-error @+1 {{'scf.if' op must have an else block if defining values}}
  %r = "scf.if"(%c) ({
    %x = arith.constant 1 : i32
    "scf.yield"(%x) : (i32) -> ()
  }, {
  }) : (i1) -> i32
  return
}

// -----

func.func @if_arguments(%c: i1) {
  // expected-error @+1 {{'scf.if' op region #0 should have no arguments}}
  "scf.if"(%c) ({
  ^bb0(%x: i32):
    "scf.yield"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @if_terminator(%c: i1) {
  // expected-error @+2 {{'scf.if' op expects regions to end with 'scf.yield', found 'test.op'}}
  // expected-note @+1 {{in custom textual format, the absence of terminator implies 'scf.yield'}}
  "scf.if"(%c) ({
    "test.op"() : () -> ()
  }, {
  }) : (i1) -> ()
  return
}

// -----

func.func @if_yield_type(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.if %c -> i32 {
    // expected-note @+1 {{region branch point}}
    scf.yield %f : f32
  } else {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @execute_region_empty() {
  // expected-error @+1 {{'scf.execute_region' op region needs to have at least one block}}
  "scf.execute_region"() ({
  }) : () -> ()
  return
}

// -----

func.func @execute_region_arguments() {
  // expected-error @+1 {{'scf.execute_region' op region cannot have any arguments}}
  "scf.execute_region"() ({
  ^bb0(%x: i32):
    "scf.yield"() : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @switch_counts(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has 0 case regions but 1 case values}}
  "scf.index_switch"(%i) <{cases = array<i64: 1>}> ({
    "scf.yield"() : () -> ()
  }) : (index) -> ()
  return
}

// -----

func.func @switch_duplicate(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op has duplicate case value: 4}}
  scf.index_switch %i
  case 4 {
    scf.yield
  }
  case 4 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @switch_case_block(%i: index) {
  // expected-error @+1 {{'scf.index_switch' op region #1 ('caseRegions') failed to verify constraint: region with 1 blocks}}
  scf.index_switch %i
  case 1 {
  }
  default {
  }
  return
}

// -----

func.func @switch_terminator(%i: index, %j: i32) {
  // expected-error @+1 {{'scf.index_switch' op expected region to end with scf.yield, but got test.op}}
  %r = scf.index_switch %i -> i32
  case 1 {
    "test.op"() : () -> ()
  }
  default {
    scf.yield %j : i32
  }
  return
}

// -----

func.func @switch_yield_count(%i: index, %j: i32) {
  // expected-error @+1 {{'scf.index_switch' op expected each region to return 1 values, but default region returns 0}}
  %r = scf.index_switch %i -> i32
  case 1 {
    scf.yield %j : i32
  }
  default {
    // expected-note @+1 {{see yield operation here}}
    scf.yield
  }
  return
}

// -----

func.func @switch_yield_type(%i: index, %j: i32, %k: i64) {
  // expected-error @+1 {{'scf.index_switch' op expected result #0 of each region to be 'i32'}}
  %r = scf.index_switch %i -> i32
  case 1 {
    // expected-note @+1 {{case region #0 returns 'i64' here}}
    scf.yield %k : i64
  }
  default {
    scf.yield %j : i32
  }
  return
}

// -----

func.func @while_before_terminator(%c: i1) {
  // expected-error @+1 {{'scf.while' op expects the 'before' region to terminate with 'scf.condition'}}
  scf.while : () -> () {
    // expected-note @+1 {{terminator here}}
    scf.yield
  } do {
    scf.yield
  }
  return
}

// -----

func.func @while_after_terminator(%c: i1) {
  // expected-error @+1 {{'scf.while' op expects the 'after' region to terminate with 'scf.yield'}}
  scf.while : () -> () {
    scf.condition(%c)
  } do {
    // expected-note @+1 {{terminator here}}
    "test.op"() : () -> ()
  }
  return
}

// -----

func.func @for_two_blocks(%i: index) {
  // expected-error @+1 {{'scf.for' op expects region #0 to have 0 or 1 blocks}}
  "scf.for"(%i, %i, %i) ({
  ^bb0(%iv: index):
    "scf.yield"() : () -> ()
  ^bb1:
    "scf.yield"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @while_condition_types(%c: i1, %f: f32) {
  // expected-error @+1 {{'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'f32' should match successor input type #0 'i32'}}
  %r = scf.while (%a = %f) : (f32) -> i32 {
    // expected-note @+1 {{region branch point}}
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: i32):
    scf.yield %f : f32
  }
  return
}

// -----

func.func @while_input_count(%c: i1, %f: f32) {
  // expected-error @+1 {{custom op 'scf.while' expected as many input types as operands (expected 1 got 2)}}
  %r = scf.while (%a = %f) : (f32, f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}

// -----

func.func @while_type(%c: i1, %f: f32) {
  // expected-error @+1 {{custom op 'scf.while' invalid kind of type specified: expected builtin.function, but found 'f32'}}
  %r = scf.while (%a = %f) : f32 {
    scf.condition(%c) %a : f32
  } do {
    scf.yield %f : f32
  }
  return
}

// -----

func.func @yield_parent() {
  "test.region"() ({
    // expected-error @+1 {{'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'}}
    scf.yield
  }) : () -> ()
  return
}

// -----

func.func @condition_parent(%c: i1) {
  scf.if %c {
    // expected-error @+1 {{'scf.condition' op expects parent op 'scf.while'}}
    scf.condition(%c)
  }
  return
}

// -----

func.func @forall_results(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op produces 0 results, but has only 1 outputs}}
  "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> ()
  return
}

// -----

func.func @forall_arguments(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op region expects 1 arguments}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @forall_index(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op expects 0-th block argument to be an index}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: i32, %o: tensor<4xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @forall_output_type(%t: tensor<4xf32>) {
  // expected-error @+1 {{'scf.forall' op type mismatch between 0-th output and corresponding block argument}}
  %r = "scf.forall"(%t) <{operandSegmentSizes = array<i32: 0, 0, 0, 1>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index, %o: tensor<5xf32>):
    scf.forall.in_parallel {
    }
  }) : (tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @forall_dynamic_bounds() {
  // expected-error @+1 {{expected 1 dynamic upper bound values}}
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: -9223372036854775808>}> ({
  ^bb0(%i: index):
    scf.forall.in_parallel {
    }
  }) : () -> ()
  return
}

// -----

func.func @forall_bound_count(%n: index) {
  // expected-error @+1 {{expected 1 upper bound values, got 2}}
  scf.forall (%i) in (%n, 3) {
  }
  return
}

// -----

func.func @forall_mapping() {
  // expected-error @+1 {{'scf.forall' op attribute 'mapping' failed to satisfy constraint: Device Mapping array attribute}}
  scf.forall (%i) in (4) {
  } {mapping = [1]}
  return
}

// -----

func.func @forall_bound_syntax() {
  // expected-error @+2 {{custom op 'scf.forall' expected SSA value or integer}}
  // expected-error @+1 {{custom op 'scf.forall' expected integer value}}
  scf.forall (%i) in (x) {
  }
  return
}

// -----

func.func @in_parallel_ops() {
  scf.forall (%i) in (4) {
    // expected-error @+1 {{'scf.forall.in_parallel' op expected only ParallelCombiningOpInterface ops}}
    scf.forall.in_parallel {
      "test.op"() : () -> ()
    }
  }
  return
}

// -----

func.func @in_parallel_block() {
  "scf.forall"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>, staticLowerBound = array<i64: 0>, staticStep = array<i64: 1>, staticUpperBound = array<i64: 4>}> ({
  ^bb0(%i: index):
    // expected-error @+1 {{'scf.forall.in_parallel' op region #0 ('region') failed to verify constraint: region with 1 blocks}}
    "scf.forall.in_parallel"() ({
    }) : () -> ()
  }) : () -> ()
  return
}

// -----

func.func @parallel_empty() {
  // expected-error @+1 {{'scf.parallel' op needs at least one tuple element for lowerBound, upperBound and step}}
  "scf.parallel"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
    scf.reduce
  }) : () -> ()
  return
}

// -----

func.func @parallel_step(%i: index) {
  %c0 = arith.constant 0 : index
  // expected-error @+1 {{'scf.parallel' op constant step operand must be positive}}
  scf.parallel (%a) = (%i) to (%i) step (%c0) {
  }
  return
}

// -----

func.func @parallel_induction_variables(%i: index) {
  // expected-error @+1 {{'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1}}
  "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%x: index, %y: index):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_induction_type(%i: index) {
  // expected-error @+1 {{'scf.parallel' op expects arguments for the induction variable to be of index type}}
  "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%x: i32):
    scf.reduce
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_terminator(%i: index) {
  // expected-error @+1 {{'scf.parallel' op expects body to terminate with 'scf.reduce'}}
  "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%x: index):
    // expected-note @+1 {{terminator here}}
    "test.op"() : () -> ()
  }) : (index, index, index) -> ()
  return
}

// -----

func.func @parallel_reductions(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 0 to be the same as number of reductions: 1}}
  scf.parallel (%a) = (%i) to (%i) step (%i) {
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }
  }
  return
}

// -----

func.func @parallel_inits(%i: index, %f: f32) {
  // expected-error @+1 {{'scf.parallel' op expects number of results: 1 to be the same as number of initial values: 0}}
  %r = "scf.parallel"(%i, %i, %i) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>}> ({
  ^bb0(%a: index):
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }
  }) : (index, index, index) -> f32
  return
}

// -----

func.func @parallel_reduction_type(%i: index, %f: f32, %j: i32) {
  %r = scf.parallel (%a) = (%i) to (%i) step (%i) init (%j) -> i32 {
    // expected-error @+1 {{'scf.reduce' op expects type of 0-th reduction operand: 'f32' to be the same as the 0-th result type: 'i32'}}
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      scf.reduce.return %x : f32
    }
  }
  return
}

// -----

func.func @parallel_bound_count(%i: index) {
  // expected-error @+1 {{custom op 'scf.parallel' expected 1 operands}}
  scf.parallel (%a) = (%i, %i) to (%i) step (%i) {
  }
  return
}

// -----

func.func @parallel_init_types(%i: index, %f: f32) {
  // expected-error @+1 {{custom op 'scf.parallel' number of operands and types do not match: got 1 operands and 0 types}}
  scf.parallel (%a) = (%i) to (%i) step (%i) init (%f) {
  }
  return
}

// -----

func.func @reduce_regions(%i: index, %f: f32) {
  scf.parallel (%a) = (%i) to (%i) step (%i) {
    // expected-error @+1 {{'scf.reduce' op expects number of reduction regions: 0 to be the same as number of reduction operands: 1}}
    scf.reduce(%f : f32)
  }
  return
}

// -----

func.func @reduce_arguments(%i: index, %f: f32) {
  %r = scf.parallel (%a) = (%i) to (%i) step (%i) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region}}
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: i32):
      scf.reduce.return %x : f32
    }
  }
  return
}

// -----

func.func @reduce_terminator(%i: index, %f: f32) {
  %r = scf.parallel (%a) = (%i) to (%i) step (%i) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op reduction bodies must be terminated with an 'scf.reduce.return' op}}
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      "test.op"() : () -> ()
    }
  }
  return
}

// -----

func.func @reduce_block(%i: index, %f: f32) {
  %r = scf.parallel (%a) = (%i) to (%i) step (%i) init (%f) -> f32 {
    // expected-error @+1 {{'scf.reduce' op region #0 ('reductions') failed to verify constraint: region with 1 blocks}}
    scf.reduce(%f : f32) {
    }
  }
  return
}

// -----

func.func @reduce_return_type(%i: index, %f: f32, %j: i32) {
  %r = scf.parallel (%a) = (%i) to (%i) step (%i) init (%f) -> f32 {
    scf.reduce(%f : f32) {
    ^bb0(%x: f32, %y: f32):
      // expected-error @+1 {{'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)}}
      scf.reduce.return %j : i32
    }
  }
  return
}

// -----

func.func @forall_bound_past_64_bits(%i: index) {
  // expected-error @+2 {{custom op 'scf.forall' integer value too large}}
  // expected-error @+1 {{custom op 'scf.forall' expected SSA value or integer}}
  scf.forall (%a) in (%i, 99999999999999999999) { }
  return
}

// -----

func.func @forall_bounds_unclosed(%i: index) {
  // expected-error @+2 {{expected ')' in dynamic index list}}
  // expected-error @+1 {{custom op 'scf.forall' expected SSA value or integer}}
  scf.forall (%a) in (%i, 4 { }
  return
}

// -----

func.func @forall_bounds_not_a_list(%i: index) {
  // expected-error @+2 {{expected '(' in dynamic index list}}
  // expected-error @+1 {{custom op 'scf.forall' expected SSA value or integer}}
  scf.forall (%a) = (0) to %i step (1) { }
  return
}

// -----

func.func @forall_step_not_an_entry(%i: index) {
  // expected-error @+2 {{custom op 'scf.forall' expected integer value}}
  // expected-error @+1 {{custom op 'scf.forall' expected SSA value or integer}}
  scf.forall (%a) = (0) to (%i) step (x) { }
  return
}
