//! The handle's accessors, one per field: operand, result and successor
//! getters (a value, an `Option` or an iterator by arity), region getters,
//! typed attribute getters (with their defaults) and attribute setters.
//!
//! A group of single fields indexes directly; a group with an optional or
//! variadic field asks the runtime's `value_segment` where the field
//! starts, passing the arities as a byte table. Emitting the segment
//! arithmetic per field was rejected for build time (see the module
//! doc of `expand::op`).

use crate::model::{Arity, AttrField, OpModel, RegionField, ValueField};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

/// Every accessor of the op, getters first, then attribute setters.
pub fn generate(m: &OpModel) -> TokenStream {
    let mut out = TokenStream::new();
    for g in groups(m) {
        out.extend(group_getters(&g));
    }
    out.extend(sub_group_getters(m));
    for (i, r) in m.regions.iter().enumerate() {
        out.extend(region_getter(i, r));
    }
    for a in &m.attrs {
        out.extend(attr_getter(a));
    }
    for a in &m.attrs {
        out.extend(attr_setter(a));
    }
    out
}

/// A group of value-like fields and how the op stores them.
struct Group<'m> {
    fields: &'m [ValueField],
    /// The `Body` method counting the group (`num_operands`).
    count: TokenStream,
    /// The `Body` method reading one element (`operand`).
    get: TokenStream,
    /// The segment-size attribute's name, as an `Option<&str>` expression.
    seg: TokenStream,
    /// The element type (`::ir::Value`, `::ir::Block`).
    ty: TokenStream,
}

