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
    let mut m = parse::op(args, &item, &mut errors);
    check::op(&mut m, &mut errors);
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

/// The location of `t` with call-site hygiene, so generated locals
/// (`__v`, `__ctx`) still resolve when `t` came through `macro_rules!`.
fn at(t: &impl Spanned) -> Span {
    Span::call_site().located_at(t.span())
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
    let p = quote!(__p);

    // ----- accessors -------------------------------------------------------
    let mut accessors = Vec::new();
    let seg_attr = |trait_name: &str, attr: &str| {
        if m.lists_trait(trait_name) {
            quote!(#p::Some(#attr))
        } else {
            quote!(#p::None)
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
            quote!(#p::None),
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
                Arity::Optional => quote!(#p::Option<#ty>),
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
        let key = &a.key;
        let default = match &a.default {
            Some(d) => quote!(.or_else(|| #p::Some(#d(self.0.ctx)))),
            None => quote!(),
        };
        accessors.push(quote! {
            #(#fdocs)*
            #[inline]
            pub fn #fid(&self) -> #p::Option<#ty> {
                self.0.static_property(#key)
                    .and_then(|__a| <#ty as #p::AttrType>::from_attr(self.0.ctx, __a))
                    #default
            }
        });
    }

    for a in &m.attrs {
        let fid = &a.ident;
        let ty = &a.ty;
        let key = &a.key;
        let setter = format_ident!("set_{}", fid);
        accessors.push(quote! {
            #[doc = ::core::concat!("Sets `", #key, "` (`None` removes it).")]
            #[inline]
            pub fn #setter(m: &mut #p::OpViewMut<'_>, v: #p::Option<#ty>) {
                m.set_property(#key, v.map(#p::AttrType::attr));
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
                quote!(#p::Option<::ir::Type>),
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
                quote!(#p::Option<::ir::Value>),
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
            if let #p::Ok(__a) = ::ir::Attribute::dense_array(__ctx, ::ir::Type::int(__ctx, 32), &[#(#lens),*]) {
                __props = __props.dict_with(__ctx, __ctx.ident(#attr), #p::Some(__a));
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
        let key = &a.key;
        if a.optional || a.default.is_some() {
            params.push(quote!(#fid: #p::Option<#ty>));
            fill.push(quote! {
                __props = __props.dict_with(__ctx, __ctx.ident(#key), #fid.map(#p::AttrType::attr));
            });
        } else {
            params.push(quote!(#fid: #ty));
            fill.push(quote! {
                __props = __props.dict_with(__ctx, __ctx.ident(#key), #p::Some(#p::AttrType::attr(#fid)));
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
        quote_spanned! {at(t)=>
            if <#t as #p::OpTrait>::STRUCTURAL { <#t as #p::OpTrait>::verify_trait(__v)?; }
        }
    });
    let others = listed.iter().map(|t| {
        quote_spanned! {at(t)=>
            if !<#t as #p::OpTrait>::STRUCTURAL { <#t as #p::OpTrait>::verify_trait(__v)?; }
        }
    });
    let mut inherent_keys: Vec<String> = m.attrs.iter().map(|a| a.key.clone()).collect();
    if m.lists_trait("AttrSizedOperandSegments") {
        inherent_keys.push("operandSegmentSizes".to_string());
    }
    if m.lists_trait("AttrSizedResultSegments") {
        inherent_keys.push("resultSegmentSizes".to_string());
    }
    let attr_checks = m.attrs.iter().map(|a| {
        let key = &a.key;
        let ty = &a.ty;
        let missing = if a.optional || a.default.is_some() {
            quote!(#p::None => {})
        } else {
            quote!(#p::None => return #p::Err(#p::missing_attr(__v, #key)),)
        };
        quote_spanned! {at(ty)=>
            match __v.static_property(#key) {
                #missing
                #p::Some(__a) => {
                    if <#ty as #p::AttrType>::from_attr(__ctx, __a).is_none() {
                        return #p::Err(#p::bad_attr(__v, #key, <#ty as #p::AttrType>::DESCRIPTION));
                    }
                }
            }
        }
    });
    let mut models = Vec::new();
    let mut entries = Vec::new();
    let mut iface_verify = Vec::new();
    for (i, it) in m.interfaces.iter().enumerate() {
        let Some(c) = suffixed(it, "Concept", errors) else {
            continue;
        };
        let model = format_ident!("__MODEL_{}", i);
        let alias = format_ident!("__Concept{}", i);
        models.push(quote_spanned! {at(it)=>
            type #alias = #c;
            static #model: #alias = #alias::model::<#ident<'static>>();
        });
        entries.push(quote!(#p::interface_entry(&#model)));
        iface_verify.push(quote!(<#alias as #p::InterfaceConcept>::verify(__v)?;));
    }
    let n_ifaces = entries.len();
    let call = |f: &Option<syn::Path>| {
        f.as_ref()
            .map(|f| quote_spanned!(at(f)=> #f(#ident(__v))?;))
    };
    let invariants = call(&m.invariants);
    let user_verify = call(&m.verify);
    let user_verify_region = call(&m.verify_region);
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
    let mut asm_parse = some_or_none(&m.parse);
    let mut asm_print = some_or_none(&m.print);
    let mut format_code = TokenStream::new();
    if let Some(lit) = &m.format {
        if m.parse.is_some() || m.print.is_some() {
            errors.push(syn::Error::new(
                lit.span(),
                "option `format` cannot be combined with `parse` or `print`",
            ));
        } else if let Some(f) = crate::format::parse(m, lit, errors) {
            format_code = crate::format::codegen::generate(m, &f);
            asm_parse = quote!(::core::option::Option::Some(__format_parse));
            asm_print = quote!(::core::option::Option::Some(__format_print));
        }
    } else if let Some(p) = &m.infer_result_types {
        errors.push(syn::Error::new_spanned(
            p,
            "option `infer_result_types` needs a `format`",
        ));
    }
    let asm_names = some_or_none(&m.asm_result_names);
    let default_dialect = match &m.default_dialect {
        Some(d) => quote!(::core::option::Option::Some(#d)),
        None => quote!(::core::option::Option::None),
    };
    let has_syntax = m.format.is_some()
        || m.parse.is_some()
        || m.print.is_some()
        || m.asm_result_names.is_some()
        || m.default_dialect.is_some();
    let syntax = if has_syntax {
        quote! {
            static __SYNTAX: #p::OpSyntax = #p::OpSyntax {
                parse: #asm_parse,
                print: #asm_print,
                asm_result_names: #asm_names,
                default_dialect: #default_dialect,
                ..#p::OpSyntax::simple(__NAME, ::core::module_path!())
            };
            #p::inventory::submit! { #p::SyntaxEntry(&__SYNTAX) }
        }
    } else {
        TokenStream::new()
    };
    let fold_body = if let Some(f) = &m.fold {
        quote_spanned! {at(f)=>
            let __own = #f(#ident(#p::OpView::new(__ctx, &*__body, __op)), __operands);
            #p::finish_single_fold(__ctx, __body, __op, __operands, __results, __own, __traits)
        }
    } else if let Some(f) = &m.fold_multi {
        quote_spanned! {at(f)=>
            let __own = #f(#ident(#p::OpView::new(__ctx, &*__body, __op)), __operands, __results);
            #p::finish_multi_fold(__ctx, __body, __op, __operands, __results, __own, __traits)
        }
    } else {
        quote!(#p::fold_traits(__ctx, __body, __op, __operands, __results, __traits))
    };
    let dup = format_ident!("__ir_op_{}", mangle(&opname), span = name.span());
    let dup_check = quote_spanned! {at(name)=>
        impl #dialect {
            #[doc(hidden)]
            #[allow(non_upper_case_globals)]
            pub const #dup: () = ();
        }
    };

    quote! {
        #handle

        const _: () = {
            use ::ir::__private as __p;
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

                /// Creates the op at the builder's insertion point. Arguments:
                /// result types, operands, attributes (optional ones as
                /// `Option`), successors, then the variadic region count.
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
                pub fn cast(ctx: &'a ::ir::Context, body: &'a ::ir::Body, op: ::ir::Operation) -> #p::Option<Self> {
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

            fn __verify(__ctx: &::ir::Context, __r: #p::OpRef<'_>) -> #p::Result<(), ::ir::Diagnostic> {
                let __v = #p::OpView::from_ref(__ctx, __r);
                #(#auto_verify)*
                #(#structural)*
                #(#attr_checks)*
                #invariants
                #(#others)*
                #(#iface_verify)*
                #user_verify
                #p::Ok(())
            }

            fn __verify_region(__ctx: &::ir::Context, __r: #p::OpRef<'_>) -> #p::Result<(), ::ir::Diagnostic> {
                let __v = #p::OpView::from_ref(__ctx, __r);
                #(#region_verify)*
                #user_verify_region
                #p::Ok(())
            }

            fn __fold(
                __ctx: &::ir::Context,
                __body: &mut ::ir::Body,
                __op: ::ir::Operation,
                __operands: &[#p::Option<::ir::Attribute>],
                __results: &mut #p::SmallVec<[#p::OpFoldResult; 1]>,
            ) -> #p::FoldOutcome {
                // Folders may index operands and results freely: an op whose
                // counts are wrong (unverified IR) does not fold.
                {
                    let __v = #p::OpView::new(__ctx, &*__body, __op);
                    if __operands.len() != __body.num_operands(__op) #(|| <#auto as #p::OpTrait>::verify_trait(__v).is_err())* {
                        return #p::FoldOutcome::Failure;
                    }
                }
                let __traits: &[#p::FoldFn] = &[#(#trait_folds),*];
                #fold_body
            }

            #(#models)*
            #format_code
            static __IFACES: [#p::InterfaceEntry; #n_ifaces] = #p::sort_entries([#(#entries),*]);
            const __FLAGS: #p::OpFlags = #p::OpFlags(0 #(| #flags)*);

            static __INFO: #p::OpInfo = #p::OpInfo {
                inherent_attrs: &[#(#inherent_keys),*],
                flags: __FLAGS,
                verify: #p::Some(__verify),
                verify_region: #p::Some(__verify_region),
                traits: #p::TraitSet { bits: 0 #(| #bits)*, custom: &[#(#customs),*] },
                interfaces: &__IFACES,
                fold: if #user_fold #(|| #has_fold)* { #p::Some(__fold) } else { #p::None },
                ..#p::OpInfo::simple(__NAME, <#dialect as #p::Dialect>::NAME, ::core::module_path!())
            };
            #p::inventory::submit! { #p::OpEntry(&__INFO) }
            #syntax
        };
    }
}
