//! Types a format need not spell: ODS infers an operand's or result's type
//! from a buildable type constraint (`#[operand(ty = I1)]`), from an
//! `AllTypesMatch` partner whose type the format gives, or through a
//! `TypesMatchWith` transformation of such a type, so
//! `$cond attr-dict` is a complete format for an `I1` operand.
//!
//! The macro cannot evaluate a constraint, so a constraint chosen as the
//! source is asserted buildable at compile time (`TypeConstraint::BUILDABLE`,
//! with ODS's "is not buildable" text); an `AllTypesMatch` partner is
//! preferred when one can resolve the type. The result is an ordered list
//! (a partner is resolved before its use) that the runtime format parser
//! applies after the types the text gives (`FormatSpec::inferred`).

use super::TypeRef;
use crate::model::{Arity, MatchKind, OpModel};
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};

/// Where an unspelt type comes from.
pub enum Source {
    /// The field's buildable constraint.
    Buildable(Box<syn::Type>),
    /// The type of another operand or result group.
    SameAs(TypeRef),
    /// Another group's type through a `TypesMatchWith` transformation.
    Transformed(TypeRef, Box<syn::Type>),
    /// A variadic group's types through a `TypesMatchWith` transformation
    /// of another group's type (a `TypesTransform`).
    TransformedRange(TypeRef, Box<syn::Type>),
}

/// One inferred type, in resolution order.
pub struct Inferred {
    pub of: TypeRef,
    pub from: Source,
    /// The field's name, for the buildability assertion.
    pub name: String,
}

fn field_ref(m: &OpModel, name: &syn::Ident) -> Option<TypeRef> {
    if let Some(i) = m.operands.iter().position(|f| f.ident == *name) {
        return Some(TypeRef::Operand(i));
    }
    m.results
        .iter()
        .position(|f| f.ident == *name)
        .map(TypeRef::Result)
}

/// Infers the types the format does not give; marks them as seen. Each
/// side comes with whether `type(operands)` / `type(results)` gives it
/// whole: its groups are then neither inferred nor partners (the runtime
/// resolves a partner by group, and those types are read as one list).
pub fn infer(
    m: &OpModel,
    (seen_operands, all_operands): (&mut [bool], bool),
    (seen_results, all_results): (&mut [bool], bool),
) -> Vec<Inferred> {
    let mut out = Vec::new();
    let groups: Vec<Vec<TypeRef>> = m
        .matches
        .iter()
        .filter(|c| c.kind == MatchKind::Type)
        .map(|c| c.names.iter().filter_map(|n| field_ref(m, n)).collect())
        .collect();
    let known = |r: TypeRef, so: &[bool], sr: &[bool]| match r {
        TypeRef::Operand(i) => so[i],
        TypeRef::Result(i) => sr[i],
        _ => false,
    };
    // `TypesMatchWith<(from, to), F>`: `to` follows from `from`.
    let withs: Vec<(TypeRef, TypeRef, syn::Type)> = m
        .matches
        .iter()
        .filter(|c| c.kind == MatchKind::With)
        .filter_map(|c| {
            let from = field_ref(m, c.names.first()?)?;
            let to = field_ref(m, c.names.get(1)?)?;
            Some((from, to, c.transform.clone()?))
        })
        .collect();
    // Only single results can be inferred, or a variadic one whose types a
    // `TypesMatchWith` gives: the count of another is unknown.
    let operand_count = if all_operands { 0 } else { m.operands.len() };
    let candidates: Vec<TypeRef> = (0..operand_count)
        .map(TypeRef::Operand)
        .chain(
            m.results
                .iter()
                .enumerate()
                .filter(|&(i, f)| {
                    !all_results
                        && (f.arity == Arity::Single
                            || withs.iter().any(|w| w.1 == TypeRef::Result(i)))
                })
                .map(|(i, _)| TypeRef::Result(i)),
        )
        .collect();
    loop {
        let mut changed = false;
        for &c in &candidates {
            if known(c, seen_operands, seen_results) {
                continue;
            }
            let with = withs
                .iter()
                .find(|(f, t, _)| *t == c && known(*f, seen_operands, seen_results));
            if let Some((f, _, tr)) = with {
                let tr = Box::new(tr.clone());
                let from = if is_variadic(m, c) {
                    Source::TransformedRange(*f, tr)
                } else {
                    Source::Transformed(*f, tr)
                };
                out.push(entry(m, c, from));
                mark(c, seen_operands, seen_results);
                changed = true;
                continue;
            }
            let partner = groups
                .iter()
                .filter(|g| g.contains(&c))
                .flat_map(|g| g.iter().copied())
                .find(|&p| p != c && known(p, seen_operands, seen_results));
            if let Some(p) = partner {
                out.push(entry(m, c, Source::SameAs(p)));
                mark(c, seen_operands, seen_results);
                changed = true;
            }
        }
        if changed {
            continue;
        }
        let next = candidates.iter().copied().find_map(|c| {
            if known(c, seen_operands, seen_results) {
                return None;
            }
            let f = match c {
                TypeRef::Operand(i) => &m.operands[i],
                TypeRef::Result(i) => &m.results[i],
                _ => return None,
            };
            f.ty.clone().map(|t| (c, t))
        });
        let Some((c, t)) = next else { break };
        out.push(entry(m, c, Source::Buildable(Box::new(t))));
        mark(c, seen_operands, seen_results);
    }
    out
}

