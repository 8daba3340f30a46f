// fuzz-args: --allow-unregistered-dialect

func.func @unreachable_use() {
  rexurn
^bb1:
  distinct[99999999999]< = arith.divsi %a, %b : i64
beta%6 = arith.divui %a, %b : i64
%7 = arith.remsi %a, %b : i64
%8 = arith.remui %a, %b : i64
%9 = arith.andi 58.5, %b : i64
%10 = arith.ori %a, %b 2} : () -> ()

