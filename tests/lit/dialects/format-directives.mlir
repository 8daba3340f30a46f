// RUN: ir-opt %s
// RUN: ir-opt %s -mlir-print-op-generic
// Format directives on MLIR's test ops: custom<...> over operands, types
// and attributes, an optional group with an else group, and oilist.
%i64 = arith.constant 1 : i64
test.format_custom_directive_operands_and_types %i64, %i64 -> (%i64) : i64, i64 -> (i64)
test.format_custom_directive_operands_and_types %i64 -> (%i64, %i64) : i64 -> (i64, i64)
test.format_custom_directive_attributes 54 : i64
test.format_custom_directive_attributes 54 : i64, 46 : i64
test.format_custom_directive_attributes 54 : i64, 46 : i64 {a}
test.format_optional_else then
test.format_optional_else else
test.format_optional_else else {x}
test.oilist_with_keywords_only keyword
test.oilist_with_keywords_only otherKeyword keyword
test.oilist_with_keywords_only thirdKeyword otherKeyword
test.oilist_with_keywords_only
test.oilist_with_simple_args thirdKeyword %i64 : i64 keyword %i64 : i64
test.oilist_with_simple_args otherKeyword %i64 : i64 {x}
test.oilist_variadic_with_parens otherKeyword (%i64, %i64 : i64, i64) keyword (%i64 : i64)
test.oilist_variadic_with_parens thirdKeyword (%i64 : i64) {x}
"test.format_optional_else"() <{isFirstBranchPresent}> : () -> ()
