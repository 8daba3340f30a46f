// RUN: not ir-opt %s --allow-unregistered-dialect -split-input-file
// Types without MemRefElementTypeInterface / VectorElementTypeInterface
// are rejected with MLIR's messages, at MLIR's locations.

func.func private @f(memref<4x!llvm.ptr>)

// -----

func.func private @f(memref<*x!llvm.ptr>)

// -----

func.func private @f(memref<4x!test.test_type>)

// -----

func.func private @f(memref<2x!llvm.struct<(i32)>>)

// -----

func.func private @f(memref<4x!foo.bar>)

// -----

func.func private @f(memref<4xnone>)

// -----

func.func private @f(vector<4x!test.memref_element>)

// -----

func.func private @f(vector<4x!test.test_type>)

// -----

func.func private @f(vector<4x!foo.bar>)

// -----

func.func private @f(vector<4xnone>)

// -----

"test.op"() {a = memref<3x!llvm.ptr<1>>} : () -> ()

// -----

%0 = "test.op"() : () -> vector<2x!llvm.array<2 x i8>>
