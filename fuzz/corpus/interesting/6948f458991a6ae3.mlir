// fuzz-args: --verify-diagnostics
// RUN: not ir-opt %s -split-input-file -verify-diagnostics
// An expectation that no diagnostic satisfies.

// expected-error @+1 {{this is never reported}}
test.graph_region {
}

