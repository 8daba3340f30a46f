// fuzz-args: --allow-unregistered-dialect
ZZ6ZZZf