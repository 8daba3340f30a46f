// fuzz-args: --allow-unregistered-dialect
nestedrf8E4M3B11FNUZe4M3B11FNUZe