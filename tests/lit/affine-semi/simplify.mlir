// RUN: ir-opt %s --canonicalize --split-input-file

// simplifySemiAffine: a floordiv, ceildiv or mod by a symbol `s` whose
// dividend is a multiple of `s` is divided symbolically (a mod is 0).
// `%i` is a dimension (a loop's induction variable), `%n`, `%m` symbols.

func.func private @use(index)

func.func @divide_by_symbol(%n: index, %m: index) {
  affine.for %i = 0 to 8 {
    // (d0 * s0) floordiv s0 = d0, and so for ceildiv; mod is 0.
    %0 = affine.apply affine_map<(d0)[s0] -> ((d0 * s0) floordiv s0)>(%i)[%n]
    %1 = affine.apply affine_map<(d0)[s0] -> ((d0 * s0) ceildiv s0)>(%i)[%n]
    %2 = affine.apply affine_map<(d0)[s0] -> ((d0 * s0) mod s0)>(%i)[%n]
    // A sum of multiples: every summand is divided.
    %3 = affine.apply affine_map<(d0)[s0, s1] -> ((d0 * s0 + s0 * s1 + s0 * 3) floordiv s0)>(%i)[%n, %m]
    // A product is a multiple when either factor is.
    %4 = affine.apply affine_map<(d0)[s0, s1] -> (((d0 + s1) * s0) floordiv s0)>(%i)[%n, %m]
    // Not a multiple: d0 + s0 is kept.
    %5 = affine.apply affine_map<(d0)[s0] -> ((d0 + s0) floordiv s0)>(%i)[%n]
    func.call @use(%0) : (index) -> ()
    func.call @use(%1) : (index) -> ()
    func.call @use(%2) : (index) -> ()
    func.call @use(%3) : (index) -> ()
    func.call @use(%4) : (index) -> ()
    func.call @use(%5) : (index) -> ()
  }
  return
}

// -----

func.func private @use(index)

// canSimplifyDivisionBySymbol: a quotient of the same kind commutes with
// the division ((x floordiv y) floordiv s = (x floordiv s) floordiv y),
// one of another kind does not, and one under a product does not either.
func.func @commuting_quotients(%n: index, %m: index) {
  affine.for %i = 0 to 8 {
    %0 = affine.apply affine_map<(d0)[s0, s1] -> (((d0 * s0) floordiv s1) floordiv s0)>(%i)[%n, %m]
    %1 = affine.apply affine_map<(d0)[s0, s1] -> (((d0 * s0) ceildiv s1) ceildiv s0)>(%i)[%n, %m]
    %2 = affine.apply affine_map<(d0)[s0, s1] -> (((d0 * s0) ceildiv s1) floordiv s0)>(%i)[%n, %m]
    %3 = affine.apply affine_map<(d0)[s0] -> (((d0 * (s0 floordiv 2)) * s0) floordiv s0)>(%i)[%n]
    %4 = affine.apply affine_map<(d0)[s0] -> ((d0 * (s0 floordiv 2)) floordiv s0)>(%i)[%n]
    // A modulo is a multiple when both its sides are.
    %5 = affine.apply affine_map<(d0)[s0, s1] -> (((d0 * s0) mod (s1 * s0)) floordiv s0)>(%i)[%n, %m]
    func.call @use(%0) : (index) -> ()
    func.call @use(%1) : (index) -> ()
    func.call @use(%2) : (index) -> ()
    func.call @use(%3) : (index) -> ()
    func.call @use(%4) : (index) -> ()
    func.call @use(%5) : (index) -> ()
  }
  return
}

// -----

func.func private @use(index)

// isModOfModSubtraction: (x - x mod s) mod s is 0, whatever x is.
func.func @mod_of_mod_subtraction(%n: index, %m: index) {
  affine.for %i = 0 to 8 {
    %0 = affine.apply affine_map<(d0)[s0] -> ((d0 - d0 mod s0) mod s0)>(%i)[%n]
    %1 = affine.apply affine_map<(d0)[s0, s1] -> ((d0 + s1 - (s1 + d0) mod s0) mod s0)>(%i)[%n, %m]
    // Not the same x: kept.
    %2 = affine.apply affine_map<(d0)[s0, s1] -> ((d0 - s1 mod s0) mod s0)>(%i)[%n, %m]
    func.call @use(%0) : (index) -> ()
    func.call @use(%1) : (index) -> ()
    func.call @use(%2) : (index) -> ()
  }
  return
}

// -----

func.func private @use(index)

// The divisor is simplified first: here it becomes the symbol s0.
func.func @simplified_divisor(%n: index, %m: index) {
  affine.for %i = 0 to 8 {
    %0 = affine.apply affine_map<(d0)[s0, s1] -> ((d0 * s0) floordiv (s0 + s1 - s1))>(%i)[%n, %m]
    %1 = affine.apply affine_map<(d0)[s0, s1] -> ((d0 * s0) mod ((s0 * s1) floordiv s1))>(%i)[%n, %m]
    func.call @use(%0) : (index) -> ()
    func.call @use(%1) : (index) -> ()
  }
  return
}
