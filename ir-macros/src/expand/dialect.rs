//! `#[dialect]` expansion: the `Dialect` impl naming the namespace, the
//! `DialectInfo` record and its link-time registration.
//!
//! The record is built with `..DialectInfo::simple(..)`, so a field added
//! to `DialectInfo` needs no change here until the macro has something to
//! put in it.
//!
//! `fallback = [Iface, ...]` also declares `<Dialect>Fallback<'a>`, the
//! handle a fallback model is written for (`impl Iface for
//! <Dialect>Fallback<'_>`): any op of the namespace, as an `OpView`. It is
//! an `OpFamily` like an op's handle, so fallback Models are built by the
//! same `Concept::model::<F>()`; a trait object answering for the dialect
//! was rejected because interfaces with static methods are not
//! object-safe.

use crate::model::DialectModel;
use crate::parse;
use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

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
    // Placed as written, so a function of the wrong signature is a type
    // error at the path.
    let canonicalize = m.canonicalize.as_ref().map(|path| {
        quote! {
            ::ir::__private::inventory::submit! {
                ::ir::__private::CanonicalizationEntry {
                    owner: ::ir::__private::CanonicalizationOwner::Dialect(#name),
                    hook: ::ir::__private::CanonicalizationHook::Patterns(#path),
                    source: ::core::module_path!(),
                }
            }
        }
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
    let (fallback_decl, fallback_models, fallbacks) = fallback(&item, &m);
    let promised = m.promised.iter().map(|(iface, op)| {
        let c = super::interface::suffixed(iface, "Concept");
        quote_spanned! {iface.span()=>
            ::ir::__private::PromisedInterface {
                iface: <#c as ::ir::__private::InterfaceConcept>::ID,
                iface_name: <#c as ::ir::__private::InterfaceConcept>::NAME,
                op: <#op as ::ir::__private::OpType<'static>>::NAME,
            }
        }
    });
    let out = quote! {
        #item
        #fallback_decl
        const _: () = {
            #debug
            impl ::ir::__private::Dialect for #ident {
                const NAME: &'static str = #name;
            }
            #(#fallback_models)*
            static __DIALECT: ::ir::__private::DialectInfo = ::ir::__private::DialectInfo {
                allow_unknown_ops: #allow,
                materialize_constant: #mat,
                fallbacks: &[#(#fallbacks),*],
                promised: &[#(#promised),*],
                ..::ir::__private::DialectInfo::simple(#name, ::core::module_path!())
            };
            ::ir::__private::inventory::submit! {
                ::ir::__private::DialectEntry(&__DIALECT)
            }
            #(#unknown)*
            #canonicalize
        };
    };
    super::with_errors(out, errors)
}

/// The fallback handle (when the dialect has fallback models), the
/// `static` Models, and their table entries.
fn fallback(
    item: &syn::ItemStruct,
    m: &DialectModel,
) -> (TokenStream, Vec<TokenStream>, Vec<TokenStream>) {
    if m.fallback.is_empty() {
        return (quote!(), Vec::new(), Vec::new());
    }
    let (vis, ident) = (&item.vis, &item.ident);
    let fb = format_ident!("{}Fallback", ident);
    let doc = format!(
        "Any op of [`{ident}`]'s namespace, for its fallback interface models (`impl Iface for {fb}<'_>`)."
    );
    let decl = quote! {
        #[doc = #doc]
        #[derive(Copy, Clone, Debug)]
        #vis struct #fb<'a>(pub ::ir::__private::OpView<'a>);

        impl<'a> ::core::ops::Deref for #fb<'a> {
            type Target = ::ir::__private::OpView<'a>;
            #[inline]
            fn deref(&self) -> &::ir::__private::OpView<'a> {
                &self.0
            }
        }

        const _: () = {
            // Never registered: no op's record is this one, so `dyn_cast`
            // to the fallback handle is always `None`.
            static __FALLBACK_INFO: ::ir::__private::OpInfo = ::ir::__private::OpInfo::simple(
                <#ident as ::ir::__private::Dialect>::NAME,
                <#ident as ::ir::__private::Dialect>::NAME,
                ::core::module_path!(),
            );
            impl<'a> ::ir::__private::OpType<'a> for #fb<'a> {
                const NAME: &'static str = <#ident as ::ir::__private::Dialect>::NAME;
                fn info() -> &'static ::ir::__private::OpInfo {
                    &__FALLBACK_INFO
                }
                #[inline]
                fn wrap(v: ::ir::__private::OpView<'a>) -> Self {
                    #fb(v)
                }
                #[inline]
                fn view(self) -> ::ir::__private::OpView<'a> {
                    self.0
                }
            }
            impl ::ir::__private::OpFamily for #fb<'static> {
                type Handle<'a> = #fb<'a>;
            }
        };
    };
    let mut models = Vec::new();
    let mut entries = Vec::new();
    for (i, iface) in m.fallback.iter().enumerate() {
        let c = super::interface::suffixed(iface, "Concept");
        let model = format_ident!("__FALLBACK_{}", i);
        models.push(quote_spanned! {iface.span()=>
            static #model: #c = #c::model::<#fb<'static>>();
        });
        entries.push(quote!(::ir::__private::interface_entry(&#model)));
    }
    (decl, models, entries)
}
