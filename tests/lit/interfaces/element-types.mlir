// RUN: ir-opt %s --allow-unregistered-dialect
// RUN: ir-opt %s --allow-unregistered-dialect -mlir-print-op-generic
// Element types accepted through MemRefElementTypeInterface (builtin
// integers, index and floats, `!test.memref_element`) and
// VectorElementTypeInterface (builtin scalars, `!llvm.ptr`); a memref
// layout is any MemRefLayoutAttrInterface attribute, anything else is the
// memory space.
func.func private @memrefs(memref<4x!test.memref_element>, memref<*x!test.memref_element>, memref<2xindex>, memref<2xcomplex<f32>>, memref<2xvector<2xf32>>, memref<2xmemref<3xi8>>, memref<?xbf16, strided<[1]>>, memref<4xf32, "space">)
func.func private @vectors(vector<4x!llvm.ptr>, vector<[2]x!llvm.ptr<1>>, vector<2xindex>, vector<1xf8E4M3FN>)
func.func private @tensors(tensor<4x!llvm.ptr>, tensor<*x!test.memref_element>, tensor<2x!test.test_type>)
func.func @ops() {
  %0 = "test.make"() : () -> memref<4x!test.memref_element>
  %1 = "test.make"() {v = vector<2x!llvm.ptr>} : () -> vector<2x!llvm.ptr<3>>
  return
}
