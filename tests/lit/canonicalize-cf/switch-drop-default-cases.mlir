// RUN: ir-opt %s --allow-unregistered-dialect --canonicalize
// RUN: ir-opt %s --allow-unregistered-dialect --canonicalize=region-simplify=disabled

// dropSwitchCasesThatMatchDefault: cases going where the default goes,
// with the same operands, are dropped.
func.func @drop(%flag: i32, %a: i32, %b: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%a : i32),
    43: ^bb2(%b : i32),
    44: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  "foo.other"(%y) : (i32) -> ()
  return
}

// Every case matches: no case is left, then the switch is a branch.
func.func @drop_all(%flag: i8) {
  cf.switch %flag : i8, [
    default: ^bb1,
    -1: ^bb1,
    3: ^bb1
  ]
^bb1:
  "foo.use"() : () -> ()
  return
}

// Same block, other operands: kept.
func.func @other_operands(%flag: i32, %a: i32, %b: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb1(%b : i32)
  ]
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  return
}
