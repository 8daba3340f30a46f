//! `#[int_enum]` and `#[bit_enum]`: MLIR's `I32EnumAttr`/`I64EnumAttr`
//! and `BitEnumAttr` cases as Rust types that read and print as keywords
//! (`DefParam`), so that an `#[attr_def]` with `format = "`<` $value `>`"`
//! is ODS's `EnumAttr`.
//!
//! An int enum stays a Rust `enum`. A bit enum cannot (a value is any
//! union of cases), so the enum is turned into a `Copy` newtype over
//! `u32` with one associated constant per case, named as the variant was
//! (`FastMathFlags::Nnan | FastMathFlags::Ninf` reads as before). Keywords
//! default to the variant name in snake case; `#[keyword = "..."]` on a
//! variant overrides it.

use crate::options::Options;
use proc_macro2::{Span, TokenStream};
use quote::{format_ident, quote};
use syn::spanned::Spanned;

/// The options of `#[int_enum]`.
pub(crate) const INT_ENUM_OPTIONS: &[&str] = &["cpp_name", "summary", "unknown_message"];
/// The options of `#[bit_enum]`.
pub(crate) const BIT_ENUM_OPTIONS: &[&str] = &["cpp_name", "separator"];
/// The attributes a case of either enum takes (`#[keyword = "..."]`).
pub(crate) const CASE_ATTRS: &[&str] = &["keyword"];

struct Case {
    ident: syn::Ident,
    keyword: String,
    value: Option<syn::Expr>,
    docs: Vec<syn::Attribute>,
}

fn cases(item: &syn::ItemEnum, errors: &mut Vec<syn::Error>) -> Vec<Case> {
    let mut out = Vec::new();
    for v in &item.variants {
        if !matches!(v.fields, syn::Fields::Unit) {
            errors.push(syn::Error::new(
                v.fields.span(),
                "enum cases take no fields",
            ));
        }
        let mut keyword = crate::format::codegen::snake(&v.ident.to_string());
        for a in &v.attrs {
            if a.path().is_ident(CASE_ATTRS[0]) {
                match &a.meta {
                    syn::Meta::NameValue(syn::MetaNameValue {
                        value:
                            syn::Expr::Lit(syn::ExprLit {
                                lit: syn::Lit::Str(s),
                                ..
                            }),
                        ..
                    }) => keyword = s.value(),
                    _ => errors.push(syn::Error::new(a.span(), "expected `#[keyword = \"...\"]`")),
                }
            }
        }
        out.push(Case {
            ident: v.ident.clone(),
            keyword,
            value: v.discriminant.as_ref().map(|d| d.1.clone()),
            docs: v
                .attrs
                .iter()
                .filter(|a| a.path().is_ident("doc"))
                .cloned()
                .collect(),
        });
    }
    for (i, c) in out.iter().enumerate() {
        if out[..i].iter().any(|d| d.keyword == c.keyword) {
            errors.push(syn::Error::new(
                c.ident.span(),
                format!("keyword `{}` is used by two cases", c.keyword),
            ));
        }
    }
    out
}

fn cpp_name(o: &Options, item: &syn::ItemEnum, errors: &mut Vec<syn::Error>) -> String {
    o.str("cpp_name", errors)
        .map(|s| s.value())
        .unwrap_or_else(|| item.ident.to_string())
}

/// The cases' idents and keywords, and MLIR's error for an unknown
/// keyword (`expected <cpp> to be one of: a, b`).
fn case_lists<'c>(cs: &'c [Case], cpp: &str) -> (Vec<&'c syn::Ident>, Vec<&'c String>, String) {
    let idents = cs.iter().map(|c| &c.ident).collect();
    let kws: Vec<&String> = cs.iter().map(|c| &c.keyword).collect();
    let list: Vec<&str> = kws.iter().map(|s| s.as_str()).collect();
    let expected = format!("expected {cpp} to be one of: {}", list.join(", "));
    (idents, kws, expected)
}

/// Parses a keyword or string into `kw`, or MLIR's error.
fn parse_keyword() -> TokenStream {
    quote! {
        let kw: ::std::borrow::Cow<'_, str> = match p.parse_optional_any_keyword() {
            ::core::option::Option::Some(k) => ::std::borrow::Cow::Borrowed(k),
            ::core::option::Option::None => match p.parse_optional_string()? {
                ::core::option::Option::Some(s) => ::std::borrow::Cow::Owned(s),
                ::core::option::Option::None => return p.error("expected valid keyword or string"),
            },
        };
    }
}

