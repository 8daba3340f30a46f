// RUN: ir-opt %s -allow-unregistered-dialect
// RUN: ir-opt %s -allow-unregistered-dialect -mlir-print-op-generic
// The parser reuses builtin types, affine maps and strided layouts by
// their source text: each text below recurs, next to texts that differ
// from it by one character, inside other types, and split by spaces, so a
// reused value that is not the text's own shows in the output.

#id = affine_map<(d0) -> (d0)>
func.func @f(%m: memref<16x16xf32>, %n: index, %v: vector<4xf32>) -> memref<16x16xf32> {
  %c0 = arith.constant 0 : index
  %a = memref.load %m[%c0, %c0] : memref<16x16xf32>
  %b = memref.load %m[%c0, %n] : memref<16x16xf32>
  memref.store %a, %m[%n, %c0] : memref<16x16xf32>
  %t = "t.op"(%m) : (memref<16x16xf32>) -> memref<16x16xf32, 1>
  %u = "t.op"(%m) : (memref<16x16xf32>) -> memref<16x16xf32, 2>
  %w = "t.op"(%m) : (memref<16x16xf32>) -> memref<16x16xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %x = "t.op"(%m) : (memref<16x16xf32>) -> memref<16x16xf32, affine_map<(d0, d1) -> (d0, d1 + 1)>>
  %y = "t.op"(%m) : (memref<16x16xf32>) -> memref<16x16xf32, affine_map<(d0, d1) -> (d1, d0)>>
  %s1 = memref.subview %m[3, 0] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: 48>>
  %s2 = memref.subview %m[2, 0] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: 32>>
  %s3 = memref.subview %m[3, 0] [8, 8] [1, 1] : memref<16x16xf32> to memref<8x8xf32, strided<[16, 1], offset: 48>>
  %z = "t.op"() : () -> memref < 4xf32 >
  %z1 = "t.op"() : () -> memref<4xf32 >
  %z2 = "t.op"() : () -> memref<4xf32>
  %z3 = "t.op"() : () -> memref<4xf32, #id>
  %z4 = "t.op"() : () -> tuple<memref<4xf32>, vector<4xf32>, tensor<?x4xf32>, complex<f32>>
  %z5 = "t.op"() : () -> tuple<memref<4xf32>, vector<4xf32>, tensor<?x4xf32>, complex<f64>>
  %z6 = "t.op"() : () -> vector<[4]xf32>
  %z7 = "t.op"() : () -> vector<4xf32>
  %p1 = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0)>(%n)[%n]
  %p2 = affine.apply affine_map<(d0)[s0] -> (d0 * 2 + s0)>(%n)[%n]
  %p3 = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0)>(%n)[%n]
  %p4 = affine.apply affine_map<(d0)[s0] -> (d0 * 3 + s0)> (%n)[%n]
  "t.attrs"() {a = affine_map<(d0) -> (d0 * 3)>, b = affine_map<(d0) -> (d0 * 3)>, c = affine_map<(d0) -> (d0 * 4)>, d = affine_set<(d0) : (d0 >= 0)>, e = affine_set<(d0) : (d0 >= 1)>, f = strided<[4, 1]>, g = strided<[4, 1], offset: ?>, h = strided<[4, 1]>} : () -> ()
  return %m : memref<16x16xf32>
}