fn is_variadic(m: &OpModel, r: TypeRef) -> bool {
    match r {
        TypeRef::Operand(i) => m.operands[i].arity == Arity::Variadic,
        TypeRef::Result(i) => m.results[i].arity == Arity::Variadic,
        _ => false,
    }
}

fn entry(m: &OpModel, of: TypeRef, from: Source) -> Inferred {
    let name = match of {
        TypeRef::Operand(i) => format!("operand #{i}, named '{}'", m.operands[i].ident),
        TypeRef::Result(i) => format!("result #{i}, named '{}'", m.results[i].ident),
        _ => String::new(),
    };
    Inferred { of, from, name }
}

fn mark(r: TypeRef, so: &mut [bool], sr: &mut [bool]) {
    match r {
        TypeRef::Operand(i) => so[i] = true,
        TypeRef::Result(i) => sr[i] = true,
        _ => {}
    }
}

/// The `FormatSpec::inferred` entries and the buildability assertions.
pub fn codegen(
    list: &[Inferred],
    type_ref: impl Fn(TypeRef) -> TokenStream,
) -> (Vec<TokenStream>, Vec<TokenStream>) {
    let mut entries = Vec::new();
    let mut asserts = Vec::new();
    for inf in list {
        let of = type_ref(inf.of);
        let from = match &inf.from {
            Source::Buildable(t) => {
                let msg = format!(
                    "type of {}, is not buildable and a buildable type cannot be inferred",
                    inf.name
                );
                let span =
                    proc_macro2::Span::call_site().located_at(syn::spanned::Spanned::span(t));
                asserts.push(quote_spanned! {span=>
                    const _: () = ::core::assert!(<#t as __p::constraints::TypeConstraint>::BUILDABLE, #msg);
                });
                quote!(__p::format::TypeSource::Buildable(<#t as __p::constraints::TypeConstraint>::buildable))
            }
            Source::SameAs(r) => {
                let r = type_ref(*r);
                quote!(__p::format::TypeSource::SameAs(#r))
            }
            Source::Transformed(r, f) => {
                let r = type_ref(*r);
                quote!(__p::format::TypeSource::Transformed(#r, <#f as __p::constraints::TypeTransform>::apply))
            }
            Source::TransformedRange(r, f) => {
                let r = type_ref(*r);
                quote!(__p::format::TypeSource::TransformedRange(#r, <#f as __p::constraints::TypesTransform>::apply))
            }
        };
        entries.push(quote!(__p::format::InferredType { of: #of, from: #from }));
    }
    (entries, asserts)
}
