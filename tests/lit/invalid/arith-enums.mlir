// RUN: not ir-opt %s -split-input-file
// Errors of arith's predicates and flags: a word that is neither a keyword
// nor a string (at the token), an unknown word (at the start of the flag
// list), and an unknown predicate string.

func.func @f(%a: f32) {
  %0 = arith.addf %a, %a fastmath<1> : f32
  return
}

// -----

func.func @f(%a: f32) {
  %0 = arith.addf %a, %a fastmath<> : f32
  return
}

// -----

func.func @f(%a: f32) {
  %0 = arith.addf %a, %a fastmath<fast, foo> : f32
  return
}

// -----

func.func @f(%a: i32) {
  %0 = arith.addi %a, %a overflow<nsw,> : i32
  return
}

// -----

func.func @f(%a: i32) {
  %0 = arith.addi %a, %a overflow<"x"> : i32
  return
}

// -----

func.func @f(%a: i32) {
  %0 = arith.cmpi "x", %a, %a : i32
  return
}
