// RUN: ir-opt %s
// RUN: ir-opt %s --mlir-print-op-generic
// RUN: ir-opt %s --mlir-print-debuginfo
// The LLVM dialect's core ops in custom form: constants and undefined
// values, aggregates, functions (declarations, variadic, linkage).

llvm.func @aggregates(%arg0: i32, %p: !llvm.ptr) -> i32 {
  %0 = llvm.mlir.undef : !llvm.struct<(i32, f32)>
  %1 = llvm.mlir.poison : i32
  %2 = llvm.mlir.zero : !llvm.ptr
  %3 = llvm.mlir.constant(42 : i32) : i32
  %c = llvm.mlir.constant(1 : i64) : i64 loc("c")
  %s = llvm.mlir.constant("abc") : !llvm.array<3 x i8>
  %v = llvm.mlir.constant(dense<[1, 2]> : vector<2xi32>) : vector<2xi32>
  %4 = llvm.insertvalue %arg0, %0[0] : !llvm.struct<(i32, f32)>
  %5 = llvm.extractvalue %4[0] : !llvm.struct<(i32, f32)>
  %n = llvm.mlir.undef : !llvm.struct<"pair", (i32, array<2 x struct<(i8, ptr)>>)>
  %6 = llvm.extractvalue %n[1, 0, 1] {tag} : !llvm.struct<"pair", (i32, array<2 x struct<(i8, ptr)>>)>
  %7 = llvm.insertvalue %p, %n[1, 1, 1] : !llvm.struct<"pair", (i32, array<2 x struct<(i8, ptr)>>)>
  llvm.return %5 : i32
}

// A huge array is indexed without materializing its elements.
llvm.func @huge(%s: !llvm.array<1000000000000 x i32>) -> i32 {
  %0 = llvm.extractvalue %s[999999999999] : !llvm.array<1000000000000 x i32>
  llvm.return %0 : i32
}

llvm.func @declaration()
llvm.func @variadic(i32, ...) -> i32
llvm.func @only_varargs(...)
llvm.func @weak_one(%x: i64) -> i64 attributes {custom} {
  llvm.return %x : i64
}
llvm.func internal @internal_one() {
  llvm.return
}
llvm.func linkonce_odr @odr_one() -> !llvm.struct<(i32)> {
  %0 = llvm.mlir.zero : !llvm.struct<(i32)>
  llvm.return %0 : !llvm.struct<(i32)>
}
llvm.func extern_weak @weak_decl(!llvm.ptr)

// Constants of every kind llvm.mlir.constant accepts.
llvm.func @constants() {
  %0 = llvm.mlir.constant(1.0 : f32) : i32
  %1 = llvm.mlir.constant(dense<1.0> : tensor<2x2xf32>) : !llvm.array<2 x vector<2xf32>>
  %2 = llvm.mlir.constant([[1 : i32, 2.0 : f32], [3 : i32, 4.0 : f32]]) : !llvm.array<2 x struct<(i32, f32)>>
  %3 = llvm.mlir.constant([1 : i32, 2.0 : f32]) : !llvm.struct<(i32, f32)>
  %4 = llvm.mlir.constant(dense<1> : vector<2xi32>) : vector<[2]xi32>
  %5 = llvm.mlir.constant("ab") : !llvm.array<2 x i8>
  %6 = llvm.mlir.constant(true) : i1
  llvm.return
}
