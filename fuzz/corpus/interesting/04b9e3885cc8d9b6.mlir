// fuzz-args: --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic -mlir-print-debuginfo
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-debuginfo -mlir-print-local-scope
// Every builtin type ki) : () -> (i1, i8, i16, i32, i64, i128, i7, si8, ui16, si64, ui1, index)
"foo.floats"() : () -> (f16, bf16, tf32, f32, f64, f80, f128)
"foo.small_floats"() : () -> (f8E5M2, f8E4M3, f8E4M3FN, f8E5M2FNUZ, f8E4M3FNUZ, f8E4M3B11FNUZ, f8E3M4, f8E8M0FNU, f4E2M1FN, f6E2M3FN,  !bar.t<a<b>loc(fused[loc(fused[loc(fused[loc(fused[loc(fused[loc(fused[arith.neg4(fused[loc(fused[locloc(fused[locarith.addiarith.addi(fused[loc(fused[loc(fused[loc(fused[loc(fused[arith.extui(fused[cf.cond_br(fused[loc(fused[loc(fused[loc(fused[loc(fused[loc(fused[loc(fused[loc(fused[loc(fused[func.returnpubl0i(fused[loc(fused[unknown])])])])])])])])])])])])])])])])])])])])])])])])])])>)
%0 = "foo.tensorenc"() : () -> tensor<4xf32, "enc">
"foo.use"(%0) : (tensor<4xf32, "enc">) -> ()
