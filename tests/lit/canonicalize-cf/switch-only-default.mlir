// RUN: ir-opt %s --allow-unregistered-dialect --canonicalize
// RUN: ir-opt %s --allow-unregistered-dialect --canonicalize=region-simplify=disabled

// simplifySwitchWithOnlyDefault: a switch with no case is a branch.
func.func @only_default(%flag: i32, %a: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32)
  ]
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  return
}

// Not with a case.
func.func @one_case(%flag: i32, %a: i32, %b: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    7: ^bb2(%b : i32)
  ]
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  "foo.other"(%y) : (i32) -> ()
  return
}

// The generic form with no case_values.
func.func @generic(%flag: i64) {
  "cf.switch"(%flag)[^bb1] <{case_operand_segments = array<i32>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i64) -> ()
^bb1:
  "foo.use"() : () -> ()
  return
}
