// RUN: ir-opt %s
// RUN: ir-opt %s --mlir-print-op-generic

// memref.reshape: static shape length to a ranked result, dynamic to an
// unranked one, from ranked or unranked sources, integer or index shapes.
func.func @reshape(%m: memref<4x1xf32>, %u: memref<*xf32>, %s1: memref<1xi32>,
                   %s2: memref<2xindex>, %d: memref<?xi64>) {
  %0 = memref.reshape %m(%s1) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf32>
  %1 = memref.reshape %m(%s2) : (memref<4x1xf32>, memref<2xindex>) -> memref<2x2xf32>
  %2 = memref.reshape %u(%s1) : (memref<*xf32>, memref<1xi32>) -> memref<?xf32>
  %3 = memref.reshape %m(%d) : (memref<4x1xf32>, memref<?xi64>) -> memref<*xf32>
  %4 = memref.reshape %u(%d) {tag = 1} : (memref<*xf32>, memref<?xi64>) -> memref<*xf32>
  "test.use"(%0, %1, %2, %3, %4) : (memref<4xf32>, memref<2x2xf32>, memref<?xf32>, memref<*xf32>, memref<*xf32>) -> ()
  return
}

// A memory space is kept by neither check.
func.func @spaces(%m: memref<4xf32, 1>, %s: memref<2xi32, 2>) -> memref<2x2xf32, 3> {
  %0 = "memref.reshape"(%m, %s) : (memref<4xf32, 1>, memref<2xi32, 2>) -> memref<2x2xf32, 3>
  return %0 : memref<2x2xf32, 3>
}
