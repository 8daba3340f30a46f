//! The custom syntax of `toy.func`:
//! `toy.func [private] @name(%a: i32, ...) [-> (T, ...)] [attributes {...}] [{ body }]`.
//!
//! The other toy ops use `format = "..."`; a function's signature binds
//! block arguments of its region, which the declarative format cannot
//! express. The runtime's function-op syntax (`ir::text::function`, the
//! same one `func.func` uses, like MLIR's `parseFunctionOp`) does it, so a
//! dialect with function-like ops writes no parser of its own.

use ir::text::{OpAsmParser, OpAsmPrinter, PResult, function};

/// Parses what follows `toy.func`. `toy.func` has no inherent attributes
/// beyond the signature's own.
pub fn parse_func(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    function::parse_function_op(p, &[])
}

/// Prints what follows `toy.func`.
pub fn print_func(p: &mut OpAsmPrinter<'_, '_>) {
    function::print_function_op(p);
}
