//! The op's IRDL description (`ir::uniqued::irdl::IrdlOpEntry`), read only
//! by `ir-opt --export-irdl`: each operand, result and attribute field with
//! its constraint's IRDL form, the region fields, the successor count, and
//! the names of what IRDL cannot check (traits, multi-entity constraints,
//! custom verifiers).
//!
//! The description is a function the exporter calls, not data in `OpInfo`:
//! it needs a `Context` (exact types) and nothing else reads it, so the
//! registration record the parser and verifier use stays as it was.

use crate::model::{Arity, OpModel, ValueField};
use proc_macro2::TokenStream;
use quote::{ToTokens, quote};

/// The `IrdlOpEntry` record and its submission.
pub fn record(m: &OpModel, dialect: &syn::Path) -> TokenStream {
    let operands = m.operands.iter().map(value);
    let results = m.results.iter().map(value);
    let attrs = m.attrs.iter().map(|a| {
        let (key, ty, optional) = (&a.key, &a.ty, a.may_be_absent());
        let c = match &a.constraint {
            Some(c) => c.to_token_stream(),
            None => quote!(__p::constraints::NoConstraint),
        };
        quote! {
            __i::IrdlAttr { name: #key, optional: #optional,
                constraint: __p::constraints::attr_irdl::<#ty, #c>(ctx) }
        }
    });
    let regions = m.regions.iter().map(|r| {
        let (name, variadic) = (r.ident.to_string(), r.variadic);
        quote!(__i::IrdlRegion { name: #name, variadic: #variadic })
    });
    let successors = m.successors.len();
    let mut unchecked: Vec<String> = m.traits.iter().map(type_name).collect();
    unchecked.extend(m.interfaces.iter().map(type_name));
    for (hook, what) in [
        (&m.verify, "verify"),
        (&m.verify_region, "verify_region"),
        (&m.invariants, "invariants"),
    ] {
        if let Some(p) = hook {
            unchecked.push(format!("{what} = {}", type_name(p)));
        }
    }
    quote! {
        #[allow(unused_variables)]
        fn __irdl(ctx: &__p::Context) -> __p::irdl::IrdlOp {
            use __p::irdl as __i;
            __i::IrdlOp {
                operands: ::std::vec![#(#operands),*],
                results: ::std::vec![#(#results),*],
                attributes: ::std::vec![#(#attrs),*],
                regions: ::std::vec![#(#regions),*],
                successors: #successors,
                unchecked: ::std::vec![#(::std::string::String::from(#unchecked)),*],
            }
        }
        __p::inventory::submit! {
            __p::irdl::IrdlOpEntry {
                name: __NAME,
                dialect: <#dialect as __p::Dialect>::NAME,
                describe: __irdl,
            }
        }
    }
}

/// One operand or result field: its arity and its type constraint
/// (`irdl.any` when it has none, as ODS's `AnyType`).
fn value(f: &ValueField) -> TokenStream {
    let name = f.ident.to_string();
    let arity = match f.arity {
        Arity::Single => quote!(Single),
        Arity::Optional => quote!(Optional),
        Arity::Variadic => quote!(Variadic),
    };
    let constraint = match &f.ty {
        Some(t) => quote!(<#t as __p::constraints::TypeConstraint>::irdl(ctx)),
        None => quote!(__i::Irdl::Any),
    };
    quote!(__i::IrdlValue { name: #name, arity: __i::IrdlArity::#arity, constraint: #constraint })
}

/// A path or type as written, without the spaces tokens print with.
fn type_name(t: &impl ToTokens) -> String {
    t.to_token_stream().to_string().replace(' ', "")
}
