// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize, cse))'
// RUN: ir-opt %s --canonicalize="disable-patterns='(anonymous namespace)::AddIAddConstant'"
// RUN: not ir-opt %s --canonicalize='disable-patterns=(anonymous namespace)::AddIAddConstant'
// RUN: ir-opt %s --pass-pipeline="builtin.module(func.func(canonicalize{ disable-patterns='(anonymous namespace)::AddIAddConstant' max-iterations=3 }))"
// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{disable-patterns=a(b c)}))'
// RUN: not ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{disable-patterns=[a b]}))'
// RUN: ir-opt %s --pass-pipeline='builtin.module(func.func(canonicalize{disable-patterns={x (anonymous namespace)::AddIAddConstant},x}))'
// RUN: ir-opt %s --pass-pipeline=builtin.module(func.func(canonicalize{disable-patterns=x,}))
// RUN: ir-opt %s --pass-pipeline="builtin.module(func.func(canonicalize{disable-patterns=x,''}))"
// RUN: ir-opt %s --pass-pipeline=builtin.module(func.func(canonicalize{disable-patterns=(x,y),[p,q],x}))
// Pass options as mlir-opt-22 splits them, from RUN lines whose quoted
// arguments hold spaces: only braces and quotes keep an option's value
// together ("(anonymous namespace)" unquoted is two options), list
// elements split outside brackets and quotes, and an empty element (`x,`)
// names the patterns without a debug name, such as cf.switch's
// simplifications.

func.func @add(%a: i32) -> (i32, i32) {
  %c1 = arith.constant 1 : i32
  %c2 = arith.constant 2 : i32
  %0 = arith.addi %a, %c1 : i32
  %1 = arith.addi %0, %c2 : i32
  %2 = arith.addi %a, %c1 : i32
  return %1, %2 : i32, i32
}

func.func @switch(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1
  ]
^bb1:
  return
}
