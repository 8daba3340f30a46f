// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// gpu.alloc, gpu.dealloc and gpu.wait with and without `async`,
// dependencies, `host_shared`, dynamic sizes and layout symbols.
func.func @tokens() -> !gpu.async.token {
  %t0 = gpu.wait async
  %t1 = gpu.wait async [%t0]
  %t2 = gpu.wait async [%t0, %t1]
  gpu.wait [%t0, %t1]
  gpu.wait
  gpu.wait {tag}
  gpu.wait []
  return %t2 : !gpu.async.token
}

func.func @memory(%n: index, %s: index, %t: !gpu.async.token) {
  %m = gpu.alloc () : memref<4xf32>
  %m2, %t2 = gpu.alloc async [%t] (%n) : memref<?xf32>
  %m3 = gpu.alloc host_shared (%n) : memref<?x4xf32, 1>
  %m4 = gpu.alloc (%n)[%s] : memref<?x4xf32, affine_map<(d0, d1)[s0] -> (d0 * 4 + d1 + s0)>>
  %m5, %t5 = gpu.alloc async host_shared () : memref<2xi8>
  %m6 = gpu.alloc (%n, %n)[%s, %s] : memref<?x?xf16, strided<[?, 1], offset: ?>>
  %m7 = gpu.alloc [] () {note = 1} : memref<1024xf32>
  %t3 = gpu.dealloc async [%t2, %t5] %m2 : memref<?xf32>
  gpu.dealloc %m : memref<4xf32>
  %t4 = gpu.dealloc async %m5 : memref<2xi8>
  gpu.dealloc [%t3, %t4] %m3 : memref<?x4xf32, 1>
  return
}
