// RUN: ir-opt %s --canonicalize --split-input-file --allow-unregistered-dialect

// A loop variable bound to a symbol position (through a fold) becomes a
// dimension again (legalizeDemotedDims); a function argument bound to a
// dimension becomes a symbol.
func.func @demote(%a: index, %b: index) {
  affine.for %i = 2 to 3 {
    %0 = affine.max affine_map<(d0, d1) -> (d1)>(%a, %i)
    %1 = affine.apply affine_map<()[s0, s1] -> (s1 + 1 - s0 mod 3)>()[%0, %b]
    "test.use"(%1) : (index) -> ()
  }
  affine.for %i = 0 to %a {
    %2 = affine.min affine_map<(d0)[s0] -> (d0)>(%i)[%b]
    %3 = affine.apply affine_map<()[s0, s1] -> (s0 * 2 + s1)>()[%2, %a]
    "test.use"(%3) : (index) -> ()
  }
  return
}

// -----

// Flattening rebuilds `x mod c` terms and orders symbols after the
// quotients of dimensions, as MLIR 22's expression constructors do.
func.func @terms(%a: index, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      %0 = affine.apply affine_map<(d0)[s0] -> (-(d0 mod 4) + s0 * 2)>(%i)[%a]
      %1 = affine.apply affine_map<(d0)[s0] -> ((d0 mod 8) mod 3 + s0)>(%i)[%a]
      %2 = affine.apply affine_map<(d0, d1) -> (d0 + d1 - (d1 floordiv 2) * 2)>(%i, %j)
      %3 = affine.apply affine_map<(d0)[s0] -> (-s0 + (s0 ceildiv 4) mod 2 + d0)>(%i)[%a]
      "test.use"(%0, %1, %2, %3) : (index, index, index, index) -> ()
    }
  }
  return
}
