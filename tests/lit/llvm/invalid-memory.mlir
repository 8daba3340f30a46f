// RUN: ir-opt %s --split-input-file --verify-diagnostics
// Invalid LLVM memory ops, with mlir-opt-22's messages.

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op 'inbounds_flag' cannot be used directly.}}
  %0 = "llvm.getelementptr"(%p) <{elem_type = i32, noWrapFlags = 1 : i32, rawConstantIndices = array<i32: 1>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{custom op 'llvm.load' expected string or keyword containing one of the following enum values for attribute 'ordering' [not_atomic, unordered, monotonic, acquire, release, acq_rel, seq_cst]}}
  %0 = llvm.load %p atomic bogus : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%i: i64) {
  // expected-error @+1 {{custom op 'llvm.alloca' expected 'x'}}
  %0 = llvm.alloca %i : (i64) -> !llvm.ptr
  llvm.return
}

// -----

// expected-note @+1 {{prior use here}}
llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{use of value '%p' expects different type than prior uses: 'i64' vs '!llvm.ptr'}}
  %0 = llvm.load %p : i64 -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{expected SSA operand}}
  %0 = llvm.getelementptr %p[] : (!llvm.ptr) -> !llvm.ptr, i8
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op unsupported ordering 'release'}}
  %0 = llvm.load %p atomic release {alignment = 4 : i64} : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op expected alignment for atomic access}}
  %0 = llvm.load %p atomic acquire : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i1) {
  // expected-error @+1 {{'llvm.store' op unsupported type 'i1' for atomic access}}
  llvm.store %v, %p atomic release {alignment = 4 : i64} : i1, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: !llvm.struct<(i32)>) {
  // expected-error @+1 {{'llvm.store' op unsupported type '!llvm.struct<(i32)>' for atomic access}}
  llvm.store %v, %p atomic release {alignment = 4 : i64} : !llvm.struct<(i32)>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %v: i32) {
  // expected-error @+1 {{'llvm.store' op unsupported ordering 'acq_rel'}}
  llvm.store %v, %p atomic acq_rel {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i64) {
  // expected-error @+1 {{'llvm.getelementptr' op index 2 indexing a struct is out of bounds}}
  %0 = llvm.getelementptr %p[%i, %i, -2] : (!llvm.ptr, i64, i64) -> !llvm.ptr, !llvm.array<4 x struct<(i8, i8)>>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr, %i: i64) {
  // expected-error @+1 {{'llvm.getelementptr' op expected index 1 indexing a struct to be constant}}
  %0 = llvm.getelementptr %p[0, %i] : (!llvm.ptr, i64) -> !llvm.ptr, !llvm.struct<(i8, i8)>
  llvm.return
}

// -----

// The ODS type constraints of the memory ops, in ODS's order: attributes,
// operands, results, then the op's own checks.

llvm.func @f(%p: i32) {
  // expected-error @+1 {{'llvm.load' op operand #0 must be LLVM pointer type, but got 'i32'}}
  %0 = llvm.load %p : i32 -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op result #0 must be LLVM type with size, but got '!llvm.struct<"o", opaque>'}}
  %0 = llvm.load %p : !llvm.ptr -> !llvm.struct<"o", opaque>
  llvm.return
}

// -----

func.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op result #0 must be LLVM type with size, but got 'index'}}
  %0 = llvm.load %p : !llvm.ptr -> index
  return
}

// -----

func.func @f(%p: !llvm.ptr, %v: tensor<2xi32>) {
  // expected-error @+1 {{'llvm.store' op operand #0 must be LLVM type with size, but got 'tensor<2xi32>'}}
  llvm.store %v, %p : tensor<2xi32>, !llvm.ptr
  return
}

// -----

llvm.func @f(%p: i32) {
  // expected-error @+1 {{'llvm.store' op operand #1 must be LLVM pointer type, but got 'i32'}}
  llvm.store %p, %p : i32, i32
  llvm.return
}

// -----

func.func @f(%n: f32) {
  // expected-error @+1 {{'llvm.alloca' op operand #0 must be signless integer, but got 'f32'}}
  %0 = llvm.alloca %n x i32 : (f32) -> !llvm.ptr
  return
}

// -----

// A non-pointer result leaves the element type out, as MLIR's parser does.
func.func @f(%n: i64) {
  // expected-error @+1 {{'llvm.alloca' op requires attribute 'elem_type'}}
  %0 = llvm.alloca %n x i32 : (i64) -> i32
  return
}

// -----

func.func @f(%n: i64) {
  // expected-error @+1 {{custom op 'llvm.alloca' expected trailing function type with one argument and one result}}
  %0 = llvm.alloca %n x i32 : (i64, i64) -> !llvm.ptr
  return
}

// -----

func.func @f(%n: i64, %p: i64) {
  // expected-error @+1 {{'llvm.getelementptr' op operand #0 must be LLVM pointer type or LLVM dialect-compatible vector of LLVM pointer type, but got 'i64'}}
  %0 = llvm.getelementptr %p[%n] : (i64, i64) -> !llvm.ptr, i32
  return
}

// -----

func.func @f(%n: f32, %p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op operand #1 must be variadic of signless integer or LLVM dialect-compatible vector of signless integer, but got 'f32'}}
  %0 = llvm.getelementptr %p[%n] : (!llvm.ptr, f32) -> !llvm.ptr, i32
  return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op type 'i32' cannot be indexed (index #2)}}
  %0 = llvm.getelementptr %p[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, vector<4xi32>
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.getelementptr' op expected as many dynamic indices as specified in 'rawConstantIndices'}}
  %0 = "llvm.getelementptr"(%p) <{elem_type = i32, noWrapFlags = 0 : i32, rawConstantIndices = array<i32: -2147483648>}> : (!llvm.ptr) -> !llvm.ptr
  llvm.return
}

// -----

// An ODS format checks the inherent attributes of its attr-dict as soon
// as it has read them, before the types that follow.
llvm.func @f(%p: !llvm.ptr, %x: i32) {
  // expected-error @+1 {{custom op 'llvm.store' 'llvm.store' op attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute}}
  llvm.store %x, %p {alignment = i8} : () -> ()
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{custom op 'llvm.load' invalid ordering attribute specification: "bogus"}}
  %0 = llvm.load %p atomic "bogus" : !llvm.ptr -> i32
  llvm.return
}

// -----

llvm.func @f(%p: !llvm.ptr) {
  // expected-error @+1 {{'llvm.load' op expected syncscope to be null for non-atomic access}}
  %0 = "llvm.load"(%p) <{ordering = 0 : i64, syncscope = "x"}> : (!llvm.ptr) -> i32
  llvm.return
}
