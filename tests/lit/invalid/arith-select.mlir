// RUN: not ir-opt %s -split-input-file
// REQUIRES-OPS: arith.select
// `arith.select` with no operand list is a missing operand (at the wrong
// token's place), with a list of another length the count's error.

arith.select : i32

// -----

arith.select %a : i32

// -----

arith.select

// -----

arith.select [
