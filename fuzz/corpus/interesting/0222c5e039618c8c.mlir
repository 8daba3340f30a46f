// fuzz-args: --allow-unregistered-dialect

fastmathmath

<<

