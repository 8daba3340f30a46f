// fuzz-args: --allow-unregistered-dialect
y