// fuzz-args: --mlir-print-op-generic
// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// builtin.unrealized_conversion_cast in its custom form:
// `($inputs^ : type($inputs))? to type($outputs) attr-dict`.
func.func @casts(%a: i32, %b: i64) {
  %0 = builtin.unrealized_conversion_cast %a, %b : i32, i64 to f32
  %1:2 = builtin.unrealized_conversion_cast %a : i32 to f32, f64
  %2 = builtin.unrealized_conversion_cast to f32 {x.yx.y = 1}
  %3 = "builtin.unrealized_conversion_cast"(%b) : (i64) -> i1
  return
}
%4 = unrealized_conversion_cast to i32
