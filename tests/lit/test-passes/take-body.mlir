// RUN: ir-opt %s -test-take-body -allow-unregistered-dialect -split-input-file
// The first function takes the body of the second, which becomes a
// declaration.

func.func @taker() {
  %0 = "test.old"() : () -> i64
  cf.br ^bb1(%0 : i64)
^bb1(%1: i64):
  "test.use"(%1) : (i64) -> ()
  cf.br ^bb1(%1 : i64)
}

func.func private @giver() {
  %0 = "test.new"() : () -> i32
  cf.br ^bb1
^bb1:
  "test.use"(%0) : (i32) -> ()
  cf.br ^bb1
}

// -----

func.func private @empty_taker()

func.func private @nested_giver() {
  "test.region"() ({
    %0 = "test.a"() : () -> i1
    "test.b"(%0) : (i1) -> ()
  }) : () -> ()
  return
}
