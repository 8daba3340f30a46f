// RUN: ir-opt %s --split-input-file --verify-diagnostics
// Invalid LLVM ops: custom-form errors from the parser, generic-form ones
// from the verifiers, each with mlir-opt-22's message.

llvm.func @f(%s: !llvm.struct<(i32, f32)>) {
  %0 = llvm.extractvalue %s[2] : !llvm.struct<(i32, f32)>
  // expected-error @+1 {{custom op 'llvm.extractvalue' position out of bounds: 2}}
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f32)>) {
  %0 = llvm.extractvalue %s[0, 1] : !llvm.struct<(i32, f32)>
  // expected-error @+1 {{custom op 'llvm.extractvalue' expected LLVM IR structure/array type, got: 'i32'}}
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.array<4 x i32>) {
  %0 = llvm.insertvalue %s, %s[-1] : !llvm.array<4 x i32>
  // expected-error @+1 {{custom op 'llvm.insertvalue' position out of bounds: -1}}
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f32)>) {
  // expected-error @+1 {{'llvm.extractvalue' op Type mismatch: extracting from '!llvm.struct<(i32, f32)>' should produce 'i32' but this op returns 'f32'}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>) -> f32
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f32)>, %i: i64) {
  // expected-error @+1 {{'llvm.insertvalue' op Type mismatch: cannot insert 'i64' into '!llvm.struct<(i32, f32)>'}}
  %0 = "llvm.insertvalue"(%s, %i) <{position = array<i64: 0>}> : (!llvm.struct<(i32, f32)>, i64) -> !llvm.struct<(i32, f32)>
  llvm.return
}

// -----

llvm.func @f(%s: !llvm.struct<(i32, f32)>) {
  // expected-error @+1 {{'llvm.extractvalue' op position out of bounds: 7}}
  %0 = "llvm.extractvalue"(%s) <{position = array<i64: 7>}> : (!llvm.struct<(i32, f32)>) -> f32
  llvm.return
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f(%i: i64) -> i32 {
  // expected-error @+1 {{'llvm.return' op expected 1 operand}}
  llvm.return
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f(%i: i64) {
  // expected-error @+1 {{'llvm.return' op expected no operands}}
  llvm.return %i : i64
}

// -----

// expected-note @+1 {{when returning from function}}
llvm.func @f(%i: i64) -> i32 {
  // expected-error @+1 {{'llvm.return' op mismatching result types}}
  llvm.return %i : i64
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array type of 3 i8 elements for the string constant}}
  %1 = llvm.mlir.constant("abc") : i32
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op external functions must have 'external' or 'extern_weak' linkage}}
llvm.func internal @h(i32, ...) -> i32

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected zero or one function result}}
llvm.func @multi() -> (i32, i32)

// -----

llvm.func @f(%s: !llvm.struct<(i32)>) {
  %0 = llvm.extractvalue %s[0, -1] : !llvm.struct<(i32)>
  // expected-error @+1 {{custom op 'llvm.extractvalue' expected LLVM IR structure/array type, got: 'i32'}}
  llvm.return
}

// -----

// expected-error @+1 {{'llvm.func' op functions cannot have 'common' linkage}}
llvm.func common @f() {
  llvm.return
}

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function arguments}}
llvm.func @h(vector<2xindex>)

// -----

// expected-error @+1 {{custom op 'llvm.func' failed to construct function type: expected LLVM type for function results'tf32'}}
llvm.func internal @h() -> tf32

// -----

// expected-error @+1 {{custom op 'llvm.func' attribute 'CConv' occurs more than once in the attribute list}}
llvm.func @f() attributes {CConv = #llvm.cconv<fastcc>, unnamed_addr = 2 : i64}
