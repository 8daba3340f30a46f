// RUN: ir-opt %s --dump-pass-pipeline
// RUN: ir-opt %s --canonicalize --cse --dump-pass-pipeline
// RUN: ir-opt %s --dump-pass-pipeline '--pass-pipeline=builtin.module(func.func(canonicalize{max-iterations=3 region-simplify=aggressive},cse),symbol-dce)'
// RUN: ir-opt %s --inline --dump-pass-pipeline
// RUN: ir-opt %s '--inline=op-pipelines=func.func(cse),func.func(canonicalize{top-down=false})' '--symbol-privatize=exclude={a b},c' --dump-pass-pipeline
// RUN: ir-opt %s '--inline=default-pipeline=canonicalize,cse' --canonicalize=disable-patterns=a,b,enable-patterns=c --view-op-graph --dump-pass-pipeline
// RUN: ir-opt %s --split-input-file --dump-pass-pipeline --symbol-privatize --dump-pass-pipeline=0
// RUN: not ir-opt %s --split-input-file --dump-pass-pipeline --symbol-dce --canonicalize=max-iterations=x
// --dump-pass-pipeline prints the pipeline to stderr, once per chunk,
// before it runs: every pass with all of its options, defaults included,
// sorted by name (an empty list prints nothing, not even its name). A
// pipeline that cannot be built prints nothing.

func.func @f() {
  %0 = arith.constant 1 : i32
  return
}

// -----

func.func private @g()
