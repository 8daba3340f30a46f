//! Code generation for a checked format: a `static FormatSpec` table and
//! the two hook functions (`__format_parse`, `__format_print`) that hand it
//! to the runtime interpreters.
//!
//! Only the table is op-specific; emitting per-op parsing code (MLIR's
//! approach) was rejected to keep expansions small (see
//! `ir::text::format`).

use super::spacing::Spacing;
use super::{Elem, Format, TypeRef};
use crate::model::{Arity, OpModel};
use proc_macro2::TokenStream;
use quote::{format_ident, quote};

fn arity(a: Arity) -> TokenStream {
    match a {
        Arity::Single => quote!(__p::format::Arity::Single),
        Arity::Optional => quote!(__p::format::Arity::Optional),
        Arity::Variadic => quote!(__p::format::Arity::Variadic),
    }
}

fn type_ref(r: TypeRef) -> TokenStream {
    match r {
        TypeRef::Operand(g) => {
            let g = g as u8;
            quote!(__p::format::TypeRef::Operand(#g))
        }
        TypeRef::Result(g) => {
            let g = g as u8;
            quote!(__p::format::TypeRef::Result(#g))
        }
        TypeRef::Operands => quote!(__p::format::TypeRef::Operands),
        TypeRef::Results => quote!(__p::format::TypeRef::Results),
    }
}

fn elems(list: &[Elem], sp: &mut Spacing) -> Vec<TokenStream> {
    list.iter()
        .map(|e| {
            let space = sp.before(e);
            match e {
                Elem::Literal(text) => quote!(__p::format::Elem::Literal { text: #text, space: #space }),
                Elem::Operand(g) => {
                    let g = *g as u8;
                    quote!(__p::format::Elem::Operand { group: #g, space: #space })
                }
                Elem::Operands => quote!(__p::format::Elem::Operands { space: #space }),
                Elem::Attr(i) => {
                    let i = *i as u8;
                    quote!(__p::format::Elem::Attr { index: #i, space: #space })
                }
                Elem::Region { index, many } => {
                    let i = *index as u8;
                    quote!(__p::format::Elem::Region { index: #i, many: #many, space: #space })
                }
                Elem::Successor { index, many } => {
                    let i = *index as u8;
                    quote!(__p::format::Elem::Successor { index: #i, many: #many, space: #space })
                }
                Elem::Type(r) => {
                    let r = type_ref(*r);
                    quote!(__p::format::Elem::Type { of: #r, space: #space })
                }
                Elem::FunctionalType(a, b) => {
                    let (a, b) = (type_ref(*a), type_ref(*b));
                    quote!(__p::format::Elem::FunctionalType { inputs: #a, results: #b, space: #space })
                }
                Elem::AttrDict { keyword } => quote!(__p::format::Elem::AttrDict { keyword: #keyword }),
                Elem::Optional { then, anchor } => {
                    let inner = elems(then, sp);
                    let anchor = *anchor as u8;
                    quote!(__p::format::Elem::Optional { then: &[#(#inner),*], anchor: #anchor })
                }
            }
        })
        .collect()
}

/// The table and hooks; the hooks are named `__format_parse` and
/// `__format_print` inside the op's `const _` block.
pub fn generate(m: &OpModel, f: &Format) -> TokenStream {
    let list = elems(&f.elems, &mut Spacing::new());
    let operands = m.operands.iter().map(|o| arity(o.arity));
    let results = m.results.iter().map(|o| arity(o.arity));
    let mut defaults = Vec::new();
    let attrs: Vec<TokenStream> = m
        .attrs
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let name = &a.key;
            let ty = &a.ty;
            let default = match &a.default {
                Some(path) => {
                    let fname = format_ident!("__format_default_{}", i);
                    defaults.push(quote! {
                        fn #fname(__ctx: &::ir::Context) -> ::ir::Attribute {
                            <#ty as __p::AttrType>::attr(#path(__ctx))
                        }
                    });
                    quote!(__p::Some(#fname))
                }
                None => quote!(__p::None),
            };
            quote! {
                __p::format::AttrSpec {
                    name: #name,
                    parse: <#ty as __p::format::FormatAttr>::parse_format,
                    print: <#ty as __p::format::FormatAttr>::print_format,
                    default: #default,
                }
            }
        })
        .collect();
    let same = m.lists_trait("SameOperandsAndResultType");
    let same_operands = m.lists_trait("SameTypeOperands");
    let segments = m.lists_trait("AttrSizedOperandSegments");
    let infer = match &m.infer_result_types {
        Some(p) => quote!(__p::Some(#p)),
        None => quote!(__p::None),
    };
    let (inferred, buildable_asserts) = super::infer::codegen(&f.inferred, type_ref);
    quote! {
        #(#defaults)*
        #(#buildable_asserts)*
        static __FORMAT: __p::format::FormatSpec = __p::format::FormatSpec {
            elems: &[#(#list),*],
            operands: &[#(#operands),*],
            results: &[#(#results),*],
            attrs: &[#(#attrs),*],
            same_operands_and_result_type: #same,
            same_operand_types: #same_operands,
            operand_segments: #segments,
            infer_results: #infer,
            inferred: &[#(#inferred),*],
        };
        fn __format_parse(__parser: &mut ::ir::text::OpAsmParser<'_, '_>) -> ::ir::text::PResult<()> {
            __p::format::parse(__parser, &__FORMAT)
        }
        fn __format_print(__printer: &mut ::ir::text::OpAsmPrinter<'_, '_>) {
            __p::format::print(__printer, &__FORMAT)
        }
    }
}
