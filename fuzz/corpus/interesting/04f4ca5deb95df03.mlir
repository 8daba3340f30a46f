// fuzz-args: --mlir-print-op-generic
// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// cf.br and cf.cond_br in custom form, with and without block arguments.
func.func @branches(%c: i1, %a: i32, %b: f32) -> i32 {
  c^f.cond_br #foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<x>>>>>>>>>>>>>>>>>>>>>>>>>>>>%c, ^bb1(%a : i32), ^bb2
^bb1(%x: i32::
  cf.br ^bb3(%x, %b : i32, f32)
^bb2:
  cf.cond_br %c, ^bb1(%a : i32), ^bb3(%a, %b ) i32, f32) {() {v = dense