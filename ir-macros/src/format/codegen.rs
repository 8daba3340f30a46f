//! Code generation for a checked format: a `static FormatSpec` table and
//! the two hook functions (`__format_parse`, `__format_print`) that hand it
//! to the runtime interpreters.
//!
//! Only the table is op-specific; emitting per-op parsing code (MLIR's
//! approach) was rejected to keep expansions small (see
//! `ir::text::format`).

use super::spacing::Spacing;
use super::{CustomArg, Elem, Format, TypeRef};
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

/// What the element tables need besides the elements: the op (for
/// custom-directive argument arities) and the wrapper functions of custom
/// directives, numbered in order.
struct Gen<'m> {
    m: &'m OpModel,
    wrappers: Vec<TokenStream>,
}

fn elems(list: &[Elem], sp: &mut Spacing, g: &mut Gen<'_>) -> Vec<TokenStream> {
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
                    quote!(__p::format::Elem::Attr { index: #i, space: #space, qualified: false })
                }
                Elem::QualifiedAttr(i) => {
                    let i = *i as u8;
                    quote!(__p::format::Elem::Attr { index: #i, space: #space, qualified: true })
                }
                Elem::PropDict => quote!(__p::format::Elem::PropDict),
                Elem::Custom { name, args } => custom(g, name, args, space),
                Elem::Oilist(clauses) => {
                    let clauses = clauses.iter().map(|(kw, list)| {
                        let mut inner = Spacing::new();
                        inner.before(&Elem::Literal(kw.clone()));
                        let list = elems(list, &mut inner, g);
                        quote!(__p::format::OilistClause { keyword: #kw, elems: &[#(#list),*] })
                    }).collect::<Vec<_>>();
                    quote!(__p::format::Elem::Oilist { clauses: &[#(#clauses),*] })
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
                Elem::Optional { then, anchor, otherwise } => {
                    let inner = elems(then, sp, g);
                    let other = elems(otherwise, sp, g);
                    let anchor = *anchor as u8;
                    quote!(__p::format::Elem::Optional { then: &[#(#inner),*], anchor: #anchor, otherwise: &[#(#other),*] })
                }
            }
        })
        .collect()
}

/// `name` in snake case (`FunctionalTypeList` → `functional_type_list`).
pub(crate) fn snake(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// A `custom<Name>(args)` element and its two wrappers, which unpack the
/// argument slots into the typed parameters of the user's `parse_name` /
/// `print_name` and pack what `parse_name` read back into them.
fn custom(g: &mut Gen<'_>, name: &syn::Ident, args: &[CustomArg], space: bool) -> TokenStream {
    let k = g.wrappers.len() / 2;
    let (pw, qw) = (
        format_ident!("__custom_parse_{}", k),
        format_ident!("__custom_print_{}", k),
    );
    let snake = snake(&name.to_string());
    let user_parse = syn::Ident::new(&format!("parse_{snake}"), name.span());
    let user_print = syn::Ident::new(&format!("print_{snake}"), name.span());
    let mut descs = Vec::new();
    let (mut take, mut pass, mut store) = (Vec::new(), Vec::new(), Vec::new());
    let (mut unpack, mut show) = (Vec::new(), Vec::new());
    for (i, a) in args.iter().enumerate() {
        let (of, by_ref) = match a {
            CustomArg::Ref(inner) => (&**inner, true),
            other => (other, false),
        };
        let v = format_ident!("__a{}", i);
        // Whether the argument holds one value (else a list).
        let (desc, one) = match of {
            CustomArg::Operand(o) => {
                let o8 = *o as u8;
                (
                    quote!(__p::format::CustomOf::Operand(#o8)),
                    g.m.operands[*o].arity != Arity::Variadic,
                )
            }
            CustomArg::Attr(a) => {
                let a8 = *a as u8;
                (quote!(__p::format::CustomOf::Attr(#a8)), true)
            }
            CustomArg::Type(r) => {
                let one = match r {
                    TypeRef::Operand(o) => g.m.operands[*o].arity != Arity::Variadic,
                    TypeRef::Result(o) => g.m.results[*o].arity != Arity::Variadic,
                    TypeRef::Operands | TypeRef::Results => false,
                };
                let r = type_ref(*r);
                (quote!(__p::format::CustomOf::Type(#r)), one)
            }
            CustomArg::Ref(_) => unreachable!("`ref` is not nested"),
        };
        descs.push(quote!(__p::format::CustomArg { of: #desc, by_ref: #by_ref }));
        let is_attr = matches!(of, CustomArg::Attr(_));
        let is_type = matches!(of, CustomArg::Type(_));
        let taker = match (is_attr, is_type, one) {
            (true, _, _) => quote!(take_attr),
            (_, true, true) => quote!(take_type),
            (_, true, false) => quote!(take_types),
            (_, false, true) => quote!(take_operand),
            (_, false, false) => quote!(take_operands),
        };
        take.push(quote!(let mut #v = __s[#i].#taker();));
        if by_ref {
            pass.push(if one || is_attr {
                quote!(#v)
            } else {
                quote!(&#v)
            });
        } else {
            pass.push(quote!(&mut #v));
            let ctor = if is_attr {
                quote!(__p::format::CustomSlot::Attr(#v))
            } else if is_type {
                if one {
                    quote!(__p::format::CustomSlot::Types(#v.into_iter().collect()))
                } else {
                    quote!(__p::format::CustomSlot::Types(#v))
                }
            } else if one {
                quote!(__p::format::CustomSlot::Operands(#v.into_iter().collect()))
            } else {
                quote!(__p::format::CustomSlot::Operands(#v))
            };
            store.push(quote!(__s[#i] = #ctor;));
        }
        // Printing: single values unpacked (a missing one, only possible
        // in unverified IR, prints nothing).
        let single = one
            && match of {
                CustomArg::Operand(o) => g.m.operands[*o].arity == Arity::Single,
                CustomArg::Type(TypeRef::Operand(o)) => g.m.operands[*o].arity == Arity::Single,
                CustomArg::Type(TypeRef::Result(o)) => g.m.results[*o].arity == Arity::Single,
                _ => false,
            };
        let getter = match (is_attr, is_type, one) {
            (true, _, _) => quote!(attr()),
            (_, true, true) => quote!(ty()),
            (_, true, false) => quote!(types()),
            (_, false, true) => quote!(value()),
            (_, false, false) => quote!(values()),
        };
        if single {
            unpack.push(quote!(let __p::Some(#v) = __s[#i].#getter else { return; };));
        } else {
            unpack.push(quote!(let #v = __s[#i].#getter;));
        }
        show.push(quote!(#v));
    }
    g.wrappers.push(quote! {
        #[allow(unused_mut, clippy::let_unit_value)]
        fn #pw<'a>(__parser: &mut ::ir::text::OpAsmParser<'_, 'a>, __s: &mut [__p::format::CustomSlot<'a>]) -> ::ir::text::PResult<()> {
            let _ = &__s;
            #(#take)*
            #user_parse(__parser #(, #pass)*)?;
            #(#store)*
            __p::Ok(())
        }
    });
    g.wrappers.push(quote! {
        fn #qw(__printer: &mut ::ir::text::OpAsmPrinter<'_, '_>, __s: &[__p::format::PrintSlot]) {
            let _ = &__s;
            #(#unpack)*
            #user_print(__printer #(, #show)*);
        }
    });
    quote!(__p::format::Elem::Custom { parse: #pw, print: #qw, args: &[#(#descs),*], space: #space })
}

/// The table and hooks; the hooks are named `__format_parse` and
/// `__format_print` inside the op's `const _` block.
pub fn generate(m: &OpModel, f: &Format) -> TokenStream {
    let mut g = Gen {
        m,
        wrappers: Vec::new(),
    };
    let list = elems(&f.elems, &mut Spacing::new(), &mut g);
    let wrappers = &g.wrappers;
    let prop_dict = f.elems.iter().any(|e| matches!(e, Elem::PropDict));
    let operands = m.operands.iter().map(|o| arity(o.arity));
    let results = m.results.iter().map(|o| arity(o.arity));
    let attrs: Vec<TokenStream> = m
        .attrs
        .iter()
        .enumerate()
        .map(|(i, a)| {
            let name = &a.key;
            let ty = &a.ty;
            // The function itself is generated with the op's `OpInfo`.
            let default = match &a.default {
                Some(_) => {
                    let fname = crate::model::AttrField::default_fn(i);
                    quote!(__p::Some(#fname))
                }
                None => quote!(__p::None),
            };
            quote! {
                __p::format::AttrSpec {
                    name: #name,
                    parse: <#ty as __p::format::FormatAttr>::parse_format_named,
                    starts: <#ty as __p::format::FormatAttr>::starts_format,
                    print: <#ty as __p::format::FormatAttr>::print_format,
                    parse_qualified: <#ty as __p::format::FormatAttr>::parse_qualified,
                    print_qualified: <#ty as __p::format::FormatAttr>::print_qualified,
                    unit: <#ty as __p::format::FormatAttr>::UNIT,
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
    let operand_refs = (0..m.operands.len()).map(TypeRef::Operand);
    let result_refs = (0..m.results.len()).map(TypeRef::Result);
    let fields = m.operands.iter().chain(&m.results);
    let type_kinds: Vec<TokenStream> = operand_refs
        .chain(result_refs)
        .zip(fields)
        .filter_map(|(r, f)| {
            let t = f.ty.as_ref()?;
            let r = type_ref(r);
            Some(quote!(__p::format::TypeClass {
                of: #r,
                name: <#t as __p::constraints::TypeConstraint>::KIND,
                check: <#t as __p::constraints::TypeConstraint>::of_kind,
            }))
        })
        .collect();
    quote! {
        #(#wrappers)*
        #(#buildable_asserts)*
        static __FORMAT: __p::format::FormatSpec = __p::format::FormatSpec {
            elems: &[#(#list),*],
            operands: &[#(#operands),*],
            results: &[#(#results),*],
            attrs: &[#(#attrs),*],
            same_operands_and_result_type: #same,
            same_operand_types: #same_operands,
            operand_segments: #segments,
            prop_dict: #prop_dict,
            infer_results: #infer,
            inferred: &[#(#inferred),*],
            type_kinds: &[#(#type_kinds),*],
        };
        fn __format_parse(__parser: &mut ::ir::text::OpAsmParser<'_, '_>) -> ::ir::text::PResult<()> {
            __p::format::parse(__parser, &__FORMAT)
        }
        fn __format_print(__printer: &mut ::ir::text::OpAsmPrinter<'_, '_>) {
            __p::format::print(__printer, &__FORMAT)
        }
    }
}