/// ODS's summary of an `I64EnumAttr` given none: its case values
/// (`allowed 64-bit signless integer cases: 0, 1, 4`), when they are
/// integer literals (or implicit); the C++ name otherwise.
fn default_summary(cs: &[Case], cpp: &str) -> String {
    let mut next = 0i64;
    let mut values = Vec::new();
    for c in cs {
        let v = match &c.value {
            None => next,
            Some(syn::Expr::Lit(syn::ExprLit {
                lit: syn::Lit::Int(i),
                ..
            })) => match i.base10_parse::<i64>() {
                Ok(v) => v,
                Err(_) => return cpp.to_string(),
            },
            Some(_) => return cpp.to_string(),
        };
        values.push(v.to_string());
        next = v.wrapping_add(1);
    }
    format!(
        "allowed 64-bit signless integer cases: {}",
        values.join(", ")
    )
}

/// Expands `#[int_enum]`.
pub fn int_enum(args: TokenStream, item: syn::ItemEnum) -> TokenStream {
    let mut errors = Vec::new();
    let o = Options::parse(args, "#[int_enum]", INT_ENUM_OPTIONS, &mut errors);
    let cpp = cpp_name(&o, &item, &mut errors);
    let cs = cases(&item, &mut errors);
    let summary = o
        .str("summary", &mut errors)
        .map(|s| s.value())
        .unwrap_or_else(|| default_summary(&cs, &cpp));
    let ident = &item.ident;
    let mut clean = item.clone();
    for v in &mut clean.variants {
        v.attrs.retain(|a| !a.path().is_ident("keyword"));
    }
    let n = cs.len();
    let (idents, kws, expected) = case_lists(&cs, &cpp);
    // A dialect's own wording for an unknown keyword (`{keywords}`: the
    // cases' keywords, `{keyword}`: the word read).
    let expected = match o.str("unknown_message", &mut errors) {
        Some(m) => {
            let list: Vec<&str> = kws.iter().map(|k| k.as_str()).collect();
            let m = m.value().replace("{keywords}", &list.join(", "));
            quote!(::std::format!("{}", #m.replace("{keyword}", &kw)))
        }
        None => quote!(#expected),
    };
    let parse_kw = parse_keyword();
    let out = quote! {
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
        #clean

        impl #ident {
            /// Every case, in declaration order.
            pub const ALL: [#ident; #n] = [#(#ident::#idents),*];

            /// The case's keyword.
            pub fn keyword(self) -> &'static str {
                match self { #(#ident::#idents => #kws,)* }
            }

            /// The case of a keyword.
            pub fn from_keyword(s: &str) -> ::core::option::Option<Self> {
                match s { #(#kws => ::core::option::Option::Some(#ident::#idents),)* _ => ::core::option::Option::None }
            }

            /// The case's integer value.
            pub fn value(self) -> i64 {
                self as i64
            }

            /// The case of an integer value.
            pub fn from_value(v: i64) -> ::core::option::Option<Self> {
                Self::ALL.into_iter().find(|c| c.value() == v)
            }
        }

        impl ::ir::__private::IntEnum for #ident {
            const SUMMARY: &'static str = #summary;
            fn cases() -> &'static [Self] {
                &#ident::ALL
            }
            fn keyword(self) -> &'static str {
                #ident::keyword(self)
            }
            fn value(self) -> i64 {
                #ident::value(self)
            }
        }

        impl ::ir::__private::DefParam for #ident {
            const CPP_TYPE: &'static str = #cpp;
            const LEAF: bool = true;
            fn parse(p: &mut ::ir::__private::DialectAsmParser<'_, '_>) -> ::ir::__private::PResult<Self> {
                let pos = p.pos();
                #parse_kw
                match #ident::from_keyword(&kw) {
                    ::core::option::Option::Some(v) => ::core::result::Result::Ok(v),
                    ::core::option::Option::None => p.error_at(pos, #expected),
                }
            }
            fn print(&self, p: &mut ::ir::__private::DialectAsmPrinter<'_, '_>) {
                p.write(self.keyword());
            }
        }
    };
    crate::expand::with_errors(out, errors)
}

