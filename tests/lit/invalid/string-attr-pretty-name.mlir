// RUN: not ir-opt %s -split-input-file
// test.string_attr_pretty_name needs `names`, which only results provide.

func.func @no_results() {
  test.string_attr_pretty_name attributes {other = 1 : i32}
  return
}

// -----

func.func @not_a_type() {
  %x = test.string_attr_pretty_name : i32
  return
}
