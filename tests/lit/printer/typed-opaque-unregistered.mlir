// RUN: not ir-opt %s -split-input-file
// Without -allow-unregistered-dialect, the error on an attribute of an
// unknown dialect shows the type written after it, read first.

func.func @f() attributes {a = #foo.bar<1> : i32} {
  return
}

// -----

func.func @g() attributes {a = #foo<"x y"> : tensor<2xf32>} {
  return
}

// -----

func.func @h() attributes {a = #foo.bar} {
  return
}
