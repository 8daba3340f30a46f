// RUN: ir-opt %s --allow-unregistered-dialect
// RUN: ir-opt %s --allow-unregistered-dialect -mlir-print-op-generic
// RUN: ir-opt %s --allow-unregistered-dialect -mlir-print-debuginfo
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
    "foo.op"(%c) : (i64) -> ()
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
