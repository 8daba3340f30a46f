// RUN: ir-opt %s -test-print-nesting -allow-unregistered-dialect -split-input-file
// -test-print-nesting lists each op with its attributes (a registered op's
// inherent ones merged with the discardable ones by name, an unregistered
// op's discardable ones only), its regions and their blocks.

func.func private @decl(i32) -> i1 attributes {zeta = 1, alpha = "a"}

func.func @body(%x: i32, %y: i32) -> i1 {
  %c = arith.constant {note = "n"} 7 : i32
  %lt = arith.cmpi ult, %x, %c : i32
  "test.props"() <{hidden = 1}> {shown = [1, 2]} : () -> ()
  "test.graph"() ({
  ^bb0(%a: i32):
    "test.jump"(%a)[^bb1, ^bb2] : (i32) -> ()
  ^bb1:
    "test.leaf"() : () -> ()
  ^bb2:
    "test.leaf"() {kind = f32} : () -> ()
  }, {
  }, {
    "test.empty_block"() ({
    ^bb0:
    }) : () -> ()
  }) : () -> ()
  return %lt : i1
}

// -----

"test.top"() ({
  %0:3 = "test.three"() {t = !other.foo} : () -> (i1, i2, i3)
  "test.use"(%0#2, %0#0) : (i3, i1) -> ()
}) {l = loc("x")} : () -> ()
