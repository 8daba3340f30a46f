//! `#[external_model]`: an interface model for an op defined elsewhere,
//! registered at link time.
//!
//! On `impl Iface for path::Op<'_>` it builds the Model and submits an
//! `ExternalModelEntry`; a `const` check makes a model for an interface
//! the op lists itself a compile error. Rust's orphan rule allows that
//! `impl` only where the interface or the op is local, so the attribute
//! also goes on a one-field wrapper, `#[external_model] pub struct
//! MyModel<'a>(pub other::Op<'a>);`, which becomes a handle of the op
//! (`Deref` to it) that a third crate may implement any interface for.
//! Two such wrappers implementing one interface for one op are reported
//! when the registry is built, naming both. The wrapper derives `Copy`,
//! `Clone` and `Debug` (as op handles do). As for an op's list, the
//! interface's `...Concept` type must be in scope beside the trait.

use crate::options::Options;
use proc_macro2::TokenStream;
use quote::{quote, quote_spanned};
use syn::spanned::Spanned;

/// Expands `#[external_model]` on an `impl` or a wrapper struct.
pub fn expand(args: TokenStream, mut item: syn::Item) -> TokenStream {
    let mut errors = Vec::new();
    if let syn::Item::Struct(s) = &mut item {
        s.attrs
            .push(syn::parse_quote!(#[derive(Copy, Clone, Debug)]));
    }
    Options::parse(args, "#[external_model]", &[], &mut errors);
    let out = match &item {
        syn::Item::Impl(i) => model_impl(i, &mut errors),
        syn::Item::Struct(s) => wrapper(s, &mut errors),
        other => {
            errors.push(syn::Error::new(
                other.span(),
                "#[external_model] goes on `impl Interface for Op` or on a wrapper `struct Model<'a>(pub Op<'a>);`",
            ));
            quote!()
        }
    };
    super::with_errors(quote!(#item #out), errors)
}

/// The type with every lifetime argument made `'static`.
fn with_static_lifetimes(ty: &syn::Type) -> syn::Type {
    let mut t = ty.clone();
    if let syn::Type::Path(p) = &mut t {
        for seg in &mut p.path.segments {
            if let syn::PathArguments::AngleBracketed(a) = &mut seg.arguments {
                for arg in &mut a.args {
                    if let syn::GenericArgument::Lifetime(l) = arg {
                        *l = syn::Lifetime::new("'static", l.span());
                    }
                }
            }
        }
    }
    t
}

fn model_impl(i: &syn::ItemImpl, errors: &mut Vec<syn::Error>) -> TokenStream {
    let Some((bang, iface, _)) = &i.trait_ else {
        errors.push(syn::Error::new(
            i.self_ty.span(),
            "#[external_model] expects `impl Interface for Op`",
        ));
        return quote!();
    };
    if let Some(b) = bang {
        errors.push(syn::Error::new(
            b.span(),
            "an external model cannot be a negative impl",
        ));
        return quote!();
    }
    if let Some(g) = i
        .generics
        .params
        .iter()
        .find(|g| !matches!(g, syn::GenericParam::Lifetime(_)))
    {
        errors.push(syn::Error::new(
            g.span(),
            "an external model is for one op: it cannot have type or const parameters",
        ));
        return quote!();
    }
    let op = with_static_lifetimes(&i.self_ty);
    let concept = super::interface::suffixed(iface, "Concept");
    let iname = iface
        .segments
        .last()
        .map(|s| s.ident.to_string())
        .unwrap_or_default();
    let oname = match &*i.self_ty {
        syn::Type::Path(p) => p
            .path
            .segments
            .last()
            .map(|s| s.ident.to_string())
            .unwrap_or_default(),
        _ => String::new(),
    };
    let msg = format!(
        "`{oname}` lists interface `{iname}` itself: an external model would be a second model of it"
    );
    let p = quote!(::ir::__private);
    quote_spanned! {iface.span()=>
        const _: () = {
            type __C = #concept;
            static __MODEL: __C = __C::model::<#op>();
            #p::inventory::submit! {
                #p::ExternalModelEntry {
                    op: <#op as #p::OpType<'static>>::NAME,
                    entry: #p::interface_entry(&__MODEL),
                    source: ::core::module_path!(),
                }
            }
            const _: () = if #p::u64_list_contains(
                <#op>::__INTERFACE_IDS,
                <__C as #p::InterfaceConcept>::ID,
            ) {
                ::core::panic!(#msg)
            };
        };
    }
}

/// A wrapper `struct Model<'a>(pub Op<'a>);`: a handle of `Op`.
fn wrapper(s: &syn::ItemStruct, errors: &mut Vec<syn::Error>) -> TokenStream {
    let shape = "an external model wrapper is `struct Model<'a>(pub Op<'a>);`";
    let lifetimes: Vec<_> = s.generics.lifetimes().collect();
    let field = match &s.fields {
        syn::Fields::Unnamed(f) if f.unnamed.len() == 1 => &f.unnamed[0],
        _ => {
            errors.push(syn::Error::new(s.fields.span(), shape));
            return quote!();
        }
    };
    if lifetimes.len() != 1 || s.generics.params.len() != 1 {
        errors.push(syn::Error::new(s.generics.span(), shape));
        return quote!();
    }
    let lt = &lifetimes[0].lifetime;
    let ident = &s.ident;
    let op = &field.ty;
    let op_static = with_static_lifetimes(op);
    let p = quote!(::ir::__private);
    quote! {
        const _: () = {
            impl<#lt> ::core::ops::Deref for #ident<#lt> {
                type Target = #op;
                #[inline]
                fn deref(&self) -> &#op {
                    &self.0
                }
            }
            impl<#lt> #p::OpType<#lt> for #ident<#lt> {
                const NAME: &'static str = <#op as #p::OpType<#lt>>::NAME;
                #[inline]
                fn info() -> &'static #p::OpInfo {
                    <#op as #p::OpType<#lt>>::info()
                }
                #[inline]
                fn wrap(v: #p::OpView<#lt>) -> Self {
                    #ident(<#op as #p::OpType<#lt>>::wrap(v))
                }
                #[inline]
                fn view(self) -> #p::OpView<#lt> {
                    <#op as #p::OpType<#lt>>::view(self.0)
                }
            }
            impl #p::OpFamily for #ident<'static> {
                type Handle<#lt> = #ident<#lt>;
            }
            impl #ident<'_> {
                #[doc(hidden)]
                pub const __INTERFACE_IDS: &'static [u64] = <#op_static>::__INTERFACE_IDS;
            }
        };
    }
}
