// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// cf.assert and cf.switch in custom form: switches on signless, signed
// and wide flags, with and without cases and block arguments, negative
// and large case values (printed unsigned, as MLIR does), attributes.

func.func @assert(%c: i1) {
  cf.assert %c, "must hold"
  cf.assert %c, "quote \" and tab \t" {note = 1 : i32}
  return
}

func.func @switch(%flag: i32, %a: i32, %b: f32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2,
    -3: ^bb3(%a, %b : i32, f32),
    0x10: ^bb2
  ]
^bb1(%x: i32):
  return
^bb2:
  return
^bb3(%y: i32, %z: f32):
  return
}

func.func @only_default(%flag: i64) {
  cf.switch %flag : i64, [
    default: ^bb1
  ] {hint = "cold"}
^bb1:
  return
}

func.func @narrow_and_wide(%f8: i8, %f1: i1, %f128: i128, %s: si16) {
  cf.switch %f8 : i8, [
    default: ^bb1,
    -1: ^bb1,
    300: ^bb2
  ]
^bb1:
  cf.switch %f1 : i1, [
    default: ^bb2,
    1: ^bb3
  ]
^bb2:
  cf.switch %f128 : i128, [
    default: ^bb3,
    -2: ^bb3,
    9223372036854775807: ^bb3
  ]
^bb3:
  cf.switch %s : si16, [
    default: ^bb4,
    -7: ^bb4
  ]
^bb4:
  return
}

// The generic form with its properties.
func.func @generic(%flag: i32, %a: i32) {
  "cf.switch"(%flag, %a, %a, %a) [^bb1, ^bb2, ^bb1] <{case_operand_segments = array<i32: 1, 1>, case_values = dense<[5, 6]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 2>}> : (i32, i32, i32, i32) -> ()
^bb1(%x: i32):
  %t = arith.cmpi eq, %x, %x : i32
  "cf.assert"(%t) <{msg = "generic"}> : (i1) -> ()
  return
^bb2(%y: i32):
  return
}
