// RUN: ir-opt %s --allow-unregistered-dialect --canonicalize
// RUN: ir-opt %s --allow-unregistered-dialect --canonicalize=region-simplify=disabled

// simplifySwitchFromSwitchOnSameCondition: reached only through case 42 of
// a switch on the same flag, a switch branches where 42 goes.
func.func @known_case(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "foo.one"() : () -> ()
  return
^bb2:
  cf.switch %flag : i32, [
    default: ^bb3,
    42: ^bb4
  ]
^bb3:
  "foo.three"() : () -> ()
  return
^bb4:
  "foo.four"() : () -> ()
  return
}

// The value names no case of the inner switch: its default.
func.func @known_default(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  "foo.one"() : () -> ()
  return
^bb2:
  cf.switch %flag : i32, [
    default: ^bb3,
    43: ^bb4
  ]
^bb3:
  "foo.three"() : () -> ()
  return
^bb4:
  "foo.four"() : () -> ()
  return
}

// Not on another flag, nor with two predecessors.
func.func @kept(%flag: i32, %other: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb2,
    43: ^bb3
  ]
^bb1:
  "foo.one"() : () -> ()
  return
^bb2:
  cf.switch %other : i32, [
    default: ^bb1,
    42: ^bb4
  ]
^bb3:
  "foo.x"() : () -> ()
  cf.br ^bb5
^bb4:
  "foo.y"() : () -> ()
  cf.br ^bb5
^bb5:
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb6
  ]
^bb6:
  "foo.six"() : () -> ()
  return
}
