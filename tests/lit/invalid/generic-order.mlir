// RUN: ir-opt %s --split-input-file --verify-diagnostics
// A generic op's properties and inherent attributes are checked once the
// whole op is read (its type and trailing location included), at its
// name; an optional operand's type in a format is optional too.

// expected-error @+1 {{expected ':' followed by operation type}}
"test.positive_int_attr"() {i32attr = i64}

// -----

// expected-error @+1 {{'test.type_attr_of' op attribute 'type' failed to satisfy constraint: type attribute of 64-bit signless integer}}
"test.type_attr_of"() {type = 3 : i64} : () -> () loc("elsewhere":3:4)

// -----

// expected-error @+1 {{invalid properties {type = 3 : i64} for op test.type_attr_of: Invalid attribute `type` in property conversion: 3 : i64}}
"test.type_attr_of"() <{type = 3 : i64}> : () -> () loc("elsewhere":3:4)

// -----

llvm.func @f(%i: i32) {
  // expected-error @+1 {{custom op 'llvm.return' number of operands and types do not match: got 1 operands and 0 types}}
  llvm.return %i : }

// -----

// expected-error @+1 {{expected '<'}}
"arith.addi"() {overflowFlags = #arith.overflow-} : () -> ()

// -----

// Even an empty property dictionary is too much for an op without
// properties.
// expected-error @+1 {{invalid properties {} for op test.op_commutative: this operation does not support properties}}
"test.op_commutative"() <{}> : () -> ()

// -----

// expected-error @+2 {{expected one of [external, available_externally, linkonce, linkonce_odr, weak, weak_odr, appending, internal, private, extern_weak, common] for LLVM linkage types, got: oge}}
// expected-error @+1 {{failed to parse LinkageAttr parameter 'linkage' which is to be a `linkage::Linkage`}}
func.func private @attrs() attributes {b = #llvm<linkage<oge>>}

// -----

// expected-error @+2 {{for Calling Conventions, got: oge}}
// expected-error @+1 {{failed to parse CConvAttr parameter 'CallingConv' which is to be a `CConv`}}
func.func private @attrs() attributes {b = #llvm.cconv<oge>}

// -----

// A `-` starts an integer, as in MLIR's parseOptionalInteger.
// expected-error @+2 {{expected integer value}}
// expected-error @+1 {{failed to parse TestAttrWithOptionalSigned parameter 'value' which is to be a `std::optional<int64_t>`}}
"test.attrs"() {d = #test.attr_with_optional_signed<-foo.bare>} : () -> ()

// -----

// A mnemonic must be a keyword.
// expected-error @+1 {{expected valid keyword}}
func.func private @a() -> !llvm.9ptr
