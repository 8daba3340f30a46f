// fuzz-args: --allow-unregistered-dialect

%0 = f8E8M0FNU 1.0 : i32

