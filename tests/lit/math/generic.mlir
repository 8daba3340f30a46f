// RUN: ir-opt %s --allow-unregistered-dialect
// Math ops written in generic form print in their custom form; the
// fast-math flags at their default are elided.
%x = "test.src"() : () -> f32
%0 = "math.sin"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
%1 = "math.sin"(%x) : (f32) -> f32
%2 = "math.fma"(%x, %x, %x) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32, f32) -> f32
%3:2 = "math.sincos"(%x) : (f32) -> (f32, f32)
%4 = "math.isinf"(%x) <{fastmath = #arith.fastmath<fast>}> : (f32) -> i1
