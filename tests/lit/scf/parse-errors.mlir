// RUN: ir-opt %s -split-input-file -verify-diagnostics
// Errors of scf's custom parsers: `scf.index_switch` case values are
// 64-bit integers read as MLIR's `parseInteger<int64_t>` reads them.

func.func @case_too_large(%i: index) {
  scf.index_switch %i
  // expected-error@+1 {{custom op 'scf.index_switch' integer value too large}}
  case 18446744073709551616 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @case_too_small(%i: index) {
  scf.index_switch %i
  // expected-error@+1 {{custom op 'scf.index_switch' integer value too large}}
  case -9223372036854775809 {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @case_not_an_integer(%i: index) {
  scf.index_switch %i
  // expected-error@+1 {{expected integer value}}
  case %i {
    scf.yield
  }
  default {
  }
  return
}

// -----

func.func @case_minus_not_an_integer(%i: index) {
  scf.index_switch %i
  // expected-error@+1 {{expected integer value}}
  case - x {
    scf.yield
  }
  default {
  }
  return
}

// -----

// The extremes of i64 and `true`/`false` (read as -1 and 0) are cases.
func.func @case_extremes(%i: index) {
  scf.index_switch %i
  case 9223372036854775807 {
    scf.yield
  }
  case -9223372036854775808 {
    scf.yield
  }
  case true {
    scf.yield
  }
  case false {
    scf.yield
  }
  default {
  }
  return
}
