// fuzz-args: --allow-unregistered-dialect
publicx

