// fuzz-args: --allow-unregistered-dialect

l.{bare%4

