// RUN: ir-opt %s -test-ir-visitors -split-input-file -allow-unregistered-dialect
// -test-ir-visitors: op/block/region walks in pre-, post- and reverse
// post-order, per function in forward and reverse dominance order, from
// the blocks and regions of ops marked walk_blocks / walk_regions, and
// the erasing walks (a block still branched to is not erased; erasing
// one renumbers the blocks after it). Structured ops are test ops here.

func.func @structured(%n: index) {
  %c0 = arith.constant 0 : index
  "test.loop"(%c0, %n) ({
  ^bb0(%i: index):
    %cond = "test.zero"(%i) : (index) -> (i1)
    "test.if"(%cond) ({
      "test.one"(%i) : (index) -> ()
    }, {
      "test.two"(%i) : (index) -> ()
    }) : (i1) -> ()
    "test.three"(%i) : (index) -> ()
  }) {walk_blocks, walk_regions} : (index, index) -> ()
  return
}

func.func private @declaration()

// -----

func.func @cfg_with_loop(%c: i1) {
  "test.region.op0"() ({
  ^bb0:
    cf.cond_br %c, ^bb2, ^bb3
  ^bb1:
    "test.op1"() : () -> ()
    cf.br ^bb4
  ^bb2:
    "test.op2"() ({
    ^bb0:
      "test.nested"() : () -> ()
      cf.br ^bb1
    ^bb1:
      "test.nested_end"() : () -> ()
    }) {walk_blocks} : () -> ()
    cf.br ^bb1
  ^bb3:
    "test.op3"() : () -> ()
    cf.br ^bb2
  ^bb4:
    "test.op4"() : () -> ()
  ^bb5:
    "test.unreachable"() : () -> ()
    cf.br ^bb5
  }) : () -> ()
  return
}

// -----

// Ops directly in the module are kept by the skipping erasures, their
// nested ops are not.
"test.top"() ({
  "test.inner"() : () -> ()
}) {walk_regions} : () -> ()
