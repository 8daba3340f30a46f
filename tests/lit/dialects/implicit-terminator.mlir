// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// SingleBlockImplicitTerminator<test.return>: the custom-form parser adds
// the terminator a region leaves out, the printer elides it when it has no
// operands, results or attributes, and prints it when it has.
func.func @f(%a: i64) {
  test.format_implicit_terminator_region_a_op {
  }
  test.format_implicit_terminator_region_a_op {
    %c = arith.constant 1 : i64
  }
  test.format_implicit_terminator_region_a_op {
    "test.return"() : () -> ()
  }
  test.format_implicit_terminator_region_a_op {
    "test.return"(%a) : (i64) -> ()
  }
  test.format_implicit_terminator_region_a_op {
    "test.return"() {x} : () -> ()
  } {y}
  test.format_implicit_terminator_region_a_op {
    %c = arith.constant 2 : i64
    "test.unknown_op"(%c) : (i64) -> ()
  }
  test.format_implicit_terminator_region_a_op {
    test.format_implicit_terminator_region_a_op {
    }
  }
  "test.format_implicit_terminator_region_a_op"() ({
    "test.return"() : () -> ()
  }) : () -> ()
  return
}
