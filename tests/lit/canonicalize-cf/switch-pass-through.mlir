// RUN: ir-opt %s --allow-unregistered-dialect --canonicalize
// RUN: ir-opt %s --allow-unregistered-dialect --canonicalize=region-simplify=disabled

// simplifyPassThroughSwitch: destinations holding only a cf.br are skipped,
// their arguments forwarded.
func.func @pass_through(%flag: i32, %a: i32, %b: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    42: ^bb2(%b : i32),
    43: ^bb3
  ]
^bb1(%x: i32):
  cf.br ^bb4(%x, %b : i32, i32)
^bb2(%y: i32):
  cf.br ^bb5(%y : i32)
^bb3:
  "foo.three"() : () -> ()
  return
^bb4(%p: i32, %q: i32):
  "foo.four"(%p, %q) : (i32, i32) -> ()
  return
^bb5(%r: i32):
  "foo.five"(%r) : (i32) -> ()
  return
}

// Not when the passing block uses its argument, nor for a self-loop.
func.func @kept(%flag: i32, %a: i32) {
  cf.switch %flag : i32, [
    default: ^bb1(%a : i32),
    1: ^bb2
  ]
^bb1(%x: i32):
  "foo.use"(%x) : (i32) -> ()
  cf.br ^bb3
^bb2:
  cf.br ^bb2
^bb3:
  return
}
