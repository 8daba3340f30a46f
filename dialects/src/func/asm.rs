//! The custom assembly of the func ops, matching `mlir-opt`'s output byte
//! for byte: `func.func [visibility] @name(args) [-> results] [attributes
//! {...}] [{...}]`, `call @f(%a) : (T) -> U`, `call_indirect %f(%a) : ...`,
//! `constant @f : T` and `return [%v : T]`.
//!
//! The function syntax itself is `ir::text::function`'s, shared with every
//! dialect that has function-like ops (the toy example is another).

use ir::text::{OpAsmParser, OpAsmPrinter, PResult};
use ir::{AttrKind, Attribute, Context, OpRef, Type};

/// Parses `func.func`; `no_inline` may be written in its attributes.
pub fn parse_func(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    ir::text::function::parse_function_op(p, &["no_inline"])
}

/// Prints `func.func`.
pub fn print_func(p: &mut OpAsmPrinter<'_, '_>) {
    ir::text::function::print_function_op(p);
}

/// Parses a flat symbol reference (ODS `FlatSymbolRefAttr` operand).
fn parse_flat_symbol_ref(p: &mut OpAsmParser<'_, '_>) -> PResult<Attribute> {
    let pos = p.pos();
    let a = p.parse_attribute()?;
    match a.kind(p.ctx()) {
        AttrKind::SymbolRef { nested, .. } if nested.is_empty() => Ok(a),
        _ => p.op_error_at(pos, "invalid kind of attribute specified"),
    }
}

/// Parses `: (T...) -> (U...)`.
fn parse_function_type(p: &mut OpAsmParser<'_, '_>) -> PResult<(Type, Vec<Type>, Vec<Type>)> {
    p.parse_punct(b':')?;
    p.parse_function_type()
}

/// Parses `func.call`: `@f(%a, ...) {attrs} : (T...) -> (U...)`.
pub fn parse_call(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let callee = parse_flat_symbol_ref(p)?;
    p.set_property("callee", callee);
    p.parse_punct(b'(')?;
    let pos = p.pos();
    let ops = p.parse_operand_list()?;
    p.parse_punct(b')')?;
    p.parse_optional_attr_dict()?;
    let (_, inputs, results) = parse_function_type(p)?;
    p.resolve_operands(&ops, &inputs, pos)?;
    p.add_result_types(&results);
    Ok(())
}

fn print_call_type(p: &mut OpAsmPrinter<'_, '_>, operands: &[ir::Value]) {
    let ctx = p.ctx();
    let body = p.body;
    let ins: Vec<Type> = operands.iter().map(|&v| body.value_type(v)).collect();
    let outs: Vec<Type> = body.results(p.op).map(|v| body.value_type(v)).collect();
    p.write(" : ");
    p.print_type(Type::function(ctx, &ins, &outs));
}

/// Prints `func.call`.
pub fn print_call(p: &mut OpAsmPrinter<'_, '_>) {
    let ctx = p.ctx();
    let callee = p.body.properties(p.op).dict_get(ctx, ctx.ident("callee"));
    p.write(" ");
    if let Some(c) = callee {
        p.print_attribute_without_type(c);
    }
    let operands: Vec<ir::Value> = p.body.operands(p.op).collect();
    p.write("(");
    p.print_operands(operands.iter().copied());
    p.write(")");
    p.print_optional_attr_dict(&["callee"]);
    print_call_type(p, &operands);
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

/// Parses `func.constant`: `{attrs} @f : type`.
pub fn parse_constant(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    p.parse_optional_attr_dict()?;
    let value = parse_flat_symbol_ref(p)?;
    p.set_property("value", value);
    let t = p.parse_colon_type()?;
    p.add_result_types(&[t]);
    Ok(())
}

/// Prints `func.constant`.
pub fn print_constant(p: &mut OpAsmPrinter<'_, '_>) {
    let ctx = p.ctx();
    p.print_optional_attr_dict(&["value"]);
    if let Some(v) = p.body.properties(p.op).dict_get(ctx, ctx.ident("value")) {
        p.write(" ");
        p.print_attribute_without_type(v);
    }
    if let Some(r) = p.body.results(p.op).next() {
        p.write(" : ");
        let t = p.body.value_type(r);
        p.print_type(t);
    }
}

/// `func.constant`'s result is always named `%f` (MLIR's
/// `ConstantOp::getAsmResultNames`).
pub fn constant_result_names(_ctx: &Context, _op: OpRef<'_>) -> Vec<(usize, String)> {
    vec![(0, "f".to_string())]
}

/// Parses `func.return`: `{attrs} [%v, ... : T, ...]`.
pub fn parse_return(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    p.parse_optional_attr_dict()?;
    if !p.peek_operand() {
        return Ok(());
    }
    let pos = p.pos();
    let ops = p.parse_operand_list()?;
    p.parse_punct(b':')?;
    let tys = p.parse_type_list()?;
    p.resolve_operands(&ops, &tys, pos)
}

/// Prints `func.return`.
pub fn print_return(p: &mut OpAsmPrinter<'_, '_>) {
    p.print_optional_attr_dict(&[]);
    let operands: Vec<ir::Value> = p.body.operands(p.op).collect();
    if operands.is_empty() {
        return;
    }
    p.write(" ");
    p.print_operands(operands.iter().copied());
    p.write(" : ");
    let tys: Vec<Type> = operands.iter().map(|&v| p.body.value_type(v)).collect();
    p.print_types(&tys);
}
