// RUN: ir-opt %s --canonicalize

// FoldSelfCopy: a copy of a buffer onto itself does nothing.
func.func @self(%m: memref<4xf32>) {
  memref.copy %m, %m : memref<4xf32> to memref<4xf32>
  return
}

// FoldEmptyCopy: a buffer with a zero dimension holds nothing to copy
// (source or target).
func.func @empty_source(%a: memref<0x4xf32>, %b: memref<0x4xf32>) {
  memref.copy %a, %b : memref<0x4xf32> to memref<0x4xf32>
  return
}
func.func @empty_dynamic(%a: memref<?x0xf32>, %b: memref<?x0xf32>) {
  memref.copy %a, %b : memref<?x0xf32> to memref<?x0xf32>
  return
}

// Negative: distinct non-empty buffers, an unranked one, a dynamic one.
func.func @kept(%a: memref<4xf32>, %b: memref<4xf32>, %u: memref<*xf32>, %v: memref<*xf32>, %d: memref<?xf32>, %e: memref<?xf32>) {
  memref.copy %a, %b : memref<4xf32> to memref<4xf32>
  memref.copy %u, %v : memref<*xf32> to memref<*xf32>
  memref.copy %d, %e : memref<?xf32> to memref<?xf32>
  return
}

// The copy's own fold (FoldCopyOfCast) reads through a cast that only
// makes the type more dynamic, then the copy is a self-copy.
func.func @self_through_cast(%m: memref<4xf32>) {
  %c = memref.cast %m : memref<4xf32> to memref<?xf32>
  memref.copy %c, %m : memref<?xf32> to memref<4xf32>
  return
}

// Unranked self copy.
func.func @self_unranked(%u: memref<*xf32>) {
  memref.copy %u, %u : memref<*xf32> to memref<*xf32>
  return
}
