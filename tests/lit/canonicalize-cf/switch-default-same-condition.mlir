// RUN: ir-opt %s --allow-unregistered-dialect --canonicalize
// RUN: ir-opt %s --allow-unregistered-dialect --canonicalize=region-simplify=disabled

// simplifySwitchFromDefaultSwitchOnSameCondition: reached only through the
// default of a switch on the same flag, the outer case values cannot occur.
func.func @drop_known(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  cf.switch %flag : i32, [
    default: ^bb3,
    42: ^bb4,
    43: ^bb5
  ]
^bb2:
  "foo.two"() : () -> ()
  return
^bb3:
  "foo.three"() : () -> ()
  return
^bb4:
  "foo.four"() : () -> ()
  return
^bb5:
  "foo.five"() : () -> ()
  return
}

// Nothing to drop: kept.
func.func @nothing_to_drop(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    42: ^bb2
  ]
^bb1:
  cf.switch %flag : i32, [
    default: ^bb3,
    44: ^bb4
  ]
^bb2:
  "foo.two"() : () -> ()
  return
^bb3:
  "foo.three"() : () -> ()
  return
^bb4:
  "foo.four"() : () -> ()
  return
}