fn groups(m: &OpModel) -> [Group<'_>; 3] {
    let seg_attr = |trait_name: &str, attr: &str| {
        if m.lists_trait(trait_name) {
            quote!(__p::Some(#attr))
        } else {
            quote!(__p::None)
        }
    };
    [
        Group {
            fields: &m.operands,
            count: quote!(num_operands),
            get: quote!(operand),
            seg: seg_attr("AttrSizedOperandSegments", "operandSegmentSizes"),
            ty: quote!(::ir::Value),
        },
        Group {
            fields: &m.results,
            count: quote!(num_results),
            get: quote!(result),
            seg: seg_attr("AttrSizedResultSegments", "resultSegmentSizes"),
            ty: quote!(::ir::Value),
        },
        Group {
            fields: &m.successors,
            count: quote!(num_successors),
            get: quote!(successor),
            seg: quote!(__p::None),
            ty: quote!(::ir::Block),
        },
    ]
}

/// The runtime's arity code (`ir::__private::value_segment`'s table).
fn arity_code(a: Arity) -> u8 {
    match a {
        Arity::Single => 0,
        Arity::Optional => 1,
        Arity::Variadic => 2,
    }
}

fn group_getters(g: &Group<'_>) -> TokenStream {
    let all_single = g.fields.iter().all(|f| f.arity == Arity::Single);
    let arities: Vec<u8> = g.fields.iter().map(|f| arity_code(f.arity)).collect();
    let mut out = TokenStream::new();
    for (i, f) in g.fields.iter().enumerate() {
        let (count, seg) = (&g.count, &g.seg);
        let locate = if all_single {
            quote!(let __s = #i;)
        } else {
            quote! {
                let (__s, __n) = __p::value_segment(self.0, &[#(#arities),*], #i, self.0.body.#count(self.0.op), #seg);
            }
        };
        out.extend(value_getter(g, f, locate));
    }
    out
}

/// The sub-group accessors of each `variadic_of_variadic` operand group
/// `g`: `g_group_count()`, `g_group_range(i)` (operand indices),
/// `g_group(i)` (the values) and `g_successor_operands(i)` (sub-group `i`
/// as the operands a successor receives, with the segment entries that
/// count it: MLIR's `SuccessorOperands` over a `MutableOperandRange` with
/// `OperandSegment`s).
fn sub_group_getters(m: &OpModel) -> TokenStream {
    let arities: Vec<u8> = m.operands.iter().map(|f| arity_code(f.arity)).collect();
    let segmented = m.lists_trait("AttrSizedOperandSegments");
    let seg = if segmented {
        quote!(__p::Some("operandSegmentSizes"))
    } else {
        quote!(__p::None)
    };
    let mut out = TokenStream::new();
    for (i, f) in m.operands.iter().enumerate() {
        let Some(key) = segment_key(m, f) else {
            continue;
        };
        let fid = syn::ext::IdentExt::unraw(&f.ident);
        let [count, range, group, succ] = sub_group_names(&fid);
        let outer = segmented.then(|| quote!(.with_segment("operandSegmentSizes", #i)));
        let doc_count = format!("How many sub-groups `{key}` splits `{fid}` into.");
        let doc_range =
            format!("The operand indices of sub-group `i` of `{fid}` (empty past the last one).");
        let doc_group = format!("The values of sub-group `i` of `{fid}`.");
        let doc_succ = format!(
            "Sub-group `i` of `{fid}` as a successor's operands, with the entries of the segment sizes that count it."
        );
        out.extend(quote! {
            #[doc = #doc_count]
            #[inline]
            pub fn #count(&self) -> usize {
                __p::sub_segment_count(self.0, #key)
            }
            #[doc = #doc_range]
            #[inline]
            pub fn #range(&self, i: usize) -> ::core::ops::Range<usize> {
                let __g = __p::value_segment(self.0, &[#(#arities),*], #i, self.0.body.num_operands(self.0.op), #seg);
                __p::sub_segment(self.0, #key, __g, i)
            }
            #[doc = #doc_group]
            #[inline]
            pub fn #group(&self, i: usize) -> impl ::core::iter::ExactSizeIterator<Item = ::ir::Value> + 'a {
                let __v = self.0;
                self.#range(i).map(move |__i| __v.body.operand(__v.op, __i))
            }
            #[doc = #doc_succ]
            #[inline]
            pub fn #succ(&self, i: usize) -> __p::SuccessorOperands {
                __p::SuccessorOperands::forwarded(self.#range(i))
                    #outer
                    .with_segment(#key, i)
            }
        });
    }
    out
}

/// The property key of the attribute splitting `f`, when it is a
/// `variadic_of_variadic` group.
pub(super) fn segment_key(m: &OpModel, f: &ValueField) -> Option<String> {
    let seg = f.segments.as_ref()?;
    m.attrs
        .iter()
        .find(|a| a.ident == *seg)
        .map(|a| a.key.clone())
}

/// The names of the sub-group accessors of group `fid`.
fn sub_group_names(fid: &syn::Ident) -> [syn::Ident; 4] {
    [
        format_ident!("{}_group_count", fid),
        format_ident!("{}_group_range", fid),
        format_ident!("{}_group", fid),
        format_ident!("{}_successor_operands", fid),
    ]
}

/// A getter for one field, given the code binding its start (`__s`) and,
/// for a segmented group, its length (`__n`).
fn value_getter(g: &Group<'_>, f: &ValueField, locate: TokenStream) -> TokenStream {
    let (get, ty) = (&g.get, &g.ty);
    let fid = &f.ident;
    let fdocs = &f.docs;
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
        Arity::Optional => quote!(__p::Option<#ty>),
        Arity::Variadic => quote!(impl ::core::iter::ExactSizeIterator<Item = #ty> + 'a),
    };
    quote! {
        #(#fdocs)*
        #[inline]
        pub fn #fid(&self) -> #ret { #body }
    }
}

/// Region `i`, or regions `i..` for the variadic last one.
fn region_getter(i: usize, r: &RegionField) -> TokenStream {
    let fid = &r.ident;
    let fdocs = &r.docs;
    if r.variadic {
        return quote! {
            #(#fdocs)*
            /// (Region ids of `self.0.body.region_body(op)`.)
            #[inline]
            pub fn #fid(&self) -> &'a [::ir::Region] {
                let __r = self.0.body.regions(self.0.op);
                &__r[#i.min(__r.len())..]
            }
        };
    }
    quote! {
        #(#fdocs)*
        /// (A region id of `self.0.body.region_body(op)`.)
        #[inline]
        pub fn #fid(&self) -> ::ir::Region { self.0.body.regions(self.0.op)[#i] }
    }
}

/// The typed attribute: the value for a required or defaulted attribute
/// (its default when absent), an `Option` for an optional one.
fn attr_getter(a: &AttrField) -> TokenStream {
    let fid = a.getter();
    let fdocs = &a.docs;
    let ty = &a.ty;
    let key = &a.key;
    let read = quote! {
        self.0.static_property(#key)
            .and_then(|__a| <#ty as __p::AttrType>::from_attr(self.0.ctx, __a))
    };
    if a.optional {
        return quote! {
            #(#fdocs)*
            #[inline]
            pub fn #fid(&self) -> __p::Option<#ty> { #read }
        };
    }
    let fallback = match &a.default {
        Some(d) => quote!(#d(self.0.ctx)),
        None => quote!(__p::required_attr_missing(__NAME, #key)),
    };
    let try_getter = a.default.is_none().then(|| {
        let try_fid = format_ident!("try_{}", syn::ext::IdentExt::unraw(fid));
        let doc = format!("`{fid}`, or `None` on an op that does not verify.");
        quote! {
            #[doc = #doc]
            #[inline]
            pub fn #try_fid(&self) -> __p::Option<#ty> { #read }
        }
    });
    let panics = a.default.is_none().then(|| {
        quote! {
            ///
            /// # Panics
            ///
            /// On an op that does not verify: the attribute is required
            /// (`try_` + this name returns an `Option`).
        }
    });
    quote! {
        #(#fdocs)*
        #panics
        #[inline]
        pub fn #fid(&self) -> #ty {
            #read.unwrap_or_else(|| #fallback)
        }
        #try_getter
    }
}

/// `set_<getter>` on a mutable view: a required attribute's setter takes
/// the value, so it cannot remove it; an optional or defaulted one's takes
/// an `Option` (`None` removes it, or restores the default).
fn attr_setter(a: &AttrField) -> TokenStream {
    let ty = &a.ty;
    let key = &a.key;
    let setter = format_ident!("set_{}", a.getter());
    if a.may_be_absent() {
        return quote! {
            #[doc = ::core::concat!("Sets `", #key, "` (`None` removes it).")]
            #[inline]
            pub fn #setter(m: &mut __p::OpViewMut<'_>, v: __p::Option<#ty>) {
                m.set_property(#key, v.map(__p::AttrType::attr));
            }
        };
    }
    quote! {
        #[doc = ::core::concat!("Sets `", #key, "`, a required attribute.")]
        #[inline]
        pub fn #setter(m: &mut __p::OpViewMut<'_>, v: #ty) {
            m.set_property(#key, __p::Some(__p::AttrType::attr(v)));
        }
    }
}

/// Every method name the accessors generate, with the field it comes from,
/// for clash checks.
pub fn generated_names(m: &OpModel) -> Vec<(String, &syn::Ident)> {
    let mut out: Vec<(String, &syn::Ident)> = Vec::new();
    for f in m.operands.iter().chain(&m.results).chain(&m.successors) {
        out.push((f.ident.to_string(), &f.ident));
    }
    for f in m.operands.iter().filter(|f| f.segments.is_some()) {
        for n in sub_group_names(&syn::ext::IdentExt::unraw(&f.ident)) {
            out.push((n.to_string(), &f.ident));
        }
    }
    for r in &m.regions {
        out.push((r.ident.to_string(), &r.ident));
    }
    for a in &m.attrs {
        let g = syn::ext::IdentExt::unraw(a.getter()).to_string();
        out.push((format!("set_{g}"), &a.ident));
        if !a.may_be_absent() {
            out.push((format!("try_{g}"), &a.ident));
        }
        out.push((g, &a.ident));
    }
    out
}
