//! `#[op]` expansion: the typed handle with accessors and a builder, the
//! verify / region-verify / fold hooks in MLIR's order, the interface
//! table, the `OpInfo` record and its registration.
//!
//! Per-op code is kept small: segment arithmetic, attribute checks and
//! fold sequencing are runtime helpers in `ir::__private`, so an op
//! expands to a handful of short functions and one `static`. Generating
//! those loops inline per op was rejected for build time (see the 200-op
//! fixture). The record uses `..OpInfo::simple(..)` so fields added by other
//! engineers (parser, printer) merge cleanly.

use crate::model::{Arity, OpModel, ValueField};
use crate::{check, parse};
use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote, quote_spanned};
use syn::spanned::Spanned;

/// Expands `#[op(...)]` on a struct.
pub fn expand(args: TokenStream, item: syn::DeriveInput) -> TokenStream {
    let mut errors = Vec::new();
    let m = parse::op(args, &item, &mut errors);
    check::op(&m, &mut errors);
    let out = generate(&m, &mut errors);
    super::with_errors(out, errors)
}

fn arity_code(a: Arity) -> u8 {
    match a {
        Arity::Single => 0,
        Arity::Optional => 1,
        Arity::Variadic => 2,
    }
}

/// The count traits ODS derives from the fields.
fn count_traits(fields: &[ValueField], names: [&str; 5]) -> Vec<TokenStream> {
    let fixed = fields.iter().filter(|f| f.arity == Arity::Single).count();
    let var = fields.len() != fixed;
    let [zero, one, n, at_least, variadic] = names.map(|s| format_ident!("{}", s));
    let mut out = Vec::new();
    if var {
        out.push(quote!(::ir::traits::#variadic));
        if fixed > 0 {
            out.push(quote!(::ir::traits::#at_least<#fixed>));
        }
    } else {
        out.push(match fixed {
            0 => quote!(::ir::traits::#zero),
            1 => quote!(::ir::traits::#one),
            _ => quote!(::ir::traits::#n<#fixed>),
        });
    }
    out
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

fn mangle(name: &str) -> String {
    name.chars()
        .map(|c| {
            if c.is_ascii_alphanumeric() {
                c.to_string()
            } else {
                format!("_{:x}_", c as u32)
            }
        })
        .collect()
}

fn generate(m: &OpModel, errors: &mut Vec<syn::Error>) -> TokenStream {
    let vis = &m.vis;
    let ident = &m.ident;
    let docs = &m.docs;
    let summary = m.summary.as_ref().map(|s| quote!(#[doc = #s]));
    let handle = quote! {
        #summary
        #(#docs)*
        #[derive(Copy, Clone, Debug)]
        #[allow(dead_code)]
        #vis struct #ident<'a>(pub ::ir::__private::OpView<'a>);
    };
    let (Some(dialect), Some(name)) = (&m.dialect, &m.name) else {
        return handle;
    };
    let opname = name.value();
    let p = quote!(::ir::__private);

    // ----- accessors -------------------------------------------------------
    let mut accessors = Vec::new();
    let seg_attr = |trait_name: &str, attr: &str| {
        if m.lists_trait(trait_name) {
            quote!(::core::option::Option::Some(#attr))
        } else {
            quote!(::core::option::Option::None)
        }
    };
    let groups = [
        (
            &m.operands,
            quote!(num_operands),
            quote!(operand),
            seg_attr("AttrSizedOperandSegments", "operandSegmentSizes"),
            quote!(::ir::Value),
        ),
        (
            &m.results,
            quote!(num_results),
            quote!(result),
            seg_attr("AttrSizedResultSegments", "resultSegmentSizes"),
            quote!(::ir::Value),
        ),
        (
            &m.successors,
            quote!(num_successors),
            quote!(successor),
            quote!(::core::option::Option::None),
            quote!(::ir::Block),
        ),
    ];
    for (fields, count, get, seg, ty) in &groups {
        let all_single = fields.iter().all(|f| f.arity == Arity::Single);
        let arities: Vec<u8> = fields.iter().map(|f| arity_code(f.arity)).collect();
        for (i, f) in fields.iter().enumerate() {
            let fid = &f.ident;
            let fdocs = &f.docs;
            let locate = if all_single {
                quote!(let __s = #i;)
            } else {
                quote! {
                    let (__s, __n) = #p::value_segment(self.0, &[#(#arities),*], #i, self.0.body.#count(self.0.op), #seg);
                }
            };
            let body = match f.arity {
                Arity::Single => quote!(#locate self.0.body.#get(self.0.op, __s)),
                Arity::Optional => quote! {
                    #locate
                    (__n > 0).then(|| self.0.body.#get(self.0.op, __s))
                },
                Arity::Variadic => quote! {
                    #locate
                    let __v = self.0;
                    (__s..__s + __n).map(move |__i| __v.body.#get(__v.op, __i))
                },
            };
            let ret = match f.arity {
                Arity::Single => quote!(#ty),
                Arity::Optional => quote!(::core::option::Option<#ty>),
                Arity::Variadic => quote!(impl ::core::iter::ExactSizeIterator<Item = #ty> + 'a),
            };
            accessors.push(quote! {
                #(#fdocs)*
                #[inline]
                pub fn #fid(&self) -> #ret { #body }
            });
        }
    }
    for (i, r) in m.regions.iter().enumerate() {
        let fid = &r.ident;
        let fdocs = &r.docs;
        if r.variadic {
            accessors.push(quote! {
                #(#fdocs)*
                /// (Region ids of `self.0.body.region_body(op)`.)
                #[inline]
                pub fn #fid(&self) -> &'a [::ir::Region] {
                    let __r = self.0.body.regions(self.0.op);
                    &__r[#i.min(__r.len())..]
                }
            });
            continue;
        }
        accessors.push(quote! {
            #(#fdocs)*
            /// (A region id of `self.0.body.region_body(op)`.)
            #[inline]
            pub fn #fid(&self) -> ::ir::Region { self.0.body.regions(self.0.op)[#i] }
        });
    }
    for a in &m.attrs {
        let fid = &a.ident;
        let fdocs = &a.docs;
        let ty = &a.ty;
        let key = fid.to_string();
        let default = match &a.default {
            Some(d) => quote!(.or_else(|| ::core::option::Option::Some(#d(self.0.ctx)))),
            None => quote!(),
        };
        accessors.push(quote! {
            #(#fdocs)*
            #[inline]
            pub fn #fid(&self) -> ::core::option::Option<#ty> {
                self.0.property(#key)
                    .and_then(|__a| <#ty as #p::AttrType>::from_attr(self.0.ctx, __a))
                    #default
            }
        });
    }

    // ----- builder ---------------------------------------------------------
    let mut params = Vec::new();
    let mut fill = Vec::new();
    for r in &m.results {
        let fid = &r.ident;
        let (pty, f) = match r.arity {
            Arity::Single => (quote!(::ir::Type), quote!(__st.result_types.push(#fid);)),
            Arity::Optional => (
                quote!(::core::option::Option<::ir::Type>),
                quote!(__st.result_types.extend(#fid);),
            ),
            Arity::Variadic => (
                quote!(&[::ir::Type]),
                quote!(__st.result_types.extend_from_slice(#fid);),
            ),
        };
        params.push(quote!(#fid: #pty));
        fill.push(f);
    }
    for o in &m.operands {
        let fid = &o.ident;
        let (pty, f) = match o.arity {
            Arity::Single => (quote!(::ir::Value), quote!(__st.operands.push(#fid);)),
            Arity::Optional => (
                quote!(::core::option::Option<::ir::Value>),
                quote!(__st.operands.extend(#fid);),
            ),
            Arity::Variadic => (
                quote!(&[::ir::Value]),
                quote!(__st.operands.extend_from_slice(#fid);),
            ),
        };
        params.push(quote!(#fid: #pty));
        fill.push(f);
    }
    let seg_sizes = |fields: &Vec<ValueField>, attr: &str| {
        let lens = fields.iter().map(|f| {
            let fid = &f.ident;
            match f.arity {
                Arity::Single => quote!(1u64),
                Arity::Optional => quote!(#fid.is_some() as u64),
                Arity::Variadic => quote!(#fid.len() as u64),
            }
        });
        quote! {
            if let ::core::result::Result::Ok(__a) = ::ir::Attribute::dense_array(__ctx, ::ir::Type::int(__ctx, 32), &[#(#lens),*]) {
                __props = __props.dict_with(__ctx, __ctx.ident(#attr), ::core::option::Option::Some(__a));
            }
        }
    };
    if m.lists_trait("AttrSizedOperandSegments") {
        fill.push(seg_sizes(&m.operands, "operandSegmentSizes"));
    }
    if m.lists_trait("AttrSizedResultSegments") {
        fill.push(seg_sizes(&m.results, "resultSegmentSizes"));
    }
    for a in &m.attrs {
        let fid = &a.ident;
        let ty = &a.ty;
        let key = fid.to_string();
        if a.optional || a.default.is_some() {
            params.push(quote!(#fid: ::core::option::Option<#ty>));
            fill.push(quote! {
                __props = __props.dict_with(__ctx, __ctx.ident(#key), #fid.map(#p::AttrType::attr));
            });
        } else {
            params.push(quote!(#fid: #ty));
            fill.push(quote! {
                __props = __props.dict_with(__ctx, __ctx.ident(#key), ::core::option::Option::Some(#p::AttrType::attr(#fid)));
            });
        }
    }
    for s in &m.successors {
        let fid = &s.ident;
        match s.arity {
            Arity::Variadic => {
                params.push(quote!(#fid: &[::ir::Block]));
                fill.push(quote!(__st.successors.extend_from_slice(#fid);));
            }
            _ => {
                params.push(quote!(#fid: ::ir::Block));
                fill.push(quote!(__st.successors.push(#fid);));
            }
        }
    }
    let fixed_regions = m.regions.iter().filter(|r| !r.variadic).count();
    let nregions = match m.regions.iter().find(|r| r.variadic) {
        Some(r) => {
            let fid = &r.ident;
            params.push(quote!(#fid: usize));
            quote!(#fixed_regions + #fid)
        }
        None => quote!(#fixed_regions),
    };

    // ----- traits, interfaces, hooks --------------------------------------
    let mut auto = count_traits(
        &m.operands,
        [
            "ZeroOperands",
            "OneOperand",
            "NOperands",
            "AtLeastNOperands",
            "VariadicOperands",
        ],
    );
    auto.extend(count_traits(
        &m.results,
        [
            "ZeroResults",
            "OneResult",
            "NResults",
            "AtLeastNResults",
            "VariadicResults",
        ],
    ));
    if m.regions.iter().any(|r| r.variadic) {
        auto.push(quote!(::ir::traits::VariadicRegions));
        if fixed_regions > 0 {
            auto.push(quote!(::ir::traits::AtLeastNRegions<#fixed_regions>));
        }
    } else {
        auto.push(match fixed_regions {
            0 => quote!(::ir::traits::ZeroRegions),
            1 => quote!(::ir::traits::OneRegion),
            n => quote!(::ir::traits::NRegions<#n>),
        });
    }
    auto.extend(count_traits(
        &m.successors,
        [
            "ZeroSuccessors",
            "OneSuccessor",
            "NSuccessors",
            "AtLeastNSuccessors",
            "VariadicSuccessors",
        ],
    ));
    let listed: Vec<&syn::Type> = m.traits.iter().collect();
    let auto_verify = auto
        .iter()
        .map(|t| quote!(<#t as #p::OpTrait>::verify_trait(__v)?;));
    let structural = listed.iter().map(|t| {
        quote_spanned! {t.span()=>
            if <#t as #p::OpTrait>::STRUCTURAL { <#t as #p::OpTrait>::verify_trait(__v)?; }
        }
    });
    let others = listed.iter().map(|t| {
        quote_spanned! {t.span()=>
            if !<#t as #p::OpTrait>::STRUCTURAL { <#t as #p::OpTrait>::verify_trait(__v)?; }
        }
    });
    let attr_checks = m.attrs.iter().map(|a| {
        let key = a.ident.to_string();
        let ty = &a.ty;
        let missing = if a.optional || a.default.is_some() {
            quote!(::core::option::Option::None => {})
        } else {
            quote!(::core::option::Option::None => return ::core::result::Result::Err(#p::missing_attr(__v, #key)),)
        };
        quote_spanned! {ty.span()=>
            match __v.property(#key) {
                #missing
                ::core::option::Option::Some(__a) => {
                    if <#ty as #p::AttrType>::from_attr(__ctx, __a).is_none() {
                        return ::core::result::Result::Err(#p::bad_attr(__v, #key, <#ty as #p::AttrType>::DESCRIPTION));
                    }
                }
            }
        }
    });
    let mut handles = Vec::new();
    let mut models = Vec::new();
    let mut entries = Vec::new();
    for (i, it) in m.interfaces.iter().enumerate() {
        let (Some(h), Some(c)) = (
            suffixed(it, "Handle", errors),
            suffixed(it, "Concept", errors),
        ) else {
            continue;
        };
        let model = format_ident!("__MODEL_{}", i);
        models.push(quote_spanned! {it.span()=>
            static #model: #c = #c::model::<#ident<'static>>();
        });
        entries.push(quote! {
            #p::InterfaceEntry { id: <#h<'static> as #p::OpInterface<'static>>::ID, concept: &#model }
        });
        handles.push(h);
    }
    let iface_verify = handles
        .iter()
        .map(|h| quote!(<#h<'_> as #p::OpInterface<'_>>::verify(__v)?;));
    let n_ifaces = entries.len();
    let user_verify = m.verify.as_ref().map(|f| quote!(#f(#ident(__v))?;));
    let user_verify_region = m.verify_region.as_ref().map(|f| quote!(#f(#ident(__v))?;));
    let all_traits: Vec<TokenStream> = auto
        .iter()
        .cloned()
        .chain(listed.iter().map(|t| quote!(#t)))
        .collect();
    let region_verify = all_traits
        .iter()
        .map(|t| quote!(<#t as #p::OpTrait>::verify_region_trait(__v)?;));
    let bits = all_traits
        .iter()
        .map(|t| quote!(<#t as #p::OpTrait>::ID.mask()));
    let customs = listed
        .iter()
        .map(|t| quote!(<#t as #p::OpTrait>::ID.custom_hash()));
    let flags = listed.iter().map(|t| quote!(<#t as #p::OpTrait>::FLAGS.0));
    let trait_folds = listed
        .iter()
        .map(|t| quote!(<#t as #p::OpTrait>::fold_trait));
    let has_fold = listed.iter().map(|t| quote!(<#t as #p::OpTrait>::HAS_FOLD));
    let user_fold = m.fold.is_some() || m.fold_multi.is_some();
    let some_or_none = |p: &Option<syn::Path>| match p {
        Some(p) => quote!(::core::option::Option::Some(#p)),
        None => quote!(::core::option::Option::None),
    };
    let asm_parse = some_or_none(&m.parse);
    let asm_print = some_or_none(&m.print);
    let asm_names = some_or_none(&m.asm_result_names);
    let default_dialect = match &m.default_dialect {
        Some(d) => quote!(::core::option::Option::Some(#d)),
        None => quote!(::core::option::Option::None),
    };
    let fold_body = if let Some(f) = &m.fold {
        quote! {
            let __own = #f(#ident(#p::OpView::new(__ctx, &*__body, __op)), __operands);
            #p::finish_single_fold(__ctx, __body, __op, __operands, __results, __own, __traits)
        }
    } else if let Some(f) = &m.fold_multi {
        quote! {
            let __own = #f(#ident(#p::OpView::new(__ctx, &*__body, __op)), __operands, __results);
            #p::finish_multi_fold(__ctx, __body, __op, __operands, __results, __own, __traits)
        }
    } else {
        quote!(#p::fold_traits(__ctx, __body, __op, __operands, __results, __traits))
    };
    let dup = format_ident!("__ir_op_{}", mangle(&opname), span = name.span());
    let dup_check = quote_spanned! {name.span()=>
        impl #dialect {
            #[doc(hidden)]
            #[allow(non_upper_case_globals)]
            pub const #dup: () = ();
        }
    };
    let _ = Span::call_site();

    quote! {
        #handle

        const _: () = {
            const __LEN: usize = <#dialect as #p::Dialect>::NAME.len() + 1 + #opname.len();
            const __BYTES: [u8; __LEN] = #p::concat_name::<__LEN>(<#dialect as #p::Dialect>::NAME, #opname);
            const __NAME: &str = #p::name_str(&__BYTES);

            #dup_check

            impl<'a> ::core::ops::Deref for #ident<'a> {
                type Target = #p::OpView<'a>;
                #[inline]
                fn deref(&self) -> &#p::OpView<'a> { &self.0 }
            }

            #[allow(dead_code)]
            impl<'a> #ident<'a> {
                /// The op's full name.
                pub const NAME: &'static str = __NAME;

                #(#accessors)*

                /// Creates the op at the builder's insertion point.
                #[allow(clippy::too_many_arguments, clippy::vec_init_then_push)]
                pub fn build(__b: &mut ::ir::OpBuilder<'_>, __loc: ::ir::Location #(, #params)*) -> ::ir::Operation {
                    let __ctx = __b.ctx;
                    let mut __st = ::ir::OperationState::with_name(__ctx, __ctx.op_name(__NAME), __loc);
                    let mut __props = ::ir::Attribute::empty_dictionary(__ctx);
                    #(#fill)*
                    __st.properties = __props;
                    __st.num_regions = #nregions;
                    __b.create(&__st)
                }

                /// The typed handle of `op` when it is this op.
                #[inline]
                pub fn cast(ctx: &'a ::ir::Context, body: &'a ::ir::Body, op: ::ir::Operation) -> ::core::option::Option<Self> {
                    <Self as #p::OpType<'a>>::from_view(#p::OpView::new(ctx, body, op))
                }
            }

            impl<'a> #p::OpType<'a> for #ident<'a> {
                const NAME: &'static str = __NAME;
                #[inline]
                fn info() -> &'static #p::OpInfo { &__INFO }
                #[inline]
                fn wrap(v: #p::OpView<'a>) -> Self { #ident(v) }
                #[inline]
                fn view(self) -> #p::OpView<'a> { self.0 }
            }
            impl #p::OpFamily for #ident<'static> {
                type Handle<'a> = #ident<'a>;
            }
            impl #p::OpNameList for #ident<'static> {
                const NAMES: &'static [&'static str] = &[__NAME];
            }

            fn __verify(__ctx: &::ir::Context, __r: #p::OpRef<'_>) -> ::core::result::Result<(), ::ir::Diagnostic> {
                let __v = #p::OpView::from_ref(__ctx, __r);
                #(#auto_verify)*
                #(#structural)*
                #(#attr_checks)*
                #(#others)*
                #(#iface_verify)*
                #user_verify
                ::core::result::Result::Ok(())
            }

            fn __verify_region(__ctx: &::ir::Context, __r: #p::OpRef<'_>) -> ::core::result::Result<(), ::ir::Diagnostic> {
                let __v = #p::OpView::from_ref(__ctx, __r);
                #(#region_verify)*
                #user_verify_region
                ::core::result::Result::Ok(())
            }

            fn __fold(
                __ctx: &::ir::Context,
                __body: &mut ::ir::Body,
                __op: ::ir::Operation,
                __operands: &[::core::option::Option<::ir::Attribute>],
                __results: &mut #p::SmallVec<[#p::OpFoldResult; 1]>,
            ) -> #p::FoldOutcome {
                let __traits: &[#p::FoldFn] = &[#(#trait_folds),*];
                #fold_body
            }

            #(#models)*
            static __IFACES: [#p::InterfaceEntry; #n_ifaces] = #p::sort_entries([#(#entries),*]);
            const __FLAGS: #p::OpFlags = #p::OpFlags(0 #(| #flags)*);

            static __INFO: #p::OpInfo = #p::OpInfo {
                isolated_from_above: __FLAGS.contains(#p::OpFlags::ISOLATED_FROM_ABOVE),
                flags: __FLAGS,
                verify: ::core::option::Option::Some(__verify),
                verify_region: ::core::option::Option::Some(__verify_region),
                traits: #p::TraitSet { bits: 0 #(| #bits)*, custom: &[#(#customs),*] },
                interfaces: &__IFACES,
                fold: if #user_fold #(|| #has_fold)* { ::core::option::Option::Some(__fold) } else { ::core::option::Option::None },
                parse: #asm_parse,
                print: #asm_print,
                asm_result_names: #asm_names,
                default_dialect: #default_dialect,
                ..#p::OpInfo::simple(__NAME, <#dialect as #p::Dialect>::NAME, ::core::module_path!())
            };
            #p::inventory::submit! { #p::OpEntry(&__INFO) }
        };
    }
}
