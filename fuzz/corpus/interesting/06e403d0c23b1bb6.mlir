// fuzz-args: --allow-unregistered-dialect

%0 = arith.constant 0x7FC00000 : i32

