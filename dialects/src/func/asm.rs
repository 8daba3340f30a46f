//! The hand-written custom assembly of the func ops, matching `mlir-opt`'s
//! output byte for byte: `func.func [visibility] @name(args) [-> results]
//! [attributes {...}] [{...}]` and `call_indirect %f(%a) : (T) -> U` (the
//! other ops use declarative formats), and `func.constant`'s result name.
//!
//! The function syntax itself is `ir::text::function`'s, shared with every
//! dialect that has function-like ops (the toy example is another).

use ir::text::{OpAsmParser, OpAsmPrinter, PResult};
use ir::{Context, OpRef, Type};

/// Parses `func.func`; `no_inline` may be written in its attributes.
pub fn parse_func(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    ir::text::function::parse_function_op(p, &["no_inline"])
}

/// Prints `func.func`.
pub fn print_func(p: &mut OpAsmPrinter<'_, '_>) {
    ir::text::function::print_function_op(p);
}

/// Parses `: (T...) -> (U...)`.
fn parse_function_type(p: &mut OpAsmParser<'_, '_>) -> PResult<(Type, Vec<Type>, Vec<Type>)> {
    p.parse_punct(b':')?;
    p.parse_function_type()
}

/// Parses `func.call_indirect`: `%f(%a, ...) {attrs} : (T...) -> (U...)`.
pub fn parse_call_indirect(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let callee = p.parse_operand()?;
    p.parse_punct(b'(')?;
    let pos = p.pos();
    let ops = p.parse_operand_list()?;
    p.parse_punct(b')')?;
    p.parse_optional_attr_dict()?;
    let (fty, inputs, results) = parse_function_type(p)?;
    p.resolve_operand(callee, fty)?;
    p.resolve_operands(&ops, &inputs, pos)?;
    p.add_result_types(&results);
    Ok(())
}

/// Prints `func.call_indirect`.
pub fn print_call_indirect(p: &mut OpAsmPrinter<'_, '_>) {
    let operands: Vec<ir::Value> = p.body.operands(p.op).collect();
    let Some((&callee, args)) = operands.split_first() else {
        return;
    };
    p.write(" ");
    p.print_operand(callee);
    p.write("(");
    p.print_operands(args.iter().copied());
    p.write(")");
    p.print_optional_attr_dict(&[]);
    p.write(" : ");
    let t = p.body.value_type(callee);
    p.print_type(t);
}

/// `func.constant`'s result is always named `%f` (MLIR's
/// `ConstantOp::getAsmResultNames`).
pub fn constant_result_names(_ctx: &Context, _op: OpRef<'_>) -> Vec<(usize, String)> {
    vec![(0, "f".to_string())]
}
