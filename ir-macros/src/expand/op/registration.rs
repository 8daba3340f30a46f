//! The op's name and its registration: the `__NAME` constant
//! (`dialect.op`, built at compile time from the dialect's `NAME`), a
//! guard making a second op of the same name in one dialect a compile
//! error, and the `OpInfo` record submitted to `inventory`.
//!
//! The record's structural facts come from the trait list in one place:
//! `__FLAGS` ORs the listed traits' `FLAGS`. The custom-assembly hooks are
//! a separate `OpSyntax` record of the text layer (see `asm`). The record
//! ends in `..OpInfo::simple(..)`, so a field added to `OpInfo` needs no
//! change here until the macro has something to put in it.

use super::asm::AsmHooks;
use super::at;
use super::traits::TraitList;
use crate::model::OpModel;
use proc_macro2::TokenStream;
use quote::{format_ident, quote, quote_spanned};

/// `__NAME`, the full name, concatenated in `const` code.
pub fn full_name(dialect: &syn::Path, name: &syn::LitStr) -> TokenStream {
    let p = quote!(__p);
    let opname = name.value();
    quote! {
        const __LEN: usize = <#dialect as #p::Dialect>::NAME.len() + 1 + #opname.len();
        const __BYTES: [u8; __LEN] = #p::concat_name::<__LEN>(<#dialect as #p::Dialect>::NAME, #opname);
        const __NAME: &str = #p::name_str(&__BYTES);
    }
}

/// An associated constant on the dialect named after the op, so a second
/// op of that name in the dialect is a "duplicate definitions" error
/// spanned at the name.
pub fn duplicate_guard(dialect: &syn::Path, name: &syn::LitStr) -> TokenStream {
    let dup = format_ident!("__ir_op_{}", mangle(&name.value()), span = name.span());
    quote_spanned! {at(name)=>
        impl #dialect {
            #[doc(hidden)]
            #[allow(non_upper_case_globals)]
            pub const #dup: () = ();
        }
    }
}

/// The op name as identifier characters (`_2e_` for `.`).
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

/// The names of the op's properties: its attributes, a symbol's name and
/// visibility, then the segment-size attributes its traits imply.
fn inherent_attrs(m: &OpModel) -> Vec<String> {
    let mut keys: Vec<String> = m.attrs.iter().map(|a| a.key.clone()).collect();
    // A `Symbol` op's name and visibility, declared as fields or not.
    if m.lists_trait("Symbol") {
        for k in ["sym_name", "sym_visibility"] {
            if !keys.iter().any(|x| x == k) {
                keys.push(k.to_string());
            }
        }
    }
    if m.lists_trait("AttrSizedOperandSegments") {
        keys.push("operandSegmentSizes".to_string());
    }
    if m.lists_trait("AttrSizedResultSegments") {
        keys.push("resultSegmentSizes".to_string());
    }
    keys
}

/// The op's canonicalization records (`canonicalize`,
/// `canonicalize_method`), submitted to the transforms layer's registry.
/// The paths are placed as they were written, so a function of the wrong
/// signature is a type error at the path.
fn canonicalization(m: &OpModel) -> TokenStream {
    let p = quote!(__p);
    let hooks = [
        (&m.canonicalize, quote!(Patterns)),
        (&m.canonicalize_method, quote!(Method)),
    ];
    let entries = hooks.into_iter().filter_map(|(path, kind)| {
        let path = path.as_ref()?;
        Some(quote! {
            #p::inventory::submit! {
                #p::CanonicalizationEntry {
                    owner: #p::CanonicalizationOwner::Op(__NAME),
                    hook: #p::CanonicalizationHook::#kind(#path),
                    source: ::core::module_path!(),
                }
            }
        })
    });
    quote!(#(#entries)*)
}

/// `__FLAGS`, `static __INFO`, the syntax record, and their submission.
pub fn record(
    m: &OpModel,
    dialect: &syn::Path,
    traits: &TraitList<'_>,
    asm: &AsmHooks,
    verify_inherent_attr: TokenStream,
    property_storage: TokenStream,
) -> TokenStream {
    let p = quote!(__p);
    let inherent_keys = inherent_attrs(m);
    // Field-backed names, then the `inherent = CONST` ones, in one static
    // slice built at compile time.
    let inherent_list = match &m.inherent {
        None => quote!(&[#(#inherent_keys),*]),
        Some(extra) => quote!({
            const __F: &[&str] = &[#(#inherent_keys),*];
            const __E: &[&str] = &#extra;
            const __A: [&str; __F.len() + __E.len()] = {
                let mut a = [""; __F.len() + __E.len()];
                let mut i = 0;
                while i < __F.len() {
                    a[i] = __F[i];
                    i += 1;
                }
                while i < a.len() {
                    a[i] = __E[i - __F.len()];
                    i += 1;
                }
                a
            };
            &__A
        }),
    };
    let flags = traits.flag_bits();
    let bits = traits.std_bits();
    let customs = traits.custom_hashes();
    let fold = super::fold::hook(m, traits);
    let fold_read = super::fold::read_hook(m);
    let syntax = asm.record();
    let canonicalization = canonicalization(m);
    let mut default_fns = Vec::new();
    let mut defaults = Vec::new();
    for (i, a) in m.attrs.iter().enumerate() {
        let Some(path) = &a.default else { continue };
        let (fname, ty, key) = (crate::model::AttrField::default_fn(i), &a.ty, &a.key);
        default_fns.push(quote! {
            fn #fname(__ctx: &::ir::Context) -> ::ir::Attribute {
                <#ty as #p::AttrType>::attr(#path(__ctx))
            }
        });
        defaults.push(quote!(#p::DefaultAttr { name: #key, value: #fname }));
    }
    quote! {
        #(#default_fns)*
        const __FLAGS: #p::OpFlags = #p::OpFlags(0 #(| #flags)*);

        static __INFO: #p::OpInfo = #p::OpInfo {
            inherent_attrs: #inherent_list,
            flags: __FLAGS,
            verify: #p::Some(__verify),
            verify_region: #p::Some(__verify_region),
            verify_inherent_attr: #verify_inherent_attr,
            property_storage: #property_storage,
            traits: #p::TraitSet { bits: 0 #(| #bits)*, custom: &[#(#customs),*] },
            interfaces: &__IFACES,
            fold: #fold,
            fold_read: #fold_read,
            default_attrs: &[#(#defaults),*],
            ..#p::OpInfo::simple(__NAME, <#dialect as #p::Dialect>::NAME, ::core::module_path!())
        };
        #p::inventory::submit! { #p::OpEntry(&__INFO) }
        #syntax
        #canonicalization
    }
}
