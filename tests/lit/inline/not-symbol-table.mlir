// RUN: not ir-opt %s --pass-pipeline=builtin.module(func.func(inline{default-pipeline=}))
// The inliner needs a symbol table to resolve calls.

func.func @f() {
  return
}
