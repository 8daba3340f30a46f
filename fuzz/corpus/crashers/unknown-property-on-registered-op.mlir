// fuzz-args: --allow-unregistered-dialect
%0 = "t"() : () -> i16
%1 = "arith.addi"(%0, %0) <{s = 1}> : (i16, i16) -> i16
