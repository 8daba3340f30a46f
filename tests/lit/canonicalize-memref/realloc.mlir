// RUN: ir-opt %s --canonicalize

// SimplifyDeadAlloc<ReallocOp>: a reallocated buffer only stored into and
// freed goes with those users.
func.func @dead(%m: memref<2xf32>, %v: f32, %i: index) {
  %r = memref.realloc %m : memref<2xf32> to memref<4xf32>
  memref.store %v, %r[%i] : memref<4xf32>
  memref.dealloc %r : memref<4xf32>
  return
}
func.func @unused(%m: memref<?xf32>, %n: index) {
  %r = memref.realloc %m(%n) : memref<?xf32> to memref<?xf32>
  return
}

// Negative: the new buffer is read, or escapes.
func.func @read(%m: memref<2xf32>, %i: index) -> f32 {
  %r = memref.realloc %m : memref<2xf32> to memref<4xf32>
  %x = memref.load %r[%i] : memref<4xf32>
  return %x : f32
}
func.func @escapes(%m: memref<2xf32>) -> memref<4xf32> {
  %r = memref.realloc %m : memref<2xf32> to memref<4xf32>
  return %r : memref<4xf32>
}
