//! The IRDL description of a `#[type_def]` / `#[attr_def]`
//! (`ir::uniqued::irdl::IrdlDefEntry`): its parameters, each with its
//! kind's IRDL form (`DefParam::irdl`), and whether a verifier checks
//! more than IRDL can. Read only by `ir-opt --export-irdl`.

use super::{DefModel, Kind};
use proc_macro2::TokenStream;
use quote::quote;

/// The `IrdlDefEntry` record and its submission; `dialect` is the
/// namespace expression and `mnemonic` the mnemonic.
pub fn record(m: &DefModel, dialect: &TokenStream, mnemonic: &str) -> TokenStream {
    let is_attr = matches!(m.kind, Kind::Attr);
    let has_verifier = m.verify.is_some();
    // Only a declarative format makes every parameter a `DefParam`; with
    // `parse`/`print` hooks a parameter may be any type, described as
    // `irdl.any` over its Rust type.
    let declarative = m.format.is_some();
    let params = m.params.iter().map(|p| {
        let (name, ty) = (p.ident.to_string(), &p.ty);
        let constraint = if declarative {
            quote!(<#ty as ::ir::__private::DefParam>::irdl(ctx))
        } else {
            let rust = quote!(#ty).to_string().replace(' ', "");
            quote!(::ir::__private::irdl::Irdl::approx(::ir::__private::irdl::Irdl::Any, #rust))
        };
        quote! {
            ::ir::__private::irdl::IrdlParam { name: #name, constraint: #constraint }
        }
    });
    quote! {
        #[allow(unused_variables)]
        fn __irdl_params(ctx: &::ir::Context) -> ::std::vec::Vec<::ir::__private::irdl::IrdlParam> {
            ::std::vec![#(#params),*]
        }

        ::ir::__private::inventory::submit! {
            ::ir::__private::irdl::IrdlDefEntry {
                dialect: #dialect,
                mnemonic: #mnemonic,
                is_attr: #is_attr,
                has_verifier: #has_verifier,
                params: __irdl_params,
            }
        }
    }
}
