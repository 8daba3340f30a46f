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

// -----

// llvm.mlir.constant's checks, in MLIR's order.
llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected integer type}}
  %0 = llvm.mlir.constant(1 : i32) : f32
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op attribute and type have different float semantics}}
  %0 = llvm.mlir.constant(1.0 : f32) : f64
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected integer type of width 32}}
  %0 = llvm.mlir.constant(1.0 : f32) : i64
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op struct element at index 0 is of wrong type}}
  %0 = llvm.mlir.constant([1, 2]) : !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected array attribute of size 2}}
  %0 = llvm.mlir.constant([1 : i32]) : !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op type and attribute have a different number of elements: 3 vs. 2}}
  %0 = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<3xi32>
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op scalable vector type requires a splat attribute}}
  %0 = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<[2]xi32>
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op expected integer element type for integer elements attribute}}
  %0 = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<2xf32>
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op only supports integer, float, string or elements attributes}}
  %0 = llvm.mlir.constant(unit) : i32
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op for array with an array attribute must have a struct element type}}
  %0 = llvm.mlir.constant([1, 2]) : !llvm.array<2 x i32>
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op nested array attribute size for struct element at index 0 must match struct size: 1 vs. 2}}
  %0 = llvm.mlir.constant([[1]]) : !llvm.array<1 x struct<(i32, i32)>>
  llvm.return
}

// -----

llvm.func @f() {
  // expected-error @+1 {{'llvm.mlir.constant' op nested attribute for sub-array in dimension 0 at index 0 must be a zero, or undef, or array attribute}}
  %0 = llvm.mlir.constant([2, [1]]) : !llvm.array<2 x array<1 x i32>>
  llvm.return
}

// -----

// GEP indices: integers that fit 32 bits, else operands.
llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{custom op 'llvm.getelementptr' integer value too large}}
  %0 = llvm.getelementptr %p[5000000000] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{expected SSA operand}}
  %0 = llvm.getelementptr %p[1.0] : (!llvm.ptr) -> !llvm.ptr, i32
  llvm.return
}

// -----

// A dialect symbol name that goes on past a keyword leaves the rest to
// the dialect's parser.
// expected-error @+1 {{expected '<'}}
func.func private @f() attributes {x = #llvm.linkage-}
