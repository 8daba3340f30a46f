// RUN: not ir-opt %s -split-input-file
// A module's inherent attributes spelled in its attribute dictionary are
// checked while parsing, at the dictionary, `sym_name` first.

module attributes {sym_name = 1} {}

// -----

module attributes {sym_visibility = 1} {}

// -----

module @a attributes {sym_visibility = 1, sym_name = 2} {}
