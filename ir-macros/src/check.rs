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

fn variable(fields: &[ValueField]) -> Vec<&ValueField> {
    fields.iter().filter(|f| f.arity != Arity::Single).collect()
}

/// Checks an `#[op]` model.
pub fn op(m: &OpModel, errors: &mut Vec<syn::Error>) {
    if m.dialect.is_none() {
        errors.push(syn::Error::new(
            m.args_span,
            "missing option `dialect` in #[op]",
        ));
    }
    match &m.name {
        None => errors.push(syn::Error::new(
            m.args_span,
            "missing option `name` in #[op]",
        )),
        Some(n) if n.value().is_empty() || n.value().starts_with('.') => errors.push(
            syn::Error::new(n.span(), "op name must be a non-empty identifier"),
        ),
        _ => {}
    }
    let ops = variable(&m.operands);
    if ops.len() > 1 && !m.lists_trait("AttrSizedOperandSegments") {
        errors.push(syn::Error::new(
            ops[1].ident.span(),
            "more than one variable-size operand needs `AttrSizedOperandSegments` in `traits`",
        ));
    }
    let res = variable(&m.results);
    if res.len() > 1 && !m.lists_trait("AttrSizedResultSegments") {
        errors.push(syn::Error::new(
            res[1].ident.span(),
            "more than one variable-size result needs `AttrSizedResultSegments` in `traits`",
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
