// RUN: ir-opt %s -split-input-file -verify-diagnostics
// Every verifier message of the memref ops, as mlir-opt-22 words it.

func.func @alloc_sizes(%i: index) {
  // expected-error@+1 {{'memref.alloc' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = memref.alloc(%i) : memref<4xf32>
  return
}

// -----

func.func @alloc_symbols(%i: index) {
  // expected-error@+1 {{symbol operand count does not equal memref symbol count: expected 0, got 1}}
  %0 = memref.alloc()[%i] : memref<4xf32>
  return
}

// -----

func.func @alloc_unranked() {
  // expected-error@+1 {{'memref.alloc' op result #0 must be memref of any type values, but got 'memref<*xf32>'}}
  %0 = "memref.alloc"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<*xf32>
  return
}

// -----

func.func @alignment() {
  // expected-error@+1 {{attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0}}
  %0 = memref.alloc() {alignment = 3} : memref<4xf32>
  return
}

// -----

"test.no_scope"() ({
  // expected-error@+1 {{'memref.alloca' op requires an ancestor op with AutomaticAllocationScope trait}}
  %0 = memref.alloca() : memref<4xf32>
  "test.end"() : () -> ()
}) : () -> ()

// -----

func.func @load_indices(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.load' op incorrect number of indices for load, expected 1 but got 0}}
  %0 = memref.load %m[] : memref<4xf32>
  return
}

// -----

func.func @load_type(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.load' op failed to verify that result type matches element type of 'memref'}}
  %0 = "memref.load"(%m, %i) : (memref<4xf32>, index) -> i32
  return
}

// -----

func.func @load_kind(%i: index) {
  // expected-error@+1 {{custom op 'memref.load' invalid kind of type specified: expected builtin.memref, but found 'index'}}
  %0 = memref.load %i[] : index
  return
}

// -----

func.func @store_indices(%m: memref<4xf32>, %v: f32) {
  // expected-error@+1 {{'memref.store' op store index operand count not equal to memref rank}}
  memref.store %v, %m[] : memref<4xf32>
  return
}

// -----

func.func @store_type(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.store' op failed to verify that type of 'value' matches element type of 'memref'}}
  "memref.store"(%i, %m, %i) : (index, memref<4xf32>, index) -> ()
  return
}

// -----

func.func @cast_shape(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32>' are cast incompatible}}
  %0 = memref.cast %m : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @cast_unranked(%u: memref<*xf32>) {
  // expected-error@+1 {{operand type 'memref<*xf32>' and result type 'memref<*xf32>' are cast incompatible}}
  %0 = memref.cast %u : memref<*xf32> to memref<*xf32>
  return
}

// -----

func.func @cast_kind(%i: index) {
  // expected-error@+1 {{custom op 'memref.cast' invalid kind of type specified}}
  %0 = memref.cast %i : index to memref<f32>
  return
}

// -----

func.func @dim_rank0(%m: memref<f32>, %i: index) {
  // expected-error@+1 {{'memref.dim' op operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got 'memref<f32>'}}
  %0 = "memref.dim"(%m, %i) : (memref<f32>, index) -> index
  return
}

// -----

func.func @copy_shape(%m: memref<4xf32>, %n: memref<5xf32>) {
  // expected-error@+1 {{'memref.copy' op requires the same shape for all operands}}
  memref.copy %m, %n : memref<4xf32> to memref<5xf32>
  return
}

// -----

func.func @subview_count(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected 3 offset values, got 2}}
  %0 = memref.subview %m[0, 0][4, 4][1, 1] : memref<8x16x4xf32> to memref<4x4xf32>
  return
}

// -----

func.func @subview_dynamic(%m: memref<8x16x4xf32>, %i: index) {
  // expected-error@+1 {{expected the number of 'offsets' to match the number of dynamic entries in 'static_offsets' (1 vs 0)}}
  %0 = "memref.subview"(%m, %i) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 1, 1>, static_strides = array<i64: 1, 1, 1>}> : (memref<8x16x4xf32>, index) -> memref<1x1x1xf32>
  return
}

// -----

func.func @subview_mixed_offsets(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 3) so the rank of the result type is well-formed.}}
  %0 = "memref.subview"(%m) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0>, static_sizes = array<i64: 1, 1, 1>, static_strides = array<i64: 1, 1, 1>}> : (memref<8x16x4xf32>) -> memref<1x1x1xf32>
  return
}

// -----

func.func @subview_mixed_strides(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected mixed sizes rank to match mixed strides rank (3 vs 4) so the rank of the result type is well-formed.}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32>
  return
}

// -----

func.func @subview_negative_offset(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected offsets to be non-negative, but got -1}}
  %0 = memref.subview %m[-1, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[64, 4, 1]>>
  return
}

