// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect

// The fold of extract_strided_metadata: results the source type knows
// become constants where used; a cast of a ranked memref is read
// through; then reinterpret_cast's folder sees its own metadata.
func.func @static(%m: memref<4x8xf32>) -> (index, index, index, index) {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<4x8xf32> -> memref<f32>, index, index, index, index, index
  return %offset, %sizes#1, %strides#0, %strides#1 : index, index, index, index
}
func.func @partly(%m: memref<?x8xf32>, %x: index) -> (index, index) {
  "test.op"() : () -> ()
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x8xf32> -> memref<f32>, index, index, index, index, index
  %a = arith.addi %sizes#0, %strides#0 : index
  return %a, %offset : index, index
}
func.func @of_cast(%m: memref<4xf32>) -> memref<f32> {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  %base, %offset, %sizes, %strides = memref.extract_strided_metadata %c : memref<?xf32> -> memref<f32>, index, index, index
  return %base : memref<f32>
}
func.func @rebuild(%m: memref<?x4xf32>) -> memref<?x?xf32, strided<[?, ?], offset: ?>> {
  %base, %offset, %sizes:2, %strides:2 = memref.extract_strided_metadata %m : memref<?x4xf32> -> memref<f32>, index, index, index, index, index
  %r = memref.reinterpret_cast %base to offset: [%offset], sizes: [%sizes#0, %sizes#1], strides: [%strides#0, %strides#1] : memref<f32> to memref<?x?xf32, strided<[?, ?], offset: ?>>
  return %r : memref<?x?xf32, strided<[?, ?], offset: ?>>
}
