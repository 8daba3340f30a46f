// RUN: ir-opt %s -test-side-effects -verify-diagnostics
// gpu.alloc allocates its result, gpu.dealloc frees its operand; both on
// the default resource. gpu.wait declares no effects.

func.func @effects(%n: index) {
  // expected-remark@+1 {{found an instance of 'allocate' on op result 0, on resource '<Default>'}}
  %m = gpu.alloc (%n) : memref<?xf32>
  // expected-remark@+1 {{found an instance of 'free' on op operand 0, on resource '<Default>'}}
  gpu.dealloc %m : memref<?xf32>
  // expected-remark@+1 {{found an instance of 'allocate' on op result 0, on resource '<Default>'}}
  %m2, %t = gpu.alloc async host_shared () : memref<4xi8>
  // expected-remark@+1 {{found an instance of 'free' on op operand 1, on resource '<Default>'}}
  %t2 = gpu.dealloc async [%t] %m2 : memref<4xi8>
  gpu.wait [%t2]
  return
}
