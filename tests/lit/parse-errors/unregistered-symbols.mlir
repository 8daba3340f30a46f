// RUN: not ir-opt %s --split-input-file
// A type or attribute of an unregistered dialect needs
// --allow-unregistered-dialect, with MLIR's message and place: the text
// after the dot, or the sigil of the `<...>` form.

func.func private @a() -> !foo.baz<1>

// -----

func.func private @a() -> !foo<"baz">

// -----

func.func private @a() attributes {x = #foo.bar}

// -----

func.func private @a() attributes {x = #foo<bar>}
