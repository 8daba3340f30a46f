// RUN: ir-opt %s --allow-unregistered-dialect --canonicalize=region-simplify=disabled
// RUN: ir-opt %s --allow-unregistered-dialect -pass-pipeline=builtin.module(func.func(canonicalize{region-simplify=disabled}))

// MLIR 22's greedy driver erases unreachable blocks at the start of every
// sweep, whatever the region simplification level; only the rest of
// region simplification (dead arguments, block merging) is disabled.
func.func @unreachable(%a: i32, %c: i1) {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32):
  "foo.one"() : () -> ()
  return
^bb2:
  "foo.two"() : () -> ()
  return
^bb3:
  %0 = arith.addi %0, %0 : i32
  "foo.three"(%0) : (i32) -> ()
  cf.br ^bb3
}

// Made unreachable by a pattern: erased in the next sweep.
func.func @made_unreachable(%a: i32) {
  %c = arith.constant 2 : i32
  cf.switch %c : i32, [
    default: ^bb1,
    2: ^bb2
  ]
^bb1:
  "foo.one"() : () -> ()
  return
^bb2:
  "foo.two"() : () -> ()
  return
}
