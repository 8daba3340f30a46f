// fuzz-args: --allow-unregistered-dialect

"foo.a"() ({
^bb0:
  blob1.0e-400)[^bb2] : 
%5 = arith.divsi %a, %b : i64
%6)
}( : () -> ()

