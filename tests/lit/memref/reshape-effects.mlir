// RUN: ir-opt %s --test-side-effects --verify-diagnostics

// memref.reshape: its one memory effect is the read of its shape.
// Static shape length to a ranked result, dynamic to an
// unranked one, from ranked or unranked sources, integer or index shapes.
func.func @reshape(%m: memref<4x1xf32>, %u: memref<*xf32>, %s1: memref<1xi32>,
                   %s2: memref<2xindex>, %d: memref<?xi64>) {
  // expected-remark @below {{found an instance of 'read' on op operand 1, on resource '<Default>'}}
  %0 = memref.reshape %m(%s1) : (memref<4x1xf32>, memref<1xi32>) -> memref<4xf32>
  // expected-remark @below {{found an instance of 'read' on op operand 1, on resource '<Default>'}}
  %1 = memref.reshape %m(%s2) : (memref<4x1xf32>, memref<2xindex>) -> memref<2x2xf32>
  // expected-remark @below {{found an instance of 'read' on op operand 1, on resource '<Default>'}}
  %2 = memref.reshape %u(%s1) : (memref<*xf32>, memref<1xi32>) -> memref<?xf32>
  // expected-remark @below {{found an instance of 'read' on op operand 1, on resource '<Default>'}}
  %3 = memref.reshape %m(%d) : (memref<4x1xf32>, memref<?xi64>) -> memref<*xf32>
  // expected-remark @below {{found an instance of 'read' on op operand 1, on resource '<Default>'}}
  %4 = memref.reshape %u(%d) {tag = 1} : (memref<*xf32>, memref<?xi64>) -> memref<*xf32>
  "test.use"(%0, %1, %2, %3, %4) : (memref<4xf32>, memref<2x2xf32>, memref<?xf32>, memref<*xf32>, memref<*xf32>) -> ()
  return
}

// A memory space is kept by neither check.
func.func @spaces(%m: memref<4xf32, 1>, %s: memref<2xi32, 2>) -> memref<2x2xf32, 3> {
  // expected-remark @below {{found an instance of 'read' on op operand 1, on resource '<Default>'}}
  %0 = "memref.reshape"(%m, %s) : (memref<4xf32, 1>, memref<2xi32, 2>) -> memref<2x2xf32, 3>
  return %0 : memref<2x2xf32, 3>
}
