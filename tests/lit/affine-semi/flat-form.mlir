// RUN: ir-opt %s --canonicalize --split-input-file

// A semi-affine result is flattened with one local per product, division
// or modulo by a non-constant, then rebuilt by getSemiAffineExprFromFlatForm:
// terms sorted by (position, key) — a dimension and its products or
// quotients by a constant first, then its products by symbols in symbol
// order, then the symbol terms — other locals after, the constant last.

func.func private @use(index)

func.func @sorted_terms(%n: index, %m: index) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %0 = affine.apply affine_map<(d0, d1)[s0, s1] -> (s0 * s1 + d1 * s0 + d0 + 5 + s1 + d0 * s1)>(%i, %j)[%n, %m]
      %1 = affine.apply affine_map<(d0, d1)[s0, s1] -> (d1 floordiv s1 + d0 mod 4 + d1 + s0 + s0 floordiv 3)>(%i, %j)[%n, %m]
      // Equal terms add up; cancelled ones disappear.
      %2 = affine.apply affine_map<(d0, d1)[s0] -> (d0 * s0 + d1 + d0 * s0 - d1)>(%i, %j)[%n]
      %3 = affine.apply affine_map<(d0, d1)[s0] -> (d0 + d0 * s0 - d0)>(%i, %j)[%n]
      // A term that is not a dimension or symbol by one comes after.
      %4 = affine.apply affine_map<(d0, d1)[s0, s1] -> ((d0 + d1) * s0 + s1 + d1)>(%i, %j)[%n, %m]
      func.call @use(%0) : (index) -> ()
      func.call @use(%1) : (index) -> ()
      func.call @use(%2) : (index) -> ()
      func.call @use(%3) : (index) -> ()
      func.call @use(%4) : (index) -> ()
    }
  }
  return
}

// -----

func.func private @use(index)

// Two terms with the same sort key, `d0 * s0` and `d0 floordiv s0`:
// MLIR's maps keep the first one, which then stands for both (the
// result is wrong, and is MLIR 22's). Unless the plain rebuild gives
// the expression back, which is then kept as it is.
func.func @same_key(%n: index) {
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %0 = affine.apply affine_map<(d0)[s0] -> (d0 * s0 + (d0 floordiv s0) * 2)>(%i)[%n]
      %1 = affine.apply affine_map<(d0, d1)[s0] -> (d0 * s0 + d1 + (d0 floordiv s0) * 2)>(%i, %j)[%n]
      func.call @use(%0) : (index) -> ()
      func.call @use(%1) : (index) -> ()
    }
  }
  return
}

// -----

func.func private @use(index)
func.func private @usef(f32)

// The same simplification in affine.min/max and affine.load maps
// (composition and canonicalizeMapAndOperands run first: a dimension
// bound to a symbol becomes a symbol).
func.func @other_ops(%n: index, %m: index, %buf: memref<64x64xf32>) {
  affine.for %i = 0 to 8 {
    %0 = affine.min affine_map<(d0)[s0, s1] -> ((d0 * s0) floordiv s0, s1 * s0 + d0 * s1, 16)>(%i)[%n, %m]
    %1 = affine.max affine_map<(d0, d1)[s0] -> ((d0 * s0 + d1 * s0) ceildiv s0, (d1 - d1 mod s0) mod s0)>(%i, %m)[%n]
    %2 = affine.apply affine_map<(d0)[s0] -> (d0 * s0)>(%i)[%n]
    %3 = "affine.load"(%buf, %2, %i, %n) <{map = affine_map<(d0, d1)[s0] -> (d0 floordiv s0, (d1 * s0 + s0) mod s0)>}> : (memref<64x64xf32>, index, index, index) -> f32
    func.call @use(%0) : (index) -> ()
    func.call @use(%1) : (index) -> ()
    func.call @usef(%3) : (f32) -> ()
  }
  return
}
