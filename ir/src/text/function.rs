//! The custom syntax of function-like ops, shared by every dialect that
//! has one (MLIR's `function_interface_impl::parseFunctionOp` and
//! `printFunctionOp`): `[visibility] @name(%a: T {attrs} loc(...), ...)
//! [-> (U {attrs}, ...)] [attributes {...}] [{ body }]`, or `(T, ...)` with
//! types only for a declaration.
//!
//! The op stores `sym_name`, `function_type` and `sym_visibility`, plus
//! `arg_attrs` / `res_attrs` (arrays of dictionaries) when any argument or
//! result has attributes, all as properties. Other inherent attributes the
//! op declares (`func.func`'s `no_inline`) are written in the `attributes`
//! dictionary and named by the caller, so they are stored as properties too.
//! Output matches `mlir-opt`'s byte for byte.

use crate::text::{OpAsmParser, OpAsmPrinter, PResult, UnresolvedOperand};
use crate::{Attribute, Body, Context, Location, NamedAttribute, Type, TypeKind};

const INFERRED: [&str; 3] = ["sym_visibility", "sym_name", "function_type"];

/// One parsed argument: its SSA name when it has one, type, attributes.
type Arg<'a> = (
    Option<UnresolvedOperand<'a>>,
    Type,
    Attribute,
    Option<Location>,
);

