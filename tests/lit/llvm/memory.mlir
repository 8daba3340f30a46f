// RUN: ir-opt %s
// RUN: ir-opt %s --mlir-print-op-generic
// RUN: ir-opt %s --mlir-print-debuginfo
// The LLVM dialect's memory ops: alloca, load, store (volatile, atomic,
// with inherent attributes in the attr-dict) and getelementptr with
// dynamic and constant indices and its no-wrap flags.

llvm.func @memory(%p: !llvm.ptr, %i: i64, %j: i32) {
  %c = llvm.mlir.constant(1 : i64) : i64
  %a = llvm.alloca %c x i32 {alignment = 4 : i64} : (i64) -> !llvm.ptr
  %b = llvm.alloca inalloca %i x i32 : (i64) -> !llvm.ptr
  %s = llvm.alloca %i x !llvm.struct<(i32, f32)> : (i64) -> !llvm.ptr<3>
  %v = llvm.load %a : !llvm.ptr -> i32
  %w = llvm.load volatile %a {alignment = 8 : i64} : !llvm.ptr -> i32
  %x = llvm.load %p atomic acquire {alignment = 4 : i64} : !llvm.ptr -> i32
  %y = llvm.load %p {nontemporal, other} : !llvm.ptr -> !llvm.struct<(i32, f32)>
  llvm.store %v, %a {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store volatile %w, %p : i32, !llvm.ptr
  llvm.store %x, %p atomic release {alignment = 4 : i64, nontemporal} : i32, !llvm.ptr
  llvm.store %y, %p : !llvm.struct<(i32, f32)>, !llvm.ptr
  llvm.store %p, %p atomic seq_cst {alignment = 8 : i64} : !llvm.ptr, !llvm.ptr
  %g0 = llvm.getelementptr %p[%j, 1] : (!llvm.ptr, i32) -> !llvm.ptr, !llvm.struct<(i32, f32)>
  %g1 = llvm.getelementptr inbounds %p[1] : (!llvm.ptr) -> !llvm.ptr, i32
  %g2 = llvm.getelementptr inbounds|nuw %p[%i, %j, 1, 1] : (!llvm.ptr, i64, i32) -> !llvm.ptr, !llvm.array<4 x struct<"elem", (i8, array<2 x i8>)>>
  %g3 = llvm.getelementptr nusw %s[0] : (!llvm.ptr<3>) -> !llvm.ptr<3>, i8
  %g4 = llvm.getelementptr nusw|nuw %p[%i] {tag} : (!llvm.ptr, i64) -> !llvm.ptr, i8 loc("gep")
  %g5 = llvm.getelementptr nuw %p[%i] : (!llvm.ptr, i64) -> !llvm.ptr, i8
  llvm.return
}

// Vectors of pointers and of indices, and vectors stepped through.
llvm.func @vectors(%p: vector<2x!llvm.ptr>, %i: vector<2xi64>, %q: !llvm.ptr) {
  %g0 = llvm.getelementptr %p[%i] : (vector<2x!llvm.ptr>, vector<2xi64>) -> vector<2x!llvm.ptr>, i32
  %g1 = llvm.getelementptr %q[0, 1, 2] : (!llvm.ptr) -> !llvm.ptr, !llvm.struct<(i32, vector<4xi32>)>
  %v = llvm.load %q : !llvm.ptr -> vector<4xf80>
  llvm.store %p, %q : vector<2x!llvm.ptr>, !llvm.ptr
  llvm.return
}

// ODS's format of load and store: sync scopes, invariant loads and
// invariant groups, an ordering written as a string.
llvm.func @formats(%p: !llvm.ptr, %v: i32) {
  %0 = llvm.load volatile %p atomic syncscope("agent") acquire invariant invariant_group {alignment = 4 : i64, nontemporal} : !llvm.ptr -> i32
  %1 = llvm.load %p invariant : !llvm.ptr -> i32
  llvm.store volatile %v, %p atomic syncscope("s") release invariant_group {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %v, %p atomic "seq_cst" {alignment = 4 : i64} : i32, !llvm.ptr
  llvm.store %v, %p atomic not_atomic : i32, !llvm.ptr
  llvm.return
}