/// Expands `#[bit_enum]`.
pub fn bit_enum(args: TokenStream, item: syn::ItemEnum) -> TokenStream {
    let mut errors = Vec::new();
    let o = Options::parse(args, "#[bit_enum]", BIT_ENUM_OPTIONS, &mut errors);
    let cpp = cpp_name(&o, &item, &mut errors);
    let sep = o
        .str("separator", &mut errors)
        .map(|s| {
            if s.value().trim() != "," {
                errors.push(syn::Error::new(
                    s.span(),
                    "only `,` separators are supported (`\",\"` or `\", \"`)",
                ));
            }
            s.value()
        })
        .unwrap_or_else(|| "|".into());
    if o.key_span("separator").is_none() {
        errors.push(syn::Error::new(
            Span::call_site(),
            "missing option `separator` in #[bit_enum] (MLIR's `separator`, e.g. `\",\"`)",
        ));
    }
    let cs = cases(&item, &mut errors);
    for c in &cs {
        if c.value.is_none() {
            errors.push(syn::Error::new(
                c.ident.span(),
                format!(
                    "bit enum case `{}` needs its bits, as in `{} = 1`",
                    c.ident, c.ident
                ),
            ));
        }
    }
    let ident = &item.ident;
    let vis = &item.vis;
    let docs: Vec<&syn::Attribute> = item
        .attrs
        .iter()
        .filter(|a| a.path().is_ident("doc"))
        .collect();
    let consts = cs.iter().map(|c| {
        let (id, d) = (&c.ident, &c.docs);
        let v = c.value.clone().unwrap_or_else(|| syn::parse_quote!(0));
        quote!(#(#d)* pub const #id: #ident = #ident((#v) as u32);)
    });
    let (idents, kws, expected) = case_lists(&cs, &cpp);
    let parse_kw = parse_keyword();
    let cases_ident = format_ident!("__{}_CASES", ident.to_string().to_uppercase());
    let out = quote! {
        #(#docs)*
        #[derive(Copy, Clone, PartialEq, Eq, Hash, Debug, Default, PartialOrd, Ord)]
        #vis struct #ident(pub u32);

        #[allow(non_upper_case_globals)]
        impl #ident {
            #(#consts)*

            /// The cases with their keywords, in declaration order.
            pub const CASES: &'static [(&'static str, #ident)] = #cases_ident;

            /// The bits.
            pub fn bits(self) -> u32 {
                self.0
            }

            /// Whether every bit of `other` is set.
            pub fn contains(self, other: #ident) -> bool {
                self.0 & other.0 == other.0
            }

            /// MLIR's text: the zero case when no bit is set, else the
            /// multi-bit cases that are fully set, then the single bits,
            /// joined by the separator.
            pub fn to_text(self) -> ::std::string::String {
                if self.0 == 0 {
                    return Self::CASES
                        .iter()
                        .find(|c| c.1 .0 == 0)
                        .map(|c| c.0.into())
                        .unwrap_or_default();
                }
                let mut rest = self.0;
                let mut words: ::std::vec::Vec<&'static str> = ::std::vec::Vec::new();
                for (kw, c) in Self::CASES.iter().rev() {
                    if c.0.count_ones() > 1 && rest & c.0 == c.0 {
                        words.push(kw);
                        rest &= !c.0;
                    }
                }
                for (kw, c) in Self::CASES {
                    if c.0.count_ones() == 1 && rest & c.0 != 0 {
                        words.push(kw);
                        rest &= !c.0;
                    }
                }
                words.join(#sep)
            }

            /// The case of one keyword.
            pub fn from_keyword(s: &str) -> ::core::option::Option<Self> {
                Self::CASES.iter().find(|c| c.0 == s).map(|c| c.1)
            }
        }

        #[allow(non_upper_case_globals)]
        const #cases_ident: &[(&str, #ident)] = &[#((#kws, #ident::#idents)),*];

        impl ::core::ops::BitOr for #ident {
            type Output = #ident;
            fn bitor(self, o: #ident) -> #ident {
                #ident(self.0 | o.0)
            }
        }

        impl ::core::ops::BitOrAssign for #ident {
            fn bitor_assign(&mut self, o: #ident) {
                self.0 |= o.0;
            }
        }

        impl ::core::ops::BitAnd for #ident {
            type Output = #ident;
            fn bitand(self, o: #ident) -> #ident {
                #ident(self.0 & o.0)
            }
        }

        impl ::ir::__private::DefParam for #ident {
            const CPP_TYPE: &'static str = #cpp;
            const LEAF: bool = true;
            fn parse(p: &mut ::ir::__private::DialectAsmParser<'_, '_>) -> ::ir::__private::PResult<Self> {
                let pos = p.pos();
                let mut bits = #ident(0);
                let mut ok = true;
                loop {
                    #parse_kw
                    match #ident::from_keyword(&kw) {
                        ::core::option::Option::Some(v) => bits |= v,
                        ::core::option::Option::None => ok = false,
                    }
                    if !p.parse_optional_punct(b',') {
                        break;
                    }
                }
                if !ok {
                    return p.error_at(pos, #expected);
                }
                ::core::result::Result::Ok(bits)
            }
            fn print(&self, p: &mut ::ir::__private::DialectAsmPrinter<'_, '_>) {
                p.write(&self.to_text());
            }
        }
    };
    crate::expand::with_errors(out, errors)
}
