//! The op's IRDL description (`ir::uniqued::irdl::IrdlOpEntry`), read only
//! by `ir-opt --export-irdl`: each operand, result and attribute field with
//! its constraint's IRDL form, the region fields, the successor count, and
//! the names of what IRDL cannot check (traits, multi-entity constraints,
//! custom verifiers).
//!
//! The description is static data beside `OpInfo`, not in it: nothing but
//! the exporter reads it, so the registration record the parser and
//! verifier use stays as it was. Constraints are function pointers (exact
//! types need a `Context`); a `fn` building the whole description was
//! rejected as twice the tokens per op (`size_tests` guards them).

use crate::model::{Arity, OpModel, ValueField};
use proc_macro2::TokenStream;
use quote::{ToTokens, quote};

/// The `IrdlOpEntry` record and its submission.
pub fn record(m: &OpModel) -> TokenStream {
    let operands = m.operands.iter().map(value);
    let results = m.results.iter().map(value);
    let attrs = m.attrs.iter().map(|a| {
        let (key, ty, optional) = (&a.key, &a.ty, a.may_be_absent());
        match &a.constraint {
            Some(c) => quote!((#key, #optional, |c| (&__P::<(#ty, #c)>::NEW).attr_irdl(c))),
            None => quote!((#key, #optional, <#ty as __p::AttrType>::irdl)),
        }
    });
    let regions = m.regions.iter().map(|r| {
        let (name, variadic) = (r.ident.to_string(), r.variadic);
        quote!((#name, #variadic))
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
    let probe = (m.operands.iter().chain(&m.results).any(|f| f.ty.is_some())
        || m.attrs.iter().any(|a| a.constraint.is_some()))
    .then(|| {
        quote!(
            use __p::constraints::irdl_probe::{
                Probe as __P, ProbeType as _, ProbeTypeFallback as _, ProbeAttr as _,
                ProbeAttrFallback as _,
            };
        )
    });
    quote! {
        #probe
        __p::inventory::submit! {
            __p::irdl::IrdlOpEntry {
                name: __NAME,
                operands: &[#(#operands),*],
                results: &[#(#results),*],
                attributes: &[#(#attrs),*],
                regions: &[#(#regions),*],
                successors: #successors,
                unchecked: &[#(#unchecked),*],
            }
        }
    }
}

/// One operand or result field: its arity code and its type constraint
/// (`None` when it has none, ODS's `AnyType`), reached through the probe
/// of `constraints::irdl_probe` so that a name that is no constraint is
/// reported once, by the verifier.
fn value(f: &ValueField) -> TokenStream {
    let name = f.ident.to_string();
    let arity: u8 = match f.arity {
        Arity::Single => 0,
        Arity::Optional => 1,
        Arity::Variadic => 2,
    };
    match &f.ty {
        Some(t) => {
            quote!((#name, #arity, __p::Some(|c| (&__P::<#t>::NEW).type_irdl(c))))
        }
        None => quote!((#name, #arity, __p::None)),
    }
}

/// A path or type as written, without the spaces tokens print with.
fn type_name(t: &impl ToTokens) -> String {
    t.to_token_stream().to_string().replace(' ', "")
}
