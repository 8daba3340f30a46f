// RUN: not ir-opt %s --split-input-file
// Errors in dimension lists whose parts are separated by whitespace.

func.func private @f(vector<4 x ? x f32>)

// -----

func.func private @f(memref<4 ? x f32>)

// -----

func.func private @f(vector<[4 x f32>)

// -----

func.func private @f(tensor<4 x 2.5 x f32>)

// -----

func.func private @f(memref<* f32>)

// -----

func.func private @f(vector<[ ] x f32>)

// -----

func.func private @f(vector<[f32>)

// -----

func.func private @f(vector<[ 4
  ] x [ 8 x f32>)