// -----

func.func @subview_negative_size(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected sizes to be non-negative, but got -4}}
  %0 = memref.subview %m[0, 0, 0][4, -4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[64, 4, 1]>>
  return
}

// -----

func.func @subview_space(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<8x16x4xf32>' and subview memref type 'memref<4x4x4xf32, strided<[64, 4, 1]>, 2>'}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[64, 4, 1]>, 2>
  return
}

// -----

func.func @subview_not_strided(%m: memref<8xf32, affine_map<(d0) -> (d0 floordiv 2)>>) {
  // expected-error@+1 {{base type 'memref<8xf32, affine_map<(d0) -> (d0 floordiv 2)>>' is not strided}}
  %0 = memref.subview %m[0][4][1] : memref<8xf32, affine_map<(d0) -> (d0 floordiv 2)>> to memref<4xf32>
  return
}

// -----

func.func @subview_rank(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected result rank to be smaller or equal to the source rank, but got 'memref<4x4x4x4xf32>'}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4x4xf32>
  return
}

// -----

func.func @subview_sizes(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4x4xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result sizes), but got 'memref<4x4x3xf32, strided<[64, 4, 1]>>'}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x3xf32, strided<[64, 4, 1]>>
  return
}

// -----

func.func @subview_element(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected result element type to be 'f32', but got 'memref<4x4x4xi32, strided<[64, 4, 1]>>'}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xi32, strided<[64, 4, 1]>>
  return
}

// -----

func.func @subview_identity_layout(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{expected result type to be 'memref<4x4x4xf32, strided<[64, 4, 1]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4x4xf32>'}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32>
  return
}

// -----

func.func @subview_offset(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{(mismatch of result layout), but got 'memref<4x4x4xf32, strided<[64, 4, 1], offset: 3>>'}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<4x4x4xf32, strided<[64, 4, 1], offset: 3>>
  return
}

// -----

func.func @subview_dropped_stride(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{(mismatch of result layout), but got 'memref<1x1xf32, strided<[2, 1]>>'}}
  %0 = memref.subview %m[0, 0, 0][1, 1, 1][1, 1, 1] : memref<8x16x4xf32> to memref<1x1xf32, strided<[2, 1]>>
  return
}

// -----

func.func @subview_dynamic_stride(%m: memref<8x16x4xf32>, %i: index) {
  // expected-error@+1 {{expected result type to be 'memref<4x4x4xf32, strided<[64, 4, ?]>>' or a rank-reduced version. (mismatch of result layout), but got 'memref<4x4x4xf32>'}}
  %0 = memref.subview %m[0, 0, 0][4, 4, 4][1, 1, %i] : memref<8x16x4xf32> to memref<4x4x4xf32>
  return
}

// -----

func.func @subview_bounds(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{slice along dimension 0 runs out-of-bounds: 8 >= 8}}
  %0 = memref.subview %m[0, 0, 0][9, 4, 4][1, 1, 1] : memref<8x16x4xf32> to memref<9x4x4xf32, strided<[64, 4, 1]>>
  return
}

// -----

func.func @subview_bounds_reduced(%m: memref<8x16x4xf32>) {
  // expected-error@+1 {{slice along dimension 2 runs out-of-bounds: 4 >= 4}}
  %0 = memref.subview %m[3, 4, 2][1, 6, 3][1, 1, 1] : memref<8x16x4xf32> to memref<6x3xf32, strided<[4, 1], offset: 210>>
  return
}

// -----

