//! Checks that need a whole model: required options, segment sizes for
//! several variable-size groups, conflicting fold options.
//!
//! These run after parsing so that one invocation reports every problem
//! together; checks that only rustc can do well (a trait name that does not
//! resolve, a trait bound an op does not meet) are left to rustc, with the
//! generated code spanned at the user's token so the error points there.
//! Re-implementing name resolution in the macro was rejected as impossible
//! to get right across `use` aliases.

use crate::model::{Arity, OpModel, ValueField};
use syn::spanned::Spanned;

const PRIMITIVES: &[&str] = &[
    "u8", "u16", "u32", "u64", "u128", "usize", "i8", "i16", "i32", "i64", "i128", "isize", "f32",
    "f64", "bool", "char", "str", "String",
];

fn variable(fields: &[ValueField]) -> Vec<&ValueField> {
    fields.iter().filter(|f| f.arity != Arity::Single).collect()
}

/// Checks an `#[op]` model.
pub fn op(m: &mut OpModel, errors: &mut Vec<syn::Error>) {
    // A Rust primitive is never an attribute kind: say so once and drop
    // the field, rather than let every generated use fail a trait bound.
    m.attrs.retain(|a| {
        let prim = match &a.ty {
            syn::Type::Path(p) if p.qself.is_none() && p.path.segments.len() == 1 => {
                let n = p.path.segments[0].ident.to_string();
                PRIMITIVES.contains(&n.as_str()).then_some(n)
            }
            syn::Type::Reference(_) => Some("a reference".into()),
            _ => None,
        };
        if let Some(n) = prim {
            errors.push(syn::Error::new(
                a.ty.span(),
                format!("attribute fields need an attribute type such as `IntegerAttr`, found `{n}`"),
            ));
        }
        !matches!(&a.ty, syn::Type::Reference(_))
            && !matches!(&a.ty, syn::Type::Path(p) if p.qself.is_none() && p.path.segments.len() == 1
                && PRIMITIVES.contains(&p.path.segments[0].ident.to_string().as_str()))
    });
    if !m.dialect_given {
        errors.push(syn::Error::new(
            m.args_span,
            "missing option `dialect` in #[op]",
        ));
    }
    match &m.name {
        None if !m.name_given => errors.push(syn::Error::new(
            m.args_span,
            "missing option `name` in #[op]",
        )),
        None => {}
        Some(n) if n.value().is_empty() || n.value().starts_with('.') => errors.push(
            syn::Error::new(n.span(), "op name must be a non-empty identifier"),
        ),
        _ => {}
    }
    let ops = variable(&m.operands);
    if ops.len() > 1
        && !m.lists_trait("AttrSizedOperandSegments")
        && !m.lists_trait("SameVariadicOperandSize")
    {
        errors.push(syn::Error::new(
            ops[1].ident.span(),
            "more than one variable-size operand needs `AttrSizedOperandSegments` or `SameVariadicOperandSize` in `traits`",
        ));
    }
    let res = variable(&m.results);
    if res.len() > 1
        && !m.lists_trait("AttrSizedResultSegments")
        && !m.lists_trait("SameVariadicResultSize")
    {
        errors.push(syn::Error::new(
            res[1].ident.span(),
            "more than one variable-size result needs `AttrSizedResultSegments` or `SameVariadicResultSize` in `traits`",
        ));
    }
    let succ = variable(&m.successors);
    if succ.len() > 1 {
        errors.push(syn::Error::new(
            succ[1].ident.span(),
            "at most one successor group can be variadic",
        ));
    }
    if let Some(r) = m.regions.iter().rev().skip(1).find(|r| r.variadic) {
        errors.push(syn::Error::new(
            r.ident.span(),
            "only the last region can be variadic",
        ));
    }
    if let (Some(_), Some(b)) = (&m.fold, &m.fold_multi) {
        errors.push(syn::Error::new(
            b.segments[0].ident.span(),
            "options `fold` and `fold_multi` cannot be combined",
        ));
    }
    if let Some(b) = &m.fold_mut
        && (m.fold.is_some() || m.fold_multi.is_some())
    {
        errors.push(syn::Error::new(
            b.segments[0].ident.span(),
            "option `fold_mut` cannot be combined with `fold` or `fold_multi`",
        ));
    }
    segment_fields(m, errors);
    accessor_clashes(m, errors);
    let mut seen: Vec<String> = Vec::new();
    let all = m
        .operands
        .iter()
        .map(|f| &f.ident)
        .chain(m.results.iter().map(|f| &f.ident))
        .chain(m.attrs.iter().map(|f| &f.ident))
        .chain(m.regions.iter().map(|f| &f.ident))
        .chain(m.successors.iter().map(|f| &f.ident));
    for id in all {
        let s = id.to_string();
        if matches!(s.as_str(), "build" | "view" | "cast") {
            errors.push(syn::Error::new(
                id.span(),
                format!("field name `{s}` clashes with a generated method"),
            ));
        }
        seen.push(s);
    }
}

/// Each `variadic_of_variadic = f` names a required `DenseI32ArrayAttr`
/// field (ODS's `VariadicOfVariadic` takes a `DenseI32ArrayAttr`), used by
/// one group only; a bad one is dropped so it is the only error.
fn segment_fields(m: &mut OpModel, errors: &mut Vec<syn::Error>) {
    let mut used: Vec<String> = Vec::new();
    for f in &mut m.operands {
        let Some(seg) = &f.segments else { continue };
        let attr = m.attrs.iter().find(|a| a.ident == *seg);
        let problem = match attr {
            None => Some(format!("`{seg}` is not an attribute field of this op")),
            Some(a) if a.may_be_absent() => Some(format!(
                "the sub-group sizes `{seg}` must be a required attribute (no `optional`, no `default`)"
            )),
            Some(a) if crate::parse::entry_name(&a.ty).as_deref() != Some("DenseI32ArrayAttr") => {
                Some(format!(
                    "the sub-group sizes `{seg}` must be a `DenseI32ArrayAttr`"
                ))
            }
            Some(_) if used.contains(&seg.to_string()) => Some(format!(
                "`{seg}` already gives the sub-group sizes of another operand group"
            )),
            Some(_) => None,
        };
        match problem {
            Some(msg) => {
                errors.push(syn::Error::new(seg.span(), msg));
                f.segments = None;
            }
            None => used.push(seg.to_string()),
        }
    }
}

/// Two fields whose generated accessors share a name (`x` and an attribute
/// whose setter is `set_x`, or an `accessor = "..."` equal to a field).
/// The later attribute is dropped, so the clash is the only error.
fn accessor_clashes(m: &mut OpModel, errors: &mut Vec<syn::Error>) {
    let names = crate::expand::op::generated_names(m);
    let mut dropped: Vec<syn::Ident> = Vec::new();
    for (i, (n, field)) in names.iter().enumerate() {
        if let Some((_, first)) = names[..i].iter().find(|(p, f)| p == n && f != field) {
            errors.push(syn::Error::new(
                field.span(),
                format!(
                    "accessor `{n}` of field `{field}` clashes with the accessor `{n}` of field `{first}`: rename one with #[attr(accessor = \"...\")]"
                ),
            ));
            dropped.push((*field).clone());
        }
    }
    m.attrs.retain(|a| !dropped.contains(&a.ident));
}