/// The arguments, and whether `...` ended them (accepted only when
/// `allow_variadic`).
fn parse_args<'a>(
    p: &mut OpAsmParser<'_, 'a>,
    allow_variadic: bool,
) -> PResult<(Vec<Arg<'a>>, bool)> {
    let ctx = p.ctx();
    let mut args: Vec<Arg<'a>> = Vec::new();
    let mut variadic = false;
    p.parse_punct(b'(')?;
    if p.parse_optional_punct(b')') {
        return Ok((args, variadic));
    }
    loop {
        if allow_variadic && p.parse_optional_ellipsis() {
            variadic = true;
            break;
        }
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
    Ok((args, variadic))
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

/// Parses what follows a function-like op's name. `inherent` names the
/// op's other inherent attributes, which the `attributes` dictionary may
/// hold and which become properties.
pub fn parse_function_op(p: &mut OpAsmParser<'_, '_>, inherent: &[&str]) -> PResult<()> {
    parse_function_op_with(p, inherent, false).map(|_| ())
}

/// [`parse_function_op`] that also accepts `...` after the arguments when
/// `allow_variadic` (LLVM's variadic functions); returns whether it was
/// there.
pub fn parse_function_op_with(
    p: &mut OpAsmParser<'_, '_>,
    inherent: &[&str],
    allow_variadic: bool,
) -> PResult<bool> {
    let ctx = p.ctx();
    // The properties are set at once, when all are known.
    let mut props: smallvec::SmallVec<[(&str, Attribute); 6]> = smallvec::SmallVec::new();
    for kw in ["private", "public", "nested"] {
        if p.parse_optional_keyword(kw) {
            props.push(("sym_visibility", Attribute::string(ctx, kw)));
            break;
        }
    }
    let name = p.parse_symbol_name()?;
    props.push(("sym_name", Attribute::string(ctx, ctx.str(name))));
    let (args, variadic) = parse_args(p, allow_variadic)?;
    let results = parse_results(p)?;
    let inputs: Vec<Type> = args.iter().map(|a| a.1).collect();
    let outputs: Vec<Type> = results.iter().map(|r| r.0).collect();
    props.push((
        "function_type",
        Attribute::type_attr(ctx, Type::function(ctx, &inputs, &outputs)),
    ));
    let arg_dicts: Vec<Attribute> = args.iter().map(|a| a.2).collect();
    if let Some(a) = attr_array(ctx, &arg_dicts) {
        props.push(("arg_attrs", a));
    }
    let res_dicts: Vec<Attribute> = results.iter().map(|r| r.1).collect();
    if let Some(a) = attr_array(ctx, &res_dicts) {
        props.push(("res_attrs", a));
    }
    let dict_pos = p.pos();
    p.parse_optional_attr_dict_with_keyword()?;
    // An op that lists one of these among its `inherent` attributes (as
    // `llvm.func` does `sym_visibility`) takes it from the dictionary.
    for bad in INFERRED.iter().filter(|n| !inherent.contains(n)) {
        if p.op.attributes.iter().any(|(k, _)| ctx.str(*k) == *bad) {
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
            name if name == "arg_attrs" || name == "res_attrs" || inherent.contains(&name) => {
                props.push((name, v))
            }
            _ => p.op.attributes.push((k, v)),
        }
    }
    p.set_properties(&props);
    let region_pos = p.pos();
    if p.peek_punct(b'{') {
        let named: Vec<_> = args
            .iter()
            .filter_map(|a| a.0.map(|u| (u, a.1, a.3)))
            .collect();
        if p.parse_region_deferrable(&named, true)? {
            return Ok(variadic);
        }
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
    Ok(variadic)
}

/// Prints what follows a function-like op's name.
pub fn print_function_op(p: &mut OpAsmPrinter<'_, '_>) {
    let ctx = p.ctx();
    let fty = p
        .body
        .properties(p.op)
        .dict_get(ctx, ctx.ident_static("function_type"))
        .and_then(|a| a.as_type(ctx));
    let (inputs, results) = fty
        .and_then(|t| t.function_parts(ctx))
        .map(|(i, r)| (i.to_vec(), r.to_vec()))
        .unwrap_or_default();
    print_function_op_with(p, &inputs, &results, FunctionPrintOptions::default());
}

/// How [`print_function_op_with`] prints what is not in the signature.
#[derive(Copy, Clone, Debug, Default)]
pub struct FunctionPrintOptions<'s> {
    /// Whether `...` ends the arguments (a variadic LLVM function).
    pub variadic: bool,
    /// Further inherent attributes not to print.
    pub also_elided: &'s [&'s str],
    /// Whether `sym_visibility` is an ordinary attribute printed in the
    /// `attributes {...}` dictionary (`llvm.func`, where `private` is a
    /// linkage) rather than a keyword before the name.
    pub visibility_in_dict: bool,
}

/// [`print_function_op`] for an op whose signature is not a builtin
/// function type (LLVM's `!llvm.func<...>`): the caller gives the
/// argument and result types, and `opts` the rest.
pub fn print_function_op_with(
    p: &mut OpAsmPrinter<'_, '_>,
    inputs: &[Type],
    results: &[Type],
    opts: FunctionPrintOptions<'_>,
) {
    let ctx = p.ctx();
    let (body, op) = (p.body, p.op);
    let prop = |n: &str| body.properties(op).dict_get(ctx, ctx.ident(n));
    p.write(" ");
    if !opts.visibility_in_dict
        && let Some(v) = prop("sym_visibility").and_then(|a| a.as_str(ctx))
    {
        p.write(v);
        p.write(" ");
    }
    let name = prop("sym_name").and_then(|a| a.as_str(ctx)).unwrap_or("");
    p.print_symbol_name(name);
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
    if opts.variadic {
        p.write(if inputs.is_empty() { "..." } else { ", ..." });
    }
    p.write(")");
    if !results.is_empty() {
        p.write(" -> ");
        let has_attrs = res_dicts.iter().any(|d| !d.dict_entries(ctx).is_empty());
        let bare = results.len() == 1
            && !has_attrs
            && !matches!(results[0].kind(ctx), TypeKind::Function { .. });
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
    let mut entries: Vec<NamedAttribute> = body
        .properties(op)
        .dict_entries(ctx)
        .iter()
        .filter(|(k, _)| {
            let k = ctx.str(*k);
            let in_dict = opts.visibility_in_dict && k == "sym_visibility";
            (in_dict || !ELIDED.contains(&k)) && !opts.also_elided.contains(&k)
        })
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
