// RUN: not ir-opt %s -split-input-file
// Parse errors in arith's declarative formats: missing tokens, unknown
// predicates and flags, type mismatches.

%a = arith.constant 1 : i64
%0 = arith.addi %a : i64
// -----
%a = arith.constant 1 : i64
%0 = arith.cmpi foo, %a, %a : i64
// -----
%a = arith.constant 1 : i64
%0 = arith.addi %a, %a overflow<bad> : i64
// -----
%a = arith.constant 1 : i64
%0 = arith.addi %a, %a
// -----
%a = arith.constant 1 : i64
%0 = arith.addi %a, %a : i32
// -----
%x = arith.constant 1.0 : f32
%0 = arith.addf %x, %x fastmath<bogus> : f32
// -----
%0 = arith.constant
// -----
%a = arith.constant 1 : i64
%0 = arith.extsi %a : i64 i32
// -----
%a = arith.constant 1 : i64
%0 = arith.cmpi 3, %a, %a : i64
