// RUN: not ir-opt %s
// RUN: not ir-opt %s -split-input-file
// RUN: not ir-opt %s -split-input-file -mlir-print-op-on-diagnostic=false
// A run that fails for another reason reports its own error first, then
// the expectations (all of them, once, even those the error would have
// matched under -verify-diagnostics).

// expected-error @+1 {{nothing}}
func.func @ok() {
  return
}

// -----

// expected-error @+1 {{'func.return' op has 0 operands, but enclosing function (@f) returns 1}}
func.func @f() -> i32 {
  return
}

// -----

func.func @after() {
  return
}
