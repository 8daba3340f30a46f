// fuzz-args: --allow-unregistered-dialect

%0 = densearith.constant0x7FC00000 : i32

