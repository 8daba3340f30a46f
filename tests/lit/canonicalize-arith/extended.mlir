// RUN: ir-opt %s --canonicalize --split-input-file

// Extended ops whose second result is unused become the plain op.
func.func @unused_high(%a: i32, %b: i32) -> (i32, i32, i32, i1) {
  %s, %o = arith.addui_extended %a, %b : i32, i1
  %l, %h = arith.mulsi_extended %a, %b : i32
  %ul, %uh = arith.mului_extended %a, %b : i32
  %s2, %o2 = arith.addui_extended %a, %l : i32, i1
  return %s, %l, %ul, %o2 : i32, i32, i32, i1
}

// -----

// mulsi_extended by one: the low half is x, the high half its sign.
func.func @by_one(%a: i32, %v: vector<3xi8>) -> (i32, i32, vector<3xi8>, vector<3xi8>) {
  %c1 = arith.constant 1 : i32
  %l, %h = arith.mulsi_extended %a, %c1 : i32
  %v1 = arith.constant dense<1> : vector<3xi8>
  %vl, %vh = arith.mulsi_extended %v, %v1 : vector<3xi8>
  return %l, %h, %vl, %vh : i32, i32, vector<3xi8>, vector<3xi8>
}

// -----

// Not rewritten: both results used, a multiplier other than one, i1.
func.func @negative(%a: i32, %b: i32, %p: i1) -> (i32, i32, i32, i32, i1, i1) {
  %l, %h = arith.mulsi_extended %a, %b : i32
  %c2 = arith.constant 2 : i32
  %l2, %h2 = arith.mulsi_extended %a, %c2 : i32
  %t = arith.constant true
  %l3, %h3 = arith.mulsi_extended %p, %t : i1
  return %l, %h, %l2, %h2, %l3, %h3 : i32, i32, i32, i32, i1, i1
}
