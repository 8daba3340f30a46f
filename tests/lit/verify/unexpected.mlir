// RUN: not ir-opt %s -split-input-file -verify-diagnostics
// Diagnostics that nothing expects.

module attributes {foo = 1 : i32} {
}

// -----

// expected-error @+1 {{custom op 'w' is unknown}}
w

// -----

"builtin.module"() ({
^bb0:
^bb1:
}) : () -> () loc("nowhere")
