// RUN: ir-opt %s --allow-unregistered-dialect --split-input-file
// RUN: ir-opt %s --allow-unregistered-dialect --split-input-file -mlir-print-op-generic
// RUN: ir-opt %s --allow-unregistered-dialect --split-input-file -mlir-print-debuginfo
// Types and attributes of the test dialect, defined with #[type_def] and
// #[attr_def], round-trip as mlir-opt-22 prints them.
func.func @types(%a: !test.smpla, %b: !test.test_type, %c: !test.i32,
                 %d: !test.int<signed, 8>, %e: !test.int<unsigned,6>, %f: !test.int<none, 3>,
                 %g: !test.int<s, 1>, %h: !test.int<U, 7>, %i: !test.int<N, 2>) {
  return
}

// -----

// A struct format reads its keywords in any order and prints them in
// declaration order.
"test.types"() : () -> (!test.struct_capture_all<v0 = 1, v1 = 2, v2 = 3, v3 = 4>,
                        !test.struct_capture_all<v3 = -4, v2 = 3, v1 = 0x10, v0 = 1>)

// -----

// An optional group, present and absent; a verified parameter.
"test.types"() : () -> (!test.optional_value_type<3>, !test.optional_value_type,
                        !test.type_verification<i16>, !test.type_verification<i32>)

// -----

// Dialect types nest in builtin ones and in each other.
func.func @nested(%a: tensor<4x!test.smpla>, %b: tuple<!test.int<signed, 8>, !test.i32>,
                  %c: !test.type_verification<i32>) -> tensor<2x!test.test_type> {
  %0 = "test.make"() {t = !test.optional_value_type<7>} : () -> tensor<2x!test.test_type>
  return %0 : tensor<2x!test.test_type>
}

// -----

// Attributes: no parameters, integers, an optional parameter, types, an
// enum.
"test.attrs"() {a = #test.smpla, b = #test.attr_params<1, 2>, c = #test.attr_params<-3,4>,
                d = #test.attr_with_optional_signed<-5>, e = #test.attr_with_optional_signed<>,
                f = #test.attr_with_type<i32, f16>, g = #test.attr_with_type<si8, !test.smpla>,
                h = #test.iterator_type<parallel>, i = [#test.iterator_type<reduction>]} : () -> ()

// -----

// Dialect types as parameters: stripped by default (read stripped or
// qualified), qualified with `qualified(...)`.
"test.nested"() : () -> (!test.cmpnd_a<1, !test.smpla, [5, 6]>, !test.cmpnd_a<1, i32, []>,
    !test.cmpnd_inner<42 <1, !test.smpla, [5, 6]>>,
    !test.cmpnd_nested_outer<i <42 <1, !test.smpla, [5, 6]>>>,
    !test.cmpnd_nested_outer<i !test.cmpnd_inner<42 !test.cmpnd_a<1, !test.smpla, [5, 6]>>>,
    !test.cmpnd_nested_outer_qual<i !test.cmpnd_inner<42 <1, !test.smpla, [5, 6]>>>)

// -----

// The pretty form `!dialect<mnemonic...>` reads as the dotted one.
"test.pretty"() {a = #arith<fastmath<fast>>, b = #test<attr_params<1, 2>>} : () -> (!test<smpla>, !test<int<signed, 8>>)
