// RUN: not ir-opt %s -split-input-file -verify-diagnostics
// `expected-*-re` patterns are POSIX extended expressions as LLVM's
// Regex reads them: collating names and equivalence classes in brackets,
// `\d` as the letter, backreferences numbered in the whole pattern, where
// each `{{...}}` part is a group of its own (so `(a)\1` alone is valid but
// never matches). The failing expectations are reported as mlir-opt does.

// expected-error-re @+2 {{'func.return' op has 0{{[[.space.]]}}operands, but{{[[=space=]][[.hyphen.]a-z]+}} function}}
func.func @f() -> i32 {
  return
}

// -----

// expected-error-re @+2 {{'func.{{[[=r=]]e[[:alpha:]]}}urn' op has \d{{ \d}}}}
func.func @f() -> i32 {
  return
}

// -----

// expected-error-re @+2 {{'func.return' op has {{\d}} operands}}
func.func @f() -> i32 {
  return
}

// -----

// expected-error-re @+2 {{enclosing function (@{{(a)(b)\2}})}}
func.func @aba() -> i32 {
  return
}

// -----

// expected-error-re @+2 {{enclosing function (@{{(a)(b)\2}})}}
func.func @abb() -> i32 {
  return
}

// -----

// expected-error-re @+2 {{enclosing function (@{{(a)\1}})}}
func.func @aa() -> i32 {
  return
}

// -----

// expected-error-re @+2 {{enclosing function (@{{(a)}}{{(b)}}{{\2}})}}
func.func @aba() -> i32 {
  return
}

// -----

// expected-error-re @+2 {{{{[[:<:]]}}returns{{[[:>:]]}}{{.}}1{{$}}}}
func.func @g() -> i32 {
  return
}
