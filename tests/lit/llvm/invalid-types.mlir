// RUN: ir-opt %s --split-input-file --verify-diagnostics
// Invalid LLVM types: each with mlir-opt-22's message, at its place.

// expected-error @+1 {{invalid array element type: '!llvm.void'}}
func.func private @a() -> !llvm.array<4 x void>

// -----

// expected-error @+1 {{invalid LLVM structure element type: '!llvm.void'}}
func.func private @a() -> !llvm.struct<(i32, void)>

// -----

// expected-error @+1 {{invalid LLVM structure element type: '!llvm.func<void ()>'}}
func.func private @a() -> !llvm.struct<"s", (i32, func<void ()>)>

// -----

// expected-error @+1 {{invalid function result type: '!llvm.func<void ()>'}}
func.func private @a() -> !llvm.func<func<void ()> ()>

// -----

// expected-error @+1 {{invalid function argument type: '!llvm.void'}}
func.func private @a() -> !llvm.func<void (void)>

// -----

func.func private @a() -> !llvm.struct<"s", (i32)>
// expected-error @+1 {{identified type already used with a different body}}
func.func private @b() -> !llvm.struct<"s", (i64)>

// -----

func.func private @a() -> !llvm.struct<"s", (i32)>
// expected-error @+1 {{identified type already used with a different body}}
func.func private @b() -> !llvm.struct<"s", packed (i32)>

// -----

func.func private @a() -> !llvm.struct<"s", opaque>
// expected-error @+1 {{identified type already used with a different body}}
func.func private @b() -> !llvm.struct<"s", (i32)>

// -----

func.func private @a() -> !llvm.struct<"s", (i32)>
// expected-error @+1 {{redeclaring defined struct as opaque}}
func.func private @b() -> !llvm.struct<"s", opaque>

// -----

func.func private @a() -> !llvm.struct<"s", ()>
// expected-error @+1 {{identified type already used with a different body}}
func.func private @b() -> !llvm.struct<"s", packed ()>

// -----

// expected-error @+1 {{only identified structs can be opaque}}
func.func private @a() -> !llvm.struct<opaque>

// -----

// expected-error @+1 {{unknown LLVM type: foo}}
func.func private @a() -> !llvm.struct<(foo)>

// -----

// expected-error @+1 {{expected 'x'}}
func.func private @a() -> !llvm.array<4xi32>

// -----

// expected-error @+1 {{expected ')'}}
func.func private @a() -> !llvm.func<i32 (i32, ..., i32)>

// -----

// expected-error @+1 {{expected '>'}}
func.func private @a() -> !llvm.ptr<1, 2>

// -----

// An unknown mnemonic at the top level gets the dialect's own wording too.
// expected-error @+1 {{unknown LLVM type: bogus}}
func.func private @a() -> !llvm.bogus

// -----

// expected-error @+1 {{unknown LLVM type: bogus}}
func.func private @a() -> !llvm<bogus>

// -----

// Only pointers among the LLVM types may be vector elements.
// expected-error @+1 {{failed to verify 'elementType': VectorElementTypeInterface instance}}
func.func private @a() -> vector<4x!llvm.struct<(i32)>>

// -----

// expected-error @+1 {{invalid memref element type}}
func.func private @a() -> memref<4x!llvm.ptr>
