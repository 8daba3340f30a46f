// RUN: ir-opt %s
// RUN: ir-opt %s --mlir-print-op-generic

// The parser builds expressions with MLIR's simplifying builders, so a
// plain round trip already shows their rules for symbolic operands.

// Two symbols in a product are ordered by position, as in a sum; the
// constant factor of a product moves right of a symbol factor.
#order = affine_map<(d0)[s0, s1, s2] -> (s1 * s0, (s2 * s1) * s0, (s1 * 2) * s0, s2 * (s1 * s0), s1 + s0)>

// A division by a negative constant folds as the signed floor or
// ceiling does; a modulo by one, or by zero, is kept.
#negative = affine_map<(d0, d1) -> ((d0 * 4) floordiv -2, -7 floordiv -2, -7 ceildiv -2, (d0 * 4 + d1) floordiv -2, (d0 * 3) ceildiv -1, d0 mod -2, d0 floordiv 0)>

// `x - (x floordiv q) * q` is `x mod q` for a symbol `q` too, but not
// for a negative constant.
#mod = affine_map<(d0)[s0] -> (d0 - (d0 floordiv s0) * s0, d0 + (d0 floordiv -2) * 2, d0 - (d0 floordiv 2) * 2)>

// A product or division by a symbol is not simplified by the builders:
// that is `simplifyAffineExpr`'s job (see simplify.mlir).
#kept = affine_map<(d0)[s0, s1] -> ((d0 * s0) floordiv s0, (s0 * s1) mod s0, s0 floordiv s0, d0 * s0 + d0 * s0)>

func.func private @maps() attributes {order = #order, negative = #negative, mod = #mod, kept = #kept}
