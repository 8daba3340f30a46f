// RUN: not ir-opt %s -split-input-file -verify-diagnostics
// An expectation that no diagnostic satisfies.

// expected-error @+1 {{this is never reported}}
module {
}

// -----

// expected-warning @below {{with an unregistered dialect}}
"foo.y"() : () -> ()

// -----

// expected-error @+2 {{wrong line}}
"foo.z"() : () -> ()

// expected-note@unknown {{nothing at unknown locations}}
