// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect
// RUN: ir-opt %s --canonicalize=disable-patterns=DimOfMemRefReshape --allow-unregistered-dialect

// DimOfMemRefReshape: the size is loaded from the shape, right after the
// reshape (so a later store to the shape does not change it).
func.func @index_shape(%m: memref<*xf32>, %s: memref<?xindex>, %v: index) -> index {
  %c1 = arith.constant 1 : index
  %r = memref.reshape %m(%s) : (memref<*xf32>, memref<?xindex>) -> memref<*xf32>
  memref.store %v, %s[%c1] : memref<?xindex>
  %d = memref.dim %r, %c1 : memref<*xf32>
  return %d : index
}

// An integer shape is cast to index.
func.func @i32_shape(%m: memref<8xf32>, %s: memref<2xi32>, %i: index) -> index {
  %r = memref.reshape %m(%s) : (memref<8xf32>, memref<2xi32>) -> memref<?x?xf32>
  %d = memref.dim %r, %i : memref<?x?xf32>
  return %d : index
}

// A static dimension is folded first; a dynamic one is loaded.
func.func @static_dim(%m: memref<8xf32>, %s: memref<2xi64>) -> (index, index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = memref.reshape %m(%s) : (memref<8xf32>, memref<2xi64>) -> memref<4x?xf32>
  %d0 = memref.dim %r, %c0 : memref<4x?xf32>
  %d1 = memref.dim %r, %c1 : memref<4x?xf32>
  return %d0, %d1 : index, index
}

// The index is defined after the reshape in its block: no rewrite.
func.func @index_after(%m: memref<8xf32>, %s: memref<2xindex>) -> index {
  %r = memref.reshape %m(%s) : (memref<8xf32>, memref<2xindex>) -> memref<?x?xf32>
  %i = "test.index"() : () -> index
  %d = memref.dim %r, %i : memref<?x?xf32>
  return %d : index
}

// The dim is in a nested region, the index in the function: rewritten.
func.func @nested_dim(%m: memref<8xf32>, %s: memref<2xindex>, %i: index) {
  %r = memref.reshape %m(%s) : (memref<8xf32>, memref<2xindex>) -> memref<?x?xf32>
  "test.region"() ({
    %d = memref.dim %r, %i : memref<?x?xf32>
    "test.use"(%d) : (index) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// The index comes from inside the nested region, the reshape from
// outside: the index does not dominate the reshape, no rewrite.
func.func @index_inside(%m: memref<8xf32>, %s: memref<2xindex>) {
  %r = memref.reshape %m(%s) : (memref<8xf32>, memref<2xindex>) -> memref<?x?xf32>
  "test.region"() ({
    %i = "test.index"() : () -> index
    %d = memref.dim %r, %i : memref<?x?xf32>
    "test.use"(%d) : (index) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// The reshape in a nested region, the index outside it and the dim in
// the region's block: rewritten, the load inside the region.
func.func @both_nested(%m: memref<8xf32>, %s: memref<2xindex>, %i: index) {
  "test.region"() ({
    %r = memref.reshape %m(%s) : (memref<8xf32>, memref<2xindex>) -> memref<?x?xf32>
    "test.side_effect"() : () -> ()
    %d = memref.dim %r, %i : memref<?x?xf32>
    "test.use"(%d) : (index) -> ()
    "test.end"() : () -> ()
  }) : () -> ()
  return
}

// The index is an argument of another block than the reshape's, the dim
// in a third block: the index's region is the reshape's, not a proper
// ancestor, so no rewrite.
func.func @other_blocks(%m: memref<8xf32>, %s: memref<2xindex>) -> index {
  %r = memref.reshape %m(%s) : (memref<8xf32>, memref<2xindex>) -> memref<?x?xf32>
  %i = "test.index"() : () -> index
  cf.br ^bb1(%i : index)
^bb1(%j: index):
  cf.br ^bb2
^bb2:
  %d = memref.dim %r, %j : memref<?x?xf32>
  return %d : index
}

// The index is an argument of the reshape's block: rewritten.
func.func @block_arg(%m: memref<8xf32>, %s: memref<2xindex>, %i: index) -> index {
  cf.br ^bb1(%i : index)
^bb1(%j: index):
  %r = memref.reshape %m(%s) : (memref<8xf32>, memref<2xindex>) -> memref<?x?xf32>
  %d = memref.dim %r, %j : memref<?x?xf32>
  return %d : index
}
