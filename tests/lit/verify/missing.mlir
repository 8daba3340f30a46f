// RUN: not ir-opt %s -split-input-file -verify-diagnostics
// An expectation that no diagnostic satisfies.

// expected-error @+1 {{this is never reported}}
module {
}

// -----

// expected-warning @below {{custom op 'y' is unknown}}
y

// -----

// expected-error @+2 {{wrong line}}
z

// expected-note@unknown {{nothing at unknown locations}}