func.func @view_sizes(%m: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{'memref.view' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = memref.view %m[%i][] : memref<2048xi8> to memref<?x4xf32>
  return
}

// -----

func.func @view_result_map(%m: memref<2048xi8>, %i: index) {
  // expected-error@+1 {{unsupported map for result memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.view %m[%i][] : memref<2048xi8> to memref<4xf32, strided<[2]>>
  return
}

// -----

func.func @view_base_map(%m: memref<2048xi8, strided<[1], offset: 1>>, %i: index) {
  // expected-error@+1 {{unsupported map for base memref type 'memref<2048xi8, strided<[1], offset: 1>>'}}
  %0 = memref.view %m[%i][] : memref<2048xi8, strided<[1], offset: 1>> to memref<4xf32>
  return
}

// -----

func.func @view_space(%m: memref<2048xi8, 2>, %i: index) {
  // expected-error@+1 {{different memory spaces specified for base memref type 'memref<2048xi8, 2>' and view memref type 'memref<4xf32>'}}
  %0 = memref.view %m[%i][] : memref<2048xi8, 2> to memref<4xf32>
  return
}

// -----

func.func @view_source(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{'memref.view' op operand #0 must be 1D memref of 8-bit signless integer values, but got 'memref<4xf32>'}}
  %0 = "memref.view"(%m, %i) : (memref<4xf32>, index) -> memref<f32>
  return
}

// -----

func.func @reinterpret_element(%m: memref<?xf32>) {
  // expected-error@+1 {{different element types specified for source type 'memref<?xf32>' and result memref type 'memref<10xi32>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xi32>
  return
}

// -----

func.func @reinterpret_space(%m: memref<?xf32>) {
  // expected-error@+1 {{different memory spaces specified for source type 'memref<?xf32>' and result memref type 'memref<10xf32, 2>'}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, 2>
  return
}

// -----

func.func @reinterpret_size(%m: memref<?xf32>) {
  // expected-error@+1 {{expected result type with size = 10 instead of 11 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [1] : memref<?xf32> to memref<11xf32>
  return
}

// -----

func.func @reinterpret_offset(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{expected result type with offset = dynamic instead of 2}}
  %0 = memref.reinterpret_cast %m to offset: [%i], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32, strided<[1], offset: 2>>
  return
}

// -----

func.func @reinterpret_stride(%m: memref<?xf32>, %i: index) {
  // expected-error@+1 {{expected result type with stride = dynamic instead of 3 in dim = 0}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10], strides: [%i] : memref<?xf32> to memref<10xf32, strided<[3]>>
  return
}

// -----

func.func @reinterpret_offsets(%m: memref<?xf32>) {
  // expected-error@+1 {{expected mixed offsets rank to match mixed sizes rank (2 vs 1) so the rank of the result type is well-formed.}}
  %0 = memref.reinterpret_cast %m to offset: [0, 1], sizes: [10], strides: [1] : memref<?xf32> to memref<10xf32>
  return
}

// -----

func.func @reinterpret_sizes(%m: memref<?xf32>) {
  // expected-error@+1 {{expected 1 size values, got 2}}
  %0 = memref.reinterpret_cast %m to offset: [0], sizes: [10, 1], strides: [1, 1] : memref<?xf32> to memref<10xf32>
  return
}

// -----

// expected-error@+1 {{custom op 'memref.global' type should be static shaped memref, but got 'memref<?xf32>'}}
memref.global @dynamic : memref<?xf32>

// -----

// expected-error@+1 {{'memref.global' op type should be static shaped memref, but got 'memref<?xf32>'}}
"memref.global"() <{sym_name = "g", type = memref<?xf32>}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op initial value should be a unit or elements attribute, but got 3 : i32}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = 3 : i32}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op initial value element expected to be of type 'f32', but was of type 'i32'}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1> : tensor<2xi32>}> : () -> ()

// -----

// expected-error@+1 {{'memref.global' op initial value shape expected to be 2 but was 3}}
"memref.global"() <{sym_name = "g", type = memref<2xf32>, initial_value = dense<1.0> : tensor<3xf32>}> : () -> ()

// -----

func.func @get_global_missing() {
  // expected-error@+1 {{'memref.get_global' op 'nope' does not reference a valid global memref}}
  %0 = memref.get_global @nope : memref<2xf32>
  return
}

// -----

memref.global @g : memref<3xf32>
func.func @get_global_type() {
  // expected-error@+1 {{'memref.get_global' op result type 'memref<2xf32>' does not match type 'memref<3xf32>' of the global memref @g}}
  %0 = memref.get_global @g : memref<2xf32>
  return
}

// -----

func.func @get_global_dynamic() {
  // expected-error@+1 {{'memref.get_global' op result #0 must be statically shaped memref of any type values, but got 'memref<?xf32>'}}
  %0 = "memref.get_global"() {name = @x} : () -> memref<?xf32>
  return
}

// -----

func.func @metadata_strided(%m: memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>) {
  // expected-error@+1 {{'memref.extract_strided_metadata' op operand #0 must be strided memref of any type values, but got 'memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>'}}
  %b, %o, %s, %t = "memref.extract_strided_metadata"(%m) : (memref<4xf32, affine_map<(d0) -> (d0 floordiv 2)>>) -> (memref<f32>, index, index, index)
  return
}

// -----

func.func @metadata_base(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.extract_strided_metadata' op result #0 must be strided memref of any type values of rank 0, but got 'memref<1xf32>'}}
  %b, %o, %s, %t = "memref.extract_strided_metadata"(%m) : (memref<4xf32>) -> (memref<1xf32>, index, index, index)
  return
}

// -----

func.func @subview_offset_bounds(%m: memref<8xf32>) {
  // expected-error@+1 {{offset 0 is out-of-bounds: 9 >= 8}}
  %0 = memref.subview %m[9][0][1] : memref<8xf32> to memref<0xf32, strided<[1], offset: 9>>
  return
}

