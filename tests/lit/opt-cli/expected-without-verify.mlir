// RUN: ir-opt %s
// RUN: ir-opt %s -split-input-file -mlir-print-op-generic
// `expected-*` comments in a run without -verify-diagnostics: mlir-opt-22
// builds its diagnostic checker for the whole file in every mode, routes
// no diagnostic to it unless asked to verify, and the checker reports what
// it still expects when it is destroyed, after every chunk ran. The exit
// code is the run's own.

// expected-error @+1 {{nothing}}
func.func @f() {
  return
}

// -----

// expected-remark @below {{a remark}}
// expected-warning @+1 {{a warning}}
func.func @g() {
  // expected-note @above {{a note}}
  return
}
// expected-error @unknown {{once}}
