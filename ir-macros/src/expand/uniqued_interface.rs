//! `#[type_interface]` and `#[attr_interface]` expansion: the trait
//! itself, its Concept (a struct of fn pointers taking the `Type` or
//! `Attribute`), the generic Model constructor `Concept::model::<T>()`
//! for any class handle `T` implementing the trait, and the
//! `<Trait>Handle` type that dispatches through a Concept; an attribute
//! interface's handle is also an op attribute kind (`AttrType`), as an
//! ODS `AttrInterface` is an attribute constraint.
//!
//! Shaped like `#[op_interface]` (see `expand::interface`), but a type or
//! attribute carries no context, so methods take whatever they need
//! (usually `ctx: &Context`) and the handle is a plain `Copy` pair of the
//! value and its Model, with no lifetime. Methods may have lifetime
//! parameters (a method returning data borrowed from the context, as
//! `fn shape<'c>(&self, ctx: &'c Context) -> Option<&'c [i64]>`): the
//! Concept's field is then a higher-ranked fn pointer. Sharing the
//! generator with `#[op_interface]` was rejected: only the parsing of the
//! methods is common (`parse::interface_methods`); thunks, handles and
//! registration differ in every line.

use crate::options::Options;
use crate::parse;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};
use syn::spanned::Spanned;

/// Which macro.
#[derive(Copy, Clone)]
pub enum Kind {
    Type,
    Attr,
}

