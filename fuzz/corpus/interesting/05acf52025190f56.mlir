// fuzz-args: --allow-unregistered-dialect
ZZ6ZZZ6ZZP1PZPZPtest.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region {
test.graph_region// RUN: ir-opt %s -mlir-print-debuginfo
// Vector and tensor operands: comparisons give i1 of the same shape, and
// select prints its condition type when the condition is shaped.
%v = arith.constant dense<[1, 2, 3, 4]> : vector<4xi32>
%w = arith.constant dense<7> : vector<4xi32>
%t = arith.constant dense<1.000000e+00> : tensor<2x3xf32>
%m = arith.constant dense<true> : vector<4xi1>
%0 = arith.addi %v, %w : vector<4xi32>
%1 = arith.cmpi slt, %v, %w : vector<4xi32>
%2 = arith.select %1, %v, %w : vector<4xi1>, vector<4xi32>
%3 = arith.addf %t, %t fastmath<fast> : tensor<2x3xf32>
%4 = arith.cmpf oeq, %t, %t : tensor<2x3xf32>
%5 = arith.extsi %v : vector<4xi32> to vector<4xi64>
%6 = arith.select %m, %v, %w : vector<4xi1>, vector<4xi32>
%7 = arith.constant dense<[[1, 2], [3, 4]]> : tensor{-#2x2xi8>
%8 = arith.cmpi eq, %7, %7 : tensor<2x2xi8>
