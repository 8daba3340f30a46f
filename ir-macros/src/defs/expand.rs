//! Code generation of `#[type_def]` / `#[attr_def]`: the parameter struct
//! (the user's struct renamed `<Name>Params`), the `Copy` handle with
//! `get`, `get_checked`, `from_params`, casting and accessors, and the
//! definition and syntax records with their link-time registration.

use super::{DefModel, Kind};
use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

pub fn expand(m: &DefModel, item: &syn::ItemStruct) -> TokenStream {
    let ident = &item.ident;
    let vis = &item.vis;
    let params_ident = format_ident!("{}Params", ident);
    let docs: Vec<&syn::Attribute> = item
        .attrs
        .iter()
        .filter(|a| a.path().is_ident("doc"))
        .collect();
    let other_attrs: Vec<&syn::Attribute> = item
        .attrs
        .iter()
        .filter(|a| !a.path().is_ident("doc"))
        .collect();
    let fields = m.params.iter().map(|p| {
        let (id, ty, attrs) = (&p.ident, &p.ty, &p.attrs);
        quote!(#(#attrs)* pub #id: #ty)
    });
    let params_doc = format!("The parameters of [`{ident}`].");
    let (handle_ty, handle_get, handle_fn, storage_fn, kind_tok) = match m.kind {
        Kind::Type => (
            quote!(::ir::Type),
            quote!(::ir::Type::dialect),
            quote!(ty),
            quote!(dialect_storage),
            quote!(::ir::__private::DefKind::Type),
        ),
        Kind::Attr => (
            quote!(::ir::Attribute),
            quote!(::ir::Attribute::dialect),
            quote!(attr),
            quote!(dialect_storage),
            quote!(::ir::__private::DefKind::Attribute),
        ),
    };
    let args: Vec<TokenStream> = m
        .params
        .iter()
        .map(|p| {
            let (id, ty) = (&p.ident, &p.ty);
            quote!(#id: #ty)
        })
        .collect();
    let arg_names: Vec<&syn::Ident> = m.params.iter().map(|p| &p.ident).collect();
    let accessors = m.params.iter().map(|p| {
        let (id, ty) = (&p.ident, &p.ty);
        let doc = format!("The `{id}` parameter.");
        quote! {
            #[doc = #doc]
            pub fn #id<'c>(self, ctx: &'c ::ir::Context) -> &'c #ty {
                &self.params(ctx).#id
            }
        }
    });
    let own_verify = match &m.verify {
        Some(v) => quote_spanned!(v.span()=> #v(ctx, &params)?;),
        None => quote!(),
    };
    // The definition's verifier, then its traits' in list order.
    let trait_verifies = m.traits.iter().map(
        |t| quote_spanned!(t.span()=> <#t as ::ir::DefTrait>::verify(ctx, Self::def(), &params)?;),
    );
    let verify = quote!(#own_verify #(#trait_verifies)*);
    // One Model per listed interface, spanned at the entry so that a
    // definition not implementing it gets rustc's error there.
    let iface_models = m.interfaces.iter().map(|path| {
        let mut concept = path.clone();
        if let Some(last) = concept.segments.last_mut() {
            last.ident = format_ident!("{}Concept", last.ident);
        }
        quote_spanned!(path.span()=> <#concept as ::ir::__private::UniquedModelFor<#ident>>::MODEL)
    });
    let trait_entries = m
        .traits
        .iter()
        .map(|t| quote_spanned!(t.span()=> ::ir::__private::DefTraitEntry::of::<#t>()));
    let mnemonic = m
        .mnemonic
        .as_ref()
        .map(|s| s.value())
        .unwrap_or_else(|| "__unnamed".into());
    let dialect = match &m.dialect {
        Some(d) => quote!(<#d as ::ir::__private::Dialect>::NAME),
        None => quote!("__unnamed"),
    };
    let rust_name = ident.to_string();
    let parse_body = match (&m.format, &m.parse) {
        (Some(f), _) => {
            let def = m
                .ods_name
                .as_ref()
                .map(|s| s.value())
                .unwrap_or_else(|| rust_name.clone());
            f.parse_body(&m.params, &params_ident, &def)
        }
        (None, Some(h)) => quote_spanned!(h.span()=> #h(p)),
        // Without syntax only a parameterless definition can be parsed
        // (the missing syntax of one with parameters is reported).
        (None, None) if !m.params.is_empty() => quote!(p.error("no syntax")),
        (None, None) => quote!(::core::result::Result::Ok(#params_ident {})),
    };
    let print_body = match (&m.format, &m.print) {
        (Some(f), _) => f.print_body(&m.params),
        (None, Some(h)) => quote_spanned!(h.span()=> #h(v, p);),
        (None, None) => quote!(let _ = (v, p);),
    };
    let (parse_type, parse_attr, parse_ret) = match m.kind {
        Kind::Type => (
            quote!(::core::option::Option::Some(__parse)),
            quote!(::core::option::Option::None),
            quote!(::ir::Type),
        ),
        Kind::Attr => (
            quote!(::core::option::Option::None),
            quote!(::core::option::Option::Some(__parse)),
            quote!(::ir::Attribute),
        ),
    };
    let attr_type = match m.kind {
        Kind::Type => quote! {
            impl ::core::convert::From<#ident> for ::ir::Type {
                fn from(t: #ident) -> ::ir::Type {
                    t.0
                }
            }
        },
        Kind::Attr => {
            let desc = m
                .description
                .as_ref()
                .map(|d| d.value())
                .unwrap_or_else(|| rust_name.clone());
            quote! {
                impl ::ir::__private::AttrType for #ident {
                    const DESCRIPTION: &'static str = #desc;
                    fn from_attr(ctx: &::ir::Context, a: ::ir::Attribute) -> ::core::option::Option<Self> {
                        #ident::from_attr(ctx, a)
                    }
                    fn attr(self) -> ::ir::Attribute {
                        self.0
                    }
                    fn irdl(_: &::ir::Context) -> ::ir::__private::irdl::Irdl {
                        ::ir::__private::irdl::Irdl::BaseDef { dialect: #dialect, name: #mnemonic }
                    }
                }
                impl ::core::convert::From<#ident> for ::ir::Attribute {
                    fn from(a: #ident) -> ::ir::Attribute {
                        a.0
                    }
                }
            }
        }
    };
    let cast_fn = match m.kind {
        Kind::Type => quote!(from_type),
        Kind::Attr => quote!(from_attr),
    };
    let cast_doc = format!("The value as a [`{ident}`], if it is one.");
    let get_doc = format!(
        "The uniqued value of these parameters; panics when the verifier rejects them (see [`{ident}::get_checked`])."
    );
    // Held attributes are found through the parameters' `DefParam` impls,
    // which a definition with hand-written hooks need not have.
    let (walk_hook, replace_hook, sub_fns) = if m.format.is_some() {
        let walks = m.params.iter().map(|p| {
            let (id, ty) = (&p.ident, &p.ty);
            quote!(<#ty as ::ir::__private::DefParam>::walk_attrs(&v.#id, f);)
        });
        let replaces = m.params.iter().map(|p| {
            let (id, ty) = (&p.ident, &p.ty);
            quote!(#id: <#ty as ::ir::__private::DefParam>::replace_attrs(&v.#id, ctx, f))
        });
        (
            quote!(::core::option::Option::Some(__walk_attrs)),
            quote!(::core::option::Option::Some(__replace_attrs)),
            quote! {
                #[allow(unused_variables)]
                fn __walk_attrs(s: &::ir::__private::DialectStorage, f: &mut dyn ::core::ops::FnMut(::ir::Attribute)) {
                    if let ::core::option::Option::Some(v) = s.params::<#params_ident>() {
                        #(#walks)*
                    }
                }
                #[allow(unused_variables)]
                fn __replace_attrs(
                    ctx: &::ir::Context,
                    s: &::ir::__private::DialectStorage,
                    f: &mut dyn ::core::ops::FnMut(::ir::Attribute) -> ::ir::Attribute,
                ) -> ::ir::__private::DialectStorage {
                    match s.params::<#params_ident>() {
                        ::core::option::Option::Some(v) => ::ir::__private::DialectStorage::new(
                            s.def(),
                            #params_ident { #(#replaces,)* },
                        ),
                        ::core::option::Option::None => ::core::clone::Clone::clone(s),
                    }
                }
            },
        )
    } else {
        (
            quote!(::core::option::Option::None),
            quote!(::core::option::Option::None),
            quote!(),
        )
    };
    // The handle as a parameter of other definitions: `$p` reads the
    // stripped form (the text after the mnemonic) or a full `!dialect...`
    // value and prints stripped; `qualified($p)` prints it in full.
    let (peek, parse_full, print_full, what, held) = match m.kind {
        Kind::Type => (
            quote!(peek_bang),
            quote!(parse_type),
            quote!(print_type),
            "type",
            quote!(),
        ),
        Kind::Attr => (
            quote!(peek_hash),
            quote!(parse_attribute),
            quote!(print_attribute),
            "attribute",
            quote! {
                fn walk_attrs(&self, f: &mut dyn ::core::ops::FnMut(::ir::Attribute)) {
                    f(self.0);
                }
                /// A replacement of another kind keeps this value: the
                /// parameter's kind is part of the definition.
                fn replace_attrs(
                    &self,
                    ctx: &::ir::Context,
                    f: &mut dyn ::core::ops::FnMut(::ir::Attribute) -> ::ir::Attribute,
                ) -> Self {
                    #ident::from_attr(ctx, f(self.0)).unwrap_or(*self)
                }
            },
        ),
    };
    let wrong_kind =
        format!("invalid kind of {what} specified: expected {{}}.{{}}, but found '{{}}'");
    let cpp_name = m
        .cpp_name
        .as_ref()
        .map(|s| s.value())
        .unwrap_or_else(|| rust_name.clone());
    let as_param = quote! {
        impl ::ir::__private::DefParam for #ident {
            const CPP_TYPE: &'static str = #cpp_name;
            fn parse(p: &mut ::ir::__private::DialectAsmParser<'_, '_>) -> ::ir::__private::PResult<Self> {
                if p.#peek() {
                    let at = p.pos();
                    let v = p.#parse_full()?;
                    return match #ident::#cast_fn(p.ctx(), v) {
                        ::core::option::Option::Some(h) => ::core::result::Result::Ok(h),
                        ::core::option::Option::None => {
                            let msg = ::std::format!(#wrong_kind, __DEF.dialect, __DEF.mnemonic, v.display(p.ctx()));
                            p.error_at(at, msg)
                        }
                    };
                }
                __parse(p).map(#ident)
            }
            fn print(&self, p: &mut ::ir::__private::DialectAsmPrinter<'_, '_>) {
                if let ::core::option::Option::Some(s) = self.0.#storage_fn(p.ctx()) {
                    __print(p, s);
                }
            }
            fn print_qualified(&self, p: &mut ::ir::__private::DialectAsmPrinter<'_, '_>) {
                p.#print_full(self.0);
            }
            #held
        }
    };
    let has_alias = m.alias.is_some();
    // Parameters of a declarative format implement `DefParam`, which says
    // whether they hold types or attributes; hand-written hooks may hold
    // anything.
    let leaf = if m.format.is_some() {
        let tys = m.params.iter().map(|p| &p.ty);
        quote!(true #(&& <#tys as ::ir::__private::DefParam>::LEAF)*)
    } else {
        quote!(false)
    };
    let (alias_hook, alias_fn) = match &m.alias {
        Some(a) => (
            quote!(::core::option::Option::Some(__alias)),
            quote_spanned! {a.span()=>
                fn __alias(ctx: &::ir::Context, s: &::ir::__private::DialectStorage) -> ::core::option::Option<::std::string::String> {
                    s.params::<#params_ident>().and_then(|v| #a(ctx, v))
                }
            },
        ),
        None => (quote!(::core::option::Option::None), quote!()),
    };
    let irdl_record = super::irdl::record(m, &dialect, &mnemonic);
    quote! {
        #[doc = #params_doc]
        #[derive(Clone, PartialEq, Eq, Hash, Debug)]
        #(#other_attrs)*
        #vis struct #params_ident {
            #(#fields,)*
        }

        #(#docs)*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
        #vis struct #ident(pub #handle_ty);

        impl #ident {
            #[doc = #get_doc]
            #[allow(clippy::too_many_arguments)]
            pub fn get(ctx: &::ir::Context, #(#args),*) -> Self {
                match Self::from_params(ctx, #params_ident { #(#arg_names),* }) {
                    ::core::result::Result::Ok(v) => v,
                    ::core::result::Result::Err(e) => ::core::panic!("{}", e),
                }
            }

            /// The uniqued value of these parameters, or the verifier's message.
            #[allow(clippy::too_many_arguments)]
            pub fn get_checked(ctx: &::ir::Context, #(#args),*) -> ::core::result::Result<Self, ::std::string::String> {
                Self::from_params(ctx, #params_ident { #(#arg_names),* })
            }

            /// The uniqued value of a parameter struct, after the verifier.
            pub fn from_params(ctx: &::ir::Context, params: #params_ident) -> ::core::result::Result<Self, ::std::string::String> {
                #verify
                ::core::result::Result::Ok(#ident(#handle_get(ctx, Self::def(), params)))
            }

            #[doc = #cast_doc]
            pub fn #cast_fn(ctx: &::ir::Context, v: #handle_ty) -> ::core::option::Option<Self> {
                v.#storage_fn(ctx).filter(|s| s.is(Self::def())).map(|_| #ident(v))
            }

            /// The uniqued handle.
            pub fn #handle_fn(self) -> #handle_ty {
                self.0
            }

            /// All parameters.
            pub fn params(self, ctx: &::ir::Context) -> &#params_ident {
                match self.0.#storage_fn(ctx).and_then(|s| s.params::<#params_ident>()) {
                    ::core::option::Option::Some(p) => p,
                    ::core::option::Option::None => ::core::unreachable!("a handle holds its own definition's parameters"),
                }
            }

            #(#accessors)*
        }

        #attr_type

        const _: () = {
            static __DEF: ::ir::__private::DefInfo = ::ir::__private::DefInfo {
                dialect: #dialect,
                mnemonic: #mnemonic,
                kind: #kind_tok,
                rust_name: #rust_name,
                source: ::core::module_path!(),
                alias: #has_alias,
                leaf: #leaf,
                syntax_slot: ::ir::__private::DefSlot::new(),
                walk_attrs: #walk_hook,
                replace_attrs: #replace_hook,
                traits: &[#(#trait_entries),*],
                interfaces: &[#(#iface_models),*],
                class_slot: ::ir::__private::DefSlot::new(),
            };

            ::ir::__private::inventory::submit! {
                ::ir::__private::DefEntry(&__DEF)
            }

            impl ::ir::__private::UniquedClass for #ident {
                type Value = #handle_ty;
                fn class() -> ::ir::__private::Class {
                    ::ir::__private::Class::Def(&__DEF)
                }
                fn wrap(v: #handle_ty) -> Self {
                    #ident(v)
                }
            }

            #sub_fns

            impl #ident {
                /// The definition record (its address is its identity).
                pub fn def() -> &'static ::ir::__private::DefInfo {
                    &__DEF
                }

                /// Whether the definition lists trait `T` in `traits = [...]`.
                pub fn has_trait<T: ::ir::DefTrait>() -> bool {
                    __DEF.has_trait::<T>()
                }
            }

            #[allow(unused_mut, unused_variables)]
            fn __parse_params(p: &mut ::ir::__private::DialectAsmParser<'_, '_>) -> ::ir::__private::PResult<#params_ident> {
                #parse_body
            }

            fn __parse(p: &mut ::ir::__private::DialectAsmParser<'_, '_>) -> ::ir::__private::PResult<#parse_ret> {
                let pos = p.pos();
                let params = __parse_params(p)?;
                match #ident::from_params(p.ctx(), params) {
                    ::core::result::Result::Ok(v) => ::core::result::Result::Ok(v.0),
                    ::core::result::Result::Err(e) => p.error_at(pos, e),
                }
            }

            #[allow(unused_variables)]
            fn __print(p: &mut ::ir::__private::DialectAsmPrinter<'_, '_>, s: &::ir::__private::DialectStorage) {
                if let ::core::option::Option::Some(v) = s.params::<#params_ident>() {
                    #print_body
                }
            }

            static __SYNTAX: ::ir::__private::DefSyntax = ::ir::__private::DefSyntax {
                def: &__DEF,
                parse_type: #parse_type,
                parse_attr: #parse_attr,
                print: __print,
                alias: #alias_hook,
            };

            #alias_fn

            #irdl_record

            ::ir::__private::inventory::submit! {
                ::ir::__private::DefSyntaxEntry(&__SYNTAX)
            }

            #as_param
        };
    }
}
