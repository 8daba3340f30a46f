// RUN: ir-opt %s -inline=default-pipeline=
// RUN: ir-opt %s -inline=default-pipeline= -inline=default-pipeline=
// Calls in nested regions: a one-block callee inlines into an scf.for
// body; a multi-block callee does not go into a single-block region.

func.func private @inc(%x: index) -> index {
  %c1 = arith.constant 1 : index
  %y = arith.addi %x, %c1 : index
  return %y : index
}

func.func private @branchy(%x: index) -> index {
  cf.br ^bb1(%x : index)
^bb1(%y: index):
  return %y : index
}

func.func @loop(%n: index) -> index {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (index) {
    %a = func.call @inc(%acc) : (index) -> index
    %b = func.call @branchy(%a) : (index) -> index
    scf.yield %b : index
  }
  return %r : index
}
