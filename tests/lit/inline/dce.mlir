// RUN: ir-opt %s -inline=default-pipeline= -allow-unregistered-dialect
// Private callees inlined at every call are erased, a transitively dead
// chain too; a callee referenced by a non-call op or public stays.

func.func private @leaf() {
  "test.leaf"() : () -> ()
  return
}

func.func private @twice() {
  call @leaf() : () -> ()
  call @leaf() : () -> ()
  return
}

func.func private @referenced() {
  return
}

func.func private @never_called() {
  call @leaf() : () -> ()
  return
}

func.func @entry() {
  call @twice() : () -> ()
  call @referenced() : () -> ()
  return
}

"test.user"() {ref = @referenced} : () -> ()
