// RUN: ir-opt %s --canonicalize --split-input-file --allow-unregistered-dialect
// RUN: ir-opt %s --canonicalize --split-input-file --allow-unregistered-dialect --mlir-print-debuginfo
// RUN: ir-opt %s --canonicalize=enable-patterns=NoSuchPattern --split-input-file --allow-unregistered-dialect

// CanonicalizeSingleResultAffineMinMaxOp: one result is an affine.apply.
func.func @single_result(%a: index) -> (index, index) {
  %0 = affine.min affine_map<(d0) -> (d0 + 2)>(%a)
  %1 = affine.max affine_map<()[s0] -> (s0 * 3)>()[%a]
  return %0, %1 : index, index
}

// -----

// DeduplicateAffineMinMaxExpressions and the ordering of results by
// their flattened form (CanonicalizeAffineMinMaxOpExprAndTermOrder).
func.func @dedup_and_order(%a: index, %b: index) -> (index, index) {
  %0 = affine.min affine_map<(d0, d1) -> (d0 + d1, d1 + 16, 32, d0 + d1)>(%a, %b)
  %1 = affine.max affine_map<()[s0, s1] -> (s1, s0, s1)>()[%a, %b]
  return %0, %1 : index, index
}

// -----

// MergeAffineMinMaxOp: a min of a min merges (dimension and symbol
// positions), a max of a max too; a min of a max does not.
func.func @merge(%a: index, %b: index, %c: index) -> (index, index, index) {
  %0 = affine.min affine_map<()[s0] -> (s0 + 16, s0 * 8)>()[%a]
  %1 = affine.min affine_map<(d0)[s0] -> (s0 + 4, d0)>(%0)[%b]
  %2 = affine.max affine_map<(d0, d1) -> (d0, d1 + 1)>(%a, %c)
  %3 = affine.max affine_map<()[s0, s1] -> (s0, s1 - 2)>()[%2, %b]
  %4 = affine.min affine_map<()[s0, s1] -> (s0, s1)>()[%2, %c]
  return %1, %3, %4 : index, index, index
}

// -----

// Constant folds: all results constant, and some constant (the map
// changes in place).
func.func @fold(%a: index) -> (index, index, index) {
  %c4 = arith.constant 4 : index
  %c7 = arith.constant 7 : index
  %0 = affine.min affine_map<(d0, d1) -> (d0 + 1, d1 - 2, 10)>(%c4, %c7)
  %1 = affine.max affine_map<(d0, d1) -> (d0 * 2, d1)>(%c4, %c7)
  %2 = affine.min affine_map<(d0, d1) -> (d0, d1 * 2)>(%a, %c4)
  return %0, %1, %2 : index, index, index
}

// -----

// Min and max ops keep the results that the bounds of a loop variable
// make redundant (only affine.for's own bounds are pruned that way), but
// the results are reordered.
func.func @bounded(%n: index) {
  affine.for %i = 0 to 8 {
    %0 = affine.min affine_map<(d0) -> (d0, 8)>(%i)
    %1 = affine.max affine_map<(d0) -> (d0, 0)>(%i)
    %2 = affine.min affine_map<(d0)[s0] -> (d0 + 4, s0)>(%i)[%n]
    "test.use"(%0, %1, %2) : (index, index, index) -> ()
  }
  return
}

// -----

// Nothing to do: results already ordered, not pure affine, or with a
// local variable.
func.func @unchanged(%a: index, %b: index) -> (index, index, index) {
  %0 = affine.min affine_map<(d0, d1) -> (d1, d0)>(%a, %b)
  %1 = affine.min affine_map<()[s0, s1] -> (s0 * s1, s0)>()[%a, %b]
  %2 = affine.max affine_map<()[s0, s1] -> (s0 floordiv 2, s1)>()[%a, %b]
  return %0, %1, %2 : index, index, index
}
