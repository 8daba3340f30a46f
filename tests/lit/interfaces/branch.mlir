// RUN: ir-opt %s -split-input-file -verify-diagnostics

// BranchOpInterface's verifier on cf.br and cf.cond_br.
func.func @br_count(%a: i32) {
  // expected-error @+1 {{branch has 1 operands for successor #0, but target block has 0}}
  cf.br ^bb1(%a : i32)
^bb1:
  return
}

// -----

func.func @br_type(%a: i32) {
  // expected-error @+1 {{type mismatch for bb argument #1 of successor #0}}
  cf.br ^bb1(%a, %a : i32, i32)
^bb1(%x: i32, %y: i64):
  return
}

// -----

func.func @cond_br_false(%c: i1, %a: i32) {
  // expected-error @+1 {{branch has 0 operands for successor #1, but target block has 1}}
  cf.cond_br %c, ^bb1(%a : i32), ^bb1
^bb1(%x: i32):
  return
}

// -----

func.func @cond_br_true_type(%c: i1, %a: i32, %b: i64) {
  // expected-error @+1 {{type mismatch for bb argument #0 of successor #0}}
  cf.cond_br %c, ^bb1(%b : i64), ^bb1(%a : i32)
^bb1(%x: i32):
  return
}

// -----

func.func @generic(%c: i1, %a: i32) {
  // expected-error @+1 {{branch has 2 operands for successor #1, but target block has 1}}
  "cf.cond_br"(%c, %a, %a)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 2>}> : (i1, i32, i32) -> ()
^bb1:
  return
^bb2(%x: i32):
  return
}

// -----

// Operand constraints are checked before the successors.
func.func @condition_first(%c: i32, %a: i32) {
  // expected-error @+1 {{operand #0 must be 1-bit signless integer, but got 'i32'}}
  "cf.cond_br"(%c, %a)[^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i32, i32) -> ()
^bb1:
  return
}

// -----

func.func @ok(%c: i1, %a: i32) -> i32 {
  cf.cond_br %c, ^bb1(%a : i32), ^bb2(%a, %a : i32, i32)
^bb1(%x: i32):
  cf.br ^bb3(%x : i32)
^bb2(%y: i32, %z: i32):
  cf.br ^bb3(%z : i32)
^bb3(%r: i32):
  return %r : i32
}
