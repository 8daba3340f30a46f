//! The custom assembly of the func ops, matching `mlir-opt`'s output byte
//! for byte: `func.func [visibility] @name(args) [-> results] [attributes
//! {...}] [{...}]`, `call @f(%a) : (T) -> U`, `call_indirect %f(%a) : ...`,
//! `constant @f : T` and `return [%v : T]`.
//!
//! Function signatures are parsed here rather than in `ir::text`, because
//! only function-like ops use them; a general `parse_function_signature`
//! in the text crate was rejected until a second dialect needs one.

use ir::text::{OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand};
use ir::{AttrKind, Attribute, Body, Context, Location, OpRef, Type};

const INFERRED: [&str; 3] = ["sym_visibility", "sym_name", "function_type"];

/// One parsed argument: its SSA name when it has one, type, attributes.
type Arg<'a> = (
    Option<UnresolvedOperand<'a>>,
    Type,
    Attribute,
    Option<Location>,
);

fn parse_args<'a>(p: &mut OpAsmParser<'_, 'a>) -> PResult<Vec<Arg<'a>>> {
    let ctx = p.ctx();
    let mut args: Vec<Arg<'a>> = Vec::new();
    p.parse_punct(b'(')?;
    if p.parse_optional_punct(b')') {
        return Ok(args);
    }
    loop {
        let named = p.peek_operand();
        if let Some(first) = args.first() {
            let pos = p.pos();
            if named && first.0.is_none() {
                return p.op_error_at(pos, "expected type instead of SSA identifier");
            }
            if !named && first.0.is_some() {
                return p.op_error_at(pos, "expected SSA identifier");
            }
        }
        let name = if named {
            let u = p.parse_operand()?;
            p.parse_punct(b':')?;
            Some(u)
        } else {
            None
        };
        let ty = p.parse_type()?;
        let attrs = p
            .parse_optional_dictionary()?
            .unwrap_or_else(|| Attribute::empty_dictionary(ctx));
        let loc = p.parse_optional_location()?;
        args.push((name, ty, attrs, loc));
        if !p.parse_optional_punct(b',') {
            break;
        }
    }
    p.parse_punct(b')')?;
    Ok(args)
}

fn parse_results(p: &mut OpAsmParser<'_, '_>) -> PResult<Vec<(Type, Attribute)>> {
    let ctx = p.ctx();
    let empty = Attribute::empty_dictionary(ctx);
    if !p.parse_optional_arrow() {
        return Ok(Vec::new());
    }
    if !p.parse_optional_punct(b'(') {
        return Ok(vec![(p.parse_type()?, empty)]);
    }
    let mut v = Vec::new();
    if p.parse_optional_punct(b')') {
        return Ok(v);
    }
    loop {
        let t = p.parse_type()?;
        let a = p.parse_optional_dictionary()?.unwrap_or(empty);
        v.push((t, a));
        if !p.parse_optional_punct(b',') {
            break;
        }
    }
    p.parse_punct(b')')?;
    Ok(v)
}

/// The array of per-entity dictionaries, or `None` when all are empty.
fn attr_array(ctx: &Context, dicts: &[Attribute]) -> Option<Attribute> {
    let empty = Attribute::empty_dictionary(ctx);
    dicts
        .iter()
        .any(|&d| d != empty)
        .then(|| Attribute::array(ctx, dicts))
}

/// Parses `func.func`.
pub fn parse_func(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let ctx = p.ctx();
    for kw in ["private", "public", "nested"] {
        if p.parse_optional_keyword(kw) {
            p.set_property("sym_visibility", Attribute::string(ctx, kw));
            break;
        }
    }
    let name = p.parse_symbol_name()?;
    p.set_property("sym_name", Attribute::string(ctx, ctx.str(name)));
    let args = parse_args(p)?;
    let results = parse_results(p)?;
    let inputs: Vec<Type> = args.iter().map(|a| a.1).collect();
    let outputs: Vec<Type> = results.iter().map(|r| r.0).collect();
    p.set_property(
        "function_type",
        Attribute::type_attr(ctx, Type::function(ctx, &inputs, &outputs)),
    );
    let arg_dicts: Vec<Attribute> = args.iter().map(|a| a.2).collect();
    if let Some(a) = attr_array(ctx, &arg_dicts) {
        p.set_property("arg_attrs", a);
    }
    let res_dicts: Vec<Attribute> = results.iter().map(|r| r.1).collect();
    if let Some(a) = attr_array(ctx, &res_dicts) {
        p.set_property("res_attrs", a);
    }
    let dict_pos = p.pos();
    p.parse_optional_attr_dict_with_keyword()?;
    for bad in INFERRED {
        if p.op.attributes.iter().any(|(k, _)| ctx.str(*k) == bad) {
            return p.op_error_at(
                dict_pos,
                format!(
                    "'{bad}' is an inferred attribute and should not be specified in the explicit attribute dictionary"
                ),
            );
        }
    }
    // Inherent attributes written in the dictionary become properties.
    let attrs = core::mem::take(&mut p.op.attributes);
    for (k, v) in attrs {
        match ctx.str(k) {
            "arg_attrs" | "res_attrs" | "no_inline" => p.set_property(ctx.str(k), v),
            _ => p.op.attributes.push((k, v)),
        }
    }
    let region_pos = p.pos();
    if p.peek_punct(b'{') {
        let named: Vec<_> = args
            .iter()
            .filter_map(|a| a.0.map(|u| (u, a.1, a.3)))
            .collect();
        p.parse_region(&named)?;
        let empty = p.op.nested.as_deref().is_none_or(|b: &Body| {
            b.root_regions()
                .first()
                .is_none_or(|&r| b.region_is_empty(r))
        });
        if empty {
            return p.op_error_at(region_pos, "expected non-empty function body");
        }
    } else if p.op.nested.is_none() {
        p.op.nested = Some(Box::new(Body::with_root_regions(1)));
    }
    Ok(())
}

