//! `#[dialect_interface]`: on a trait, declares a dialect interface (the
//! trait gains `Send + Sync` and `dyn Trait` implements
//! `DialectInterface`); on `impl Trait for UnitStruct` with `dialect =
//! D`, registers the implementation for dialect `D` at link time.
//!
//! One attribute for both sides keeps the vocabulary small, as
//! `#[external_model]` does; the item kind says which is meant.

use crate::options::Options;
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;

/// The options of `#[dialect_interface]` on an impl (the trait form has
/// none).
pub(crate) const DIALECT_INTERFACE_OPTIONS: &[&str] = &["dialect"];

/// Expands `#[dialect_interface]` on a trait or an impl.
pub fn expand(args: TokenStream, item: syn::Item) -> TokenStream {
    let mut errors = Vec::new();
    let out = match item {
        syn::Item::Trait(mut t) => {
            Options::parse(args, "#[dialect_interface] on a trait", &[], &mut errors);
            declare(&mut t, &mut errors)
        }
        syn::Item::Impl(i) => {
            let o = Options::parse(
                args,
                "#[dialect_interface]",
                DIALECT_INTERFACE_OPTIONS,
                &mut errors,
            );
            let dialect = o.path("dialect", &mut errors);
            if dialect.is_none() && o.key_span("dialect").is_none() {
                errors.push(syn::Error::new(
                    i.self_ty.span(),
                    "missing option `dialect` in #[dialect_interface] on an impl",
                ));
            }
            let reg = register(&i, dialect.as_ref(), &mut errors);
            quote!(#i #reg)
        }
        other => {
            errors.push(syn::Error::new(
                other.span(),
                "#[dialect_interface] goes on a trait (declaring it) or on `impl Trait for Struct` (registering it)",
            ));
            quote!(#other)
        }
    };
    super::with_errors(out, errors)
}

fn declare(t: &mut syn::ItemTrait, errors: &mut Vec<syn::Error>) -> TokenStream {
    if !t.generics.params.is_empty() {
        errors.push(syn::Error::new(
            t.generics.span(),
            "#[dialect_interface] traits cannot have generic parameters",
        ));
        return quote!(#t);
    }
    t.supertraits.push(syn::parse_quote!(::core::marker::Send));
    t.supertraits.push(syn::parse_quote!(::core::marker::Sync));
    let ident = &t.ident;
    let name = ident.to_string();
    quote! {
        #t
        impl ::ir::__private::DialectInterface for dyn #ident {
            const ID: u64 = ::ir::__private::fnv1a(::core::concat!(::core::module_path!(), "::", #name));
            const NAME: &'static str = #name;
        }
    }
}

fn register(
    i: &syn::ItemImpl,
    dialect: Option<&syn::Path>,
    errors: &mut Vec<syn::Error>,
) -> TokenStream {
    let Some((None, iface, _)) = &i.trait_ else {
        errors.push(syn::Error::new(
            i.self_ty.span(),
            "#[dialect_interface] on an impl expects `impl Trait for Struct`",
        ));
        return quote!();
    };
    let syn::Type::Path(ty) = &*i.self_ty else {
        errors.push(syn::Error::new(
            i.self_ty.span(),
            "a dialect interface is implemented by a unit struct",
        ));
        return quote!();
    };
    if !i.generics.params.is_empty() {
        errors.push(syn::Error::new(
            i.generics.span(),
            "a dialect interface implementation cannot be generic",
        ));
        return quote!();
    }
    let Some(dialect) = dialect else {
        return quote!();
    };
    let value = &ty.path;
    let p = quote!(::ir::__private);
    quote_spanned! {i.self_ty.span()=>
        const _: () = {
            static __OBJ: &'static dyn #iface = &#value;
            #p::inventory::submit! {
                #p::DialectInterfaceEntry {
                    dialect: <#dialect as #p::Dialect>::NAME,
                    id: <dyn #iface as #p::DialectInterface>::ID,
                    name: <dyn #iface as #p::DialectInterface>::NAME,
                    object: &__OBJ,
                    source: ::core::module_path!(),
                }
            }
        };
    }
}
