//! The op's interface table: for each `interfaces = [...]` entry, a
//! `static` Model (the interface's Concept filled in for this op), the
//! verifier call for `__verify`, and the sorted `__IFACES` table the
//! `OpInfo` points at.
//!
//! An interface `path::Iface` is reached through the `path::IfaceConcept`
//! type that `#[op_interface]` generates, named by suffixing the last path
//! segment; the `#[op]` macro cannot see the interface's methods, so the
//! Model is one `const` call (see `expand::interface`). Each Concept gets
//! a local type alias spanned at the user's entry, so an op that does not
//! implement the interface gets rustc's error there.

use super::at;
use crate::model::OpModel;
use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

/// What each interface entry contributes to the expansion.
pub struct Interfaces {
    /// A Concept alias and its `static` Model per interface.
    pub models: Vec<TokenStream>,
    /// `interface_entry(&Model)` per interface, for the table.
    pub entries: Vec<TokenStream>,
    /// Interface verifier calls, run by `__verify` after the traits'.
    pub verify_calls: Vec<TokenStream>,
    /// The listed interfaces' ids.
    pub ids: Vec<TokenStream>,
}

impl Interfaces {
    /// The models of `m`'s interfaces; an entry that is not a path is
    /// reported and skipped.
    pub fn of(m: &OpModel, errors: &mut Vec<syn::Error>) -> Self {
        let ident = &m.ident;
        let mut out = Interfaces {
            models: Vec::new(),
            entries: Vec::new(),
            verify_calls: Vec::new(),
            ids: Vec::new(),
        };
        for it in &m.implied_interfaces {
            out.models.push(quote! {
                impl #it for #ident<'_> {}
            });
        }
        for (i, it) in m.interfaces.iter().enumerate() {
            let Some(c) = suffixed(it, "Concept", errors) else {
                continue;
            };
            let model = format_ident!("__MODEL_{}", i);
            let alias = format_ident!("__Concept{}", i);
            out.models.push(quote_spanned! {at(it)=>
                type #alias = #c;
                static #model: #alias = #alias::model::<#ident<'static>>();
            });
            out.entries.push(quote!(__p::interface_entry(&#model)));
            out.models.extend(shadow_checks(m, it, &alias));
            out.verify_calls.push(
                quote!(<#alias as __p::InterfaceConcept>::verify_with_bases(__v, &mut __seen)?;),
            );
            out.ids.push(quote!(<#alias as __p::InterfaceConcept>::ID));
        }
        out
    }

    /// `static __IFACES`, sorted by interface id at compile time, and
    /// the handle's `__INTERFACE_IDS` (for `#[external_model]`'s check).
    pub fn table(&self, op: &syn::Ident) -> TokenStream {
        let n = self.entries.len();
        let entries = &self.entries;
        let ids = &self.ids;
        quote! {
            static __IFACES: [__p::InterfaceEntry; #n] = __p::sort_entries([#(#entries),*]);
            impl #op<'_> {
                #[doc(hidden)]
                pub const __INTERFACE_IDS: &'static [u64] = &[#(#ids),*];
            }
        }
    }

    /// The verifier calls, sharing one list of interfaces already verified
    /// (a base reached twice in a diamond runs once).
    pub fn verify_block(&self) -> Vec<TokenStream> {
        if self.verify_calls.is_empty() {
            return Vec::new();
        }
        let calls = &self.verify_calls;
        vec![quote! {
            let mut __seen = __p::SeenInterfaces::new();
            #(#calls)*
        }]
    }
}

/// `path::Iface` with its last segment suffixed (`IfaceHandle`).
fn suffixed(ty: &syn::Type, suffix: &str, errors: &mut Vec<syn::Error>) -> Option<syn::Path> {
    let syn::Type::Path(p) = ty else {
        errors.push(syn::Error::new(
            ty.span(),
            "expected an interface trait name",
        ));
        return None;
    };
    let mut path = p.path.clone();
    let last = path.segments.last_mut()?;
    last.ident = format_ident!("{}{}", last.ident, suffix, span = last.ident.span());
    Some(path)
}

/// A compile-time check per generated accessor that it does not shadow a
/// method of the interface (an inherent method would win silently over
/// the interface's, as `function_type` did for `func.func`).
fn shadow_checks(m: &OpModel, iface: &syn::Type, alias: &syn::Ident) -> Vec<TokenStream> {
    let iface_name = crate::parse::entry_name(iface).unwrap_or_default();
    crate::expand::op::generated_names(m)
        .into_iter()
        .map(|(name, field)| {
            let msg = format!(
                "accessor `{name}` of field `{field}` of `{}` clashes with method `{name}` of interface `{iface_name}`: rename the accessor with #[attr(accessor = \"...\")]",
                m.ident
            );
            quote_spanned! {at(field)=>
                const _: () = if __p::str_list_contains(#alias::METHOD_NAMES, #name) {
                    ::core::panic!(#msg)
                };
            }
        })
        .collect()
}
