// fuzz-args: --allow-unregistered-dialect
g