// RUN: ir-opt %s -inline=default-pipeline=
// RUN: ir-opt %s -inline=default-pipeline= -mlir-print-debuginfo
// Types converted at the call boundary with the call dialect's
// materialization (test.cast between i16 and i32), argument and result
// attributes handled by the callee's dialect, and calls left alone when
// no conversion exists or the call says `noinline`.

func.func private @widen(%x: i32) -> i32 {
  %0 = arith.muli %x, %x : i32
  return %0 : i32
}

func.func private @to_f32(%x: i32) -> f32 {
  %0 = arith.sitofp %x : i32 to f32
  return %0 : f32
}

test.conversion_func_op private @attrs(%a: i32 {"test.handle_argument"}) -> (i32 {"test.handle_result"}) {
  cf.br ^bb1(%a : i32)
^bb1(%b: i32):
  "test.return"(%b) : (i32) -> ()
}

func.func @convert(%x: i16) -> (i16, i16) {
  %0 = "test.conversion_call_op"(%x) {callee = @widen} : (i16) -> i16 loc("conv.cc":1:1)
  %1 = "test.conversion_call_op"(%x) {callee = @widen, noinline} : (i16) -> i16
  return %0, %1 : i16, i16
}

func.func @no_conversion(%x: i16) -> f64 {
  %0 = "test.conversion_call_op"(%x) {callee = @to_f32} : (i16) -> f64
  return %0 : f64
}
