// fuzz-args: --allow-unregistered-dialect
// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect
ve\ctorvector() = arith.select %c4, %x, %y  f32
