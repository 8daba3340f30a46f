// RUN: ir-opt %s -allow-unregistered-dialect --cse -split-input-file

// Reads merge while nothing between them may write.
func.func @reads() -> (i32, i32, i32, i32) {
  %0 = "test.op_with_memread"() : () -> i32
  %c = arith.constant 3 : i32
  %1 = "test.op_with_memread"() : () -> i32
  "test.op_with_memwrite"() : () -> ()
  %2 = "test.op_with_memread"() : () -> i32
  %3 = "test.op_with_memread"() : () -> i32
  return %0, %1, %2, %3 : i32, i32, i32, i32
}

// -----

// An op whose effects are unknown counts as a write; so does a write on
// another resource, and a write nested in a recursive-effects region.
func.func @blockers(%c: i1) -> (i32, i32, i32, i32, i32, i32) {
  %0 = "test.op_with_memread"() : () -> i32
  "foo.unknown"() : () -> ()
  %1 = "test.op_with_memread"() : () -> i32
  %2 = "test.op_with_memread"() : () -> i32
  "test.side_effect_op"() {effects = [{effect = "write", test_resource}]} : () -> i32
  %3 = "test.op_with_memread"() : () -> i32
  %4 = "test.op_with_memread"() : () -> i32
  scf.if %c {
    "test.op_with_memwrite"() : () -> ()
  }
  %5 = "test.op_with_memread"() : () -> i32
  return %0, %1, %2, %3, %4, %5 : i32, i32, i32, i32, i32, i32
}

// -----

// Reads in different blocks never merge, even when one dominates.
func.func @blocks(%c: i1) -> (i32, i32) {
  %0 = "test.op_with_memread"() : () -> i32
  cf.br ^bb1
^bb1:
  %1 = "test.op_with_memread"() : () -> i32
  return %0, %1 : i32, i32
}

// -----

// Writes and allocations are never merged; unused allocations are dead.
func.func @writes() -> (memref<4xf32>, memref<4xf32>) {
  "test.op_with_memwrite"() : () -> ()
  "test.op_with_memwrite"() : () -> ()
  %0 = memref.alloc() : memref<4xf32>
  %1 = memref.alloc() : memref<4xf32>
  %2 = memref.alloc() : memref<4xf32>
  return %0, %1 : memref<4xf32>, memref<4xf32>
}
