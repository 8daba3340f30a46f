// RUN: ir-opt %s --canonicalize --allow-unregistered-dialect

// StaticTensorGenerate: constant extents become static dimensions; the
// body moves to the new op, cast back to the old type.
func.func @static(%n: index, %v: f32) -> tensor<?x?x4xf32> {
  %c8 = arith.constant 8 : index
  %g = tensor.generate %n, %c8 {
  ^bb0(%i: index, %j: index, %k: index):
    %x = "test.elem"(%i, %j, %k) : (index, index, index) -> f32
    tensor.yield %x : f32
  } : tensor<?x?x4xf32>
  return %g : tensor<?x?x4xf32>
}
// All extents constant.
func.func @all_static(%v: f32) -> tensor<?xf32> {
  %c3 = arith.constant 3 : index
  %g = tensor.generate %c3 {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32>
  "test.use"(%g) : (tensor<?xf32>) -> ()
  return %g : tensor<?xf32>
}
// Negative: no constant extent; a negative one.
func.func @dynamic(%n: index, %v: f32) -> tensor<?xf32> {
  %g = tensor.generate %n {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32>
  return %g : tensor<?xf32>
}
func.func @negative(%v: f32) -> tensor<?xf32> {
  %c = arith.constant -1 : index
  %g = tensor.generate %c {
  ^bb0(%i: index):
    tensor.yield %v : f32
  } : tensor<?xf32>
  return %g : tensor<?xf32>
}

// An extract of a generate whose body has no side effects.
func.func @extract(%n: index, %i: index) -> index {
  %g = tensor.generate %n {
  ^bb0(%a: index):
    %x = arith.addi %a, %a : index
    tensor.yield %x : index
  } : tensor<?xindex>
  %e = tensor.extract %g[%i] : tensor<?xindex>
  return %e : index
}
// A body value from outside, and a two-dimensional index.
func.func @extract_2d(%n: index, %v: index, %i: index) -> index {
  %c2 = arith.constant 2 : index
  %g = tensor.generate %n, %n {
  ^bb0(%a: index, %b: index):
    %x = arith.muli %a, %v : index
    %y = arith.addi %x, %b : index
    tensor.yield %y : index
  } : tensor<?x?xindex>
  %e = tensor.extract %g[%i, %c2] : tensor<?x?xindex>
  return %e : index
}
// A body that only reads memory is still trivially dead.
func.func @extract_effects(%n: index, %m: memref<?xf32>, %i: index) -> f32 {
  %g = tensor.generate %n {
  ^bb0(%a: index):
    %x = memref.load %m[%a] : memref<?xf32>
    tensor.yield %x : f32
  } : tensor<?xf32>
  %e = tensor.extract %g[%i] : tensor<?xf32>
  return %e : f32
}
// Negative: the body writes memory.
func.func @extract_writes(%n: index, %m: memref<?xf32>, %v: f32, %i: index) -> f32 {
  %g = tensor.generate %n {
  ^bb0(%a: index):
    memref.store %v, %m[%a] : memref<?xf32>
    tensor.yield %v : f32
  } : tensor<?xf32>
  %e = tensor.extract %g[%i] : tensor<?xf32>
  return %e : f32
}
