// RUN: ir-opt %s -split-input-file -verify-diagnostics
// Errors of the affine ops' custom parsers: operand counts against the
// map or set, loop bound forms and prefixes, steps, and subscripts.

func.func @apply_count(%i: index) {
  // expected-error@+1 {{dimension or symbol index mismatch}}
  %x = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i)
  return
}

// -----

func.func @apply_no_parens(%i: index) {
  // expected-error@+1 {{expected '(' in operand list}}
  %x = affine.apply affine_map<(d0) -> (d0)> %i
  return
}

// -----

func.func @two_bound_operands(%i: index) {
  // expected-error@+1 {{expected only one loop bound operand}}
  affine.for %k = %i, %i to 10 {
  }
  return
}

// -----

func.func @lower_needs_max(%i: index) {
  // expected-error@+1 {{lower loop bound affine map with multiple results requires 'max' prefix}}
  affine.for %k = affine_map<(d0) -> (d0, 0)>(%i) to 10 {
  }
  return
}

// -----

func.func @upper_needs_min(%i: index) {
  // expected-error@+1 {{upper loop bound affine map with multiple results requires 'min' prefix}}
  affine.for %k = 0 to affine_map<()[s0] -> (s0, 10)>()[%i] {
  }
  return
}

// -----

func.func @bound_not_a_map() {
  // expected-error@+1 {{expected valid affine map representation for loop bounds}}
  affine.for %k = 0 to "ten" {
  }
  return
}

// -----

func.func @negative_step() {
  // expected-error@+1 {{expected step to be representable as a positive signed integer}}
  affine.for %k = 0 to 10 step -2 {
  }
  return
}

// -----

func.func @missing_to() {
  // expected-error@+1 {{expected 'to' between bounds}}
  affine.for %k = 0 10 {
  }
  return
}

// -----

func.func @if_dims(%i: index) {
  // expected-error@+1 {{dim operand count and integer set dim count must match}}
  affine.if affine_set<(d0, d1) : (d0 - d1 >= 0)>(%i) {
  }
  return
}

// -----

func.func @if_symbols(%i: index) {
  // expected-error@+1 {{symbol operand count and integer set symbol count must match}}
  affine.if affine_set<(d0)[s0] : (d0 - s0 >= 0)>(%i) {
  }
  return
}

// -----

func.func @subscript_name(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{use of undeclared identifier}}
  %v = affine.load %m[i] : memref<4xf32>
  return
}

// -----

func.func @symbol_not_ssa(%m: memref<4xf32>) {
  // expected-error@+1 {{expected ssa identifier}}
  %v = affine.load %m[symbol(3)] : memref<4xf32>
  return
}

// -----

func.func @symbol_unclosed(%m: memref<4xf32>, %n: index) {
  // expected-error@+1 {{expected ')' at end of SSA symbol}}
  %v = affine.load %m[symbol(%n] : memref<4xf32>
  return
}

// -----

func.func @subscripts_unclosed(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{expected ']' in affine map}}
  %v = affine.load %m[%i : memref<4xf32>
  return
}

// -----

func.func @no_subscripts(%m: memref<4xf32>) {
  // expected-error@+1 {{expected '[' in affine map}}
  %v = affine.load %m : memref<4xf32>
  return
}

// -----

func.func @non_affine(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{non-affine expression: at least one of the multiply operands has to be either a constant or symbolic}}
  %v = affine.load %m[%i * %i] : memref<4xf32>
  return
}

// -----

func.func @load_not_memref(%m: tensor<4xf32>, %i: index) {
  // expected-error@+1 {{invalid kind of type specified}}
  %v = affine.load %m[%i] : tensor<4xf32>
  return
}

// -----

func.func @prefetch_rw(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{rw specifier has to be 'read' or 'write'}}
  affine.prefetch %m[%i], load, locality<1>, data : memref<4xf32>
  return
}

// -----

func.func @prefetch_cache(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{cache type has to be 'data' or 'instr'}}
  affine.prefetch %m[%i], read, locality<1>, code : memref<4xf32>
  return
}

// -----

func.func @vector_type(%m: memref<4xf32>, %i: index) {
  // expected-error@+1 {{invalid kind of type specified}}
  %v = affine.vector_load %m[%i] : memref<4xf32>, tensor<4xf32>
  return
}
