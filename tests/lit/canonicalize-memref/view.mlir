// RUN: ir-opt %s --canonicalize

// ViewOpShapeFolder: constant sizes become static dimensions of a new
// view, cast back to the old type.
func.func @shape(%buf: memref<2048xi8>, %s: index, %n: index) -> memref<?x?x4xf32> {
  %c8 = arith.constant 8 : index
  %v = memref.view %buf[%s][%c8, %n] : memref<2048xi8> to memref<?x?x4xf32>
  return %v : memref<?x?x4xf32>
}
func.func @all_constant(%buf: memref<2048xi8>) -> memref<?x?xf32> {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %c16 = arith.constant 16 : index
  %v = memref.view %buf[%c0][%c4, %c16] : memref<2048xi8> to memref<?x?xf32>
  %x = memref.load %v[%c0, %c0] : memref<?x?xf32>
  return %v : memref<?x?xf32>
}

// Negative: only the shift is constant, nothing dynamic to fold.
func.func @shift_only(%buf: memref<2048xi8>, %n: index) -> memref<?xf32> {
  %c0 = arith.constant 0 : index
  %v = memref.view %buf[%c0][%n] : memref<2048xi8> to memref<?xf32>
  return %v : memref<?xf32>
}
func.func @static_type(%buf: memref<2048xi8>) -> memref<4xf32> {
  %c0 = arith.constant 0 : index
  %v = memref.view %buf[%c0][] : memref<2048xi8> to memref<4xf32>
  return %v : memref<4xf32>
}

// ViewOpMemrefCastFolder: a view of a cast of an alloc views the alloc.
func.func @cast_of_alloc(%s: index, %n: index) -> memref<?xf32> {
  %a = memref.alloc() : memref<2048xi8>
  %c = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %v = memref.view %c[%s][%n] : memref<?xi8> to memref<?xf32>
  return %v : memref<?xf32>
}
func.func @cast_of_dynamic_alloc(%m: index, %s: index, %n: index) -> memref<?xf32> {
  %a = memref.alloc(%m) : memref<?xi8>
  %c = memref.cast %a : memref<?xi8> to memref<?xi8>
  %v = memref.view %c[%s][%n] : memref<?xi8> to memref<?xf32>
  return %v : memref<?xf32>
}

// Negative: a cast of an argument, an alloca.
func.func @cast_of_arg(%b: memref<2048xi8>, %s: index, %n: index) -> memref<?xf32> {
  %c = memref.cast %b : memref<2048xi8> to memref<?xi8>
  %v = memref.view %c[%s][%n] : memref<?xi8> to memref<?xf32>
  return %v : memref<?xf32>
}
func.func @cast_of_alloca(%s: index, %n: index) -> memref<?xf32> {
  %a = memref.alloca() : memref<2048xi8>
  %c = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %v = memref.view %c[%s][%n] : memref<?xi8> to memref<?xf32>
  return %v : memref<?xf32>
}

// The two together, and a dim of the result.
func.func @both(%s: index) -> index {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %a = memref.alloc() : memref<2048xi8>
  %c = memref.cast %a : memref<2048xi8> to memref<?xi8>
  %v = memref.view %c[%s][%c4] : memref<?xi8> to memref<?xf32>
  %d = memref.dim %v, %c0 : memref<?xf32>
  "test.use"(%v) : (memref<?xf32>) -> ()
  return %d : index
}
