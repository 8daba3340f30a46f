// fuzz-args: --allow-unregistered-dialect
Z