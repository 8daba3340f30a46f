// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect
// The wording and place of MLIR's parser errors for malformed ops, aliases,
// types and layouts; each chunk stops at its first error.

func.func @no_result_with_name() {
  %0 = "foo"() : () -> ()
  return
}

// -----

func.func @ssa_name_missing_eq() {
  %0:2 "foo"() : () -> (i32, i32)
  return
}

// -----

#foo.attr = i32

// -----

!foo.type = i32

// -----

#a 3

// -----

func.func @bad_arrow(%arg : !unreg.ptr<(i32)->)

// -----

"t"() : () -> !u.x<[)>

// -----

// The missing ':' belongs at the end of the op's line, before any comment.
func.func @error_at_end_of_line() {
  %0 = "foo"()  // a comment
  return
}

// -----

func.func @error_after_comment_lines() {
  %0 = "foo"()
  // a comment line

  // and another
  return
}

// -----

"foo"(%a : () -> ()

// -----

"foo"() <{a = 1} : () -> ()

// -----

"foo"() ({}, {} : () -> ()

// -----

"foo"() ({
^bb0(%a i32):
  "t"() : () -> ()
}) : () -> ()

// -----

"foo"() ({
^bb0(%a: i32)
  "t"() : () -> ()
}) : () -> ()

// -----

"t"() : () -> tuple i32>

// -----

"t"() : () -> tuple<i32, i32

// -----

"t"() : () -> complex<f32

// -----

"t"() : () -> vector 4xf32>

// -----

"t"() : () -> tensor<4xf32, 1, 2>

// -----

"t"() : () -> memref<4xf32

// -----

"t"() : () -> memref<4xf32, 1 2>

// -----

"t"() : () -> memref<4xf32, 1, 2>

// -----

"t"() : () -> memref<4xf32, 1, affine_map<(d0) -> (d0)>>

// -----

"t"() : () -> memref<*xf32, affine_map<(d0) -> (d0)>>

// -----

"t"() : () -> memref<4xf32, affine_map<(d0, d1) -> (d0)>>

// -----

"t"() : () -> memref<4xf32, strided<[x]>>

// -----

"t"() : () -> memref<4xf32, strided<[1] offset: 2>>

// -----

"t"() : () -> memref<4xf32, strided<[1], off: 2>>

// -----

"t"() : () -> memref<4xf32, affine_map<(d0) -> (d0)

// -----

func.func @int_type_as_op_name() {
  %2 = arith.constant 1 i32
  return
}

// -----

// Names without a dialect are tried in the innermost default dialect only.
x

// -----

func.func @f() {
  asd
}

// -----

func.func @f() {
  module {
  }
  return
}

// -----

func.func @s(%a : i32, %b : i32) {
  %c = "arith.addi"(%a, %b)[^bb1] : () -> ()
^bb1:
  return
}

// -----

""() : () -> ()

// -----

func.func @malformed_ellipsis_one(.)

// -----

func.func @d(!<"">) -> ()

// -----

"t"(%<) : () -> ()

// -----

"t"() {a = affine_map<(d0) -> (d1)>} : () -> ()

// -----

"t"() {a = affine_map<(d0, d0) -> (d0)>} : () -> ()

// -----

"t"() {a = affine_map<(d0) -> (d0 + )>} : () -> ()

// -----

"t"() {a = affine_map<(d0) -> (+)>} : () -> ()

// -----

"t"() {a = affine_map<(d0) -> (d0 * d0)>} : () -> ()

// -----

"t"() {a = affine_map<(d0) (d0)>} : () -> ()

// -----

"t"() {a = affine_map<(d0) : (d0 >= 0)>} : () -> ()

// -----

"t"() {a = affine_set<(d0) -> (d0)>} : () -> ()

// -----

"t"() {a = affine_map<(d0) -> ((d0 + 1)>} : () -> ()

// -----

"t"() {a = affine_set<(d0) : (d0 >= 0 d0)>} : () -> ()

// -----

"t"() {a = affine_map<(d0, 1) -> (d0)>} : () -> ()

// -----

"t"() {a = affine_map<(d0) -> (d0) extra>} : () -> ()

// -----

"t"() {a = affine_map<() -> (99999999999999999999)>} : () -> ()

// -----

"t"() {a = affine_map<(d0) -> (d0 $ 1)>} : () -> ()

// -----

"t"() {a = 1 b} : () -> ()

// -----

"t"() {a = dense<"0x010002"> : tensor<2xi8>} : () -> ()

// -----

"t"() {a = dense<"0xZZ"> : tensor<2xi8>} : () -> ()

// -----

"t"() {a = dense<"0x01000100"> : tensor<4xi1>} : () -> ()

// -----

"t"() {a = dense<[1, 2]> : tensor<?xi8>} : () -> ()

// -----

"t"() {a = dense<"0x0102"> : tensor<?xi8>} : () -> ()
