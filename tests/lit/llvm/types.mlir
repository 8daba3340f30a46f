// RUN: ir-opt %s
// RUN: ir-opt %s --mlir-print-op-generic
// RUN: ir-opt %s --mlir-print-debuginfo
// The LLVM dialect's types: pointers with an address space, arrays,
// literal, packed, identified, opaque and recursive structs, functions
// (variadic too) and void; inside an LLVM type, LLVM types drop `!llvm.`.
// Pointers may be vector elements (VectorElementTypeInterface).

func.func @types(%a: !llvm.ptr, %b: !llvm.ptr<3>, %c: !llvm.ptr<0>,
                 %d: !llvm.array<4 x i32>, %e: !llvm.array<2 x array<3 x ptr<1>>>,
                 %f: !llvm.struct<(i32, f32)>, %g: !llvm.struct<packed (i8, i32)>,
                 %h: !llvm.struct<()>, %i: !llvm.struct<(!llvm.ptr, struct<(i1)>)>) {
  return
}

func.func @identified(%a: !llvm.struct<"name", (i32, ptr)>,
                      %b: !llvm.struct<"name", (i32, ptr)>,
                      %c: !llvm.struct<"opaque_one", opaque>,
                      %d: !llvm.struct<"packed_one", packed (i8, i64)>,
                      %e: !llvm.struct<"empty", ()>,
                      %f: !llvm.array<2 x struct<"name", (i32, ptr)>>) {
  return
}

// A struct whose body names itself prints the inner reference by name.
func.func @recursive(%a: !llvm.struct<"list", (i32, ptr)>,
                     %b: !llvm.struct<"rec", (array<2 x struct<"rec">>)>,
                     %c: !llvm.struct<"outer", (struct<"inner", (struct<"outer">)>)>) {
  return
}

func.func private @f0() -> !llvm.func<i32 (i32, ...)>
func.func private @f1() -> !llvm.func<void ()>
func.func private @f2() -> !llvm.func<void (...)>
func.func private @f3() -> !llvm.func<struct<(i32)> (ptr, vector<2xi32>, !llvm.ptr<5>)>
func.func private @f4() -> !llvm.void loc("here")
func.func private @v0(vector<4x!llvm.ptr>, vector<[2]x!llvm.ptr<1>>) -> !llvm.array<2 x vector<4x!llvm.ptr>>
