// RUN: not ir-opt %s -split-input-file --allow-unregistered-dialect
// Errors of format directives, as MLIR's generated parsers give them.
test.oilist_with_keywords_only keyword keyword

// -----

%i64 = "foo.op"() : () -> (i64)
test.format_custom_directive_operands_and_types %i64 -> () : i64 -> ()

// -----

%i64 = "foo.op"() : () -> (i64)
test.format_custom_directive_operands_and_types %i64 -> (%i64) : i64 -> (i64, i64)

// -----

test.format_optional_else

// -----

test.format_custom_directive_attributes
