// RUN: not ir-opt %s --split-input-file --allow-unregistered-dialect
// Errors in dimension lists whose parts are separated by whitespace.

"u.op"() : () -> (vector<4 x ? x f32>)

// -----

"u.op"() : () -> (memref<4 ? x f32>)

// -----

"u.op"() : () -> (vector<[4 x f32>)

// -----

"u.op"() : () -> (tensor<4 x 2.5 x f32>)

// -----

"u.op"() : () -> (memref<* f32>)

// -----

"u.op"() : () -> (vector<[ ] x f32>)

// -----

"u.op"() : () -> (vector<[f32>)

// -----

"u.op"() : () -> (vector<[ 4
  ] x [ 8 x f32>)
