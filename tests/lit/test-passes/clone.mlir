// RUN: ir-opt %s -allow-unregistered-dialect -split-input-file -pass-pipeline=builtin.module(func.func(test-clone))
// test-clone turns f(x) into f(f(x)) when the terminator returns values of
// the arguments' types, reporting every op it inserts in pre-order.

func.func @two_args(%a: i32, %b: f32) -> (i32, f32) {
  %0 = "test.pair"(%a, %b) ({
  ^bb0(%x: i32):
    "test.inner"(%x, %b) : (i32, f32) -> ()
    "test.yield"(%x) : (i32) -> ()
  }) {tag} : (i32, f32) -> i32
  %1 = arith.addf %b, %b : f32
  return %0, %1 : i32, f32
}

// -----

func.func @type_mismatch(%a: i32) -> i64 {
  %0 = "test.ext"(%a) : (i32) -> i64
  return %0 : i64
}

// -----

func.func @two_blocks(%a: i32) -> i32 {
  cf.br ^bb1
^bb1:
  return %a : i32
}

// -----

func.func @first(%a: index) -> index {
  return %a : index
}

func.func private @declaration(%a: index) -> index
