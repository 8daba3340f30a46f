// RUN: ir-opt %s --allow-unregistered-dialect --canonicalize=region-simplify=disabled
// RUN: ir-opt %s --allow-unregistered-dialect --canonicalize=enable-patterns=SimplifyConstSwitchValue
// RUN: ir-opt %s --allow-unregistered-dialect --canonicalize=enable-patterns=SimplifyConstCondBranchPred
// RUN: ir-opt %s --allow-unregistered-dialect --canonicalize=disable-patterns=SimplifyConstCondBranchPred

// The cf.switch patterns and the canonicalize methods of cf.br and
// cf.assert are functions in MLIR, with an empty debug name: a non-empty
// enable-patterns list leaves them out, and disable-patterns cannot name
// them; cf.cond_br's patterns have names.
func.func @filters(%a: i32) {
  %c = arith.constant 1 : i32
  %t = arith.constant true
  cf.assert %t, "never"
  cf.switch %c : i32, [
    default: ^bb1,
    1: ^bb2
  ]
^bb1:
  "foo.one"() : () -> ()
  return
^bb2:
  cf.cond_br %t, ^bb3, ^bb4
^bb3:
  "foo.three"() : () -> ()
  cf.br ^bb5
^bb4:
  "foo.four"() : () -> ()
  cf.br ^bb5
^bb5:
  return
}
