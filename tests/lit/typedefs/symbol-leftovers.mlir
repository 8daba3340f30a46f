// RUN: ir-opt %s
// RUN: ir-opt %s --mlir-print-op-generic
// MLIR hands a dialect the text of its symbol (`mnemonic<...>`, or the
// inside of `!dialect<...>`) in a lexer of its own and ignores what the
// dialect's parser leaves of it: these are the types and attributes the
// parsers read, the rest dropped.

func.func private @types() -> (!test.test_type<>, !test.smpla<signed8>, !llvm.void<>, !test<test_type junk>, !llvm<ptr<1> junk>)
func.func private @attrs() attributes {a = #test<attr_params<1,2>tensor>, b = #llvm<linkage<internal> junk>}

// A registered dialect's attribute may be followed by `: type`, which its
// parser ignores.
func.func private @typed() attributes {a = #test.attr_params<1,2> : i32, b = #llvm.linkage<internal> : f32}

// A `std::optional` parameter inside its group is read optionally.
func.func private @optional() -> (!test.optional_value_type<>, !test.optional_value_type<6>)
