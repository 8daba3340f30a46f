// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect
// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect --mlir-print-debuginfo

// SimplifyDeadAlloc: stores into the buffer and its dealloc go with it.
func.func @dead(%v: f32, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  memref.dealloc %a : memref<4xf32>
  return
}

// SimplifyDeadAlloc on alloca.
func.func @dead_alloca(%v: f32, %i: index) {
  %a = memref.alloca() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  return
}

// Negative: the buffer escapes, or is itself the stored value.
func.func @escapes(%v: f32, %i: index) -> memref<4xf32> {
  %a = memref.alloc() : memref<4xf32>
  memref.store %v, %a[%i] : memref<4xf32>
  return %a : memref<4xf32>
}
func.func @stored(%m: memref<1xmemref<4xf32>>, %i: index) {
  %a = memref.alloc() : memref<4xf32>
  memref.store %a, %m[%i] : memref<1xmemref<4xf32>>
  return
}

// SimplifyAllocConst: a constant size becomes static (not a negative one),
// with a cast back; alignment and memory space stay.
func.func @const(%d: index) -> memref<?x?x?xf32> {
  %c4 = arith.constant 4 : index
  %cm = arith.constant -1 : index
  %a = memref.alloc(%d, %c4, %cm) {alignment = 16 : i64} : memref<?x?x?xf32>
  %b = memref.alloca(%c4) : memref<?xf32, 1>
  "test.use"(%b) : (memref<?xf32, 1>) -> ()
  return %a : memref<?x?x?xf32>
}

// SimplifyAllocConst keeps the layout and symbol operands.
func.func @layout(%s: index) -> memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>> {
  %c8 = arith.constant 8 : index
  %a = memref.alloc(%c8)[%s] : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
  return %a : memref<?xf32, affine_map<(d0)[s0] -> (d0 + s0)>>
}

// Negative: read from, so alive; every size dynamic.
func.func @loaded(%i: index, %d: index) -> f32 {
  %a = memref.alloc(%d) : memref<?xf32>
  %v = memref.load %a[%i] : memref<?xf32>
  memref.dealloc %a : memref<?xf32>
  return %v : f32
}
