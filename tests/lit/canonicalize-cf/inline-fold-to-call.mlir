// RUN: ir-opt %s --inline
// RUN: ir-opt %s --canonicalize

// test.fold_to_call_op canonicalizes into a func.call; the inliner's
// canonicalization makes the call, and the callees it leaves unused are
// erased.
func.func @live() {
  call @dead_e() : () -> ()
  return
}
func.func private @dead_e() {
  "test.fold_to_call_op"() {callee = @dead_f} : () -> ()
  return
}
func.func private @dead_f() {
  return
}
