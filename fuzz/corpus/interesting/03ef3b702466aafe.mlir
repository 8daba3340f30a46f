// fuzz-args: --allow-unregistered-dialect

tb.usetensor41.5tensort.usetensor41.5tensor<tensor<tensor<tensor<tensor<tensor<tensor<tensor<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<#foo.a<x>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>>f32>>
xh>>>>>>>
func.func @g(%x: i32> {
  return
}