// -----

func.func @assume(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.assume_alignment' op alignment must be power of 2}}
  %0 = memref.assume_alignment %m, 12 : memref<4xf32>
  return
}

// -----

func.func @assume_positive(%m: memref<4xf32>) {
  // expected-error@+1 {{attribute 'alignment' failed to satisfy constraint: 32-bit signless integer attribute whose value is positive}}
  %0 = memref.assume_alignment %m, 0 : memref<4xf32>
  return
}

// -----

func.func @space_cast(%m: memref<4xf32>) {
  // expected-error@+1 {{'memref.memory_space_cast' op operand type 'memref<4xf32>' and result type 'memref<5xf32, 1>' are cast incompatible}}
  %0 = memref.memory_space_cast %m : memref<4xf32> to memref<5xf32, 1>
  return
}

// -----

func.func @realloc_layout(%m: memref<4xf32, strided<[2]>>) {
  // expected-error@+1 {{unsupported layout for source memref type 'memref<4xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32, strided<[2]>> to memref<8xf32>
  return
}

// -----

func.func @realloc_result_layout(%m: memref<4xf32>) {
  // expected-error@+1 {{unsupported layout for result memref type 'memref<8xf32, strided<[2]>>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, strided<[2]>>
  return
}

// -----

func.func @realloc_space(%m: memref<4xf32>) {
  // expected-error@+1 {{different memory spaces specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xf32, 1>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xf32, 1>
  return
}

// -----

func.func @realloc_element(%m: memref<4xf32>) {
  // expected-error@+1 {{different element types specified for source memref type 'memref<4xf32>' and result memref type 'memref<8xi32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<8xi32>
  return
}

// -----

func.func @realloc_missing(%m: memref<4xf32>) {
  // expected-error@+1 {{missing dimension operand for result type 'memref<?xf32>'}}
  %0 = memref.realloc %m : memref<4xf32> to memref<?xf32>
  return
}

// -----

func.func @realloc_unneeded(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{unnecessary dimension operand for result type 'memref<8xf32>'}}
  %0 = memref.realloc %m(%i) : memref<4xf32> to memref<8xf32>
  return
}

// -----

func.func @realloc_rank(%m: memref<4x4xf32>) {
  // expected-error@+1 {{'memref.realloc' op operand #0 must be 1D memref of any type values, but got 'memref<4x4xf32>'}}
  %0 = "memref.realloc"(%m) : (memref<4x4xf32>) -> memref<8xf32>
  return
}

// -----

func.func @scope_return() {
  // expected-error@+1 {{'memref.alloca_scope.return' op expects parent op 'memref.alloca_scope'}}
  memref.alloca_scope.return
}

// -----
// The dynamic index lists (`ir::text::index_list`): a bad entry is
// reported where it is, then at the op name.

func.func @subview_offset_past_64_bits(%m: memref<?xf32>) {
  // expected-error@+2 {{custom op 'memref.subview' integer value too large}}
  // expected-error@+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m[99999999999999999999] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
  return
}

// -----

func.func @reinterpret_cast_offset_past_i64(%m: memref<?xf32>) {
  // expected-error@+2 {{custom op 'memref.reinterpret_cast' integer value too large}}
  // expected-error@+1 {{custom op 'memref.reinterpret_cast' expected SSA value or integer}}
  %0 = memref.reinterpret_cast %m to offset: [9223372036854775808], sizes: [4], strides: [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
  return
}

// -----

func.func @subview_unclosed(%m: memref<?xf32>, %i: index) {
  // expected-error@+2 {{expected ']' in dynamic index list}}
  // expected-error@+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m[%i, 4 [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
  return
}

// -----

func.func @subview_not_an_entry(%m: memref<?xf32>, %i: index) {
  // expected-error@+2 {{custom op 'memref.subview' expected integer value}}
  // expected-error@+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m[%i, x] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
  return
}

// -----

func.func @subview_no_list(%m: memref<?xf32>) {
  // expected-error@+2 {{expected '[' in dynamic index list}}
  // expected-error@+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m 4] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
  return
}

// -----

func.func @subview_scalable_unclosed(%m: memref<?xf32>) {
  // expected-error@+1 {{custom op 'memref.subview' expected SSA value or integer}}
  %0 = memref.subview %m[[4, 5] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
  return
}

// -----

func.func @subview_true_is_minus_one(%m: memref<?xf32>) {
  // expected-error@+1 {{expected offsets to be non-negative, but got -1}}
  %0 = memref.subview %m[true] [4] [1] : memref<?xf32> to memref<4xf32, strided<[1], offset: ?>>
  return
}
