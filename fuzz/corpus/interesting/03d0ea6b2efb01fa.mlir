// fuzz-args: --allow-unregistered-dialect
r