/// Expands `#[type_interface]` or `#[attr_interface]` on a trait.
pub fn expand(kind: Kind, args: TokenStream, item: syn::ItemTrait) -> TokenStream {
    let what = match kind {
        Kind::Type => "#[type_interface]",
        Kind::Attr => "#[attr_interface]",
    };
    let mut errors = Vec::new();
    let _ = Options::parse(args, what, &[], &mut errors);
    if !item.generics.params.is_empty() {
        // Nothing is generated for a generic trait: it would only add
        // errors about the missing parameters.
        errors.push(syn::Error::new(
            item.generics.span(),
            format!("{what} traits cannot have generic parameters"),
        ));
        return super::with_errors(quote!(#item), errors);
    }
    if let Some(s) = item.supertraits.first() {
        errors.push(syn::Error::new(
            s.span(),
            format!("{what} traits cannot have supertraits"),
        ));
    }
    let methods = parse::interface_methods(&item, what, true, &mut errors);
    let out = generate(kind, &item, &methods);
    super::with_errors(out, errors)
}

fn generate(
    kind: Kind,
    item: &syn::ItemTrait,
    methods: &[crate::model::IfaceMethod],
) -> TokenStream {
    let tr = &item.ident;
    let vis = &item.vis;
    let concept = format_ident!("{}Concept", tr);
    let handle = format_ident!("{}Handle", tr);
    let name = tr.to_string();
    let (value, getter, what) = match kind {
        Kind::Type => (quote!(::ir::Type), quote!(ty), "type"),
        Kind::Attr => (quote!(::ir::Attribute), quote!(attr), "attribute"),
    };
    let p = quote!(::ir::__private);
    let mut fields = Vec::new();
    let mut inits = Vec::new();
    let mut thunks = Vec::new();
    let mut calls = Vec::new();
    for meth in methods {
        let mname = &meth.sig.ident;
        let thunk = format_ident!("__{}", mname);
        let names: Vec<_> = meth.args.iter().map(|a| &a.0).collect();
        let tys: Vec<_> = meth.args.iter().map(|a| &a.1).collect();
        let ret = &meth.sig.output;
        let docs = &meth.docs;
        let lts: Vec<_> = meth.sig.generics.params.iter().collect();
        let hr = if lts.is_empty() {
            quote!()
        } else {
            quote!(for<#(#lts),*>)
        };
        let bound = quote!(__T: #p::UniquedClass<Value = #value> + #tr);
        if meth.has_self {
            fields.push(quote!(pub #mname: #hr fn(#value #(, #tys)*) #ret));
            thunks.push(quote! {
                #[doc(hidden)]
                fn #thunk<#(#lts,)* #bound>(__value: #value #(, #names: #tys)*) #ret {
                    <__T as #tr>::#mname(&<__T as #p::UniquedClass>::wrap(__value) #(, #names)*)
                }
            });
            calls.push(quote! {
                #(#docs)*
                #[inline]
                pub fn #mname<#(#lts),*>(&self #(, #names: #tys)*) #ret {
                    (self.concept.#mname)(self.value #(, #names)*)
                }
            });
        } else {
            fields.push(quote!(pub #mname: #hr fn(#(#tys),*) #ret));
            thunks.push(quote! {
                #[doc(hidden)]
                fn #thunk<#(#lts,)* #bound>(#(#names: #tys),*) #ret {
                    <__T as #tr>::#mname(#(#names),*)
                }
            });
            calls.push(quote! {
                #(#docs)*
                #[inline]
                pub fn #mname<#(#lts),*>(&self #(, #names: #tys)*) #ret {
                    (self.concept.#mname)(#(#names),*)
                }
            });
        }
        inits.push(quote!(#mname: Self::#thunk::<__T>));
    }
    // An attribute interface is also an attribute constraint (ODS's
    // `AttrInterface` in an op's arguments): its handle can be an op's
    // `#[attr]` kind, described as ODS describes it (`<Name> instance`).
    let attr_kind = match kind {
        Kind::Type => quote!(),
        Kind::Attr => {
            let description = format!("{name} instance");
            quote! {
                impl #p::AttrType for #handle {
                    const DESCRIPTION: &'static str = #description;
                    #[inline]
                    fn from_attr(ctx: &::ir::Context, a: ::ir::Attribute) -> ::core::option::Option<Self> {
                        #handle::cast(ctx, a)
                    }
                    #[inline]
                    fn attr(self) -> ::ir::Attribute {
                        self.value
                    }
                }
            }
        }
    };
    let doc_concept = format!("The Concept of [`{name}`]: one fn pointer per method.");
    let doc_handle = format!("A {what} viewed as a [`{name}`]: the {what} and its Model.");
    let doc_cast = format!("The {what} as a [`{name}`], when its class implements it.");
    let doc_getter = format!("The {what}.");
    quote! {
        #item

        #[doc = #doc_concept]
        #[derive(Copy, Clone, Debug)]
        #vis struct #concept {
            #(#fields,)*
        }

        #[doc = #doc_handle]
        #[derive(Copy, Clone, Debug)]
        #vis struct #handle {
            value: #value,
            concept: &'static #concept,
        }

        impl #concept {
            /// The Model of class handle `__T`, which must implement the interface.
            pub const fn model<__T: #p::UniquedClass<Value = #value> + #tr>() -> Self {
                #concept { #(#inits,)* }
            }
            #(#thunks)*
        }

        impl #p::UniquedInterface for #concept {
            type Value = #value;
            const NAME: &'static str = #name;
            #[inline]
            fn cache() -> &'static #p::ModelCache<Self> {
                static CACHE: #p::ModelCache<#concept> = #p::ModelCache::new();
                &CACHE
            }
        }

        impl<__T: #p::UniquedClass<Value = #value> + #tr> #p::UniquedModelFor<__T> for #concept {
            const MODEL: &'static Self = &#concept::model::<__T>();
        }

        impl #p::UniquedHandle for #handle {
            type Concept = #concept;
            #[inline]
            fn from_parts(value: #value, concept: &'static #concept) -> Self {
                #handle { value, concept }
            }
        }

        impl #handle {
            #[doc = #doc_cast]
            #[inline]
            pub fn cast(ctx: &::ir::Context, value: #value) -> ::core::option::Option<Self> {
                match #p::cast_model::<#concept>(ctx, value) {
                    ::core::option::Option::Some(concept) => ::core::option::Option::Some(#handle { value, concept }),
                    ::core::option::Option::None => ::core::option::Option::None,
                }
            }
            #[doc = #doc_getter]
            #[inline]
            pub fn #getter(self) -> #value {
                self.value
            }
            #(#calls)*
        }

        #attr_kind
    }
}
