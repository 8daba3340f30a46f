//! The custom syntax of `toy.func`:
//! `toy.func [private] @name(%a: i32, ...) [-> (T, ...)] [attributes {...}] [{ body }]`.
//!
//! The other toy ops use `format = "..."`; a function's signature binds
//! block arguments of its region, which the declarative format cannot
//! express, so these two hooks do it by hand with the parser's building
//! blocks. Reusing `func.func`'s hooks was rejected: the example must not
//! depend on the workspace's `dialects` crate, and the hooks are short.

use ir::text::{OpAsmParser, OpAsmPrinter, PResult};
use ir::{Attribute, Body, Type};

/// Parses what follows `toy.func`.
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

    // `(%a: i32, %b: i32)`, or `(i32, i32)` for a declaration.
    let mut args = Vec::new();
    let mut inputs = Vec::new();
    p.parse_punct(b'(')?;
    if !p.parse_optional_punct(b')') {
        loop {
            let named = if p.peek_operand() {
                let u = p.parse_operand()?;
                p.parse_punct(b':')?;
                Some(u)
            } else {
                None
            };
            let ty = p.parse_type()?;
            let loc = p.parse_optional_location()?;
            if let Some(u) = named {
                args.push((u, ty, loc));
            }
            inputs.push(ty);
            if !p.parse_optional_punct(b',') {
                break;
            }
        }
        p.parse_punct(b')')?;
    }

    // `-> T` or `-> (T, U)`.
    let mut results = Vec::new();
    if p.parse_optional_arrow() {
        if p.parse_optional_punct(b'(') {
            if !p.parse_optional_punct(b')') {
                results.push(p.parse_type()?);
                while p.parse_optional_punct(b',') {
                    results.push(p.parse_type()?);
                }
                p.parse_punct(b')')?;
            }
        } else {
            results.push(p.parse_type()?);
        }
    }
    let fty = Type::function(ctx, &inputs, &results);
    p.set_property("function_type", Attribute::type_attr(ctx, fty));
    p.parse_optional_attr_dict_with_keyword()?;

    if p.peek_punct(b'{') {
        let pos = p.pos();
        if args.len() != inputs.len() {
            return p.op_error_at(pos, "a function with a body must name its arguments");
        }
        p.parse_region(&args)?;
    } else {
        // A declaration still owns its (empty) body region.
        p.op.nested = Some(Box::new(Body::with_root_regions(1)));
    }
    Ok(())
}

/// Prints what follows `toy.func`.
pub fn print_func(p: &mut OpAsmPrinter<'_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body, p.op);
    let prop = |n: &str| body.properties(op).dict_get(ctx, ctx.ident(n));
    p.write(" ");
    if let Some(v) = prop("sym_visibility").and_then(|a| a.as_str(ctx)) {
        p.write(v);
        p.write(" ");
    }
    p.print_symbol_name(prop("sym_name").and_then(|a| a.as_str(ctx)).unwrap_or(""));
    let (inputs, results) = prop("function_type")
        .and_then(|a| a.as_type(ctx))
        .and_then(|t| t.function_parts(ctx))
        .map(|(i, r)| (i.to_vec(), r.to_vec()))
        .unwrap_or_default();
    let inner = body.region_body(op);
    let entry = body.regions(op).first().and_then(|&r| inner.entry_block(r));

    p.write("(");
    for (i, &t) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if let Some(b) = entry
            && let Some(&v) = inner.block_args(b).get(i)
        {
            p.print_operand_in(inner, v);
            p.write(": ");
            p.print_type(t);
            p.print_block_arg_location(inner, b, i);
        } else {
            p.print_type(t);
        }
    }
    p.write(")");
    match results.as_slice() {
        [] => {}
        [t] if !matches!(t.kind(ctx), ir::TypeKind::Function { .. }) => {
            p.write(" -> ");
            p.print_type(*t);
        }
        ts => {
            p.write(" -> (");
            for (i, &t) in ts.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_type(t);
            }
            p.write(")");
        }
    }
    let entries: Vec<ir::NamedAttribute> = body.attributes(op).dict_entries(ctx).to_vec();
    p.print_attr_dict_with_keyword_of(&entries);
    if entry.is_some() {
        p.write(" ");
        p.print_region(0, false, true);
    }
}
