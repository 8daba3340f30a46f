// RUN: ir-opt %s --allow-unregistered-dialect --canonicalize
// RUN: ir-opt %s --allow-unregistered-dialect --canonicalize=region-simplify=disabled

// simplifyConstSwitchValue: a constant flag picks its case.
func.func @const_case(%a: i32, %b: i32) {
  %c = arith.constant 43 : i32
  cf.switch %c : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2(%b : i32),
    43: ^bb3(%a, %b : i32, i32)
  ]
^bb1(%x: i32):
  "foo.one"(%x) : (i32) -> ()
  return
^bb2(%y: i32):
  "foo.two"(%y) : (i32) -> ()
  return
^bb3(%p: i32, %q: i32):
  "foo.three"(%p, %q) : (i32, i32) -> ()
  return
}

// A constant no case names takes the default; a negative value compares
// at the flag's width.
func.func @const_default(%a: i16) {
  %c = arith.constant -2 : i16
  cf.switch %c : i16, [
    default: ^bb1(%a : i16),
    65534: ^bb2,
    5: ^bb3
  ]
^bb1(%x: i16):
  "foo.one"(%x) : (i16) -> ()
  return
^bb2:
  "foo.two"() : () -> ()
  return
^bb3:
  "foo.three"() : () -> ()
  return
}

// Not on a value that is not constant.
func.func @not_const(%flag: i32) {
  cf.switch %flag : i32, [
    default: ^bb1,
    0: ^bb2
  ]
^bb1:
  "foo.one"() : () -> ()
  return
^bb2:
  "foo.two"() : () -> ()
  return
}