/// Prints `func.func`.
pub fn print_func(p: &mut OpAsmPrinter<'_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body, p.op);
    let prop = |n: &str| body.properties(op).dict_get(ctx, ctx.ident(n));
    p.write(" ");
    if let Some(v) = prop("sym_visibility").and_then(|a| a.as_str(ctx)) {
        p.write(v);
        p.write(" ");
    }
    let name = prop("sym_name").and_then(|a| a.as_str(ctx)).unwrap_or("");
    p.print_symbol_name(name);
    let fty = prop("function_type").and_then(|a| a.as_type(ctx));
    let (inputs, results) = fty
        .and_then(|t| t.function_parts(ctx))
        .map(|(i, r)| (i.to_vec(), r.to_vec()))
        .unwrap_or_default();
    let dicts = |n: &str| -> Vec<Attribute> {
        prop(n)
            .and_then(|a| a.as_array(ctx))
            .map(<[Attribute]>::to_vec)
            .unwrap_or_default()
    };
    let (arg_dicts, res_dicts) = (dicts("arg_attrs"), dicts("res_attrs"));
    let inner = body.region_body(op);
    let entry = body.regions(op).first().and_then(|&r| inner.entry_block(r));
    p.write("(");
    for (i, &t) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        match entry.and_then(|b| inner.block_args(b).get(i).copied()) {
            Some(v) => {
                p.print_operand_in(inner, v);
                p.write(": ");
                p.print_type(t);
                print_entity_attrs(p, arg_dicts.get(i).copied());
                if let Some(b) = entry {
                    p.print_block_arg_location(inner, b, i);
                }
            }
            None => {
                p.print_type(t);
                print_entity_attrs(p, arg_dicts.get(i).copied());
            }
        }
    }
    p.write(")");
    if !results.is_empty() {
        p.write(" -> ");
        let has_attrs = res_dicts.iter().any(|d| !d.dict_entries(ctx).is_empty());
        let bare = results.len() == 1
            && !has_attrs
            && !matches!(results[0].kind(ctx), ir::TypeKind::Function { .. });
        if bare {
            p.print_type(results[0]);
        } else {
            p.write("(");
            for (i, &t) in results.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_type(t);
                print_entity_attrs(p, res_dicts.get(i).copied());
            }
            p.write(")");
        }
    }
    // Like MLIR's `printFunctionOp`, inherent attributes other than the
    // signature's own (e.g. `no_inline`) print with the discardable ones.
    const ELIDED: [&str; 5] = [
        "sym_name",
        "function_type",
        "sym_visibility",
        "arg_attrs",
        "res_attrs",
    ];
    let mut entries: Vec<ir::NamedAttribute> = body
        .properties(op)
        .dict_entries(ctx)
        .iter()
        .filter(|(k, _)| !ELIDED.contains(&ctx.str(*k)))
        .chain(body.attributes(op).dict_entries(ctx))
        .copied()
        .collect();
    entries.sort_by(|a, b| ctx.str(a.0).cmp(ctx.str(b.0)));
    p.print_attr_dict_with_keyword_of(&entries);
    if entry.is_some() {
        p.write(" ");
        p.print_region(0, false, true);
    }
}

fn print_entity_attrs(p: &mut OpAsmPrinter<'_, '_>, dict: Option<Attribute>) {
    if let Some(d) = dict
        && !d.dict_entries(p.ctx()).is_empty()
    {
        p.write(" ");
        p.print_dictionary(d);
    }
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

fn parse_function_type(p: &mut OpAsmParser<'_, '_>) -> PResult<(Type, Vec<Type>, Vec<Type>)> {
    let pos = p.pos();
    let t = p.parse_colon_type()?;
    match t.function_parts(p.ctx()) {
        Some((i, r)) => Ok((t, i.to_vec(), r.to_vec())),
        None => p.op_error_at(pos, "invalid kind of type specified"),
    }
}

/// Parses `func.call`: `@f(%a, ...) {attrs} : (T...) -> (U...)`.
pub fn parse_call(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let callee = parse_flat_symbol_ref(p)?;
    p.set_property("callee", callee);
    p.parse_punct(b'(')?;
    let ops = p.parse_operand_list()?;
    p.parse_punct(b')')?;
    p.parse_optional_attr_dict()?;
    let pos = p.pos();
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
    let ops = p.parse_operand_list()?;
    p.parse_punct(b')')?;
    p.parse_optional_attr_dict()?;
    let pos = p.pos();
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
    let ops = p.parse_operand_list()?;
    let pos = p.pos();
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
