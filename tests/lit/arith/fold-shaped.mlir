// RUN: ir-opt %s -split-input-file -test-single-fold
// Folds elementwise over splat and dense tensor/vector constants, and the
// identity folds that see a splat as its element.

func.func @int_binary() -> (vector<4xi32>, tensor<2x2xi16>, vector<4xi32>, tensor<3xi8>, vector<2xi64>) {
  %a = arith.constant dense<[1, -2, 3, 100]> : vector<4xi32>
  %b = arith.constant dense<7> : vector<4xi32>
  %0 = arith.muli %a, %b : vector<4xi32>
  %c = arith.constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi16>
  %1 = arith.subi %c, %c : tensor<2x2xi16>
  %2 = arith.shli %a, %b overflow<nsw> : vector<4xi32>
  %d = arith.constant dense<[-7, 7, -128]> : tensor<3xi8>
  %e = arith.constant dense<[2, -2, -1]> : tensor<3xi8>
  %3 = arith.floordivsi %d, %e : tensor<3xi8>
  %f = arith.constant dense<[5, -5]> : vector<2xi64>
  %g = arith.constant dense<[-3, 3]> : vector<2xi64>
  %4 = arith.maxsi %f, %g : vector<2xi64>
  return %0, %1, %2, %3, %4 : vector<4xi32>, tensor<2x2xi16>, vector<4xi32>, tensor<3xi8>, vector<2xi64>
}

// -----

func.func @divs(%x: vector<2xi32>) -> (vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>) {
  %a = arith.constant dense<[7, -7]> : vector<2xi32>
  %b = arith.constant dense<[2, 0]> : vector<2xi32>
  %one = arith.constant dense<1> : vector<2xi32>
  %0 = arith.divsi %a, %b : vector<2xi32>
  %1 = arith.ceildivsi %x, %one : vector<2xi32>
  %2 = arith.remui %x, %one : vector<2xi32>
  %c = arith.constant dense<[7, 9]> : vector<2xi32>
  %d = arith.constant dense<[2, 3]> : vector<2xi32>
  %3 = arith.ceildivui %c, %d : vector<2xi32>
  %4 = arith.remsi %a, %c : vector<2xi32>
  return %0, %1, %2, %3, %4 : vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>, vector<2xi32>
}

// -----

func.func @floats() -> (tensor<3xf32>, vector<2xf16>, tensor<2xbf16>, vector<3xf64>, tensor<3xf32>, vector<2xf16>) {
  %a = arith.constant dense<[1.5, -2.0, 0.1]> : tensor<3xf32>
  %b = arith.constant dense<3.0> : tensor<3xf32>
  %0 = arith.divf %a, %b : tensor<3xf32>
  %h = arith.constant dense<[1.0e+04, 6.5e+04]> : vector<2xf16>
  %1 = arith.addf %h, %h : vector<2xf16>
  %c = arith.constant dense<[1.5, 3.0e+38]> : tensor<2xbf16>
  %2 = arith.mulf %c, %c : tensor<2xbf16>
  %d = arith.constant dense<[5.5, -5.5, 0x7FF8000000000000]> : vector<3xf64>
  %e = arith.constant dense<2.0> : vector<3xf64>
  %3 = arith.remf %d, %e : vector<3xf64>
  %f = arith.constant dense<[0.0, -0.0, 0x7FC00000]> : tensor<3xf32>
  %g = arith.constant dense<[-0.0, 1.0, 2.0]> : tensor<3xf32>
  %4 = arith.maximumf %f, %g : tensor<3xf32>
  %5 = arith.negf %h : vector<2xf16>
  return %0, %1, %2, %3, %4, %5 : tensor<3xf32>, vector<2xf16>, tensor<2xbf16>, vector<3xf64>, tensor<3xf32>, vector<2xf16>
}

// -----

func.func @minmax_f() -> (tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>) {
  %f = arith.constant dense<[0.0, -0.0, 0x7FC00000, 3.0]> : tensor<4xf32>
  %g = arith.constant dense<[-0.0, 0.0, 2.0, 0x7FC00000]> : tensor<4xf32>
  %0 = arith.minimumf %f, %g : tensor<4xf32>
  %1 = arith.maxnumf %f, %g : tensor<4xf32>
  %2 = arith.minnumf %f, %g : tensor<4xf32>
  %3 = arith.maximumf %f, %g : tensor<4xf32>
  return %0, %1, %2, %3 : tensor<4xf32>, tensor<4xf32>, tensor<4xf32>, tensor<4xf32>
}

// -----

func.func @compare_select() -> (vector<3xi1>, vector<3xi32>, tensor<2xi1>) {
  %a = arith.constant dense<[1, 5, -3]> : vector<3xi32>
  %b = arith.constant dense<2> : vector<3xi32>
  %0 = arith.cmpi slt, %a, %b : vector<3xi32>
  %1 = arith.select %0, %a, %b : vector<3xi1>, vector<3xi32>
  %t = arith.constant dense<[1.0, 2.0]> : tensor<2xf32>
  // cmpf folds scalars only.
  %2 = arith.cmpf olt, %t, %t : tensor<2xf32>
  return %0, %1, %2 : vector<3xi1>, vector<3xi32>, tensor<2xi1>
}

// -----

func.func @extended() -> (vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>, i32, i32) {
  %a = arith.constant dense<[200, 100]> : vector<2xi8>
  %b = arith.constant dense<[100, 20]> : vector<2xi8>
  %s, %o = arith.addui_extended %a, %b : vector<2xi8>, vector<2xi1>
  %l, %h = arith.mulsi_extended %a, %b : vector<2xi8>
  %c = arith.constant -7 : i32
  %d = arith.constant 100000 : i32
  %ul, %uh = arith.mului_extended %c, %d : i32
  return %s, %o, %l, %h, %ul, %uh : vector<2xi8>, vector<2xi1>, vector<2xi8>, vector<2xi8>, i32, i32
}

// -----

func.func @identities(%x: tensor<4xi32>, %y: vector<2xf32>) -> (tensor<4xi32>, tensor<4xi32>, vector<2xf32>, vector<2xf32>, tensor<4xi32>) {
  %zero = arith.constant dense<0> : tensor<4xi32>
  %ones = arith.constant dense<-1> : tensor<4xi32>
  %0 = arith.addi %x, %zero : tensor<4xi32>
  %1 = arith.ori %x, %ones : tensor<4xi32>
  %fone = arith.constant dense<1.0> : vector<2xf32>
  %2 = arith.mulf %y, %fone : vector<2xf32>
  %nz = arith.constant dense<-0.0> : vector<2xf32>
  %3 = arith.addf %y, %nz : vector<2xf32>
  %4 = arith.xori %x, %x : tensor<4xi32>
  return %0, %1, %2, %3, %4 : tensor<4xi32>, tensor<4xi32>, vector<2xf32>, vector<2xf32>, tensor<4xi32>
}
