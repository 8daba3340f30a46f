//! `#[op_interface]` expansion: the trait itself, its Concept (a struct of
//! fn pointers), the generic Model constructor `Concept::model::<Op>()`,
//! and the `<Trait>Handle` type that dispatches through a Concept.
//!
//! Thunks are generic over the op family (`OpFamily`), so the interface
//! macro writes them once and every op's Model is one `const` call; having
//! the `#[op]` macro write per-op thunks was rejected because it cannot see
//! the interface's methods.
//!
//! Base interfaces (the trait's supertraits) are fields of the Concept
//! pointing at the same op's base Models (`ModelFor<F>::MODEL`), so the
//! registry finds the bases of any Model and a handle reaches them with no
//! lookup: the handle holds its first base's handle and derefs to it, and
//! has an `as_<base>()` per base. Copying the bases' methods into the
//! handle was rejected: this macro cannot see another trait's methods.

use crate::model::InterfaceModel;
use crate::parse;
use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

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
    let verify_region = match &m.verify_region {
        Some(p) => quote! {
            fn verify_region(view: ::ir::__private::OpView<'_>) -> ::core::result::Result<(), ::ir::Diagnostic> {
                #p(view)
            }
        },
        None => quote!(),
    };
    let id = quote!(::ir::__private::fnv1a(
        ::core::concat!(::core::module_path!(), "::", #name)
    ));

    let bases = Bases::of(m);
    let base_fields = &bases.fields;
    let base_inits = &bases.inits;
    let base_concepts = &bases.concepts;
    let verify_with_bases = with_bases(
        &id,
        base_concepts,
        quote!(verify_with_bases),
        quote!(verify),
    );
    let verify_region_with_bases = with_bases(
        &id,
        base_concepts,
        quote!(verify_region_with_bases),
        quote!(verify_region),
    );
    let base_idx = &bases.field_names;
    let handle_decl = bases.handle(vis, &handle, &concept);
    let upcasts = &bases.upcasts;
    let bases_ctor = bases.ctor();
    let method_names = m.methods.iter().map(|x| x.sig.ident.to_string());
    let doc_concept = format!("The Concept of [`{name}`]: one fn pointer per method.");
    let doc_handle = format!("An op viewed as a [`{name}`]: the op and its Model.");
    quote! {
        #item

        #[doc = #doc_concept]
        #[derive(Copy, Clone, Debug)]
        #vis struct #concept {
            #(#fields,)*
            #(#base_fields,)*
        }

        #[doc = #doc_handle]
        #handle_decl

        #(#thunks)*

        impl #concept {
            /// The interface's method names, so that `#[op]` can reject an
            /// accessor that would shadow one.
            pub const METHOD_NAMES: &'static [&'static str] = &[#(#method_names),*];

            /// The Model of op family `F`, which must implement the interface.
            pub const fn model<F: ::ir::__private::OpFamily>() -> Self
            where for<'x> F::Handle<'x>: #tr {
                #concept { #(#inits,)* #(#base_inits,)* }
            }
        }

        impl<F: ::ir::__private::OpFamily> ::ir::__private::ModelFor<F> for #concept
        where for<'x> F::Handle<'x>: #tr {
            const MODEL: &'static Self = &#concept::model::<F>();
        }

        impl ::ir::__private::InterfaceConcept for #concept {
            const ID: u64 = #id;
            const NAME: &'static str = #name;
            #verify
            #verify_region
            #[inline]
            fn cache() -> &'static ::ir::__private::InterfaceCache<Self> {
                static CACHE: ::ir::__private::InterfaceCache<#concept> = ::ir::__private::InterfaceCache::new();
                &CACHE
            }
            fn base_entries(&'static self) -> ::ir::__private::Vec<::ir::__private::InterfaceEntry> {
                #[allow(unused_mut)]
                let mut v = ::ir::__private::Vec::new();
                #(
                    v.push(::ir::__private::interface_entry(self.#base_idx));
                    v.extend(<#base_concepts as ::ir::__private::InterfaceConcept>::base_entries(self.#base_idx));
                )*
                v
            }
            #verify_with_bases
            #verify_region_with_bases
        }

        impl<'a> ::ir::__private::OpInterface<'a> for #handle<'a> {
            const ID: u64 = #id;
            const NAME: &'static str = #name;
            type Concept = #concept;
            #[inline]
            fn cache() -> &'static ::ir::__private::InterfaceCache<#concept> {
                <#concept as ::ir::__private::InterfaceConcept>::cache()
            }
            #[inline]
            fn from_parts(view: ::ir::__private::OpView<'a>, concept: &'static #concept) -> Self {
                #handle { #bases_ctor concept }
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
            #(#upcasts)*
            #(#methods)*
        }
    }
}

