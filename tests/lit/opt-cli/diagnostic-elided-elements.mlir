// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect
// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect -mlir-elide-elementsattrs-if-larger=2
// RUN: not ir-opt %s -split-input-file -allow-unregistered-dialect -mlir-elide-elementsattrs-if-larger=100 -mlir-print-debuginfo
// The "see current operation" note prints an op as MLIR's diagnostics do:
// elements attributes of more than 16 elements (not splats, at any depth)
// as `dense_resource<__elided__>`, whatever the tool's own elision flag.

%0 = "arith.constant"() {value = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]> : tensor<20xi32>} : () -> tensor<20xi64>

// -----

%x = "arith.constant"() {value = 1 : i32,
  at_limit = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16]> : tensor<16xi32>,
  over = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>,
  splat = dense<7> : tensor<100xi32>,
  in_array = [dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>],
  in_dict = {f = dense<["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "l", "m", "n", "o", "p", "q"]> : tensor<17x!foo.s>},
  dense_array = array<i32: 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17>,
  hex = dense<"0x000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F60616263646566676869"> : tensor<106xi8>,
  small = dense<[1.0, 2.0]> : tensor<2xf32>
} : () -> i64

// -----

%a = "foo.def"() : () -> i32
builtin.module {
  "foo.use"(%a) {d = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>} : (i32) -> ()
}

// -----

func.func @f() -> tensor<17xi32> {
  %c = "foo.c"() {d = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>} : () -> tensor<17xi32>
  %r = "func.return"(%c) {e = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>} : (tensor<17xi32>) -> i32
}

// -----

"func.func"() ({
^bb0(%a: i64):
  "foo.c"() {d = dense<[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17]> : tensor<17xi32>} : () -> ()
  "func.return"() : () -> ()
}) {function_type = (i32) -> (), sym_name = "g"} : () -> ()
