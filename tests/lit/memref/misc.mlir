// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// assume_alignment, memory_space_cast of ranked and unranked memrefs,
// extract_aligned_pointer_as_index, realloc with and without a size,
// alloca_scope with results (terminator printed) and without (elided).

func.func @f(%m: memref<4xf32>, %u: memref<*xf32, 5>, %s: memref<?xf32>, %i: index, %p: memref<4x8xf32>) -> memref<4xf32> {
  %0 = memref.assume_alignment %m, 16 : memref<4xf32>
  %1 = memref.memory_space_cast %m : memref<4xf32> to memref<4xf32, 3>
  %2 = memref.memory_space_cast %u : memref<*xf32, 5> to memref<*xf32>
  %3 = memref.extract_aligned_pointer_as_index %m : memref<4xf32> -> index
  %4 = memref.realloc %s(%i) : memref<?xf32> to memref<?xf32>
  %5 = memref.realloc %m {alignment = 8} : memref<4xf32> to memref<8xf32>
  %6 = memref.alloca_scope -> (f32) {
    %a = memref.alloca() : memref<4xf32>
    %c0 = arith.constant 0 : index
    %v = memref.load %a[%c0] : memref<4xf32>
    memref.alloca_scope.return %v : f32
  }
  memref.alloca_scope {
    %a = memref.alloca() : memref<4xf32>
  } {foo}
  return %0 : memref<4xf32>
}