/// What the base interfaces add to the Concept and the handle.
struct Bases {
    /// `__base_i: &'static BaseConcept` per base.
    fields: Vec<TokenStream>,
    /// `__base_i: <BaseConcept as ModelFor<F>>::MODEL` per base.
    inits: Vec<TokenStream>,
    concepts: Vec<syn::Path>,
    handles: Vec<syn::Path>,
    field_names: Vec<syn::Ident>,
    /// `as_<base>()` per base.
    upcasts: Vec<TokenStream>,
}

impl Bases {
    fn of(m: &InterfaceModel) -> Self {
        let mut b = Bases {
            fields: Vec::new(),
            inits: Vec::new(),
            concepts: Vec::new(),
            handles: Vec::new(),
            field_names: Vec::new(),
            upcasts: Vec::new(),
        };
        for (i, base) in m.bases.iter().enumerate() {
            let c = suffixed(base, "Concept");
            let h = suffixed(base, "Handle");
            let f = format_ident!("__base_{}", i);
            let last = &base.segments.last().expect("a path").ident;
            let doc = format!("The op's Model of base interface [`{last}`].");
            b.fields.push(quote_spanned! {base.span()=>
                #[doc = #doc]
                pub #f: &'static #c
            });
            b.inits.push(quote_spanned! {base.span()=>
                #f: <#c as ::ir::__private::ModelFor<F>>::MODEL
            });
            let up = format_ident!("as_{}", crate::format::codegen::snake(&last.to_string()));
            let updoc = format!("The op as its base interface [`{last}`] (no lookup).");
            b.upcasts.push(quote! {
                #[doc = #updoc]
                #[inline]
                pub fn #up(&self) -> #h<'a> {
                    <#h<'a> as ::ir::__private::OpInterface<'a>>::from_parts(self.view, self.concept.#f)
                }
            });
            b.concepts.push(c);
            b.handles.push(h);
            b.field_names.push(f);
        }
        b
    }

    /// The handle struct: the op and the Model, or, with bases, the first
    /// base's handle (which holds the op) and the Model, with a `Deref`
    /// to that base.
    fn handle(
        &self,
        vis: &syn::Visibility,
        handle: &syn::Ident,
        concept: &syn::Ident,
    ) -> TokenStream {
        match self.handles.first() {
            None => quote! {
                #[derive(Copy, Clone, Debug)]
                #vis struct #handle<'a> {
                    /// The op.
                    pub view: ::ir::__private::OpView<'a>,
                    concept: &'static #concept,
                }
            },
            Some(first) => quote! {
                #[derive(Copy, Clone, Debug)]
                #vis struct #handle<'a> {
                    /// The op as the first base interface; its `view` is the op.
                    pub base: #first<'a>,
                    concept: &'static #concept,
                }

                impl<'a> ::core::ops::Deref for #handle<'a> {
                    type Target = #first<'a>;
                    #[inline]
                    fn deref(&self) -> &#first<'a> {
                        &self.base
                    }
                }
            },
        }
    }

    /// The handle's fields before `concept` in `from_parts`.
    fn ctor(&self) -> TokenStream {
        match (self.handles.first(), self.field_names.first()) {
            (Some(h), Some(f)) => quote! {
                base: <#h<'a> as ::ir::__private::OpInterface<'a>>::from_parts(view, concept.#f),
            },
            _ => quote!(view,),
        }
    }
}

/// `path::Iface` with its last segment suffixed (`IfaceConcept`).
pub fn suffixed(path: &syn::Path, suffix: &str) -> syn::Path {
    let mut p = path.clone();
    if let Some(last) = p.segments.last_mut() {
        last.ident = format_ident!("{}{}", last.ident, suffix, span = last.ident.span());
    }
    p
}

/// A Concept's `verify_with_bases` (or `verify_region_with_bases`, with
/// `own` the verifier it runs last): the bases' not yet `seen`, then its
/// own.
fn with_bases(
    id: &TokenStream,
    bases: &[syn::Path],
    name: TokenStream,
    own: TokenStream,
) -> TokenStream {
    quote! {
        fn #name(
            view: ::ir::__private::OpView<'_>,
            seen: &mut ::ir::__private::SeenInterfaces,
        ) -> ::core::result::Result<(), ::ir::Diagnostic> {
            if seen.contains(&#id) {
                return ::core::result::Result::Ok(());
            }
            seen.push(#id);
            #(<#bases as ::ir::__private::InterfaceConcept>::#name(view, seen)?;)*
            <Self as ::ir::__private::InterfaceConcept>::#own(view)
        }
    }
}
