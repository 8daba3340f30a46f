// fuzz-args: --allow-unregistered-dialect
R