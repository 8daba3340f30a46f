//! The hand-written custom assembly of the func ops, matching `mlir-opt`'s
//! output byte for byte: `func.func [visibility] @name(args) [-> results]
//! [attributes {...}] [{...}]` (the other ops use declarative formats), and
//! `func.constant`'s result name.
//!
//! The function syntax itself is `ir::text::function`'s, shared with every
//! dialect that has function-like ops (the toy example is another).

use ir::text::{OpAsmParser, OpAsmPrinter, PResult};
use ir::{Context, OpRef};

/// Parses `func.func`; `no_inline` may be written in its attributes.
pub fn parse_func(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    ir::text::function::parse_function_op(p, &["no_inline"])
}

/// Prints `func.func`.
pub fn print_func(p: &mut OpAsmPrinter<'_, '_>) {
    ir::text::function::print_function_op(p);
}

/// `func.constant`'s result is always named `%f` (MLIR's
/// `ConstantOp::getAsmResultNames`).
pub fn constant_result_names(_ctx: &Context, _op: OpRef<'_>) -> Vec<(usize, String)> {
    vec![(0, "f".to_string())]
}
