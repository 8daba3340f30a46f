//! The op's constraint checks, run where ODS runs `OpInvariants` (after
//! the attribute checks): operand and result type constraints
//! (`#[operand(ty = ...)]`), then the multi-entity constraints of the trait
//! list (`AllTypesMatch<(lhs, rhs)>`, `TypesMatchWith<...>`), in list order.
//!
//! Each check is one call of a generic runtime function
//! (`ir::semantics::constraints::verify_values::<C>`) spanned at the user's
//! constraint, so a name that is not a `TypeConstraint` is reported there;
//! the macro only locates the values. The names a multi-entity constraint
//! lists are resolved here, against the op's single or optional operands,
//! results and attributes, since only the macro knows the fields.

use super::at;
use crate::model::{Arity, MatchConstraint, MatchKind, OpModel, ValueField};
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};

/// The type-constraint checks of every operand and result field.
pub fn value_checks(m: &OpModel) -> Vec<TokenStream> {
    let mut out = Vec::new();
    for (fields, what, count, seg_trait, seg_attr) in [
        (
            &m.operands,
            "operand",
            quote!(num_operands),
            "AttrSizedOperandSegments",
            "operandSegmentSizes",
        ),
        (
            &m.results,
            "result",
            quote!(num_results),
            "AttrSizedResultSegments",
            "resultSegmentSizes",
        ),
    ] {
        let arities: Vec<u8> = fields.iter().map(|f| arity_code(f.arity)).collect();
        let seg = if m.lists_trait(seg_trait) {
            quote!(__p::Some(#seg_attr))
        } else {
            quote!(__p::None)
        };
        for (i, f) in fields.iter().enumerate() {
            if let Some(key) = super::accessors::segment_key(m, f) {
                // ODS's check of a `VariadicOfVariadic` group, before its
                // type constraint: the sizes add up to the group.
                let name = ods_name(&f.ident);
                out.push(quote! {
                    {
                        let (_, __n) = __p::value_segment(__v, &[#(#arities),*], #i, __v.body.#count(__v.op), #seg);
                        __p::verify_value_size_attr(__v, #key, #name, __n)?;
                    }
                });
            }
            let Some(ty) = &f.ty else { continue };
            let variadic = f.arity == Arity::Variadic;
            out.push(quote_spanned! {at(ty)=>
                {
                    let (__s, __n) = __p::value_segment(__v, &[#(#arities),*], #i, __v.body.#count(__v.op), #seg);
                    __p::constraints::verify_values::<#ty>(__v, #what, __s, __n, #variadic)?;
                }
            });
        }
    }
    out
}

/// The name ODS gives the field in messages: `case_operands` is
/// `caseOperands`.
fn ods_name(id: &syn::Ident) -> String {
    let mut out = String::new();
    let mut upper = false;
    for c in syn::ext::IdentExt::unraw(id).to_string().chars() {
        if c == '_' && !out.is_empty() {
            upper = true;
        } else if upper {
            out.extend(c.to_uppercase());
            upper = false;
        } else {
            out.push(c);
        }
    }
    out
}

/// The runtime's arity code (`ir::__private::value_segment`'s table).
fn arity_code(a: Arity) -> u8 {
    match a {
        Arity::Single => 0,
        Arity::Optional => 1,
        Arity::Variadic => 2,
    }
}

/// The multi-entity checks, reporting names that are not usable fields.
pub fn match_checks(m: &OpModel, errors: &mut Vec<syn::Error>) -> Vec<TokenStream> {
    m.matches
        .iter()
        .filter_map(|c| match_check(m, c, errors))
        .collect()
}

fn match_check(
    m: &OpModel,
    c: &MatchConstraint,
    errors: &mut Vec<syn::Error>,
) -> Option<TokenStream> {
    if let Some(check) = range_match_check(m, c, errors) {
        return check;
    }
    let mut types = Vec::new();
    for name in &c.names {
        match entity_type(m, name) {
            Ok(t) => types.push(t),
            Err(msg) => errors.push(syn::Error::new(name.span(), msg)),
        }
    }
    if types.len() != c.names.len() {
        return None;
    }
    let span = proc_macro2::Span::call_site().located_at(c.span);
    if c.kind == MatchKind::With {
        let f = c.transform.as_ref()?;
        let (from, to) = (&types[0], &types[1]);
        return Some(quote_spanned! {span=>
            __p::constraints::verify_types_match_with::<#f>(__v, #from, #to)?;
        });
    }
    let how = match c.kind {
        MatchKind::Type => quote!(Type),
        MatchKind::ElementType => quote!(ElementType),
        MatchKind::Shape => quote!(Shape),
        _ => quote!(Rank),
    };
    let names = c
        .names
        .iter()
        .map(|n| n.to_string())
        .collect::<Vec<_>>()
        .join(", ");
    Some(quote_spanned! {span=>
        __p::constraints::verify_all_match(__v, __p::constraints::Agreement::#how, #names, &[#(#types),*])?;
    })
}

/// An expression of type `Option<Type>` for the field `name`.
/// A `TypesMatchWith` whose `to` is a variadic operand or result group:
/// checked against the whole group with the transform's `TypesTransform`.
/// `None` when the constraint is not one.
fn range_match_check(
    m: &OpModel,
    c: &MatchConstraint,
    errors: &mut Vec<syn::Error>,
) -> Option<Option<TokenStream>> {
    if c.kind != MatchKind::With {
        return None;
    }
    let (from_name, to_name) = (c.names.first()?, c.names.get(1)?);
    let to = m
        .operands
        .iter()
        .chain(&m.results)
        .find(|f| f.ident == *to_name && f.arity == Arity::Variadic)?;
    let from = match entity_type(m, from_name) {
        Ok(t) => t,
        Err(msg) => {
            errors.push(syn::Error::new(from_name.span(), msg));
            return Some(None);
        }
    };
    let (op, id) = (&m.ident, &to.ident);
    let f = c.transform.as_ref()?;
    let span = proc_macro2::Span::call_site().located_at(c.span);
    Some(Some(quote_spanned! {span=>
        {
            let __to: ::std::vec::Vec<::ir::Type> =
                #op(__v).#id().map(|__x| __v.body.value_type(__x)).collect();
            __p::constraints::verify_types_match_with_range::<#f>(__v, #from, &__to)?;
        }
    }))
}

fn entity_type(m: &OpModel, name: &syn::Ident) -> Result<TokenStream, String> {
    let op = &m.ident;
    let value = |f: &ValueField| -> Result<TokenStream, String> {
        let id = &f.ident;
        match f.arity {
            Arity::Single => Ok(quote!(__p::Some(__v.body.value_type(#op(__v).#id())))),
            Arity::Optional => Ok(quote!(#op(__v).#id().map(|__x| __v.body.value_type(__x)))),
            Arity::Variadic => Err(format!(
                "`{name}` is variadic: a multi-entity constraint names single or optional operands, results and attributes"
            )),
        }
    };
    if let Some(f) = m
        .operands
        .iter()
        .chain(&m.results)
        .find(|f| f.ident == *name)
    {
        return value(f);
    }
    if let Some(a) = m.attrs.iter().find(|a| a.ident == *name) {
        let key = &a.key;
        return Ok(quote!(__v.static_property(#key).and_then(|__a| __a.typed_value_type(__v.ctx))));
    }
    Err(format!(
        "no operand, result or attribute named `{name}` in `{}`",
        m.ident
    ))
}
