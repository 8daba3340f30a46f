// RUN: ir-opt %s --canonicalize --split-input-file --allow-unregistered-dialect
// RUN: ir-opt %s --canonicalize --split-input-file --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: ir-opt %s --canonicalize=enable-patterns=NoSuchPattern --split-input-file --allow-unregistered-dialect

// SimplifyAffineOp<AffineApplyOp>: a chain of applies composes into one,
// the constant operand becomes part of the map, function arguments are
// promoted from dimensions to symbols.
func.func @chain(%a: index, %b: index) -> index {
  %c3 = arith.constant 3 : index
  %0 = affine.apply affine_map<(d0) -> (d0 + 1)>(%a)
  %1 = affine.apply affine_map<(d0, d1) -> (d0 * 4 + d1)>(%0, %b)
  %2 = affine.apply affine_map<(d0, d1) -> (d0 floordiv 2 + d1)>(%1, %c3)
  return %2 : index
}

// -----

// Operands that repeat merge; operands the map does not use go.
func.func @dedup_unused(%a: index, %b: index) -> (index, index) {
  %0 = affine.apply affine_map<(d0, d1)[s0, s1] -> (d0 + d1 + s0 + s1)>(%a, %a)[%b, %b]
  %1 = affine.apply affine_map<(d0, d1)[s0] -> (d1 * 2)>(%a, %b)[%a]
  return %0, %1 : index, index
}

// -----

// Loop induction variables stay dimensions; the outer value becomes a
// symbol; an apply of the induction variable composes into the access.
func.func @in_loop(%m: memref<100xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %0 = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    %1 = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%0, %n)
    %v = affine.load %m[%1] : memref<100xf32>
    affine.store %v, %m[%0 + 1] : memref<100xf32>
    affine.prefetch %m[%1], read, locality<3>, data : memref<100xf32>
    "test.use"(%1) : (index) -> ()
  }
  return
}

// -----

// Vector loads and stores compose too.
func.func @vector(%m: memref<64xf32>, %i: index) {
  affine.for %j = 0 to 8 {
    %0 = affine.apply affine_map<(d0) -> (d0 * 8)>(%j)
    %v = affine.vector_load %m[%0] : memref<64xf32>, vector<8xf32>
    affine.vector_store %v, %m[%0 + 0] : memref<64xf32>, vector<8xf32>
  }
  return
}

// -----

// Already canonical: nothing changes (dimension from a loop, symbol from
// above), and a map with no operands is left as it is.
func.func @canonical(%m: memref<10x10xf32>, %n: index) {
  affine.for %i = 0 to 10 {
    %0 = affine.apply affine_map<(d0)[s0] -> (d0 + s0)>(%i)[%n]
    %v = affine.load %m[%i, symbol(%n)] : memref<10x10xf32>
    "test.use"(%0, %v) : (index, f32) -> ()
  }
  %c = affine.apply affine_map<() -> (42)>()
  "test.use"(%c) : (index) -> ()
  return
}

// -----

// Simplification with operand bounds: %i in [0, 8) so %i floordiv 8 is 0
// and %i mod 8 is %i; (%i * 8 + %k) floordiv 8 with %k in [0, 8) drops %k.
func.func @bounds(%m: memref<100xf32>) {
  affine.for %i = 0 to 8 {
    affine.for %k = 0 to 8 {
      %0 = affine.apply affine_map<(d0) -> (d0 floordiv 8)>(%i)
      %1 = affine.apply affine_map<(d0) -> (d0 mod 8)>(%i)
      %2 = affine.apply affine_map<(d0, d1) -> ((d0 * 8 + d1) floordiv 8)>(%i, %k)
      %3 = affine.apply affine_map<(d0, d1) -> ((d0 * 8 + d1) mod 8)>(%i, %k)
      %4 = affine.apply affine_map<(d0) -> (d0 ceildiv 16)>(%k)
      "test.use"(%0, %1, %2, %3, %4) : (index, index, index, index, index) -> ()
    }
  }
  affine.for %j = 0 to 64 step 4 {
    %5 = affine.apply affine_map<(d0) -> (d0 mod 4)>(%j)
    %6 = affine.apply affine_map<(d0) -> ((d0 + 3) floordiv 4)>(%j)
    "test.use"(%5, %6) : (index, index) -> ()
  }
  return
}

// -----

// Flattening merges terms and rebuilds them in order.
func.func @simplify(%a: index, %b: index) -> (index, index, index) {
  affine.for %i = 0 to 10 {
    affine.for %j = 0 to 10 {
      %0 = affine.apply affine_map<(d0, d1) -> (d1 + d0 - d1 + d0 * 3)>(%i, %j)
      %1 = affine.apply affine_map<(d0, d1) -> ((d0 * 6 + d1 * 4) floordiv 2)>(%i, %j)
      %2 = affine.apply affine_map<(d0, d1) -> ((d0 + d1) mod 3 + (d0 + d1) floordiv 3 * 3)>(%i, %j)
      "test.use"(%0, %1, %2) : (index, index, index) -> ()
    }
  }
  %c = affine.apply affine_map<(d0)[s0] -> ((d0 * 2 + s0 * 4) mod 2)>(%a)[%b]
  %d = affine.apply affine_map<()[s0] -> (s0 * s0)>()[%a]
  return %c, %d, %d : index, index, index
}
