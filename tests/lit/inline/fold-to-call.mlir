// RUN: ir-opt %s -inline
// RUN: ir-opt %s -inline=default-pipeline=

// Calls made by the canonicalization the inliner runs after inlining
// (test.fold_to_call_op becomes a func.call) are inlined in turn, and the
// private functions left without uses are erased; without the
// canonicalization the op stays and so does the function it names.

func.func @entry(%a: i32) -> i32 {
  %0 = call @middle(%a) : (i32) -> i32
  return %0 : i32
}

func.func private @middle(%a: i32) -> i32 {
  "test.fold_to_call_op"() {callee = @leaf} : () -> ()
  "test.fold_to_call_op"() {callee = @public_leaf} : () -> ()
  return %a : i32
}

func.func private @leaf() {
  "test.op_with_memwrite"() : () -> ()
  return
}

func.func @public_leaf() {
  return
}
