// RUN: ir-opt %s -split-input-file -test-operations-equality -allow-unregistered-dialect
// OperationEquivalence: the last two top-level ops compared structurally.

"test.same_regions"() ({
^bb0(%a: i32, %b: i32):
  %0 = arith.addi %a, %b : i32
  "test.jump"(%0)[^bb1] : (i32) -> ()
^bb1:
  "test.end"() : () -> ()
}) {note = 1} : () -> ()
"test.same_regions"() ({
^bb0(%c: i32, %d: i32):
  %1 = arith.addi %c, %d : i32
  "test.jump"(%1)[^bb1] : (i32) -> ()
^bb1:
  "test.end"() : () -> ()
}) {note = 1} : () -> ()

// -----

"test.commuted"() ({
^bb0(%a: i32, %b: i32):
  %0 = arith.addi %a, %b : i32
}) : () -> ()
"test.commuted"() ({
^bb0(%a: i32, %b: i32):
  %0 = arith.addi %b, %a : i32
}) : () -> ()

// -----

"test.commuted_ignored"() ({
^bb0(%a: i32, %b: i32):
  %0 = arith.muli %a, %b : i32
}) {ignore_commutativity} : () -> ()
"test.commuted_ignored"() ({
^bb0(%a: i32, %b: i32):
  %0 = arith.muli %b, %a : i32
}) {ignore_commutativity} : () -> ()

// -----

"test.properties_differ"() <{p = 1}> : () -> ()
"test.properties_differ"() <{p = 2}> : () -> ()

// -----

"test.result_types_differ"() : () -> i32
"test.result_types_differ"() : () -> i64

// -----

"test.successor_count"() ({
  "test.jump"()[^bb1] : () -> ()
^bb1:
  "test.jump"()[^bb1] : () -> ()
}) : () -> ()
"test.successor_count"() ({
  "test.jump"()[^bb1] : () -> ()
^bb1:
  "test.jump"()[^bb1, ^bb1] : () -> ()
}) : () -> ()

// -----

"test.loc_strict"() {strict_loc_check} : () -> () loc("same")
"test.loc_strict"() {strict_loc_check} : () -> () loc("other")

// -----

func.func @a() { return }
func.func @b() { return }

