// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect
// RUN: ir-opt %s --canonicalize=disable-patterns=FoldConstantCase --allow-unregistered-dialect

// FoldConstantCase: a matching case, and the default.
func.func @constant_case() -> (i32, i32) {
  %c1 = arith.constant 1 : index
  %c7 = arith.constant 7 : index
  %a = scf.index_switch %c1 -> i32
  case 0 {
    %x = "test.zero"() : () -> i32
    scf.yield %x : i32
  }
  case 1 {
    %x = "test.one"() : () -> i32
    scf.yield %x : i32
  }
  default {
    %x = "test.default"() : () -> i32
    scf.yield %x : i32
  }
  %b = scf.index_switch %c7 -> i32
  case 0 {
    %x = "test.zero"() : () -> i32
    scf.yield %x : i32
  }
  default {
    %x = "test.default"() : () -> i32
    scf.yield %x : i32
  }
  return %a, %b : i32, i32
}

// Negative: the argument is not a constant.
func.func @dynamic_case(%i: index) -> i32 {
  %a = scf.index_switch %i -> i32
  case 2 {
    %x = "test.two"() : () -> i32
    scf.yield %x : i32
  }
  default {
    %x = "test.default"() : () -> i32
    scf.yield %x : i32
  }
  return %a : i32
}
