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
