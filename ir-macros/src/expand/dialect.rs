//! `#[dialect]` expansion: the `Dialect` impl naming the namespace, the
//! `DialectInfo` record and its link-time registration.
//!
//! The record is built with `..DialectInfo::simple(..)`, so a field added
//! to `DialectInfo` needs no change here until the macro has something to
//! put in it.

use crate::parse;
use proc_macro2::TokenStream;
use quote::quote;

/// Expands `#[dialect(...)]` on a unit struct.
pub fn expand(args: TokenStream, item: syn::ItemStruct) -> TokenStream {
    let mut errors = Vec::new();
    let m = parse::dialect(args, &item, &mut errors);
    let ident = &item.ident;
    let name = m
        .name
        .as_ref()
        .map(|n| n.value())
        .unwrap_or_else(|| "__unnamed".into());
    let allow = m.allow_unknown_ops;
    let mat = match &m.materializer {
        Some(p) => quote!(::core::option::Option::Some(#p)),
        None => quote!(::core::option::Option::None),
    };
    let unknown = [
        (&m.unknown_type, quote!(Type)),
        (&m.unknown_attr, quote!(Attribute)),
    ]
    .into_iter()
    .filter_map(|(msg, kind)| {
        let msg = msg.as_ref()?;
        Some(quote! {
            ::ir::__private::inventory::submit! {
                ::ir::__private::UnknownMnemonicMessage {
                    dialect: #name,
                    kind: ::ir::__private::DefKind::#kind,
                    message: #msg,
                }
            }
        })
    });
    let derives_debug = item
        .attrs
        .iter()
        .any(|a| a.path().is_ident("derive") && quote!(#a).to_string().contains("Debug"));
    let debug = if derives_debug {
        quote!()
    } else {
        quote! {
            impl ::core::fmt::Debug for #ident {
                fn fmt(&self, f: &mut ::core::fmt::Formatter<'_>) -> ::core::fmt::Result {
                    f.write_str(#name)
                }
            }
        }
    };
    let out = quote! {
        #item
        const _: () = {
            #debug
            impl ::ir::__private::Dialect for #ident {
                const NAME: &'static str = #name;
            }
            static __DIALECT: ::ir::__private::DialectInfo = ::ir::__private::DialectInfo {
                allow_unknown_ops: #allow,
                materialize_constant: #mat,
                ..::ir::__private::DialectInfo::simple(#name, ::core::module_path!())
            };
            ::ir::__private::inventory::submit! {
                ::ir::__private::DialectEntry(&__DIALECT)
            }
            #(#unknown)*
        };
    };
    super::with_errors(out, errors)
}
