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
    /// Interface region verifier calls, run by `__verify_region` after
    /// the traits' region checks.
    pub region_verify_calls: Vec<TokenStream>,
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
            region_verify_calls: Vec::new(),
            ids: Vec::new(),
        };
        for it in &m.implied_interfaces {
            out.models.push(quote! {
                impl #it for #ident<'_> {}
            });
        }
        let mut interfaces = m.interfaces.clone();
        // `infer_result_types = f` is the op's `InferTypeOpInterface`, as
        // ODS's `inferReturnTypes` is: the builders and the format parser
        // call `f`, and the interface's Model calls it too.
        if let Some(f) = &m.infer_result_types {
            let iface: syn::Type =
                syn::parse_quote!(::ir::semantics::interfaces::infer_type::InferTypeOpInterface);
            out.models.push(quote_spanned! {f.span()=>
                impl ::ir::semantics::interfaces::infer_type::InferTypeOpInterface for #ident<'_> {
                    fn infer_return_types(
                        ctx: &::ir::Context,
                        operand_types: &[::ir::Type],
                        properties: ::ir::Attribute,
                    ) -> __p::Option<__p::Vec<::ir::Type>> {
                        #f(ctx, operand_types, properties)
                    }
                }
            });
            let listed = interfaces
                .iter()
                .any(|t| crate::parse::entry_name(t).as_deref() == Some("InferTypeOpInterface"));
            if !listed {
                interfaces.push(iface);
            }
        }
        if let Some(model) = declared_effects(m, &interfaces, errors) {
            out.models.push(model);
            interfaces.push(syn::parse_quote!(
                ::ir::semantics::interfaces::side_effects::MemoryEffectOpInterface
            ));
        }
        for (i, it) in interfaces.iter().enumerate() {
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
            out.region_verify_calls.push(quote!(
                <#alias as __p::InterfaceConcept>::verify_region_with_bases(__v, &mut __seen)?;
            ));
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
        Self::block(&self.verify_calls)
    }

    /// The region verifier calls, likewise.
    pub fn region_verify_block(&self) -> Vec<TokenStream> {
        Self::block(&self.region_verify_calls)
    }

    fn block(calls: &[TokenStream]) -> Vec<TokenStream> {
        if calls.is_empty() {
            return Vec::new();
        }
        vec![quote! {
            let mut __seen = __p::SeenInterfaces::new();
            #(#calls)*
        }]
    }
}

/// The `MemoryEffectOpInterface` impl the fields' `effects = [...]` make
/// (ODS's `Arg<..., [MemRead]>` / `Res<..., [MemAlloc]>`): one effect per
/// value of each field, fields in order, each field's effects in order.
/// An op listing the interface as well is an error: the two would be two
/// implementations.
fn declared_effects(
    m: &OpModel,
    interfaces: &[syn::Type],
    errors: &mut Vec<syn::Error>,
) -> Option<TokenStream> {
    let with: Vec<_> = m
        .operands
        .iter()
        .enumerate()
        .map(|(i, f)| (i, f, true))
        .chain(m.results.iter().enumerate().map(|(i, f)| (i, f, false)))
        .filter(|(_, f, _)| !f.effects.is_empty())
        .collect();
    let (_, first, _) = with.first()?;
    if let Some(listed) = interfaces
        .iter()
        .find(|t| crate::parse::entry_name(t).as_deref() == Some("MemoryEffectOpInterface"))
    {
        let mut e = syn::Error::new(
            first.effects[0].span(),
            "`effects` on a field implement `MemoryEffectOpInterface`, which `traits` lists too",
        );
        e.combine(syn::Error::new(
            listed.span(),
            "remove `MemoryEffectOpInterface` from `traits`, or the fields' `effects`",
        ));
        errors.push(e);
        return None;
    }
    let ident = &m.ident;
    let arities = |fields: &[crate::model::ValueField]| -> Vec<u8> {
        fields
            .iter()
            .map(|f| match f.arity {
                crate::model::Arity::Single => 0u8,
                crate::model::Arity::Optional => 1,
                crate::model::Arity::Variadic => 2,
            })
            .collect()
    };
    let (oper_ar, res_ar) = (arities(&m.operands), arities(&m.results));
    let oseg = if m.lists_trait("AttrSizedOperandSegments") {
        quote!(__p::Some("operandSegmentSizes"))
    } else {
        quote!(__p::None)
    };
    let rseg = if m.lists_trait("AttrSizedResultSegments") {
        quote!(__p::Some("resultSegmentSizes"))
    } else {
        quote!(__p::None)
    };
    let pushes = with.iter().map(|(i, f, is_operand)| {
        let (ar, count, seg, target) = if *is_operand {
            (&oper_ar, quote!(num_operands), &oseg, quote!(Operand))
        } else {
            (&res_ar, quote!(num_results), &rseg, quote!(Result))
        };
        let effects = f.effects.iter().map(|e| {
            quote_spanned! {at(e)=>
                __out.push(__se::EffectInstance::on(
                    <#e as __se::EffectDecl>::KIND,
                    __se::EffectTarget::#target(__k),
                    <#e as __se::EffectDecl>::resource(),
                ));
            }
        });
        quote! {
            let (__s, __n) = __p::value_segment(__v, &[#(#ar),*], #i, __v.body.#count(__v.op), #seg);
            for __k in __s..__s + __n {
                #(#effects)*
            }
        }
    });
    Some(quote! {
        impl ::ir::semantics::interfaces::side_effects::MemoryEffectOpInterface for #ident<'_> {
            fn effects(&self) -> __p::Vec<::ir::semantics::interfaces::side_effects::EffectInstance> {
                use ::ir::semantics::interfaces::side_effects as __se;
                let __v = self.0;
                let mut __out = __p::Vec::new();
                #(#pushes)*
                __out
            }
        }
    })
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
