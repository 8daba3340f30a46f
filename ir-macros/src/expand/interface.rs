//! `#[op_interface]` expansion: the trait itself, its Concept (a struct of
//! fn pointers), the generic Model constructor `Concept::model::<Op>()`,
//! and the `<Trait>Handle` type that dispatches through a Concept.
//!
//! Thunks are generic over the op family (`OpFamily`), so the interface
//! macro writes them once and every op's Model is one `const` call; having
//! the `#[op]` macro write per-op thunks was rejected because it cannot see
//! the interface's methods.

use crate::model::InterfaceModel;
use crate::parse;
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// Expands `#[op_interface]` on a trait.
pub fn expand(args: TokenStream, item: syn::ItemTrait) -> TokenStream {
    let mut errors = Vec::new();
    let m = parse::interface(args, &item, &mut errors);
    let out = generate(&item, &m);
    super::with_errors(out, errors)
}

fn generate(item: &syn::ItemTrait, m: &InterfaceModel) -> TokenStream {
    let tr = &item.ident;
    let vis = &item.vis;
    let concept = format_ident!("{}Concept", tr);
    let handle = format_ident!("{}Handle", tr);
    let name = tr.to_string();
    let mut fields = Vec::new();
    let mut inits = Vec::new();
    let mut thunks = Vec::new();
    let mut methods = Vec::new();
    for meth in &m.methods {
        let mname = &meth.sig.ident;
        let thunk = format_ident!("__{}_{}", tr, mname);
        let arg_names: Vec<_> = meth.args.iter().map(|a| &a.0).collect();
        let arg_tys: Vec<_> = meth.args.iter().map(|a| &a.1).collect();
        let ret = &meth.sig.output;
        let docs = &meth.docs;
        if meth.has_self {
            fields.push(quote!(pub #mname: fn(&::ir::__private::OpView<'_> #(, #arg_tys)*) #ret));
            thunks.push(quote! {
                #[allow(non_snake_case)]
                fn #thunk<F: ::ir::__private::OpFamily>(
                    v: &::ir::__private::OpView<'_> #(, #arg_names: #arg_tys)*
                ) #ret
                where for<'x> F::Handle<'x>: #tr {
                    let h = <F::Handle<'_> as ::ir::__private::OpType<'_>>::wrap(*v);
                    <F::Handle<'_> as #tr>::#mname(&h #(, #arg_names)*)
                }
            });
            methods.push(quote! {
                #(#docs)*
                #[inline]
                pub fn #mname(&self #(, #arg_names: #arg_tys)*) #ret {
                    (self.concept.#mname)(&self.view #(, #arg_names)*)
                }
            });
        } else {
            fields.push(quote!(pub #mname: fn(#(#arg_tys),*) #ret));
            thunks.push(quote! {
                #[allow(non_snake_case)]
                fn #thunk<F: ::ir::__private::OpFamily>(#(#arg_names: #arg_tys),*) #ret
                where for<'x> F::Handle<'x>: #tr {
                    <F::Handle<'static> as #tr>::#mname(#(#arg_names),*)
                }
            });
            methods.push(quote! {
                #(#docs)*
                #[inline]
                pub fn #mname(&self #(, #arg_names: #arg_tys)*) #ret {
                    (self.concept.#mname)(#(#arg_names),*)
                }
            });
        }
        inits.push(quote!(#mname: #thunk::<F>));
    }
    let verify = match &m.verify {
        Some(p) => quote! {
            fn verify(view: ::ir::__private::OpView<'_>) -> ::core::result::Result<(), ::ir::Diagnostic> {
                #p(view)
            }
        },
        None => quote!(),
    };
    let id = quote!(::ir::__private::fnv1a(
        ::core::concat!(::core::module_path!(), "::", #name)
    ));
    let method_names = m.methods.iter().map(|x| x.sig.ident.to_string());
    let doc_concept = format!("The Concept of [`{name}`]: one fn pointer per method.");
    let doc_handle = format!("An op viewed as a [`{name}`]: the op and its Model.");
    quote! {
        #item

        #[doc = #doc_concept]
        #[derive(Copy, Clone, Debug)]
        #vis struct #concept {
            #(#fields,)*
        }

        #[doc = #doc_handle]
        #[derive(Copy, Clone, Debug)]
        #vis struct #handle<'a> {
            /// The op.
            pub view: ::ir::__private::OpView<'a>,
            concept: &'static #concept,
        }

        #(#thunks)*

        impl #concept {
            /// The interface's method names, so that `#[op]` can reject an
            /// accessor that would shadow one.
            pub const METHOD_NAMES: &'static [&'static str] = &[#(#method_names),*];

            /// The Model of op family `F`, which must implement the interface.
            pub const fn model<F: ::ir::__private::OpFamily>() -> Self
            where for<'x> F::Handle<'x>: #tr {
                #concept { #(#inits,)* }
            }
        }

        impl ::ir::__private::InterfaceConcept for #concept {
            const ID: u64 = #id;
            #verify
        }

        impl<'a> ::ir::__private::OpInterface<'a> for #handle<'a> {
            const ID: u64 = #id;
            const NAME: &'static str = #name;
            type Concept = #concept;
            #[inline]
            fn cache() -> &'static ::ir::__private::InterfaceCache<#concept> {
                static CACHE: ::ir::__private::InterfaceCache<#concept> = ::ir::__private::InterfaceCache::new();
                &CACHE
            }
            #[inline]
            fn from_parts(view: ::ir::__private::OpView<'a>, concept: &'static #concept) -> Self {
                #handle { view, concept }
            }
            fn verify(view: ::ir::__private::OpView<'_>) -> ::core::result::Result<(), ::ir::Diagnostic> {
                <#concept as ::ir::__private::InterfaceConcept>::verify(view)
            }
        }

        impl<'a> #handle<'a> {
            /// The op as this interface, when it implements it.
            #[inline]
            pub fn cast(view: ::ir::__private::OpView<'a>) -> ::core::option::Option<Self> {
                ::ir::__private::cast_view(view)
            }
            #(#methods)*
        }
    }
}
