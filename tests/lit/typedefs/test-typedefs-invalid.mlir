// RUN: not ir-opt %s --allow-unregistered-dialect --split-input-file
// Invalid dialect types and attributes give mlir-opt-22's diagnostics.
"foo.op"() : () -> (!test.struct_capture_all<v0 = 1, v0 = 2, v2 = 3, v3 = 4>)

// -----

"foo.op"() : () -> (!test.struct_capture_all<v0 = 1, v1 = 2, v2 = 3>)

// -----

"foo.op"() : () -> (!test.struct_capture_all<v0 = 1, v1 = 2, v2 = 3, v3 = x>)

// -----

"foo.op"() : () -> (!test.struct_capture_all<v0 = 99999999999, v1 = 2, v2 = 3, v3 = 4>)

// -----

"foo.op"() : () -> (!test.struct_capture_all<v0 1>)

// -----

"foo.op"() : () -> (!test.type_verification<f32>)

// -----

"foo.op"() : () -> (!test.int<bogus, 8>)

// -----

"foo.op"() : () -> (!test.int<signed 8>)

// -----

"foo.op"() {a = #test.iterator_type<bogus>} : () -> ()

// -----

"foo.op"() {a = #test.attr_with_type<f32, f16>} : () -> ()

// -----

"foo.op"() {a = #test.attr_params<1>} : () -> ()

// -----

"foo.op"() {a = #test.bogus<1>} : () -> ()


// -----

"foo.op"() {a = #arith.bogus} : () -> ()

// -----

"foo.op"() {a = #arith.fastmath<nnan,bogus>} : () -> ()

// -----

"foo.op"() {a = #arith.overflow<>} : () -> ()

// -----

"foo.op"() {a = #arith.overflow} : () -> ()

// -----

"foo.op"() : () -> (memref<2x!test.smpla>)

// -----

"foo.op"() : () -> (!test.cmpnd_nested_outer<i !test.smpla>)

// -----

"foo.op"() : () -> (!test<smpla)

// -----

"foo.op"() : () -> (!test.int<signed, 8)

// -----

"foo.op"() : () -> (!test<bogus>)

// -----

"foo.op"() : () -> (!test<"smpla">)

// -----

"foo.op"() : () -> (!test.bogus)
