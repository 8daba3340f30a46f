// RUN: ir-opt %s --split-input-file --verify-diagnostics
// Generic `<{...}>` properties are converted as MLIR's
// setPropertiesFromAttr does, before the op exists: each known property,
// in the order of their names, must fit its storage class (an `I64Attr`
// takes any integer, the verifier checks the width; an I64EnumAttr only
// an i64 holding a case), and a segment-size property needs one entry
// per group.

// expected-error @+1 {{invalid properties {i32attr = "x", i64attr = 1 : i64} for op test.non_negative_int_attr: Invalid attribute `i32attr` in property conversion: "x"}}
"test.non_negative_int_attr"() <{i32attr = "x", i64attr = 1 : i64}> : () -> ()

// -----

// expected-error @+1 {{invalid properties {type = 3 : i64} for op test.type_attr_of: Invalid attribute `type` in property conversion: 3 : i64}}
"test.type_attr_of"() <{type = 3 : i64}> : () -> ()

// -----

func.func @f(%n: i1) {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = array<i32: 1, 0>} for op cf.cond_br: size mismatch in attribute conversion: 2 vs 3}}
  "cf.cond_br"(%n) [^bb1, ^bb1] <{operandSegmentSizes = array<i32: 1, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%n: i1) {
  // expected-error @+1 {{invalid properties {operandSegmentSizes = 5 : i64} for op cf.cond_br: expected DenseI32ArrayAttr for key `value`}}
  "cf.cond_br"(%n) [^bb1, ^bb1] <{operandSegmentSizes = 5}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%n: i1) {
  // expected-error @+1 {{Invalid attribute `branch_weights` in property conversion: 5 : i64}}
  "cf.cond_br"(%n) [^bb1, ^bb1] <{branch_weights = 5, operandSegmentSizes = array<i32: 1, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

func.func @f(%n: i1) {
  // expected-error @+1 {{expects number of branch weights to match number of successors: 1 vs 2}}
  "cf.cond_br"(%n) [^bb1, ^bb1] <{branch_weights = array<i32: 1>, operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
^bb1:
  return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{Invalid attribute `ordering` in property conversion: 2 : i32}}
  %0 = "llvm.load"(%p) <{ordering = 2 : i32, volatile_ = 3}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{Invalid attribute `nontemporal` in property conversion: 1 : i64}}
  %0 = "llvm.load"(%p) <{volatile_ = 3, nontemporal = 1}> : (!llvm.ptr) -> i32
  llvm.return
}

// -----

// expected-error @+1 {{Invalid attribute `visibility_` in property conversion: 7 : i64}}
"llvm.func"() <{CConv = #llvm.cconv<ccc>, function_type = !llvm.func<void ()>, linkage = #llvm.linkage<external>, sym_name = "f", visibility_ = 7 : i64}> ({}) : () -> ()

// -----

llvm.func @f(%n: i64) {
  // An I64Attr property takes any integer; the verifier checks the width.
  // expected-error @+1 {{'llvm.alloca' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute}}
  %0 = "llvm.alloca"(%n) <{elem_type = i32, alignment = 4 : i32}> : (i64) -> !llvm.ptr
  llvm.return
}

// -----

func.func @f(%n: i64) {
  // expected-error @+1 {{Invalid attribute `overflowFlags` in property conversion: 5 : i64}}
  %0 = "arith.addi"(%n, %n) <{overflowFlags = 5}> : (i64, i64) -> i64
  return
}
