// RUN: not ir-opt %s --split-input-file
// A type or attribute of an unregistered dialect needs
// --allow-unregistered-dialect, with MLIR's message and place: the text
// after the dot, or the sigil of the `<...>` form.

%0 = "builtin.unrealized_conversion_cast"() : () -> !foo.baz<1>

// -----

%0 = "builtin.unrealized_conversion_cast"() : () -> !foo<"baz">

// -----

"builtin.unrealized_conversion_cast"() {x = #foo.bar} : () -> ()

// -----

"builtin.unrealized_conversion_cast"() {x = #foo<bar>} : () -> ()

// -----

// An invalid namespace is reported first.
"builtin.unrealized_conversion_cast"() {x = #2<internal>} : () -> ()
