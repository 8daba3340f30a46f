//! Test ops of MLIR's `TestOps.td` that printer tests use:
//! `test.string_attr_pretty_name`, whose results take their SSA names from
//! its `names` attribute and whose custom form leaves `names` out when the
//! printed names agree with it.
//!
//! Kept apart from the other test ops so that the files grow by concept;
//! the hooks are written by hand because MLIR's are
//! (`hasCustomAssemblyFormat`): no declarative format says "names from the
//! SSA names".

use super::TestDialect;
use ir::prelude::*;
use ir::text::{OpAsmParser, OpAsmPrinter, PResult};

/// `%x, %y = test.string_attr_pretty_name`: results of type `i32` named
/// after the strings of `names` (an empty string leaves a result to the
/// printer's numbering).
#[op(dialect = TestDialect, name = "string_attr_pretty_name",
     parse = parse_pretty_name, print = print_pretty_name,
     asm_result_names = pretty_result_names,
     summary = "an op whose results are named by an attribute")]
pub struct StringAttrPrettyNameOp {
    /// One name per result.
    #[attr]
    names: ArrayAttr,
    /// The results.
    #[result(variadic, ty = I32)]
    r: Value,
}

/// The result types are `i32`, one per bound SSA name; without a `names`
/// attribute the names come from the SSA names (numbers give "").
fn parse_pretty_name(p: &mut OpAsmParser<'_, '_>) -> PResult<()> {
    let ctx = p.ctx();
    let n = p.num_results();
    p.add_result_types(&vec![Type::int(ctx, 32); n]);
    p.parse_optional_attr_dict_with_keyword()?;
    let has_names = p.op.attributes.iter().any(|&(k, _)| ctx.str(k) == "names");
    if !has_names && n > 0 {
        let names: Vec<Attribute> = (0..n)
            .map(|i| {
                let name = match p.result_name(i) {
                    Some((s, _)) if !s.starts_with(|c: char| c.is_ascii_digit()) => s,
                    _ => "",
                };
                Attribute::string(ctx, name)
            })
            .collect();
        p.add_attribute("names", Attribute::array(ctx, &names));
    }
    p.move_to_properties(&["names"]);
    Ok(())
}

/// `attributes {...}` only when needed: `names` shows only when a printed
/// result name differs from it.
fn print_pretty_name(p: &mut OpAsmPrinter<'_, '_>) {
    let ctx = p.ctx();
    let (body, op) = (p.body, p.op);
    let names = body
        .property(ctx, op, ctx.ident("names"))
        .and_then(|a| a.as_array(ctx).map(<[Attribute]>::to_vec))
        .unwrap_or_default();
    let mut disagree = names.len() != body.num_results(op);
    if !disagree {
        for (i, name) in names.iter().enumerate() {
            let printed = p.value_name(body.result(op, i));
            if name
                .as_str(ctx)
                .is_none_or(|w| printed.strip_prefix('%') != Some(w))
            {
                disagree = true;
                break;
            }
        }
    }
    if disagree {
        p.print_optional_attr_dict_with_keyword(&[]);
    } else {
        p.print_optional_attr_dict_with_keyword(&["names"]);
    }
}

/// Each result with a non-empty string in `names` takes it as its name.
fn pretty_result_names(ctx: &Context, op: OpRef<'_>) -> Vec<(usize, String)> {
    let names = op
        .body
        .property(ctx, op.op, ctx.ident("names"))
        .and_then(|a| a.as_array(ctx).map(<[Attribute]>::to_vec))
        .unwrap_or_default();
    names
        .iter()
        .enumerate()
        .take(op.body.num_results(op.op))
        .filter_map(|(i, a)| {
            a.as_str(ctx)
                .filter(|s| !s.is_empty())
                .map(|s| (i, s.to_owned()))
        })
        .collect()
}

/// `test.variadic_args_types_split "s", %a, %b : i32, i64`: a string and
/// operands whose types follow the attribute dictionary, so the operand list
/// and its type list are two optional groups that can disagree in length
/// (the parser's "number of operands and types do not match" check).
#[op(dialect = TestDialect, name = "variadic_args_types_split",
     format = "$str (`,` $args^)? attr-dict (`:` type($args)^)?",
     summary = "operands and their types in two groups")]
pub struct VariadicArgsTypesSplitOp {
    /// The string.
    #[attr]
    str: StrAttr,
    /// The operands.
    #[operand(variadic, ty = AnyType)]
    args: Value,
}

/// `test.attr_with_loc("foo" loc("foo_loc"))`: an op that keeps a location
/// in an attribute, printed only with debug info (MLIR's
/// `parseOptionalLocationSpecifier`/`printOptionalLocationSpecifier`).
#[op(dialect = TestDialect, name = "attr_with_loc",
     format = "`(` $value `` custom<OptionalLoc>($loc) `)` attr-dict",
     summary = "op's attribute has a location")]
pub struct AttrWithLocOp {
    /// The location.
    #[attr]
    loc: Attribute,
    /// The value.
    #[attr]
    value: Attribute,
}

/// `loc(...)`, or where the text stood when it is left out.
fn parse_optional_loc(p: &mut OpAsmParser<'_, '_>, loc: &mut Option<Attribute>) -> PResult<()> {
    let pos = p.pos();
    let l = match p.parse_optional_location_specifier()? {
        Some(l) => l,
        None => p.loc_at(pos),
    };
    *loc = Some(l.attr(p.ctx()));
    Ok(())
}

/// ` loc(...)` with debug info; nothing otherwise.
fn print_optional_loc(p: &mut OpAsmPrinter<'_, '_>, loc: Option<Attribute>) {
    let ctx = p.ctx();
    if let Some(l) = loc.and_then(|a| Location::from_attr(ctx, a)) {
        p.print_optional_location_specifier(l);
    }
}

/// `#test.custom_location<"file" * line>`: a dialect attribute that is a
/// location (upstream's `TestCustomLocationAttr`, a `LocationAttr`), so
/// `loc(#test.custom_location<...>)` is a location of its own kind.
#[attr_def(dialect = TestDialect, mnemonic = "custom_location",
           format = "`<` $file `*` $line `>`", traits = [ir::LocationAttr],
           ods_name = "TestCustomLocationAttr")]
pub struct TestCustomLocationAttr {
    /// The file name.
    file: StringAttrParam,
    /// The line.
    line: u32,
}

/// A string attribute parameter, named `mlir::StringAttr` in parse errors
/// as upstream's `"mlir::StringAttr":$file` is: another attribute is
/// `invalid kind of attribute specified` at its start.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub struct StringAttrParam(pub Attribute);

impl ir::text::def_params::DefParam for StringAttrParam {
    const CPP_TYPE: &'static str = "mlir::StringAttr";
    fn parse(p: &mut ir::text::dialect_defs::DialectAsmParser<'_, '_>) -> PResult<Self> {
        let pos = p.pos();
        let a = p.parse_attribute()?;
        if a.as_str(p.ctx()).is_none() {
            return p.error_at(pos, "invalid kind of attribute specified");
        }
        Ok(StringAttrParam(a))
    }
    fn print(&self, p: &mut ir::text::dialect_defs::DialectAsmPrinter<'_, '_>) {
        p.print_attribute(self.0);
    }
    fn walk_attrs(&self, f: &mut dyn FnMut(Attribute)) {
        f(self.0);
    }
    fn replace_attrs(&self, _: &Context, f: &mut dyn FnMut(Attribute) -> Attribute) -> Self {
        StringAttrParam(f(self.0))
    }
}
