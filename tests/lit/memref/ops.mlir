// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// RUN: ir-opt %s -mlir-print-debuginfo
// Buffers and element access in custom form: alloc/alloca with dynamic
// sizes, layout symbols and alignment, load/store with their optional
// attributes, copy, cast, dim, rank, dealloc, and globals with every
// initial-value form; result-name hints (%alloc, %cast, %dim).

#layout = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>

func.func @buffers(%d: index, %s: index, %v: f32, %u: memref<*xf32>) -> index {
  %a = memref.alloc(%d) : memref<4x?xf32>
  %b = memref.alloc()[%s] {alignment = 8} : memref<8x64xf32, #layout, 1>
  %c = memref.alloca(%d)[%s] : memref<?x64xf32, #layout>
  %e = memref.alloca() {alignment = 16 : i64} : memref<f32>
  %c0 = arith.constant 0 : index
  %x = memref.load %a[%c0, %d] {nontemporal = true, alignment = 4} : memref<4x?xf32>
  %y = memref.load %e[] : memref<f32>
  memref.store %v, %a[%c0, %d] {nontemporal = true} : memref<4x?xf32>
  memref.store %x, %e[] {alignment = 32} : memref<f32>
  %n = memref.dim %a, %c0 : memref<4x?xf32>
  %m = memref.dim %u, %c0 : memref<*xf32>
  %r = memref.cast %a : memref<4x?xf32> to memref<?x?xf32>
  %q = memref.cast %a : memref<4x?xf32> to memref<*xf32>
  %t = memref.cast %u : memref<*xf32> to memref<4x?xf32>
  memref.copy %a, %r : memref<4x?xf32> to memref<?x?xf32>
  memref.copy %u, %q : memref<*xf32> to memref<*xf32>
  %k = memref.rank %u : memref<*xf32>
  memref.dealloc %a : memref<4x?xf32>
  memref.dealloc %q : memref<*xf32>
  return %n : index
}

func.func @strided_casts(%m: memref<12x4xf32, strided<[?, ?], offset: ?>>) {
  %0 = memref.cast %m : memref<12x4xf32, strided<[?, ?], offset: ?>> to memref<12x4xf32, strided<[4, 1], offset: 5>>
  %1 = memref.cast %0 : memref<12x4xf32, strided<[4, 1], offset: 5>> to memref<12x4xf32, strided<[?, 1], offset: ?>>
  return
}

memref.global "private" constant @c : memref<2xf32> = dense<[1.0, 2.0]> {alignment = 64}
memref.global @u : memref<3xf16> = uninitialized
memref.global "private" @decl : memref<4xi32>
memref.global @scalar : memref<f32> = dense<1.0>
memref.global "nested" constant @splat : memref<2x2xi8> = dense<7> {foo = "bar"}

func.func @globals() -> memref<2xf32> {
  %0 = memref.get_global @c : memref<2xf32>
  %1 = memref.get_global @scalar : memref<f32>
  return %0 : memref<2xf32>
}
