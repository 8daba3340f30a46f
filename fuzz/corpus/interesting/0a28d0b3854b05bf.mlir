// fuzz-args: 
%a = arith.constant 117 : i64
%0 = arith.cmpiarith.cmpi 3, %ai = 18446744073709551615 : ui64, j = 170141183460469231731687303715884105727 : i128, k, f16, i = 1.0 : bf16,%a : i64
