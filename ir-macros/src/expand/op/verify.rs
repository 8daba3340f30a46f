//! The op's verification hooks, in ODS's order. `__verify` (on entry,
//! before nested ops): implied count traits, listed structural traits,
//! attribute checks, the `invariants` function, the other listed traits,
//! interface verifiers, then the op's `verify`. `__verify_region` (on
//! exit): every trait's region check, the interfaces' region verifiers
//! (ODS's `verifyWithRegions`), then the op's `verify_region`.
//!
//! Whether a listed trait is structural is its `STRUCTURAL` constant,
//! tested in the generated code, so the macro need not know trait names;
//! each test is spanned at the user's trait so an unresolved or
//! non-`OpTrait` entry is reported there.

use super::at;
use super::traits::TraitList;
use crate::model::{AttrField, OpModel};
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};

/// `fn __verify`; `iface_calls` are the interface verifier calls,
/// `constraint_checks` the type and multi-entity constraint checks.
pub fn verify_fn(
    m: &OpModel,
    traits: &TraitList<'_>,
    iface_calls: &[TokenStream],
    constraint_checks: &[TokenStream],
) -> TokenStream {
    let p = quote!(__p);
    let implied = traits
        .implied
        .iter()
        .map(|t| quote!(<#t as #p::OpTrait>::verify_trait(__v)?;));
    let structural = traits.listed.iter().map(|t| {
        quote_spanned! {at(t)=>
            if <#t as #p::OpTrait>::STRUCTURAL { <#t as #p::OpTrait>::verify_trait(__v)?; }
        }
    });
    let others = traits.listed.iter().map(|t| {
        quote_spanned! {at(t)=>
            if !<#t as #p::OpTrait>::STRUCTURAL { <#t as #p::OpTrait>::verify_trait(__v)?; }
        }
    });
    let attr_checks = m.attrs.iter().map(attr_check);
    let invariants = user_call(m, &m.invariants);
    let user_verify = user_call(m, &m.verify);
    quote! {
        fn __verify(__ctx: &::ir::Context, __r: #p::OpRef<'_>) -> #p::Result<(), ::ir::Diagnostic> {
            let __v = #p::OpView::from_ref(__ctx, __r);
            #(#implied)*
            #(#structural)*
            #(#attr_checks)*
            #(#constraint_checks)*
            #invariants
            #(#others)*
            #(#iface_calls)*
            #user_verify
            #p::Ok(())
        }
    }
}

/// `fn __verify_region`.
pub fn verify_region_fn(
    m: &OpModel,
    traits: &TraitList<'_>,
    iface_checks: &[TokenStream],
) -> TokenStream {
    let p = quote!(__p);
    let region_checks = traits
        .all()
        .into_iter()
        .map(|t| quote!(<#t as #p::OpTrait>::verify_region_trait(__v)?;));
    let user_verify_region = user_call(m, &m.verify_region);
    quote! {
        fn __verify_region(__ctx: &::ir::Context, __r: #p::OpRef<'_>) -> #p::Result<(), ::ir::Diagnostic> {
            let __v = #p::OpView::from_ref(__ctx, __r);
            #(#region_checks)*
            #(#iface_checks)*
            #user_verify_region
            #p::Ok(())
        }
    }
}

/// A call of a user hook `f(Op(__v))?`, spanned at `f`.
fn user_call(m: &OpModel, f: &Option<syn::Path>) -> Option<TokenStream> {
    let ident = &m.ident;
    f.as_ref()
        .map(|f| quote_spanned!(at(f)=> #f(#ident(__v))?;))
}

/// The attribute is present unless optional or defaulted, and of its type
/// (checked directly: going through `__verify_inherent_attr` would match
/// the name against every attribute's, on every op verified).
fn attr_check(a: &AttrField) -> TokenStream {
    let p = quote!(__p);
    let key = &a.key;
    let ty = &a.ty;
    let missing = if a.may_be_absent() {
        quote!(#p::None => {})
    } else {
        quote!(#p::None => return #p::Err(#p::missing_attr(__v, #key)),)
    };
    let check = attr_value_check(a);
    quote_spanned! {at(ty)=>
        match __v.static_property(#key) {
            #missing
            #p::Some(__a) => #p::op_error(__v, #check)?,
        }
    }
}

/// `check_attr::<Kind, Constraint>(__ctx, key, __a)`, a `Result<(), String>`.
fn attr_value_check(a: &AttrField) -> TokenStream {
    let p = quote!(__p);
    let (key, ty) = (&a.key, &a.ty);
    match &a.constraint {
        Some(c) => quote_spanned! {at(c)=>
            #p::constraints::check_attr::<#ty, #c>(__ctx, #key, __a)
        },
        None => quote_spanned! {at(ty)=>
            #p::constraints::check_attr::<#ty, #p::constraints::NoConstraint>(__ctx, #key, __a)
        },
    }
}

/// `fn __verify_inherent_attr`: the kind and constraint check of one
/// attribute, which `__verify` calls and the parser runs on inherent
/// attributes written among the discardable ones (MLIR's
/// `verifyInherentAttrs`). `None` for an op without attributes.
pub fn verify_inherent_attr_fn(m: &OpModel) -> (TokenStream, TokenStream) {
    let p = quote!(__p);
    if m.attrs.is_empty() {
        return (TokenStream::new(), quote!(#p::None));
    }
    let arms = m.attrs.iter().map(|a| {
        let key = &a.key;
        let check = attr_value_check(a);
        quote!(#key => #check,)
    });
    let f = quote! {
        fn __verify_inherent_attr(__ctx: &::ir::Context, __key: &str, __a: ::ir::Attribute) -> #p::Result<(), ::std::string::String> {
            match __key {
                #(#arms)*
                _ => #p::Ok(()),
            }
        }
    };
    (f, quote!(#p::Some(__verify_inherent_attr)))
}

/// The op's `PropertyStorage` entries: MLIR's `setPropertiesFromAttr`
/// check of each property given in generic text (each attribute against
/// its kind's storage class, a segment-size property for its length).
/// Data rather than a generated function, to keep each op's expansion
/// small.
pub fn property_storage(m: &OpModel) -> TokenStream {
    let p = quote!(__p);
    let mut entries: Vec<(String, TokenStream)> = m
        .attrs
        .iter()
        .map(|a| {
            let (key, ty) = (&a.key, &a.ty);
            let entry = quote_spanned! {at(ty)=>
                #p::PropertyStorage { name: #key, storage: #p::StorageKind::Attr(<#ty as #p::AttrType>::storage_matches, <#ty as #p::AttrType>::storage_value) }
            };
            (a.key.clone(), entry)
        })
        .collect();
    for (trait_name, key, groups) in [
        (
            "AttrSizedOperandSegments",
            "operandSegmentSizes",
            m.operands.len(),
        ),
        (
            "AttrSizedResultSegments",
            "resultSegmentSizes",
            m.results.len(),
        ),
    ] {
        if m.lists_trait(trait_name) {
            entries.push((
                key.to_string(),
                quote! {
                    #p::PropertyStorage { name: #key, storage: #p::StorageKind::Segments(#groups) }
                },
            ));
        }
    }
    // Sorted by name here, so the parser converts them in MLIR's order
    // without sorting per op.
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    let entries = entries.into_iter().map(|(_, e)| e);
    quote!(&[#(#entries),*])
}
